import type { Day, RvPark, TripPlan } from '../schemas/plan';
import type { RoadLegsInput } from '../schemas/road-route';
import { isRoadRuleText, swappedParkTexts, withStaleRoadStops } from './day-texts';
import { selectedRouteOf } from './plan-days';

/**
 * A stay's park replaced by another (the traveller's choice, or their choice laid back on a re-plan):
 * every day of the stay gets the park; the planner's sentences about the old park go (the stay note
 * names the new one); the road stops of the stay's arrival drive and of the drive after the stay are
 * stale (the dump and water rules read the park, the drives change) until the planner re-plans them
 * (the results page asks it: use-road-stops-replan.ts).
 */
export function swapStayPark(
  days: readonly Day[],
  stay: ReadonlySet<number>,
  from: RvPark,
  to: RvPark,
  own: ReadonlySet<string>,
): Day[] {
  if (from.name === to.name && from.id === to.id) return [...days];
  const first = Math.min(...stay);
  const last = Math.max(...stay);
  return days.map((d) => {
    if (stay.has(d.day)) {
      const at = { dayOfStay: d.day - first + 1, nights: stay.size };
      const swapped = { ...d, rvPark: to, ...swappedParkTexts(d, from, to, own, at) };
      return d.distance > 0 ? withStaleRoadStops(swapped) : swapped;
    }
    return d.day === last + 1 && d.distance > 0 ? withStaleRoadStops(d) : d;
  });
}

/**
 * A day's notes and warnings once its drive is routed again (to a swapped park, or on from it): the
 * router's sentences about the old leg's roads (what it went around, ended short of, crossed, drove
 * on a condition) go, since they were true of that drive only; the new leg's come
 * (/api/road-route/legs routes it as the planner does). The traveller's own notes stay.
 */
export function reroutedDayTexts(
  day: Pick<Day, 'notes' | 'warnings'>,
  leg: { notes?: readonly string[]; warnings?: readonly string[] },
  own: ReadonlySet<string>,
): Pick<Day, 'notes' | 'warnings'> {
  const kept = (t: string) => own.has(t) || !isRoadRuleText(t);
  const notes = [...new Set([...day.notes.filter(kept), ...(leg.notes ?? [])])];
  const warnings = [...new Set([...(day.warnings ?? []).filter(kept), ...(leg.warnings ?? [])])];
  return { notes, ...(day.warnings || warnings.length > 0 ? { warnings } : {}) };
}

/**
 * What a swapped park's drives are routed by besides their points and days (POST
 * /api/road-route/legs), as the planner routed the plan's days: the trip's RV type and rig (absent,
 * the type's typical rig), the route option whose days the plan shows (fastest, balanced or scenic:
 * how each road class is weighed) and the trip's choices to keep off mountain passes and Interstates.
 */
export function swapLegTerms(
  plan: TripPlan,
): Pick<RoadLegsInput, 'rvType' | 'rig' | 'routeType' | 'avoidPasses' | 'avoidHighways'> {
  const { rvType, rig, avoidPasses, avoidHighways } = plan.input;
  return {
    rvType,
    routeType: selectedRouteOf(plan).type,
    ...(rig ? { rig } : {}),
    ...(avoidPasses ? { avoidPasses: true } : {}),
    ...(avoidHighways ? { avoidHighways: true } : {}),
  };
}
