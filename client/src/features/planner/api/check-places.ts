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
    let body: unknown = null;
    try {
      body = JSON.parse(error.body);
    } catch {
      return null;
    }
    const refusal = roadPlaceRefusalSchema.safeParse(body);
    if (!refusal.success) return null;
    return {
      field: FIELD[refusal.data.place],
      message: placeText(refusal.data.message),
    } satisfies PlaceRefusal;
  }
}

/** The server's "Could not find location: X" as the planner says it elsewhere; other reasons as sent. */
function placeText(message: string): string {
  const unknown = /^Could not find location: (.+)$/.exec(message);
  return unknown ? unknownPlaceText(unknown[1]!) : message;
}
