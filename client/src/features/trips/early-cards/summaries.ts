import { isRvType } from '@shared/constants';
import { tripStatus } from '@shared/trips/rules';
import type { TripStatus } from '@shared/schemas/trip';
import type { CardPlan, CardTrip } from '../card-view';

/** A list entry as the early cards read it: the trip's card fields, its plan figures, its status. */
export type EarlyItem = { trip: CardTrip; plan: CardPlan; status: TripStatus };

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_RV_TYPE = 'travel-trailer';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type;
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** One summary's card fields, with the trip schema's defaults; null when it is not a trip the app reads. */
function cardTripOf(s: Record<string, unknown>): CardTrip | null {
  const { id, title, fromLocation, toLocation, returnDate, duration, numberOfStops, mainActivities } = s;
  const departureDate = s.departureDate ?? '';
  const rvType = s.rvType ?? DEFAULT_RV_TYPE;
  if (
    typeof id !== 'string' ||
    id === '' ||
    typeof fromLocation !== 'string' ||
    typeof toLocation !== 'string'
  )
    return null;
  if (typeof s.createdAt !== 'string') return null;
  if (typeof departureDate !== 'string' || (departureDate !== '' && !YMD.test(departureDate))) return null;
  if (returnDate !== undefined && (typeof returnDate !== 'string' || !YMD.test(returnDate))) return null;
  if (typeof duration !== 'string' && !finite(duration)) return null;
  if (!isRvType(rvType)) return null;
  if (!optional(title, 'string') || !optional(numberOfStops, 'number')) return null;
  if (
    mainActivities !== undefined &&
    !(Array.isArray(mainActivities) && mainActivities.every((a) => typeof a === 'string'))
  )
    return null;
  return {
    id,
    title: title as string | undefined,
    fromLocation,
    toLocation,
    departureDate,
    returnDate: returnDate as string | undefined,
    duration,
    rvType,
    numberOfStops: numberOfStops as number | undefined,
    mainActivities: mainActivities as string[] | undefined,
  };
}

/**
 * The list as My Trips shows it, from the server's answer (newest first): oldest saved first, as the
 * trip store keeps it (entities/trips/storage/reconcile.ts). Null when any entry is not one the app
 * would read: the early cards then leave the list to the app rather than draw one it would not.
 */
export function earlyItemsOf(body: unknown, now = new Date()): EarlyItem[] | null {
  if (!Array.isArray(body)) return null;
  const items: EarlyItem[] = [];
  for (const summary of body as unknown[]) {
    if (!isRecord(summary)) return null;
    const trip = cardTripOf(summary);
    if (!trip) return null;
    const { hasPlan, planDistance, planCost } = summary;
    const plan =
      hasPlan === true && finite(planDistance) && finite(planCost)
        ? { totalDistance: planDistance, estimatedCost: planCost }
        : null;
    items.push({ trip, plan, status: tripStatus(trip.departureDate, trip.duration, now) });
  }
  return items.reverse();
}
