import type { TripPlan, NormalizedTripInput } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { planWithBookingWindows } from '@shared/trips/booking-windows';
import type { PlannedTrip } from '@shared/schemas/planned-trip';
import { PLAN_NOT_STORED, planNotStoredText } from '@shared/schemas/planned-trip';
import { mainActivitiesOf } from '@shared/plan/plan-summary';
import type { TripDocument } from '@shared/schemas/trip-document';
import { updateTripInputSchema } from '@shared/schemas/trip-document';
import type { UserRow } from '../../auth/users.repository';
import { HttpError, isUnavailableError } from '../../http/errors';
import type { TripsService } from '../../trips/trips.service';
import { TRIP_NOT_FOUND } from '../../trips/trips.service';
import type { PlanProvider } from '../plan-provider';

/** What planning into a trip needs of the trips area: the owner's read, a versioned write, the count. */
export type TripPlanStore = Pick<TripsService, 'get' | 'update' | 'usage'>;

// Another write to the trip between our read and our write: read it again and store on top.
const STORE_ATTEMPTS = 3;

const notStored = (status: number, reason: string) =>
  new HttpError(status, planNotStoredText(reason), { failed: PLAN_NOT_STORED, code: 'plan-not-stored' });

/**
 * Plans a signed-in user's saved trip and stores the plan in it, with the trip's main activities,
 * as one versioned write: the plan never travels to the client and back. Someone else's trip (a
 * shared one included) answers 404 before anything is planned.
 */
export function createTripPlanning(deps: { planProvider: PlanProvider; trips: TripPlanStore; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());

  async function ownTrip(user: UserRow, tripId: string): Promise<TripDocument> {
    const document = await deps.trips.get(user, tripId);
    if (document.readOnly) throw new HttpError(404, TRIP_NOT_FOUND);
    return document;
  }

  /** The write of the plan into the trip, validated with the same rules as any trip write. */
  function planWrite(current: TripDocument, plan: TripPlan) {
    const body = updateTripInputSchema.safeParse({
      version: current.version,
      trip: {
        ...current.trip,
        mainActivities: mainActivitiesOf(plan),
        lastModified: clock().toISOString(),
      },
      aiPlan: plan,
    });
    if (!body.success) throw notStored(422, body.error.issues[0]?.message ?? 'the plan was refused');
    return body.data;
  }

  async function storePlan(user: UserRow, first: TripDocument, plan: TripPlan): Promise<TripDocument> {
    let current = first;
    for (let attempt = 1; ; attempt++) {
      try {
        return await deps.trips.update(user, current.id, planWrite(current, plan));
      } catch (error) {
        const stale = error instanceof HttpError && error.status === 409;
        if (stale && attempt < STORE_ATTEMPTS) {
          current = await ownTrip(user, current.id);
          continue;
        }
        if (error instanceof HttpError && error.extra?.failed === PLAN_NOT_STORED) throw error;
        if (error instanceof HttpError && error.status < 500) throw notStored(error.status, error.message);
        if (isUnavailableError(error))
          throw notStored(503, 'the trip store is unavailable. Please try again.');
        throw error;
      }
    }
  }

  return async function planIntoTrip(
    user: UserRow,
    tripId: string,
    input: NormalizedTripInput,
  ): Promise<PlannedTrip> {
    const before = await ownTrip(user, tripId);
    // Validated output only: a plan that breaks the contract is never stored.
    // Each stay's booking window, booked where the trip already holds a confirmation for its day.
    const plan = planWithBookingWindows(tripPlanSchema.parse(await deps.planProvider.generateTrip(input)), {
      now: clock(),
      reservations: before.reservations,
    });
    const stored = await storePlan(user, before, plan);
    return {
      tripId,
      plan,
      version: stored.version,
      trip: stored.trip,
      usage: await deps.trips.usage(user),
    };
  };
}
