import { z } from 'zod';
import { rvTypeSchema } from './plan';

// GET /api/road-route: road miles and drive time between two places (manual trips, which have no
// plan to read them from).
export const roadRouteQuerySchema = z.object({
  from: z.string().trim().min(1, 'from is required').max(200),
  to: z.string().trim().min(1, 'to is required').max(200),
  rvType: rvTypeSchema.optional(),
});
export type RoadRouteQuery = z.infer<typeof roadRouteQuerySchema>;

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
