import { z } from 'zod';
import { ROAD_STOP_KINDS } from '../trips/road-stop-kinds';

export { ROAD_STOP_KINDS };
/**
 * A stop on the road between two nights (the kinds: shared/trips/road-stop-kinds.ts). Every attribute
 * is as its source reports it.
 */
export const roadStopKindSchema = z.enum(ROAD_STOP_KINDS);
export type RoadStopKind = z.infer<typeof roadStopKindSchema>;

export const roadStopSchema = z.object({
  kind: roadStopKindSchema,
  name: z.string().max(300),
  brand: z.string().max(120).optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Miles from the day's start along the day's route to the point nearest the stop. */
  mile: z.number().min(0),
  /** Road miles off the route and back, an estimate (straight-line distance times a road factor). */
  detourMiles: z.number().min(0),
  /** The data set the stop comes from, e.g. 'All The Places', 'US DOT rest areas', 'OpenStreetMap'. */
  source: z.string().max(120),
  /** The credit the source asks for where its records appear ('© OpenStreetMap contributors'). */
  attribution: z.string().max(200).optional(),
  attributionUrl: z.string().max(300).optional(),
  /** What the stop does and cannot promise ('Cylinder exchange only', 'Overnight parking is up to ...'). */
  note: z.string().max(500).optional(),
  /**
   * A fuel station taken only for a break on a long day (no rest area near): the plan's fuel stops
   * are the others. Shown as "Break", never counted as a fill.
   */
  breakOnly: z.literal(true).optional(),
});
export type RoadStop = z.infer<typeof roadStopSchema>;

/** What a service place offers, as its source types it (propane: refill | exchange | unknown; rest: its type). */
export const servicePlaceSchema = z.object({
  id: z.string(),
  kind: roadStopKindSchema,
  name: z.string(),
  brand: z.string().optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().optional(),
  /** The source's own type of the place ('refill', 'exchange', 'unknown', 'rest area', 'welcome center'). */
  detail: z.string().optional(),
  source: z.string(),
  attribution: z.string().optional(),
  attributionUrl: z.string().optional(),
  note: z.string().optional(),
});
export type ServicePlace = z.infer<typeof servicePlaceSchema>;
export const servicePlaceListSchema = z.array(servicePlaceSchema);

/** GET /api/services/search: service places of one kind (or all) near a point, nearest first. */
export const servicesSearchQuerySchema = z.object({
  lat: z.coerce
    .number({ message: 'lat must be a number' })
    .min(-90, 'lat must be between -90 and 90')
    .max(90, 'lat must be between -90 and 90'),
  lng: z.coerce
    .number({ message: 'lng must be a number' })
    .min(-180, 'lng must be between -180 and 180')
    .max(180, 'lng must be between -180 and 180'),
  radius: z.coerce
    .number({ message: 'radius must be a number' })
    .positive('radius must be greater than 0')
    .max(200, 'radius must be at most 200 miles')
    .default(50),
  kind: z.enum(ROAD_STOP_KINDS, { message: `kind must be one of ${ROAD_STOP_KINDS.join(', ')}` }).optional(),
});
export type ServicesSearchQuery = z.infer<typeof servicesSearchQuerySchema>;
