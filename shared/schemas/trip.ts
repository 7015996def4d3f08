import { z } from 'zod';
import {
  activityTypeSchema,
  departureTimeSchema,
  optimizeForSchema,
  paceRuleSchema,
  planningModeSchema,
  reviewPreferencesSchema,
  rvTypeSchema,
  travelStyleSchema,
} from './plan';
import { storedNeedsSchema } from './needs';
import { fuelPricePerGallonSchema, nightlyBudgetSchema } from './money';
import { rigSchema } from './rig';
import { travellersSchema } from './travellers';

// Option lists of the planner (the special needs are the needs vocabulary's, needs.ts).
export const NEGATIVE_KEYWORD_OPTIONS = [
  'dirty',
  'noisy',
  'rude staff',
  'poor maintenance',
  'bugs',
  'unsafe',
  'overpriced',
  'poor wifi',
  'crowded',
  'no hot water',
  'power outages',
  'sewage',
] as const;

export const MINIMUM_RATING_OPTIONS = ['3.0', '3.5', '4.0', '4.5', '5.0'] as const;
export const MINIMUM_REVIEW_COUNT_OPTIONS = ['10', '25', '50', '100'] as const;
// The planner offers these durations; manual step 1 also offers 21.
export const PLANNER_DURATIONS = ['3', '5', '7', '10', '14'] as const;
export const BUILDER_DURATIONS = [...PLANNER_DURATIONS, '21'] as const;

export const tripStatusSchema = z.enum(['upcoming', 'current', 'past']);
export type TripStatus = z.infer<typeof tripStatusSchema>;
export type PlanningMode = z.infer<typeof planningModeSchema>;

export const activityTypeOptions = activityTypeSchema.options;
export const activityDurationOptions = ['1 hour', '2 hours', '3 hours', 'half day', 'full day'] as const;

// A manual day's activity: a new one defaults to sightseeing, 2 hours, priority medium.
export const activitySchema = z.object({
  id: z.string(),
  day: z.number().int().min(1),
  name: z.string(),
  type: activityTypeSchema,
  duration: z.enum(activityDurationOptions),
  userAdded: z.boolean(),
  priority: z.enum(['low', 'medium', 'high']).default('medium'),
});
export type Activity = z.infer<typeof activitySchema>;

// An RV park as stored in a manual day plan (its reservation 'needed').
export const dayPlanParkSchema = z.object({
  id: z.string(),
  day: z.number().int().min(1),
  name: z.string(),
  address: z.string(),
  coordinates: z.tuple([z.number(), z.number()]), // [lat, lng]
  selectedAmenities: z.array(z.string()),
  reservationStatus: z.literal('needed'),
  attribution: z.string().optional(), // '© OpenStreetMap contributors' for OSM-derived parks
  militaryOnly: z.boolean().optional(), // a base FamCamp, picked by a military ID holder
});
export type DayPlanPark = z.infer<typeof dayPlanParkSchema>;

export const dayPlanSchema = z.object({
  day: z.number().int().min(1),
  date: z.string(),
  rvPark: dayPlanParkSchema.nullable(),
  activities: z.array(activitySchema),
  notes: z.string(),
});
export type DayPlan = z.infer<typeof dayPlanSchema>;

// An itinerary day of the trip builder: its number from 1, date, activities and notes.
export const itineraryDaySchema = z.object({
  day: z.number().int().min(1),
  date: z.string(),
  activities: z.array(z.string()),
  notes: z.string(),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

export const tripReviewPreferencesSchema = reviewPreferencesSchema;
export type ReviewPreferences = z.infer<typeof tripReviewPreferencesSchema>;

export const OPTIMIZE_ACTIVITY_OPTIONS = [
  'National Parks',
  'State Parks',
  'Historic Sites',
  'Museums',
  'Outdoor Recreation',
  'Scenic Viewpoints',
  'Local Attractions',
  'Cultural Sites',
  'Food & Dining',
  'Shopping',
  'Photography',
] as const;

// The optimization preferences, as stored with a trip after optimizing.
export const optimizationPreferencesSchema = z.object({
  optimizeFor: optimizeForSchema,
  budgetRange: z.object({ min: z.number().min(0), max: z.number().min(0) }).optional(),
  prioritizeActivities: z.array(z.string()),
  avoidHighways: z.boolean(),
  // Keep off mountain passes (absent in trips saved before the option).
  avoidPasses: z.boolean().optional(),
  maxDrivingHoursPerDay: z.number().int().min(1).max(12),
  preferredAmenities: z.array(z.string()),
});
export type OptimizationPreferences = z.infer<typeof optimizationPreferencesSchema>;

const yyyyMmDd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

// A trip, draft or saved.
export const tripSchema = z.object({
  id: z.string().min(1),
  title: z.string().optional(),
  fromLocation: z.string(),
  toLocation: z.string(),
  // Older and imported trips may have no departure date: kept as '' so the trip still opens (results
  // then plan from the default departure, DEFAULT_RESULTS_DEPARTURE) and still shows in My Trips.
  departureDate: z.union([yyyyMmDd, z.literal('')]).default(''),
  returnDate: yyyyMmDd.optional(),
  duration: z.union([z.string(), z.number()]),
  rvType: rvTypeSchema.default('travel-trailer'),
  travelStyle: travelStyleSchema.optional(),
  specialNeeds: storedNeedsSchema.default([]),
  status: tripStatusSchema.optional(),
  createdAt: z.string(),
  planningMode: planningModeSchema.optional(),
  isEditable: z.boolean().optional(),
  lastModified: z.string().optional(),
  numberOfStops: z.number().optional(),
  reviewPreferences: tripReviewPreferencesSchema.optional(),
  estimatedBudget: z.string().optional(),
  coverImage: z.string().optional(),
  estimatedCost: z.number().optional(),
  mainActivities: z.array(z.string()).optional(),
  totalDistance: z.number().optional(),
  dayPlans: z.array(dayPlanSchema).optional(),
  optimizationPreferences: optimizationPreferencesSchema.optional(),
  // Planned in full-timer mode: slower pace and stays of 3 nights or more.
  fullTimer: z.boolean().optional(),
  // The traveller's rig and money settings, sent with every plan request for the trip (a plan's
  // input carries them too). Absent: the typical rig of rvType and the planner's estimates.
  rig: rigSchema.optional(),
  nightlyBudget: nightlyBudgetSchema.optional(),
  fuelPricePerGallon: fuelPricePerGallonSchema.optional(),
  // Who travels and free overnights where allowed, sent with every plan request for the trip.
  travellers: travellersSchema.optional(),
  preferFreeOvernights: z.boolean().optional(),
  // A military ID holder (FamCamps may be offered) and horses (horse camps), sent the same way.
  militaryAccess: z.boolean().optional(),
  horses: z.boolean().optional(),
  // Demo trips seeded on an empty list; they never count against the monthly limit.
  isDemo: z.boolean().optional(),
  // The planner form's pace, kept with the trip so every plan of it (a first plan made later, a
  // re-plan) drives at that pace. Each field only when the traveller set it.
  pace: z
    .object({
      maxDrivingHoursPerDay: z.number().min(1).max(12).optional(),
      paceRule: paceRuleSchema.optional(),
      departureTime: departureTimeSchema.optional(),
    })
    .optional(),
});
export type Trip = z.infer<typeof tripSchema>;
/** What callers hand to save(): the store adds id and createdAt and defaults specialNeeds. */
export type NewTrip = Omit<z.input<typeof tripSchema>, 'id' | 'createdAt'>;

// Reservation record per day number.
export const reservationRecordSchema = z.object({
  confirmed: z.boolean(),
  reservedElsewhere: z.object({ name: z.string(), confirmationNumber: z.string().optional() }).optional(),
});
export const reservationsSchema = z.record(z.string(), reservationRecordSchema);
export type Reservations = z.infer<typeof reservationsSchema>;

// Saved itinerary.
export const savedItinerarySchema = z.object({
  id: z.string(),
  tripData: z.unknown(),
  savedAt: z.string(),
  routeSelected: z.string(),
});
export type SavedItinerary = z.infer<typeof savedItinerarySchema>;
