import { z } from 'zod';
import { planningModeSchema, rvTypeSchema, travelStyleSchema } from './plan';
import { tripStatusSchema } from './trip';

// The trip document stored on the server for signed-in users. The trip's own fields are checked with
// the planner form's rules (enums, ISO dates, duration 1-365) so nothing the app cannot show is stored;
// other fields the client adds later still pass through. Sizes are capped so a document cannot grow
// without bound, and links inside plans and reservations must be web links (http or https): park
// websites and reservation pages are kept as the data gives them, other schemes are refused.

export const TRIP_DOCUMENT_MAX_BYTES = 512 * 1024;

export const tripIdSchema = z
  .string({ error: 'Trip id is required' })
  .regex(/^[A-Z0-9]{8}$/, 'Trip id must be 8 uppercase letters or digits');

const text = (max: number) => z.string().max(max, `Text must be at most ${max} characters`);

/** A real calendar day as YYYY-MM-DD (2030-02-30 and "not-a-date" are refused). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Date must be a real calendar day');

export const TRIP_DURATION_MESSAGE = 'Duration must be a whole number of days from 1 to 365';
/** Days, as a number or the planner's numeric string ("7"). */
export const tripDurationSchema = z.union([
  z.number().int(TRIP_DURATION_MESSAGE).min(1, TRIP_DURATION_MESSAGE).max(365, TRIP_DURATION_MESSAGE),
  z
    .string()
    .regex(/^\d{1,3}$/, TRIP_DURATION_MESSAGE)
    .refine((v) => Number(v) >= 1 && Number(v) <= 365, TRIP_DURATION_MESSAGE),
]);

export const serverTripSchema = z.looseObject({
  id: tripIdSchema,
  title: text(200).optional(),
  fromLocation: text(200).optional(),
  toLocation: text(200).optional(),
  departureDate: isoDateSchema.optional(),
  returnDate: isoDateSchema.optional(),
  duration: tripDurationSchema.optional(),
  rvType: rvTypeSchema.optional(),
  travelStyle: travelStyleSchema.optional(),
  planningMode: planningModeSchema.optional(),
  status: tripStatusSchema.optional(),
  createdAt: text(40).optional(),
});
export type ServerTrip = z.infer<typeof serverTripSchema>;

const jsonObject = z.record(z.string(), z.unknown());

/** Keys that hold a link somewhere inside a plan, itinerary or reservation. */
const LINK_KEY = /(url|link|href|website)$/i;
export const WEB_LINKS_ONLY_MESSAGE = 'Links in a trip must be http:// or https:// URLs';

/**
 * The first link in `value` (at any depth) that is not an http:// or https:// URL, or null. Every value
 * is looked at, however many: a walk that stopped after a count let a link placed behind enough values
 * through. The request body's size limit (600 kB) bounds the walk.
 */
export function firstUnsafeLink(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (!current || typeof current !== 'object') continue;
    if (Array.isArray(current)) {
      // One at a time: spreading a huge array into push() overflows the call stack.
      for (const item of current) if (item && typeof item === 'object') stack.push(item);
      continue;
    }
    for (const [key, item] of Object.entries(current as Record<string, unknown>)) {
      if (typeof item === 'string' && LINK_KEY.test(key) && item !== '' && !isWebUrl(item)) return item;
      if (item && typeof item === 'object') stack.push(item);
    }
  }
  return null;
}

/** An absolute http:// or https:// URL: a link a browser opens as a web page, never a script or data. */
export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A plan, itinerary or reservation map whose links are all web links. */
const linkedJsonObject = jsonObject.refine((v) => firstUnsafeLink(v) === null, WEB_LINKS_ONLY_MESSAGE);

/** The largest amount and the longest description an expense may have. */
export const EXPENSE_AMOUNT_MAX = 1_000_000;
export const EXPENSE_DESCRIPTION_MAX = 500;

export const expenseSchema = z.object({
  id: text(40).min(1),
  category: z.enum(['fuel', 'camping', 'food', 'shopping', 'maintenance', 'other']),
  amount: z.number().finite().min(0).max(EXPENSE_AMOUNT_MAX),
  description: text(EXPENSE_DESCRIPTION_MAX).min(1),
  date: text(40),
});
export type Expense = z.infer<typeof expenseSchema>;

/** The parts of a trip document a client may write. */
export const tripDocumentPartsSchema = z.object({
  trip: serverTripSchema,
  aiPlan: linkedJsonObject.nullable().optional(),
  reservations: linkedJsonObject.nullable().optional(),
  savedItinerary: linkedJsonObject.nullable().optional(),
  expenses: z.array(expenseSchema).max(2000, 'A trip can hold at most 2000 expenses').optional(),
  notes: text(20_000).optional(),
});

export const createTripInputSchema = tripDocumentPartsSchema.extend({
  /**
   * Demo trips seeded on an empty list (the trip marked isDemo) do not count toward the monthly quota,
   * up to 3 per account for good; for any other trip the server ignores this and counts it.
   */
  origin: z.enum(['user', 'demo']).default('user'),
});
export type CreateTripInput = z.infer<typeof createTripInputSchema>;

export const updateTripInputSchema = tripDocumentPartsSchema.partial().extend({
  /** The version the client last read; a stale one gets 409 with the current document. */
  version: z.number({ error: 'version is required' }).int().min(1),
});
export type UpdateTripInput = z.infer<typeof updateTripInputSchema>;

export const shareTripInputSchema = z.object({
  /** Off by default: the shared view leaves out notes, expenses and confirmation numbers. */
  includePrivateDetails: z.boolean().default(false),
});
export type ShareTripInput = z.infer<typeof shareTripInputSchema>;

export const tripDocumentSchema = z.object({
  id: tripIdSchema,
  version: z.number().int(),
  shared: z.boolean(),
  /** Whether the shared view includes notes, expenses and confirmation numbers. */
  sharePrivateDetails: z.boolean().optional(),
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

/** A list entry: the summary columns (server/src/trips/core/trip-summary.ts), never the whole document. */
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
