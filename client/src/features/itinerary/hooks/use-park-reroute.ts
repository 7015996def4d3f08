import { useEffect, useRef, useState } from 'react';
import type { TripPlan, RvPark } from '@shared/schemas/plan';
import { markDayEdit } from '@/entities/trips/plan/plan-steering';
import { applyOperation } from '@shared/plan/operations';
import { operationLabel } from '@shared/plan/last-edit';
import type { DayOperation } from '@shared/plan/operation-types';
import { parkLegRequest, parkLegsBody, rerouteToPark } from '@/entities/trips/plan/reroute-to-park';
import { toastError } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { routeLegs } from '../api/route-legs';
import { useRoadStopsReplan } from './use-road-stops-replan';
import type { SaveOptions } from './use-plan-adoption';

type LegRequest = NonNullable<ReturnType<typeof parkLegRequest>>;

/** The answer is for the park still planned that day, from the same neighbours: else it is stale. */
function stillPlanned(
  latest: TripPlan | null,
  dayNumber: number,
  park: RvPark,
  request: LegRequest,
): latest is TripPlan {
  const now = latest?.dailyItinerary.find((d) => d.day === dayNumber)?.rvPark;
  if (
    !latest ||
    !now ||
    now.name !== park.name ||
    now.latitude !== park.latitude ||
    now.longitude !== park.longitude
  )
    return false;
  const same = parkLegRequest(latest, dayNumber, park);
  return JSON.stringify(same?.points) === JSON.stringify(request.points);
}

/** The server said no route (a park off the road network): retrying will not help. */
const isNoRoute = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * A day edited in the day editor, as the plan's operation. A new park moves the night's stop: the
 * drive there and the next morning's drive (the legs the operation names) are routed on roads; when
 * that fails the park is kept with the old figures, and days that could not be routed (offline) are
 * retried when the browser is back online. The road stops the operation marks stale are re-planned.
 */
export function useParkReroute(
  plan: TripPlan | null,
  savePlan: (next: TripPlan, options?: SaveOptions) => void,
  // The plan as last saved, for answers that arrive after more edits or after another answer.
  currentPlan: () => TripPlan | null,
) {
  const [unrouted, setUnrouted] = useState<number[]>([]);
  // Days whose drive to a new park is being routed: their road stops wait for the new line.
  const routing = useRef(new Set<number>());
  useRoadStopsReplan(plan, savePlan, currentPlan, () => routing.current.size > 0);

  const reroute = async (base: TripPlan, dayNumber: number) => {
    const park = base.dailyItinerary.find((d) => d.day === dayNumber)?.rvPark;
    const request = park ? parkLegRequest(base, dayNumber, park) : null;
    if (!park || !request) return;
    routing.current.add(dayNumber);
    try {
      // The trip's rig, each leg's day and its pass choice: the same roads the planner's days keep to.
      const { legs } = await routeLegs(parkLegsBody(base, request));
      // Another park chosen meanwhile routes itself; this answer is for a park no longer planned.
      const latest = currentPlan();
      if (!stillPlanned(latest, dayNumber, park, request)) return;
      setUnrouted((list) => list.filter((d) => d !== dayNumber));
      // The drive completes the park swap: its Undo stays.
      savePlan(rerouteToPark(latest, dayNumber, park, legs), { derived: true });
    } catch (error) {
      console.warn('The drive to the new park could not be routed', error);
      if (isNoRoute(error)) {
        toastError(
          `${error.serverMessage ?? 'No road route reaches this park.'} Day ${dayNumber} keeps its old distances.`,
          'Drive not updated',
        );
        return;
      }
      setUnrouted((list) => (list.includes(dayNumber) ? list : [...list, dayNumber].sort((a, b) => a - b)));
    } finally {
      routing.current.delete(dayNumber);
    }
  };

  // Back online: route the parks chosen while offline.
  const retryUnrouted = useRef<() => void>(() => {});
  retryUnrouted.current = () => {
    const base = currentPlan();
    if (base) for (const d of unrouted) void reroute(base, d);
  };
  useEffect(() => {
    const onOnline = () => retryUnrouted.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  /** An edit of one day as the plan's operation, marked as the traveller's; a new park's drive routed. */
  const editDay = (op: DayOperation) => {
    if (!plan) return;
    const applied = applyOperation(plan, op);
    if (applied.plan === plan) return;
    const edited = markDayEdit(plan, applied.plan, op.day);
    savePlan(edited, { label: operationLabel(op), invalidates: applied.invalidates });
    if (applied.server.legs.length > 0) void reroute(edited, op.day);
  };

  return { unrouted, editDay };
}
