import { z } from 'zod';

// The trip document stored on the server for signed-in users, so their trips follow them. The trip
// itself is validated loosely here (its full schema lives with the planner) so that fields added later
// by the client survive a round trip; sizes are capped so a document cannot grow without bound.

export const TRIP_DOCUMENT_MAX_BYTES = 512 * 1024;

export const tripIdSchema = z
  .string({ error: 'Trip id is required' })
  .regex(/^[A-Z0-9]{8}$/, 'Trip id must be 8 uppercase letters or digits');

const text = (max: number) => z.string().max(max, `Text must be at most ${max} characters`);

export const serverTripSchema = z.looseObject({
  id: tripIdSchema,
  title: text(200).optional(),
  fromLocation: text(200).optional(),
  toLocation: text(200).optional(),
  departureDate: text(40).optional(),
  duration: z.union([z.number().finite().min(0).max(365), text(10)]).optional(),
  rvType: text(40).optional(),
  travelStyle: text(40).optional(),
  planningMode: text(20).optional(),
  status: text(20).optional(),
  createdAt: text(40).optional(),
});
export type ServerTrip = z.infer<typeof serverTripSchema>;

const jsonObject = z.record(z.string(), z.unknown());

export const expenseSchema = z.object({
  id: text(40).min(1),
  category: z.enum(['fuel', 'camping', 'food', 'shopping', 'maintenance', 'other']),
  amount: z.number().finite().min(0).max(1_000_000),
  description: text(500).min(1),
  date: text(40),
});
export type Expense = z.infer<typeof expenseSchema>;

/** The parts of a trip document a client may write. */
export const tripDocumentPartsSchema = z.object({
  trip: serverTripSchema,
  aiPlan: jsonObject.nullable().optional(),
  reservations: jsonObject.nullable().optional(),
  savedItinerary: jsonObject.nullable().optional(),
  expenses: z.array(expenseSchema).max(2000, 'A trip can hold at most 2000 expenses').optional(),
  notes: text(20_000).optional(),
});

export const createTripInputSchema = tripDocumentPartsSchema.extend({
  /** Demo trips seeded on an empty list do not count toward the monthly quota. */
  origin: z.enum(['user', 'demo']).default('user'),
});
export type CreateTripInput = z.infer<typeof createTripInputSchema>;

export const updateTripInputSchema = tripDocumentPartsSchema.partial().extend({
  /** The version the client last read; a stale one gets 409 with the current document. */
  version: z.number({ error: 'version is required' }).int().min(1),
});
export type UpdateTripInput = z.infer<typeof updateTripInputSchema>;

export const tripDocumentSchema = z.object({
  id: tripIdSchema,
  version: z.number().int(),
  shared: z.boolean(),
  readOnly: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  trip: serverTripSchema,
  aiPlan: jsonObject.nullable(),
  reservations: jsonObject.nullable(),
  savedItinerary: jsonObject.nullable(),
  expenses: z.array(expenseSchema),
  notes: z.string(),
});
export type TripDocument = z.infer<typeof tripDocumentSchema>;

/** A list entry: the summary columns (server/src/trips/trip-summary.ts), never the whole document. */
export const tripSummarySchema = z.looseObject({
  id: tripIdSchema,
  title: z.string(),
  fromLocation: z.string().optional(),
  toLocation: z.string().optional(),
  departureDate: z.string().optional(),
  returnDate: z.string().optional(),
  duration: z.union([z.number(), z.string()]).optional(),
  rvType: z.string().optional(),
  travelStyle: z.string().optional(),
  status: z.string().optional(),
  version: z.number().int(),
  shared: z.boolean(),
  updatedAt: z.string(),
  hasPlan: z.boolean(),
  planDistance: z.number().nullable(),
  planCost: z.number().nullable(),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;

/** A page of the trip list: newest first, `limit` per page, `cursor` from the previous page's Link. */
export const TRIP_PAGE_DEFAULT = 50;
export const TRIP_PAGE_MAX = 200;
export const tripListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(TRIP_PAGE_MAX, `limit must be at most ${TRIP_PAGE_MAX}`)
    .default(TRIP_PAGE_DEFAULT),
  cursor: z
    .string({ error: 'This list cursor is not valid. Load the list from the start.' })
    .max(200, 'This list cursor is not valid. Load the list from the start.')
    .optional(),
});

export const tripUsageSchema = z.object({
  month: z.string(),
  count: z.number().int(),
  limit: z.number().int().nullable(),
  tier: z.enum(['free', 'pro']),
});
export type TripUsage = z.infer<typeof tripUsageSchema>;
