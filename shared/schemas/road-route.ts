import { z } from 'zod';
import { rvTypeSchema } from './plan';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');

// GET /api/road-route: road miles and drive time between two places (manual trips, which have no
// plan to read them from).
export const roadRouteQuerySchema = z.object({
  from: z.string().trim().min(1, 'from is required').max(200),
  to: z.string().trim().min(1, 'to is required').max(200),
  rvType: rvTypeSchema.optional(),
  // The day it is driven (yyyy-mm-dd: roads closed for the season then are kept off, passes in
  // winter when a way at most about 15 % longer exists) and whether to keep off mountain passes.
  date: isoDate.optional(),
  avoidPasses: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
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
export const roadLegsInputSchema = z.object({
  points: z
    .array(legPointSchema, { message: 'points must be a list of { latitude, longitude }' })
    .min(2, 'At least two points are needed')
    .max(10, 'At most 10 points can be routed at once'),
  rvType: rvTypeSchema.optional(),
  date: isoDate.optional(),
  avoidPasses: z.boolean().optional(),
});
export type RoadLegsInput = z.infer<typeof roadLegsInputSchema>;

export const roadLegSchema = z.object({
  miles: z.number(),
  driveHours: z.number(),
  // This leg on roads, encoded polyline (precision 5).
  geometry: z.string(),
});
export const roadLegsSchema = z.object({ legs: z.array(roadLegSchema), note: z.string() });
export type RoadLegs = z.infer<typeof roadLegsSchema>;
