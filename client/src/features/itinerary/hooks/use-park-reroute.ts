import { useEffect, useRef, useState } from 'react';
import type { TripPlan, Day, RvPark } from '@shared/schemas/plan';
import { recordDayEdit } from '@/entities/trips/plan/plan-steering';
import { applyOperation } from '@shared/plan/operations';
import type { DayOperation } from '@shared/plan/operation-types';
import { parkLegRequest, rerouteToPark } from '@/entities/trips/plan/reroute-to-park';
import { toastError } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { routeLegs } from '../api/route-legs';
import { useRoadStopsReplan } from './use-road-stops-replan';

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
 * A day edited in the day editor. A new park moves the night's stop: the drive there and the next
 * morning's drive are routed on roads; when that fails the park is kept with the old figures, and
 * days that could not be routed (offline) are retried when the browser is back online.
 */
export function useParkReroute(
  plan: TripPlan | null,
  savePlan: (next: TripPlan, options?: { derived?: boolean }) => void,
) {
  // The newest plan, for answers that arrive after the traveller made more edits.
  const latestPlan = useRef(plan);
  latestPlan.current = plan;
  const [unrouted, setUnrouted] = useState<number[]>([]);
  // Days whose drive to a new park is being routed: their road stops wait for the new line.
  const routing = useRef(new Set<number>());
  useRoadStopsReplan(plan, savePlan, () => routing.current.size > 0);

  const reroute = async (base: TripPlan, dayNumber: number) => {
    const park = base.dailyItinerary.find((d) => d.day === dayNumber)?.rvPark;
    const request = park ? parkLegRequest(base, dayNumber, park) : null;
    if (!park || !request) return;
    routing.current.add(dayNumber);
    try {
      const { legs } = await routeLegs({
        points: request.points.map(({ latitude, longitude }) => ({ latitude, longitude })),
        rvType: base.input.rvType,
      });
      // Another park chosen meanwhile routes itself; this answer is for a park no longer planned.
      const latest = latestPlan.current;
      if (!stillPlanned(latest, dayNumber, park, request)) return;
      setUnrouted((list) => list.filter((d) => d !== dayNumber));
      savePlan(rerouteToPark(latest, dayNumber, park, legs));
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
    const base = latestPlan.current;
    if (base) for (const d of unrouted) void reroute(base, d);
  };
  useEffect(() => {
    const onOnline = () => retryUnrouted.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  const changeDay = (day: Day) => {
    if (!plan) return;
    const before = plan.dailyItinerary.find((d) => d.day === day.day);
    const edited = recordDayEdit(plan, day);
    savePlan(edited);
    const parkChanged =
      before && (before.rvPark.id !== day.rvPark.id || before.rvPark.name !== day.rvPark.name);
    if (parkChanged) void reroute(edited, day.day);
  };

  /** An edit of one day as the plan's operation; the traveller's marks and a new park's route follow. */
  const editDay = (op: DayOperation) => {
    if (!plan) return;
    const after = applyOperation(plan, op).plan.dailyItinerary.find((d) => d.day === op.day);
    if (after) changeDay(after);
  };

  return { unrouted, changeDay, editDay };
}
