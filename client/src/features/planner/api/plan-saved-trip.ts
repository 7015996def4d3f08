import type { TripPlan, GenerateTripInput } from '@shared/schemas/plan';
import { planNotStoredText } from '@shared/schemas/planned-trip';
import { mainActivitiesOf } from '@shared/plan/plan-summary';
import type { Trip } from '@shared/schemas/trip';
import type { TripUsage } from '@shared/schemas/trip-document';
import { tripStore } from '@/entities/trips/trip-store';
import { PlanNotStoredError, generateIntoTrip, generateTrip } from '@/lib/generate-trip';

/** Stores a plan made here with its trip on this device (and, signed in, queued for the server). */
export async function storePlanHere(
  tripId: string,
  plan: TripPlan,
  tripPatch: Partial<Omit<Trip, 'id' | 'createdAt'>> = {},
): Promise<void> {
  try {
    await tripStore.saveAiPlan(tripId, plan);
    await tripStore.update(tripId, { mainActivities: mainActivitiesOf(plan), ...tripPatch });
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'the trip store refused it.';
    throw new PlanNotStoredError(planNotStoredText(reason), { cause: error });
  }
}

/**
 * Plans a saved trip and stores the plan with it. Where the server holds the trip (signed in, the
 * trip delivered), one request plans and stores it there and the store takes the server's new
 * version; otherwise (visitors, a trip still waiting for upload) the plan is made and stored here.
 * `usage` is the month's count the server answered with, null on the local path.
 */
export async function planSavedTrip(
  tripId: string,
  input: GenerateTripInput,
): Promise<{ plan: TripPlan; usage: TripUsage | null }> {
  if (tripStore.holdsOnServer(tripId)) {
    const planned = await generateIntoTrip(tripId, input);
    await tripStore.adoptServerPlan(planned);
    return { plan: planned.plan, usage: planned.usage };
  }
  const plan = await generateTrip(input);
  await storePlanHere(tripId, plan);
  return { plan, usage: null };
}
