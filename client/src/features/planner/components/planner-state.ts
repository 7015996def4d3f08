import type { PlannerFormValues, TripBuilderValues } from '@shared/schemas/planner-form';
import { plannerFormDefaults, tripBuilderDefaults } from '@shared/schemas/planner-form';
import type { DayPlan, PlanningMode } from '@shared/schemas/trip';
import { dayPlanSchema } from '@shared/schemas/trip';
import type { Tier } from '@shared/schemas/user';
import type { RvType } from '@shared/constants';
import { RV_TYPES } from '@shared/constants';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { rigFormValuesOf } from '@shared/schemas/rig-form';
import { deviceStorageKeys } from '@/entities/trips/storage/device-state';
import { TRIP_ID_PATTERN } from '@shared/trips/rules';
import { isLocked } from './mode-chooser';

export type PlannerStep = 'mode' | 'form' | 'manual' | 'optimize' | 'success';

export type PlannerDraft = {
  planningMode: PlanningMode | null;
  planner: PlannerFormValues;
  builder: TripBuilderValues;
  dayPlans: DayPlan[];
  /**
   * The trip this draft already saved (ai and hybrid): submitting again, after a failed plan or back
   * from the optimize step, plans into it instead of saving another trip.
   */
  savedTripId: string | null;
};

export type InitialPlannerState = PlannerDraft & { step: PlannerStep; fromSimilarTrip: boolean };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Copies the values of `source` that have the same type as the defaults; the rest stay default. */
export function pickValues<T extends Record<string, unknown>>(defaults: T, source: unknown): T {
  if (!isRecord(source)) return { ...defaults };
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    let value = source[key];
    if (typeof fallback === 'string' && typeof value === 'number') value = String(value);
    if (Array.isArray(fallback)) {
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out[key] = value;
    } else if (isRecord(fallback)) {
      out[key] = pickValues(fallback, value);
    } else if (typeof value === typeof fallback) {
      out[key] = value;
    }
  }
  return out as T;
}

/**
 * The planner form's values from a draft or a similar trip: a source without a rig gets the typical
 * rig of its RV type (not of the default type), so the rig still follows the type.
 */
export function plannerValuesOf(source: unknown): PlannerFormValues {
  const values = pickValues(plannerFormDefaults, source);
  const hasRig = isRecord(source) && isRecord(source.rig);
  const rvType = (RV_TYPES as readonly string[]).includes(values.rvType) ? (values.rvType as RvType) : null;
  return hasRig || !rvType ? values : { ...values, rig: rigFormValuesOf(RIG_DEFAULTS[rvType]) };
}

type Reader = { readJson: (key: string) => unknown };

/**
 * Where the planner starts: similarTripData prefills the forms with the departure date cleared
 *; otherwise a stored draft is restored, including its mode when the tier allows it.
 */
export function initialPlannerState(state: Reader, tier: Tier): InitialPlannerState {
  const similar = state.readJson(deviceStorageKeys.similarTripData);
  if (isRecord(similar)) {
    const planner = { ...plannerValuesOf(similar), departureDate: '' };
    const builder = {
      ...pickValues(tripBuilderDefaults, similar),
      tripTitle: typeof similar.title === 'string' ? similar.title : '',
      departureDate: '',
    };
    return {
      planningMode: null,
      step: 'mode',
      planner,
      builder,
      dayPlans: [],
      savedTripId: null,
      fromSimilarTrip: true,
    };
  }
  const draft = state.readJson(deviceStorageKeys.tripPlannerDraft);
  if (!isRecord(draft)) {
    return {
      planningMode: null,
      step: 'mode',
      planner: plannerFormDefaults,
      builder: tripBuilderDefaults,
      dayPlans: [],
      savedTripId: null,
      fromSimilarTrip: false,
    };
  }
  const mode =
    draft.planningMode === 'ai' || draft.planningMode === 'manual' || draft.planningMode === 'hybrid'
      ? draft.planningMode
      : null;
  const planningMode = mode && !isLocked(mode, tier) ? mode : null;
  const plans = dayPlanSchema.array().safeParse(draft.dayPlans);
  return {
    planningMode,
    step: planningMode === null ? 'mode' : planningMode === 'manual' ? 'manual' : 'form',
    planner: plannerValuesOf(draft.planner),
    builder: pickValues(tripBuilderDefaults, draft.builder),
    dayPlans: plans.success ? plans.data : [],
    savedTripId:
      typeof draft.savedTripId === 'string' && TRIP_ID_PATTERN.test(draft.savedTripId)
        ? draft.savedTripId
        : null,
    fromSimilarTrip: false,
  };
}
