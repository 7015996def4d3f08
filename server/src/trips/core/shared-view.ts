import type { ServerTrip, TripDocument } from '@shared/schemas/trip-document';
import { parseStoredPlan } from '@shared/schemas/plan';
import { sharedPlanOf } from './shared-plan';
import {
  dayPlanSchema,
  optimizationPreferencesSchema,
  reservationRecordSchema,
  tripReviewPreferencesSchema,
} from '@shared/schemas/trip';

// What a visitor of a shared link sees when the owner did not include private details, built from an
// allow-list: the trip's basics, the plan, the days and their parks. Every other field (notes,
// expenses, the saved itinerary, fields the client added to the trip, anything inside a reservation
// but whether it is confirmed) is left out, so a field added later stays private by default. The plan
// is built by allow-list too (shared-plan.ts): nothing the traveller typed into it is shown.

/** Trip fields shown as they are when they hold a string, number or boolean. */
const BASIC_KEYS = [
  'title',
  'fromLocation',
  'toLocation',
  'departureDate',
  'returnDate',
  'duration',
  'rvType',
  'travelStyle',
  'planningMode',
  'status',
  'createdAt',
  'lastModified',
  'numberOfStops',
  'estimatedCost',
  'totalDistance',
  'fullTimer',
  'isDemo',
  'isSample',
] as const;
/** Trip fields shown when they are lists of strings. */
const LIST_KEYS = ['specialNeeds', 'mainActivities'] as const;

const isBasic = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The day plans of a manual trip: the parks and activities, without the owner's notes of the day. */
function sharedDayPlans(value: unknown): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((day) => {
    const parsed = dayPlanSchema.safeParse(day);
    return parsed.success ? [{ ...parsed.data, notes: '' }] : [];
  });
}

export function sharedTripOf(trip: ServerTrip): ServerTrip {
  const out: Record<string, unknown> = {};
  for (const key of BASIC_KEYS) if (isBasic(trip[key])) out[key] = trip[key];
  for (const key of LIST_KEYS) if (isStringList(trip[key])) out[key] = trip[key];
  const dayPlans = sharedDayPlans(trip.dayPlans);
  if (dayPlans) out.dayPlans = dayPlans;
  for (const [key, schema] of [
    ['reviewPreferences', tripReviewPreferencesSchema],
    ['optimizationPreferences', optimizationPreferencesSchema],
  ] as const) {
    const parsed = schema.safeParse(trip[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return { ...out, id: trip.id };
}

/** Per day: whether the stay is confirmed, nothing more (the name of a park booked elsewhere is typed). */
function sharedReservations(value: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!value) return null;
  const out: Record<string, unknown> = {};
  for (const [day, record] of Object.entries(value)) {
    const parsed = reservationRecordSchema.safeParse(record);
    if (!parsed.success) continue;
    out[day] = { confirmed: parsed.data.confirmed };
  }
  return out;
}

type SharedParts = Pick<
  TripDocument,
  'trip' | 'aiPlan' | 'reservations' | 'savedItinerary' | 'expenses' | 'notes'
>;

/** The parts of a shared document a visitor sees; the plan is read with the client's plan schema. */
export function sharedViewOf(data: SharedParts): SharedParts {
  const plan = data.aiPlan ? parseStoredPlan(data.aiPlan) : null;
  return {
    trip: sharedTripOf(data.trip),
    aiPlan: plan?.success ? (sharedPlanOf(plan.data) as unknown as Record<string, unknown>) : null,
    reservations: sharedReservations(data.reservations),
    savedItinerary: null,
    expenses: [],
    notes: '',
  };
}
