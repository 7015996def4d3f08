import type { DayRoadStops, DayRoadStopsRequest } from '@shared/schemas/day-road-stops';
import { isRoadStopText } from '@shared/plan/day-texts';
import { ROAD_STOP_KINDS } from '@shared/schemas/road-stops';
import type { PlannerData } from '../catalogue/planner-data';
import { builtinRoutingProvider } from '../routing/provider';
import { createPlanContext } from './context';
import { createPlanRouter } from './plan-router';
import type { StopsDay } from './steps/road-stops';
import { planDayStops } from './steps/road-stops';
import { overnightOffer } from './steps/road-overnight';

/**
 * A plan's road stops re-planned after an edit, with the planner's own rules (steps/road-stops.ts)
 * over its days as they are now. Every day from the first changed one on is answered, since fuel,
 * tanks and propane carry from day to day. A changed day's park is where its drive ends (the
 * traveller chose it, and the drive was routed to it), so overnight parking is offered there only
 * when the park is a search placeholder or the traveller prefers free overnights; an unchanged day
 * keeps the overnight-parking stop and note it had.
 */
export function rederiveRoadStops(
  data: PlannerData,
  request: DayRoadStopsRequest,
  opts: { fuelPricePerGallon: number; campgroundRadiusMiles: number },
): DayRoadStops {
  // Road stops read no road: the router is never asked.
  const ctx = createPlanContext(request.input, data, createPlanRouter(builtinRoutingProvider), opts);
  const changed = new Set(request.changedDays);
  const first = Math.min(...request.changedDays);
  const days = [...request.days].sort((a, b) => a.day - b.day);
  const fresh: StopsDay[] = days.map((d) => ({ ...d, notes: [], warnings: [], roadStops: undefined }));
  planDayStops(ctx, fresh, (_index, day) =>
    changed.has(day.day)
      ? overnightOffer(ctx, { day: day.day, nights: day.nights }, day, undefined, true)
      : undefined,
  );
  return {
    days: fresh
      .map((d, i) => ({ d, old: days[i] }))
      .filter(({ d }) => d.day >= first)
      .map(({ d, old }) => {
        const keep = changed.has(d.day) ? [] : (old.roadStops ?? []).filter((s) => s.kind === 'overnight');
        const roadStops = [...(d.roadStops ?? []), ...keep].sort(
          (a, b) => a.mile - b.mile || ROAD_STOP_KINDS.indexOf(a.kind) - ROAD_STOP_KINDS.indexOf(b.kind),
        );
        const keptNotes = changed.has(d.day)
          ? []
          : old.notes.filter((n) => isRoadStopText(n) && n.startsWith('Overnight parking: '));
        return {
          day: d.day,
          roadStops: d.distance > 0 ? roadStops : [],
          notes: [...d.notes, ...keptNotes],
          warnings: d.warnings ?? [],
        };
      }),
  };
}
