import { z } from 'zod';
import { tripPlanSchema, generateTripInputSchema } from './plan';
import { plannableDepartureDateSchema } from './plan-dates';
import { serverTripSchema, tripIdSchema, tripUsageSchema } from './trip-document';

/**
 * A plan request. With `tripId` (signed in, the trip saved on the server) the plan is made straight
 * into that trip and stored there; without it, the plan is only answered (visitors, offline copies).
 * Its departure is a real day within the window of plan-dates.ts (a stored plan's input is not).
 */
export const generateTripRequestSchema = generateTripInputSchema.extend({
  departureDate: plannableDepartureDateSchema,
  tripId: tripIdSchema.optional(),
});
export type GenerateTripRequest = z.input<typeof generateTripRequestSchema>;

/** The answer to a plan made into a saved trip: the stored plan and trip, its new version, the month's usage. */
export const plannedTripSchema = z.object({
  tripId: tripIdSchema,
  plan: tripPlanSchema,
  version: z.number().int().min(1),
  trip: serverTripSchema,
  usage: tripUsageSchema,
});
export type PlannedTrip = z.infer<typeof plannedTripSchema>;

/**
 * Marks an error answer whose plan was made but could not be stored with the trip (the trip itself
 * is saved): `{ message, failed: PLAN_NOT_STORED }`.
 */
export const PLAN_NOT_STORED = 'plan-not-stored';

/** What the traveller is told when the plan was made but not stored: the trip is kept, and why not. */
export const planNotStoredText = (reason: string) =>
  `Your trip is saved, but its itinerary could not be stored: ${reason}`;
