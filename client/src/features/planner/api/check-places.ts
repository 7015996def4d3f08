import type { PlannerFormValues } from '@shared/schemas/planner-form';
import { roadPlaceRefusalSchema, roadPlacesSchema } from '@shared/schemas/road-route';
import { ApiError, api } from '@/lib/api-client';
import { unknownPlaceText } from '@/lib/generate-trip';

/** A place the planner cannot plan from or to, as the form field it belongs to and the server's words. */
export type PlaceRefusal = { field: 'fromLocation' | 'toLocation'; message: string };

const FIELD = { from: 'fromLocation', to: 'toLocation' } as const;

/**
 * Asks the server whether it can find both places and reach them by road, before anything is saved:
 * a plan that cannot be made must leave no trip behind and cost no quota. Null when both are fine, or
 * when the question cannot be asked (offline, the server busy): the submit then goes on as before and
 * the plan itself says what is wrong.
 */
export async function refusedPlace(values: Pick<PlannerFormValues, 'fromLocation' | 'toLocation'>) {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return null;
  const query = new URLSearchParams({ from: values.fromLocation.trim(), to: values.toLocation.trim() });
  try {
    await api.get(`/api/road-route/places?${query}`, roadPlacesSchema);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) return null;
    const refusal = roadPlaceRefusalSchema.safeParse(error.fields);
    if (!refusal.success) return null;
    const { place, location, message } = refusal.data;
    return {
      field: FIELD[place],
      // A place not found is said as the planner says it elsewhere; other reasons as sent.
      message: error.code === 'location-not-found' && location ? unknownPlaceText(location) : message,
    } satisfies PlaceRefusal;
  }
}
