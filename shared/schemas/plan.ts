import { z } from 'zod';
import { campgroundTypeSchema, reportedAttributesSchema } from './places';
import { upgradeStoredPlan } from './plan-upgrade';
import { fuelRateSchema } from './money';
import { roadStopSchema } from './road-stops';
import { dayBookingSchema } from './booking';
import { freeOvernightSchema } from './travellers';
import { generateTripInputSchema, routeTypeSchema } from './plan-input';

// The planner's input and its vocabularies (rvTypeSchema, travelStyleSchema, generateTripInputSchema, ...).
export * from './plan-input';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

export const placePointSchema = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });
export type PlacePoint = z.infer<typeof placePointSchema>;

// Where a park's nightly fee comes from: the park's own reported figure, or an estimate.
// 'free': a free overnight location ($0 for the night, stated as such).
export const nightlyFeeBasisSchema = z.enum(['reported', 'estimate', 'free']);
export type NightlyFeeBasis = z.infer<typeof nightlyFeeBasisSchema>;

export const rvParkSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  amenities: z.array(z.string()), // reported amenities, human readable
  amenitiesReported: z.literal(true),
  // USD a night, null when no fee is listed; the basis is given with every fee. The client formats it.
  nightlyFee: z.number().min(0).nullable(),
  nightlyFeeBasis: nightlyFeeBasisSchema.optional(),
  // The park's place; null only in plans stored before coordinates were numbers whose text could
  // not be read (the day's GPS navigation then says so).
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  address: z.string(),
  // Two-letter state the catalogue gives the park (absent in older plans and for placeholders): it
  // picks the park's state booking rule when the address does not name the state.
  state: z.string().length(2).optional(),
  facilityId: z.string().optional(),
  reservationUrl: z.string().optional(),
  searchUrl: z.string().optional(),
  isPlaceholder: z.boolean(), // true for 'RV parks near <town>'
  warning: z.string().optional(),
  description: z.string().optional(),
  // Catalogue attributes (absent in plans made before them): reported, or 'unknown'.
  type: campgroundTypeSchema.optional(),
  dataSource: z.enum(['RIDB', 'OpenStreetMap']).optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  reported: reportedAttributesSchema.optional(),
  rvEvidence: z.boolean().optional(),
  attribution: z.string().optional(), // '© OpenStreetMap contributors' on OSM-derived parks
  attributionUrl: z.string().optional(),
  // Set when the night is a free overnight location (a store's lot, a rest area, or free camping on
  // public land): its kind, its rules and the source of the location.
  freeOvernight: freeOvernightSchema.optional(),
  // A base FamCamp: military ID holders only (offered only to a traveller with military access).
  militaryOnly: z.boolean().optional(),
});
export type RvPark = z.infer<typeof rvParkSchema>;

export const activityTypeSchema = z.enum([
  'sightseeing',
  'hiking',
  'dining',
  'shopping',
  'entertainment',
  'rest',
]);
export const activityDetailSchema = z.object({
  name: z.string(),
  type: activityTypeSchema,
  duration: z.string(),
  description: z.string(),
  parkId: z.string().optional(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const mealSchema = z.object({
  mealType: z.enum(['breakfast', 'lunch', 'dinner']),
  name: z.string(),
  type: z.enum(['cooking', 'restaurant']),
  location: z.string(),
  priceRange: z.string(),
  specialNotes: z.string().optional(),
});
export type Meal = z.infer<typeof mealSchema>;

// Where a night's park lies from the place its day is named after: `routed`, road miles from the
// place (else a straight-line estimate); `driveEndsAtPark`, the day's drive ends at the park (else in
// the place, the park a drive on from there).
export const nightAwaySchema = z.object({
  park: z.string(),
  miles: z.number().min(0),
  routed: z.boolean(),
  driveEndsAtPark: z.boolean(),
});
export type NightAway = z.infer<typeof nightAwaySchema>;

export const daySchema = z.object({
  day: z.number().int().min(1),
  date: isoDate,
  title: z.string(),
  from: placePointSchema,
  to: placePointSchema,
  distance: z.number().min(0), // miles
  driveTime: z.string(),
  driveHours: z.number().min(0),
  nights: z.number().int().min(1), // length of the stay this day belongs to (2 on both days of a 2-night stay)
  rvPark: rvParkSchema,
  activities: z.array(z.string()),
  activityDetails: z.array(activityDetailSchema),
  meals: z.array(mealSchema),
  notes: z.array(z.string()),
  // This day's leg on roads as an encoded polyline (precision 5, as OSRM and Mapbox Directions
  // return it). Absent on rest days and in plans made before routing on roads.
  geometry: z.string().optional(),
  // What the plan could not meet on this day (a need no park nearby reports, a long drive, a season).
  warnings: z.array(z.string()).optional(),
  // The traveller's pass-through stops this day's drive goes through, in order (absent when none).
  via: z.array(placePointSchema).optional(),
  // The night's park lies this far (10 miles or more) from the place the day is named after (its
  // town, the destination), so the title names the park (shared/plan/day-title.ts). Absent when the
  // night is in the place, and in older plans.
  nightAway: nightAwaySchema.optional(),
  // When the stay that begins on this day can be booked; absent on a stay's later days.
  booking: dayBookingSchema.optional(),
  // Fuel, breaks, dump, water, propane and overnight parking along this day's drive, in route order
  // (mile ascending). Absent on rest days and in plans made before road stops.
  roadStops: z
    .array(roadStopSchema)
    .describe(
      "Road stops along this day's drive in route order: fuel by the rig's range (truck stops only for a rig over 30 ft or towing), a rest area or fuel stop about every two hours on days of four hours or more, a dump station and a water hint when the tanks are due, propane on long or cold trips, and an overnight-parking location when no campground fits. mile is along the day's route; detourMiles is an estimate.",
    )
    .optional(),
});
export type Day = z.infer<typeof daySchema>;

export const routeOptionSchema = z.object({
  name: z.string(),
  type: routeTypeSchema,
  driveTime: z.string(), // e.g. '6 h 10 min'
  driveHours: z.number().min(0),
  distance: z.number().min(0),
  description: z.string(),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  waypoints: z.array(placePointSchema), // from, parks visited, to
  dailyItinerary: z.array(daySchema),
  estimatedCost: z.number().min(0),
  // The whole route on roads as an encoded polyline (precision 5) and its main roads in order
  // ("I-70", "US-191"). Absent in plans made before routing on roads.
  geometry: z.string().optional(),
  roads: z.array(z.string()).optional(),
});
export type RouteOption = z.infer<typeof routeOptionSchema>;

export const costBreakdownSchema = z.object({
  fuel: z.number().min(0),
  camping: z.number().min(0),
  food: z.number().min(0),
  activities: z.number().min(0),
  total: z.number().min(0),
  currency: z.literal('USD'),
  // How camping was costed: parks' reported fees, the RV-type estimate, or both.
  campingBasis: z.string().optional(),
  // How fuel was costed (MPG, fuel, price a gallon); the screens state it with the route's miles.
  fuelRate: fuelRateSchema.optional(),
});
export type CostBreakdown = z.infer<typeof costBreakdownSchema>;

const budgetLineSchema = z.object({
  fuel: z.number().min(0),
  camping: z.number().min(0),
  food: z.number().min(0),
  activities: z.number().min(0),
  total: z.number().min(0),
});
export type BudgetLine = z.infer<typeof budgetLineSchema>;

// Full-timer budget: the plan's cost per day, and 7 and 30 times it (USD).
export const budgetViewSchema = z.object({
  daily: budgetLineSchema,
  weekly: budgetLineSchema,
  monthly: budgetLineSchema,
  currency: z.literal('USD'),
  note: z.string(), // how the figures are estimated
});
export type BudgetView = z.infer<typeof budgetViewSchema>;

export const recommendationsSchema = z.object({
  packingTips: z.array(z.string()),
  weatherConsiderations: z.array(z.string()),
  budgetTips: z.array(z.string()),
  safetyTips: z.array(z.string()),
  fullTimerTips: z.array(z.string()).optional(), // full-timer mode only
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

// One edit the traveller made, anchored to the overnight stop of the day it was made on, so a re-plan
// that renumbers the days still finds where it belongs.
// `at` is absent when the day had no known place (a manual day without a park): then the edit stays
// with the same day number.
/** The longest note a traveller can add to a day. */
export const NOTE_MAX_LENGTH = 2000;

const editBase = {
  id: z.string().max(64).optional(),
  day: z.number().int().min(1),
  at: placePointSchema.optional(),
};
export const travellerEditSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('park'), ...editBase, park: rvParkSchema }),
  z.object({ kind: z.literal('activity'), ...editBase, detail: activityDetailSchema }),
  z.object({ kind: z.literal('note'), ...editBase, text: z.string().max(NOTE_MAX_LENGTH) }),
  // The nights of the stay at `at` (day is the stay's first day); added later, so older plans lack it.
  z.object({ kind: z.literal('nights'), ...editBase, nights: z.number().int().min(1).max(30) }),
]);
export type TravellerEdit = z.infer<typeof travellerEditSchema>;

/**
 * The Undo of the last re-plan (optimize, a stops change, another route option), kept in the plan it
 * made so it travels with the trip (every device, every reload) and ends with the traveller's next
 * edit, which saves the plan without it. `previous` is the plan before, as stored (read with
 * parseStoredPlan; it never holds an Undo of its own).
 */
export const lastReplanSchema = z.object({
  previous: z.record(z.string(), z.unknown()).nullable(),
  reservations: z.record(z.string(), z.unknown()),
  changes: z.array(z.string().max(2000)).max(200),
  edits: z.array(z.string().max(2000)).max(500),
  headline: z.string().max(2000),
});
export type LastReplan = z.infer<typeof lastReplanSchema>;

/** What follows from a plan's days and an edit may leave stale (shared/plan/operation-types.ts). */
export const DERIVED_DATA = ['legs', 'roadStops', 'costs', 'warnings', 'texts', 'summary'] as const;

/**
 * The Undo of the traveller's last edit (a park, nights, a note, an activity, ...): the edit's inverse
 * operation, the top-level parts of the plan it replaced (`values`, as stored) and the ones it added
 * (`absent`), kept in the plan until the next edit (shared/plan/last-edit.ts). Older plans lack it.
 */
export const lastEditSchema = z.object({
  label: z.string().max(200),
  inverse: z.object({
    values: z.record(z.string(), z.unknown()),
    absent: z.array(z.string().max(64)).max(50),
  }),
  invalidates: z.array(z.enum(DERIVED_DATA)).max(DERIVED_DATA.length),
});
export type LastEdit = z.infer<typeof lastEditSchema>;

export const tripPlanSchema = z.object({
  overview: z.object({
    title: z.string(),
    description: z.string(),
    totalDistance: z.number().min(0), // miles
    estimatedCost: z.number().min(0), // USD
    totalDriveHours: z.number().min(0),
    distanceNote: z.string(),
  }),
  // Exactly three, in the order fastest, scenic, balanced.
  routeOptions: z
    .array(routeOptionSchema)
    .length(3)
    .refine(
      (o) => o.map((r) => r.type).join() === 'fastest,scenic,balanced',
      'Route options must be fastest, scenic, balanced',
    ),
  selectedRoute: routeTypeSchema,
  dailyItinerary: z.array(daySchema), // the selected route's days
  recommendations: recommendationsSchema,
  costBreakdown: costBreakdownSchema,
  budgetView: budgetViewSchema.optional(), // full-timer mode only; older plans lack it
  source: z.enum(['builtin', 'openai']),
  warnings: z.array(z.string()),
  generatedAt: z.string(),
  input: generateTripInputSchema,
  // The traveller's own edits, kept and planned around by every re-plan. Absent in older plans.
  travellerEdits: z.array(travellerEditSchema).max(500).optional(),
  // Ids of edits the traveller took back, so a merge with another device's copy does not revive them.
  removedEditIds: z.array(z.string().max(64)).max(500).optional(),
  // Set when edits made on another device were merged into this plan; the page says so once.
  mergedFromOtherDevice: z.object({ at: z.string(), edits: z.number().int().min(1) }).optional(),
  lastReplan: lastReplanSchema.optional(),
  lastEdit: lastEditSchema.optional(),
});
export type TripPlan = z.infer<typeof tripPlanSchema>;

/**
 * Reads a stored plan (on a device or the server), whatever version of the app stored it: older
 * fields are upgraded first (see plan-upgrade.ts), so a plan saved before still loads, and one
 * unreadable park position does not throw the whole plan away.
 */
export function parseStoredPlan(value: unknown): z.ZodSafeParseResult<TripPlan> {
  return tripPlanSchema.safeParse(upgradeStoredPlan(value));
}
