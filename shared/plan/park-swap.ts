import type { Day, RvPark } from '../schemas/plan';
import { swappedParkTexts, withStaleRoadStops } from './day-texts';

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
