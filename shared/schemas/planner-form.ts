import { z } from 'zod';
import { RV_TYPES } from '../constants';
import { todayIso } from '../trips/dates';
import { needSchema } from './needs';
import type { GenerateTripInput } from './plan';
import { PLANNER_TRAVEL_STYLES, departureTimeSchema, optimizeForSchema, paceRuleSchema } from './plan';
import { RIG_DEFAULTS } from './rig';
import { moneyFormDefaults, moneyFormSchema, rigFormSchema, rigFormValuesOf } from './rig-form';
import { travellersFormDefaults, travellersFormSchema } from './travellers';

// Form schemas hold the browser's string values; defaults live in the forms' defaultValues so the
// schemas' input and output types agree (react-hook-form requirement).

const required = (message: string) => z.string({ message }).trim().min(1, message);
const rvType = z
  .string({ message: 'RV type is required' })
  .refine((v) => (RV_TYPES as readonly string[]).includes(v), 'RV type is required');

// The planner form (ai and hybrid modes): its required fields, and a departure today or later.
export const plannerFormSchema = z.object({
  fromLocation: required('From location is required'),
  toLocation: required('To location is required'),
  departureDate: required('Departure date is required').refine(
    // Compared as yyyy-mm-dd text, evaluated at submit time so "today" never goes stale.
    (v) => v.trim() === '' || v >= todayIso(),
    'Departure date must be today or in the future',
  ),
  duration: required('Trip duration is required'),
  rvType,
  travelStyle: z
    .string({ message: 'Travel style is required' })
    .refine((v) => (PLANNER_TRAVEL_STYLES as readonly string[]).includes(v), 'Travel style is required'),
  minimumRating: required('Minimum rating is required'),
  minimumReviewCount: required('Minimum review count is required'),
  prioritizeRecentReviews: z.boolean(),
  specialNeeds: z.array(needSchema),
  avoidNegativeKeywords: z.array(z.string()),
  fullTimer: z.boolean(), // full-timer mode: slower pace, longer stays
  // Pace, all optional so the first plan can follow the traveller's own rules: '' hours means the
  // planner's default limit; the switch is the 2-2-2 rule; '' time means no departure time.
  maxDrivingHours: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 12),
      'Max driving hours must be a whole number from 1 to 12',
    ),
  twoTwoTwoRule: z.boolean(),
  departureTime: z.union([z.literal(''), departureTimeSchema]),
  // "Your rig" (follows the RV type until the traveller edits it) and the money settings.
  rig: rigFormSchema,
  ...moneyFormSchema.shape,
  // Who travels and free overnights where allowed.
  travellers: travellersFormSchema,
  preferFreeOvernights: z.boolean(),
  // A military ID holder (FamCamps) and horses (horse camps): places only they may use.
  militaryAccess: z.boolean(),
  horses: z.boolean(),
});
export type PlannerFormValues = z.infer<typeof plannerFormSchema>;

// The trip basics both forms start from.
const tripBasicsDefaults = {
  fromLocation: '',
  toLocation: '',
  departureDate: '',
  duration: '7',
  rvType: 'travel-trailer',
};

export const plannerFormDefaults: PlannerFormValues = {
  ...tripBasicsDefaults,
  travelStyle: 'balanced',
  minimumRating: '4.0',
  minimumReviewCount: '25',
  prioritizeRecentReviews: true,
  specialNeeds: [],
  avoidNegativeKeywords: [],
  fullTimer: false,
  maxDrivingHours: '',
  twoTwoTwoRule: false,
  departureTime: '',
  rig: rigFormValuesOf(RIG_DEFAULTS['travel-trailer']),
  ...moneyFormDefaults,
  travellers: travellersFormDefaults,
  preferFreeOvernights: false,
  militaryAccess: false,
  horses: false,
};

/** The planner form's pace as fields of the generate call, each sent only when the traveller set it. */
export function plannerPaceInput(
  values: Pick<PlannerFormValues, 'maxDrivingHours' | 'twoTwoTwoRule' | 'departureTime'>,
): Pick<GenerateTripInput, 'maxDrivingHoursPerDay' | 'paceRule' | 'departureTime'> {
  const hours = values.maxDrivingHours.trim();
  return {
    ...(hours !== '' ? { maxDrivingHoursPerDay: Number(hours) } : {}),
    ...(values.twoTwoTwoRule ? { paceRule: '2-2-2' as const } : {}),
    ...(values.departureTime ? { departureTime: values.departureTime } : {}),
  };
}

// The trip builder (manual step 1): required fields, budget optional.
export const tripBuilderSchema = z.object({
  tripTitle: required('Trip title is required'),
  fromLocation: required('From location is required'),
  toLocation: required('To location is required'),
  departureDate: required('Departure date is required'),
  duration: required('Trip duration is required'),
  rvType,
  estimatedBudget: z.string(),
  // A military ID holder: the day park searches find base FamCamps too, marked.
  militaryAccess: z.boolean(),
});
export type TripBuilderValues = z.infer<typeof tripBuilderSchema>;

export const tripBuilderDefaults: TripBuilderValues = {
  ...tripBasicsDefaults,
  tripTitle: '',
  estimatedBudget: '',
  militaryAccess: false,
};

const optionalAmount = z
  .string()
  .trim()
  .refine((v) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= 0), 'Enter an amount of 0 or more');

// The optimize form: a target, an optional budget range, 1-12 driving hours a day.
export const optimizeFormSchema = z.object({
  optimizeFor: optimizeForSchema,
  budgetMin: optionalAmount,
  budgetMax: optionalAmount,
  maxDrivingHours: z.number().int().min(1).max(12),
  avoidHighways: z.boolean(),
  // Keep off mountain passes at any time of year (absent: off).
  avoidPasses: z.boolean().optional(),
  prioritizeActivities: z.array(z.string()),
  preferredAmenities: z.array(z.string()),
  // Pace rules: '2-2-2' (about 200 mi a day, arrive by 2 pm, 2 nights every so often) and when the
  // traveller leaves each morning ('' = not set).
  paceRule: paceRuleSchema.optional(),
  departureTime: z.union([z.literal(''), departureTimeSchema]).optional(),
  // The rig and the money settings, started from the plan's (absent: the plan's stay as they are).
  rig: rigFormSchema.optional(),
  nightlyBudget: moneyFormSchema.shape.nightlyBudget.optional(),
  fuelPrice: moneyFormSchema.shape.fuelPrice.optional(),
  // Who travels and free overnights, started from the plan's.
  travellers: travellersFormSchema.optional(),
  preferFreeOvernights: z.boolean().optional(),
  militaryAccess: z.boolean().optional(),
  horses: z.boolean().optional(),
});
export type OptimizeFormValues = z.infer<typeof optimizeFormSchema>;

export const optimizeFormDefaults: OptimizeFormValues = {
  optimizeFor: 'scenery',
  budgetMin: '',
  budgetMax: '',
  maxDrivingHours: 6,
  avoidHighways: false,
  prioritizeActivities: [],
  preferredAmenities: [],
};

/** The budget range is sent only when both ends are set and non-zero. */
export function budgetRangeOf(
  values: Pick<OptimizeFormValues, 'budgetMin' | 'budgetMax'>,
): { min: number; max: number } | undefined {
  const min = Number(values.budgetMin);
  const max = Number(values.budgetMax);
  if (values.budgetMin.trim() === '' || values.budgetMax.trim() === '') return undefined;
  if (!Number.isFinite(min) || !Number.isFinite(max) || min === 0 || max === 0) return undefined;
  return { min, max };
}

/** The plan request's fields that an optimize form's preferences set. */
export type OptimizePreferenceFields = Pick<
  GenerateTripInput,
  | 'optimizeFor'
  | 'maxDrivingHoursPerDay'
  | 'avoidHighways'
  | 'avoidPasses'
  | 'budgetRange'
  | 'preferredAmenities'
  | 'prioritizeActivities'
>;

/**
 * The optimize form's preferences as fields of the generate call, the same for the results page and
 * the planner's hybrid step: the budget only when both ends are set, the amenity and activity
 * choices only when some are ticked.
 */
export function optimizePreferencesInput(
  values: OptimizeFormValues,
): OptimizePreferenceFields {
  const budgetRange = budgetRangeOf(values);
  return {
    optimizeFor: values.optimizeFor,
    maxDrivingHoursPerDay: values.maxDrivingHours,
    avoidHighways: values.avoidHighways,
    ...(values.avoidPasses ? { avoidPasses: true } : {}),
    ...(budgetRange ? { budgetRange } : {}),
    ...(values.preferredAmenities.length > 0 ? { preferredAmenities: values.preferredAmenities } : {}),
    ...(values.prioritizeActivities.length > 0 ? { prioritizeActivities: values.prioritizeActivities } : {}),
  };
}
