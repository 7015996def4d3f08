import { z } from 'zod';
import { RV_TYPES } from '../constants';
import { needSchema } from './needs';
import { fuelPricePerGallonSchema, nightlyBudgetSchema } from './money';
import { rigSchema } from './rig';
import { travellersSchema } from './travellers';

// What a plan is asked with (the planner's input and its vocabularies), apart from the plan itself
// (plan.ts, which re-exports all of this): a page can build these schemas in one task and the plan's
// in the next (client/src/app/routes.tsx), and each stays short.

export const rvTypeSchema = z.enum(RV_TYPES);
export type RvType = z.infer<typeof rvTypeSchema>;
// The planner form offers the first four styles; a plan may carry any of them.
export const PLANNER_TRAVEL_STYLES = ['fast', 'scenic', 'balanced', 'adventure'] as const;
export const travelStyleSchema = z.enum([...PLANNER_TRAVEL_STYLES, 'relaxed', 'budget', 'custom']);
export type TravelStyle = z.infer<typeof travelStyleSchema>;
export const routeTypeSchema = z.enum(['fastest', 'scenic', 'balanced']);
export type RouteType = z.infer<typeof routeTypeSchema>;
export const optimizeForSchema = z.enum(['time', 'cost', 'scenery', 'activities']);
export type OptimizeFor = z.infer<typeof optimizeForSchema>;
export const planningModeSchema = z.enum(['ai', 'manual', 'hybrid']);

export const reviewPreferencesSchema = z.object({
  minimumRating: z.coerce.number().min(0).max(5).optional(),
  minimumReviewCount: z.coerce.number().int().min(0).optional(),
  prioritizeRecentReviews: z.boolean().optional(),
  avoidNegativeKeywords: z.array(z.string()).optional(),
});

// The planner's daily driving limit when the traveller sets none (the planner form's help text
// states it, so both read this one value).
export const DEFAULT_MAX_DRIVING_HOURS = 6;
// Full-timer mode: the default daily driving limit and the shortest stay.
export const FULL_TIMER_MAX_DRIVING_HOURS = 4;
export const FULL_TIMER_MIN_NIGHTS = 3;

// A place the traveller asked the route to go through, in order; nights > 0 makes it an overnight
// stay of that many nights, absent lets the planner decide (an overnight when the day's drive allows).
export const tripStopSchema = z.object({
  name: z.string().trim().min(1, 'Stop name is required').max(200),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  nights: z.number().int().min(0).max(30).optional(),
});
export type TripStop = z.infer<typeof tripStopSchema>;

// Pace rules RVers use: '2-2-2' is at most about 200 miles a day, arrive by 2 pm, and a 2-night
// stay every so often.
export const paceRuleSchema = z.enum(['2-2-2']);
export type PaceRule = z.infer<typeof paceRuleSchema>;
export const departureTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Departure time must be HH:MM (24-hour)');

// The required fields say which is missing ('From location is required', ...).
export const generateTripInputSchema = z.object({
  fromLocation: z
    .string({ message: 'From location is required' })
    .trim()
    .min(1, 'From location is required')
    .max(200),
  toLocation: z
    .string({ message: 'To location is required' })
    .trim()
    .min(1, 'To location is required')
    .max(200),
  departureDate: z
    .string({ message: 'Departure date is required' })
    .min(1, 'Departure date is required')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Departure date must be YYYY-MM-DD')
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Departure date must be a valid date'),
  duration: z.coerce
    .number({ message: 'Trip duration is required' })
    .int('Trip duration must be a whole number of days')
    .min(1, 'Trip duration must be at least 1 day')
    .max(60, 'Trip duration must be at most 60 days'),
  rvType: rvTypeSchema.default('travel-trailer'),
  travelStyle: travelStyleSchema.default('balanced'),
  specialNeeds: z.array(needSchema).max(30).default([]),
  reviewPreferences: reviewPreferencesSchema.optional(),
  planningMode: planningModeSchema.optional(),
  maxDrivingHoursPerDay: z.coerce.number().min(1).max(12).optional(),
  avoidHighways: z.boolean().optional(),
  // Keep off the high mountain passes (data/mountain-passes.json, about 8,000 ft and more) whatever
  // the season; a main road's winter pass (tier 'winter': Donner Summit, Snoqualmie) is kept and named in winter.
  avoidPasses: z.boolean().optional(),
  optimizeFor: optimizeForSchema.optional(),
  budgetRange: z.object({ min: z.coerce.number().min(0), max: z.coerce.number().min(0) }).optional(),
  routeType: routeTypeSchema.optional(),
  // Full-timer mode: a slower pace (4 h a day unless maxDrivingHoursPerDay says otherwise)
  // and stays of 3 nights or more. Absent means off, so plans and inputs from before it stay valid.
  fullTimer: z.boolean().optional(),
  // Via stops in order between the start and the end (the traveller's own, kept on every re-plan).
  stops: z.array(tripStopSchema).max(25, 'A trip can have at most 25 stops').optional(),
  paceRule: paceRuleSchema.optional(),
  // When the traveller leaves each morning; arrival times per day follow from it.
  departureTime: departureTimeSchema.optional(),
  // The optimize form's choices, as its labels (OPTIMIZE_AMENITY_OPTIONS, OPTIMIZE_ACTIVITY_OPTIONS):
  // each night's park is ranked by the amenities, each day's activities by the categories.
  preferredAmenities: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
  prioritizeActivities: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
  // The traveller's rig (length, height, fuel, tank, MPG, towing, propane). Absent: the typical rig
  // of rvType (RIG_DEFAULTS), so inputs from before it stay valid.
  rig: rigSchema.optional(),
  // The traveller holds a military ID (active duty, retired, dependants): base FamCamps may be offered.
  // Absent means no: a civilian is never sent to a military-only park.
  militaryAccess: z.boolean().optional(),
  // The traveller brings horses: horse camps may be offered (else never). Absent means no.
  horses: z.boolean().optional(),
  // "Free overnights where allowed": transit nights (one-night stops on the road between
  // destinations) may be a free overnight location (a Walmart or Cracker Barrel lot, with its rules);
  // when no campground fits a day, an overnight-parking location is offered before a park further
  // away. A destination stay is never a parking lot. Absent means off.
  preferFreeOvernights: z.boolean().optional(),
  // Who travels: adults, children with their ages, pets. Children shape the days.
  travellers: travellersSchema.optional(),
  // The traveller's money settings: nights whose park reports no fee are costed at the nightly budget
  // (else the RV-type estimate), fuel at this price a gallon (else the planner's typical price).
  nightlyBudget: nightlyBudgetSchema.optional(),
  fuelPricePerGallon: fuelPricePerGallonSchema.optional(),
});
export type GenerateTripInput = z.input<typeof generateTripInputSchema>;
export type NormalizedTripInput = z.output<typeof generateTripInputSchema>;
