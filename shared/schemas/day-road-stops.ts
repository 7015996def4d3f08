import { z } from 'zod';
import { daySchema, generateTripInputSchema } from './plan';
import { roadStopSchema } from './road-stops';

// POST /api/plan/road-stops: the road stops of a plan's days re-planned after an edit changed some
// of them (another park, a drive re-routed). The planner's own rules run over the days as they are
// now: fuel by the rig's range carries from day to day, the tanks and propane too, so every day from
// the first one changed to the end is answered. A day sent with an overnight-parking stop keeps the
// planner's offer for where it ends (offered again for the day as it is now); a day whose end or park
// an edit changed is sent without one.
export const stopsDaySchema = daySchema.pick({
  day: true,
  date: true,
  to: true,
  distance: true,
  driveHours: true,
  nights: true,
  rvPark: true,
  geometry: true,
  notes: true,
  roadStops: true,
});
export type StopsDayInput = z.infer<typeof stopsDaySchema>;

export const dayRoadStopsInputSchema = z
  .object({
    input: generateTripInputSchema,
    days: z.array(stopsDaySchema).min(1, 'At least one day is needed').max(400, 'At most 400 days'),
    changedDays: z.array(z.number().int().min(1)).min(1, 'changedDays must name at least one day').max(400),
    // The days whose park is the traveller's own choice (their park marks, shared/plan/stops-days.ts'
    // keptParkDaysOf): checked on the stay's nights as they are now, changed or not (an edit of the
    // nights before moves them with no drive re-routed).
    keptParkDays: z.array(z.number().int().min(1)).max(400).optional(),
  })
  .refine((v) => v.changedDays.every((n) => v.days.some((d) => d.day === n)), {
    message: 'Every changed day must be one of the days sent',
    path: ['changedDays'],
  });
export type DayRoadStopsInput = z.input<typeof dayRoadStopsInputSchema>;
export type DayRoadStopsRequest = z.output<typeof dayRoadStopsInputSchema>;

export const dayRoadStopsSchema = z.object({
  days: z.array(
    z.object({
      day: z.number().int().min(1),
      roadStops: z.array(roadStopSchema),
      // The road-stop sentences of the day (shared/plan/day-texts.ts): they replace the old ones.
      notes: z.array(z.string()),
      warnings: z.array(z.string()),
    }),
  ),
});
export type DayRoadStops = z.infer<typeof dayRoadStopsSchema>;
