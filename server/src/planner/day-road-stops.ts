import type { DayRoadStops, DayRoadStopsRequest } from '@shared/schemas/day-road-stops';
import { decodeLine } from '@shared/plan/polyline';
import { parkFactsOf } from '@shared/plan/park-facts';
import type { PlannerData } from '../catalogue/planner-data';
import { builtinRoutingProvider } from '../routing/provider';
import { createPlanContext } from './core/context';
import { createPlanRouter } from './plan-router';
import { bundledParkClosures } from './park-closures';
import type { StopsDay } from './core/steps/road-stops';
import { planDayStops } from './core/steps/road-stops';
import { overnightOffer, overnightOfferAgain } from './core/steps/road-overnight';
import { keptParkWarnings, stayNights } from './kept-park-checks';

/**
 * A plan's road stops re-planned after an edit, with the planner's own rules (core/steps/road-stops.ts)
 * over its days as they are now. Every day from the first changed one on is answered, since fuel,
 * tanks and propane carry from day to day. Overnight parking belongs to where a drive ends: a day
 * sent with an overnight-parking stop had one offered by the planner for that end (an edit that moved
 * the end or the park took it away), so it is offered again for the day as it is now (its dates); a
 * changed day sent without one ends at a park the traveller chose, so overnight parking is offered
 * there only when the park is a search placeholder or the traveller prefers free overnights.
 */
export function rederiveRoadStops(
  data: PlannerData,
  request: DayRoadStopsRequest,
  opts: { fuelPricePerGallon: number; campgroundRadiusMiles: number },
): DayRoadStops {
  // Road stops read no road: the router is never asked.
  const ctx = createPlanContext(request.input, data, createPlanRouter(builtinRoutingProvider), {
    ...opts,
    parkClosures: bundledParkClosures(),
  });
  const changed = new Set(request.changedDays);
  const first = Math.min(...request.changedDays);
  const days = [...request.days].sort((a, b) => a.day - b.day);
  const offered = new Set(
    days.filter((d) => (d.roadStops ?? []).some((s) => s.kind === 'overnight')).map((d) => d.day),
  );
  const fresh: StopsDay[] = days.map((d) => ({ ...d, notes: [], warnings: [], roadStops: undefined }));
  // The edited plan's days come as the wire carries them: each line is decoded here, at the edge.
  const lineOf = (_index: number, day: StopsDay) => (day.geometry ? decodeLine(day.geometry) : undefined);
  planDayStops(ctx, fresh, {
    lineOf,
    // Its parks' facts too: their reported flags, or the labels a park without them carries.
    factsOf: (_index, day) => parkFactsOf(day.rvPark),
    overnightFor: (_index, day) => {
      const stay = { day: day.day, nights: day.nights };
      if (offered.has(day.day)) return overnightOfferAgain(ctx, stay, day);
      return changed.has(day.day) ? overnightOffer(ctx, stay, day, undefined, true) : undefined;
    },
  });
  // A park an edit put on a stay (the traveller's choice, or their choice kept by a re-plan on the
  // trip's dates now) is checked on the stay's nights as the planner checks its own (kept-park-checks.ts),
  // and so is a park of the traveller's already the day's overnight point, nothing re-routed (an edit of
  // the nights before moved its stay): once, on the stay's arrival drive.
  // Only a day of keptParkDays is the traveller's choice; without the list (a caller that does not
  // send it), a changed day's park is taken as theirs, as an edit put it there.
  const kept = new Set(request.keptParkDays ?? []);
  const chosen = (day: number) => (request.keptParkDays ? kept.has(day) : true);
  const parkWarnings = (d: StopsDay) =>
    (changed.has(d.day) || kept.has(d.day)) && d.distance > 0
      ? keptParkWarnings(ctx, d.rvPark, stayNights(d.date, d.nights), chosen(d.day))
      : [];
  return {
    days: fresh
      .filter((d) => d.day >= first)
      .map((d) => ({
        day: d.day,
        roadStops: d.distance > 0 ? (d.roadStops ?? []) : [],
        notes: d.notes,
        warnings: [...(d.warnings ?? []), ...parkWarnings(d)],
      })),
  };
}
