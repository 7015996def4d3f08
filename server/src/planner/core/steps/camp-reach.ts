import type { CampDrives, CampReach } from '../camp-drives';
import type { RoadReach } from '../../../routing/core/road-reach';
import type { PlanContext } from '../context';
import { routeRequest } from '../context';
import type { LatLng } from '../../../geo';

// The drives from a stay's camp to the parks around it ("minutes from camp"), on the roads open on
// the day (camp-drives.ts says them).

const reachHours = (r: RoadReach) => (r.kind === 'road' || r.kind === 'closed' ? r.hours : Infinity);

/**
 * The drives from camp to the parks on the roads open that day. The parks are areas: each is met at
 * the open road nearest its point, within the park's reach; a park with entrance rows
 * (park-entrances.json) at its entrance nearest camp by those roads, or at its own point when that
 * drive is the shorter. A camp inside a park (Rio Grande Village, on Big Bend's main park road) has
 * the park around camp (PlanRouter.insidePark), not 50 miles back out to an entrance.
 */
export function reachParks(
  ctx: PlanContext,
  day: number,
  at: LatLng,
  parks: Parameters<CampDrives>[1],
  maxHours: number,
): CampReach[] {
  const req = routeRequest(ctx, 'fastest', day);
  // A camp inside a park (on its own roads, away from its entrances) has it around camp.
  const inside = parks.map((p) => ctx.router.insidePark?.(p, at) === true);
  if (inside.some(Boolean)) {
    const reach = reachParks(ctx, day, at, parks.filter((_, i) => !inside[i]), maxHours);
    let k = 0;
    return inside.map((yes): CampReach => (yes ? { kind: 'inside' } : reach[k++]));
  }
  const byPoint = ctx.router.reachFrom(at, parks, req, maxHours, true);
  const gates = parks.map((p) => ctx.router.wayIn?.({ ...p, parkId: p.id }, at, req));
  const gated = gates.flatMap((g) => (g ? [g] : []));
  if (gated.length === 0) return byPoint;
  const byGate = ctx.router.reachFrom(at, gated, req, maxHours, true);
  let k = 0;
  return parks.map((_, i) => {
    if (!gates[i]) return byPoint[i];
    const gate = byGate[k++];
    return reachHours(byPoint[i]) < reachHours(gate) ? byPoint[i] : gate;
  });
}

/**
 * The drives from camp, asked once per camp, dates and parks in one plan: the route options share
 * their stays (the destination's camp above all), and a stay's days the same roads, so the same
 * drives are asked again and again. The day's date decides which seasonal roads are open: days
 * whose dates the router's answers read alike (PlanRouter.datesKey: the same roads closed, passes
 * driven the same way) share their drives; the rig and its other asks are the plan's own.
 */
export function campDrives(ctx: PlanContext): (day: number) => CampDrives {
  const known = new Map<string, CampReach[]>();
  return (day) => (at, parks, maxHours) => {
    const req = routeRequest(ctx, 'fastest', day);
    const dates = ctx.router.datesKey?.(req) ?? req.date;
    const key = `${at.latitude},${at.longitude}|${dates}|${maxHours}|${parks.map((p) => p.id).join(',')}`;
    let reach = known.get(key);
    if (!reach) known.set(key, (reach = reachParks(ctx, day, at, parks, maxHours)));
    return reach;
  };
}
