import { useEffect, useRef, useState } from 'react';
import type { TripPlan, RvPark } from '@shared/schemas/plan';
import { markDayEdit } from '@/entities/trips/plan/plan-steering';
import { applyOperation } from '@shared/plan/operations';
import { operationLabel } from '@shared/plan/last-edit';
import type { DayOperation } from '@shared/plan/operation-types';
import { keptParkDays, parkLegRequest, parkLegsBody, rerouteToPark } from '@shared/plan/reroute-to-park';
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

/** A drive's request, so one already asked is not asked again. */
const askKey = (day: number, park: RvPark, request: LegRequest) =>
  JSON.stringify([day, park.name, park.id, request.points]);

/** The kept parks' days to route (shared/plan/reroute-to-park.ts' keptParkDays), each with its key. */
function keptDrives(plan: TripPlan): Array<{ day: number; key: string }> {
  return keptParkDays(plan).flatMap((day) => {
    const park = plan.dailyItinerary.find((d) => d.day === day)?.rvPark;
    const request = park ? parkLegRequest(plan, day, park) : null;
    return park && request ? [{ day, key: askKey(day, park, request) }] : [];
  });
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
  // The drives that failed (day, park and points): a kept park the router cannot reach is asked once.
  const asked = useRef(new Set<string>());
  // A park the traveller chose, kept by a re-plan (or laid on by another device's copy) on days whose
  // drive still goes to the planner's stop: routed to the park as the swap itself was.
  // Asked before the road stops' re-plan looks, so that waits for the new drives.
  const keptKey = plan
    ? keptDrives(plan)
        .map((k) => k.key)
        .join('|')
    : '';
  const routeKept = useRef<() => void>(() => {});
  useEffect(() => {
    if (keptKey) routeKept.current();
  }, [keptKey]);
  useRoadStopsReplan(plan, savePlan, currentPlan, () => routing.current.size > 0);

  const reroute = async (base: TripPlan, dayNumber: number) => {
    const park = base.dailyItinerary.find((d) => d.day === dayNumber)?.rvPark;
    const request = park ? parkLegRequest(base, dayNumber, park) : null;
    if (!park || !request) return;
    routing.current.add(dayNumber);
    let settled = false;
    try {
      // The trip's rig, each leg's day and its pass choice: the same roads the planner's days keep to.
      const { legs } = await routeLegs(parkLegsBody(base, request));
      // Another park chosen meanwhile routes itself; this answer is for a park no longer planned.
      const latest = currentPlan();
      if (!stillPlanned(latest, dayNumber, park, request)) return;
      setUnrouted((list) => list.filter((d) => d !== dayNumber));
      // The drive completes the park swap: its Undo stays.
      savePlan(rerouteToPark(latest, dayNumber, park, legs), { derived: true });
      settled = true;
    } catch (error) {
      console.warn('The drive to the new park could not be routed', error);
      // Not asked again by itself: a park no road reaches stays so; offline, back online retries.
      asked.current.add(askKey(dayNumber, park, request));
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
      // An answer for a plan that changed meanwhile: the kept parks of the plan now are looked at again.
      if (!settled) routeKept.current();
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

  routeKept.current = () => {
    const base = currentPlan();
    if (!base) return;
    for (const { day, key } of keptDrives(base))
      if (!routing.current.has(day) && !asked.current.has(key)) void reroute(base, day);
  };

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
