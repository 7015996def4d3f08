import { useEffect, useRef } from 'react';
import type { TripPlan } from '@shared/schemas/plan';
import { ROAD_STOPS_NOT_REPLANNED, withRoadStops } from '@shared/plan/day-texts';
import { replaceDays } from '@shared/plan/plan-days';
import { planRoadStops } from '../api/plan-road-stops';
import { keptParkDaysOf, stopsDaysOf } from '@shared/plan/stops-days';

/** The days whose road stops an edit left stale (they say so in a note). */
export const staleRoadStopDays = (plan: TripPlan | null) =>
  (plan?.dailyItinerary ?? []).filter((d) => d.notes.includes(ROAD_STOPS_NOT_REPLANNED)).map((d) => d.day);

/** What the road stops of the days from `first` on are planned from: their drives, parks and nights. */
const basisOf = (plan: TripPlan, first: number) =>
  JSON.stringify(
    plan.dailyItinerary
      .filter((d) => d.day >= first)
      .map((d) => [d.day, d.distance, d.geometry, d.nights, d.rvPark.name, d.rvPark.id]),
  );

/**
 * Road stops follow the edit (a park swap, a re-routed drive): the days an edit marked stale are sent
 * to the planner, which re-plans them and the days after them with its own rules (fuel by the rig's
 * range across days, breaks, dump, propane), and the answer replaces their stops and sentences. An
 * answer for drives or parks that changed meanwhile is dropped; a failure leaves the days saying
 * that their stops are not re-planned, and the next change or the browser coming online tries again.
 * `busy()` holds the request while drives of the plan are still being routed.
 */
export function useRoadStopsReplan(
  plan: TripPlan | null,
  savePlan: (next: TripPlan, options?: { derived?: boolean }) => void,
  // The plan as last saved: an answer lands on it, not on the plan of the last render.
  currentPlan: () => TripPlan | null,
  busy: () => boolean,
) {
  const asking = useRef<string | null>(null);

  const replan = async () => {
    const base = currentPlan();
    const stale = staleRoadStopDays(base);
    if (!base || stale.length === 0 || busy()) return;
    const first = Math.min(...stale);
    const basis = basisOf(base, first);
    if (asking.current === basis) return;
    asking.current = basis;
    try {
      const answer = await planRoadStops({
        input: base.input,
        days: stopsDaysOf(base),
        changedDays: stale,
        keptParkDays: keptParkDaysOf(base),
      });
      const now = currentPlan();
      if (!now || basisOf(now, first) !== basis) return;
      const byDay = new Map(answer.days.map((d) => [d.day, d]));
      savePlan(
        replaceDays(
          now,
          now.dailyItinerary.map((d) => {
            const planned = byDay.get(d.day);
            return planned ? withRoadStops(d, planned) : d;
          }),
        ),
        // Not an edit of the traveller's: the Undo of the re-plan these stops complete stays.
        { derived: true },
      );
    } catch (error) {
      console.warn('The road stops could not be re-planned', error);
    } finally {
      if (asking.current === basis) asking.current = null;
    }
  };

  const replanRef = useRef(replan);
  replanRef.current = replan;
  const staleKey = staleRoadStopDays(plan).join();
  useEffect(() => {
    if (staleKey) void replanRef.current();
  }, [staleKey, plan]);
  useEffect(() => {
    const onOnline = () => void replanRef.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return { replan: () => replanRef.current() };
}
