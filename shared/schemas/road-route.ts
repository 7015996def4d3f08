import { z } from 'zod';
import { routeTypeSchema, rvTypeSchema } from './plan';
import { rigSchema } from './rig';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');

// The trip's rig as a query parameter: the plan request's rig (rigSchema) written as JSON.
const rigQuerySchema = z
  .string()
  .max(1000, 'rig is too long')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'rig must be the rig as JSON' });
      return z.NEVER;
    }
  })
  .pipe(rigSchema);

// GET /api/road-route: road miles and drive time between two places (manual trips, which have no
// plan to read them from).
export const roadRouteQuerySchema = z.object({
  from: z.string().trim().min(1, 'from is required').max(200),
  to: z.string().trim().min(1, 'to is required').max(200),
  rvType: rvTypeSchema.optional(),
  // The day it is driven (yyyy-mm-dd: roads closed for the season then are kept off, passes in
  // winter when a way at most about 15 % longer exists) and whether to keep off mountain passes.
  date: isoDate.optional(),
  avoidPasses: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  // The trip's route preference (the plan's route option: fastest, balanced, scenic; absent, fastest)
  // and whether it keeps off Interstates, as the planner weighs its days' roads.
  routeType: routeTypeSchema.optional(),
  avoidHighways: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  // The trip's rig (JSON of the plan request's rig): its length, height, width and propane decide the
  // restricted segments kept off, as on the planner's legs; absent, the RV type's typical rig.
  rig: rigQuerySchema.optional(),
});
export type RoadRouteQuery = z.infer<typeof roadRouteQuerySchema>;

// GET /api/road-route/places: whether the planner can find both places and reach them by road, asked
// before a trip is saved so a plan that cannot be made leaves no trip behind. A place it cannot use
// answers 422 with `place` naming the query field ('from' or 'to').
export const roadPlacesQuerySchema = roadRouteQuerySchema.pick({ from: true, to: true });
export type RoadPlacesQuery = z.infer<typeof roadPlacesQuerySchema>;
export const roadPlacesSchema = z.object({ from: z.string(), to: z.string() });
export const roadPlaceRefusalSchema = z.object({
  message: z.string(),
  place: z.enum(['from', 'to']),
  /** The name as asked for, with code 'location-not-found'. */
  location: z.string().optional(),
});

export const roadRouteSchema = z.object({
  from: z.string(),
  to: z.string(),
  miles: z.number(),
  driveHours: z.number(),
  roads: z.array(z.string()),
  // The route on roads, encoded polyline (precision 5).
  geometry: z.string(),
  note: z.string(),
});
export type RoadRoute = z.infer<typeof roadRouteSchema>;

// POST /api/road-route/legs: a list of points routed on roads leg by leg (a day's drive re-planned
// after the traveller picked another park: the previous night -> the new park -> the next night).
const legPointSchema = z.object({
  latitude: z.number({ message: 'latitude must be a number' }).min(-90).max(90),
  longitude: z.number({ message: 'longitude must be a number' }).min(-180).max(180),
});
// The trip's rig, the day's date (or each leg's, `dates`), its pass choice, its route preference
// (the plan's route option, `routeType`; absent, fastest) and `avoidHighways` route the legs as the
// planner routes its days: the same restricted segments, seasonal roads, dated closures, passes and
// weighing of roads.
export const roadLegsInputSchema = z
  .object({
    points: z
      .array(legPointSchema, { message: 'points must be a list of { latitude, longitude }' })
      .min(2, 'At least two points are needed')
      .max(10, 'At most 10 points can be routed at once'),
    rvType: rvTypeSchema.optional(),
    rig: rigSchema.optional(),
    date: isoDate.optional(),
    // Each leg's own day (a park swap's arrival drive and the next morning's drive).
    dates: z.array(isoDate).max(9).optional(),
    avoidPasses: z.boolean().optional(),
    routeType: routeTypeSchema.optional(),
    avoidHighways: z.boolean().optional(),
  })
  .refine((b) => !b.dates || b.dates.length === b.points.length - 1, {
    message: 'dates must give one date for each leg (one fewer than the points)',
    path: ['dates'],
  })
  .refine((b) => !(b.date && b.dates), { message: 'Give date or dates, not both', path: ['dates'] });
export type RoadLegsInput = z.infer<typeof roadLegsInputSchema>;

export const roadLegSchema = z.object({
  miles: z.number(),
  driveHours: z.number(),
  // This leg on roads, encoded polyline (precision 5).
  geometry: z.string(),
  // What the day says of this leg's roads, as the planner's day does: the segments, closed roads and
  // passes gone around, a road ferry, where the drive ends short (notes); the ones driven on a
  // condition or through, a pass crossed in winter, a road in its uncertain weeks (warnings).
  notes: z.array(z.string()).default([]),
  warnings: z.array(z.string()).default([]),
});
export const roadLegsSchema = z.object({ legs: z.array(roadLegSchema), note: z.string() });
export type RoadLegs = z.infer<typeof roadLegsSchema>;
