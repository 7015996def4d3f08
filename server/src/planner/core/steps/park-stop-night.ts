import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import type { Stop } from '../itinerary';
import type { Night, OptionDraft } from '../plan-state';
import type { NightSearch } from './night-search';
import { atOf, byRoadFrom, onStopsSide, parkWayIn, pointKey } from './night-search';
import { routeRequest } from '../context';
import type { LatLng } from '../../../geo';
import { haversineMiles } from '../../../geo';
import type { RoutedPath } from '../../../routing/road-router';
import { heldByAnotherAgency } from '../../../catalogue/core/land-agency';

// A national park the route goes by (a park of the route's own, or a traveller's stop at one) whose
// night is spent there: met at its entrance on the way in, as the trip's destination is
// (destination-night.ts), its parks ranked by road from that gate, not by the straight line from
// the park's own point (Enumclaw to Yakima by Mount Rainier slept at Ohanapecosh, inside the park,
// said to be "about 11 miles from Mount Rainier National Park in a straight line").

/** The gate a day's drive meets the park it ends at by, or undefined for a place that is no park with entrance rows. */
export async function parkStopGate(
  search: NightSearch,
  profile: OptionDraft['shape']['type'],
  near: readonly CampgroundChoice[],
): Promise<NightGate | undefined> {
  const { day, road } = search;
  return road.isWaypoint(day.to) ? await gateForNight(search, profile, day.to, near) : undefined;
}

// A traveller's stop this near a park's own point is that park (routing/core/park-entrances.ts).
const SAME_PLACE_MILES = 1;

// A night this many road miles from the gate nearest the drive's start, or nearer, is by that gate:
// no other gate is weighed.
const BY_GATE_MILES = 5;

/**
 * The gate a park's night is ranked and driven from; `arrivedBy`: the nearer gate the drive to it
 * goes by first, which the day names and measures the night's road miles from (the drive arrives
 * by it: Sioux Falls to Badlands by the Northeast Entrance, its night weighed from the Interior
 * Entrance on through the park).
 */
export type NightGate = Stop & { gate?: string; arrivedBy?: LatLng & { gate: string } };

/**
 * The gate a night at a park is met by: the one nearest the drive's start by road (parkWayIn),
 * unless another, farther on, has its night so much nearer it that the traveller drives less, the
 * extra miles to that gate against the way from the first gate's night to that gate and back (the
 * drive into the park the next morning): by that, a gate the rig meets first with no camp of its own
 * (Glacier's Two Medicine, whose campground reports no RV, from Browning) is no reason to sleep 16
 * miles off it on US-2 at Marias Pass, when St. Mary, 16 road miles on, has camps at its gate. An
 * added gate never makes the night farther from the park than the others would.
 */
export async function gateForNight(
  search: NightSearch,
  profile: OptionDraft['shape']['type'],
  stop: Stop,
  near: readonly CampgroundChoice[],
): Promise<NightGate | undefined> {
  const first = parkWayIn(search, profile, stop);
  const { ctx, start, day, road } = search;
  if (!first || near.length === 0) return first;
  const from = road.viaBetween(start.index, day.toIndex).at(-1) ?? start.point;
  const gates = ctx.router.gatesIn?.(stop, from, routeRequest(ctx, profile, day.day)) ?? [];
  const at0 = gates.find((g) => g.gate === first.gate);
  if (!at0 || gates.length < 2) return first;
  // A camp inside the park is where the traveller came for: its miles in from the gate cost nothing.
  const park = ctx.data.parks.find((p) => p.id === stop.parkId || haversineMiles(p, stop) < SAME_PLACE_MILES);
  const nightMiles = async (gate: Stop) => {
    const [top] = await rankedFromGate(search, profile, gate, near);
    if (top && park && !heldByAnotherAgency(top.row) && ctx.router.insidePark?.(park, atOf(top))) return 0;
    const leg = top ? await search.leg([gate, atOf(top)], day) : null;
    return leg && !leg.shortOf?.includes(1) ? leg.miles : Infinity;
  };
  const m0 = await nightMiles(first);
  if (m0 <= BY_GATE_MILES) return first;
  let best: { gate: NightGate; cost: number } = { gate: first, cost: 2 * m0 };
  for (const g of gates) {
    const extra = g.miles - at0.miles;
    if (g === at0 || !(extra < best.cost)) continue;
    const gate = {
      ...stop,
      latitude: g.latitude,
      longitude: g.longitude,
      gate: g.gate,
      ...(g.byWayOf ? { arrivedBy: g.byWayOf } : {}),
    };
    const cost = extra + 2 * (await nightMiles(gate));
    if (cost < best.cost) best = { gate, cost };
  }
  return best.gate;
}

/**
 * The parks ranked around the park met at `gate`: those on the gate's side of it by road
 * (onStopsSide), nearest by road from the gate first, and those back along the day's drive to the
 * gate after those on into the park (night-search.ts' byRoadFrom). Ranked once a day for a gate
 * and a list (NightSearch.fromGate): the gate's weighing (gateForNight) and the night's choice ask
 * for the same.
 */
export function rankedFromGate(
  search: NightSearch,
  profile: OptionDraft['shape']['type'],
  gate: Stop,
  ranked: readonly CampgroundChoice[],
): Promise<readonly CampgroundChoice[]> {
  const key = `${profile}|${pointKey(gate)}`;
  const known = search.fromGate.get(key);
  if (known?.ranked === ranked) return known.out;
  const out = rankFromGate(search, profile, gate, ranked);
  search.fromGate.set(key, { ranked, out });
  return out;
}

async function rankFromGate(
  search: NightSearch,
  profile: OptionDraft['shape']['type'],
  gate: Stop,
  ranked: readonly CampgroundChoice[],
): Promise<CampgroundChoice[]> {
  const { road, start, day } = search;
  const sided = onStopsSide(search.ctx, profile, gate, ranked);
  // The day's drive to the gate, routed only when a park lies on into the park (byRoadFrom).
  const track = () => search.leg([start.point, ...road.viaBetween(start.index, day.toIndex), gate], day);
  return byRoadFrom(search, profile, gate, sided, { track, park: day.to });
}

/**
 * The night at a park met at its gate, with its road miles from the gate: the day says them and
 * names the gate ("12 road miles in from the park's Stevens Canyon Entrance"), never the park's
 * straight line from its middle. A camp the gate's roads do not reach keeps the night as it was.
 */
export async function withGateMiles(search: NightSearch, night: Night, wayIn: NightGate): Promise<Night> {
  const { choice } = night;
  if (!choice || !night.end) return night;
  // Said from the gate the drive arrives by, when it goes by a nearer one first.
  const gate = (await byArrivalGate(search, wayIn, choice)) ?? wayIn;
  const leg = await search.leg([gate, atOf(choice)], search.day);
  if (!leg || leg.shortOf?.includes(1)) return night;
  // Under a mile from the gate: the day says the camp is by it (night-park.ts), not "0 road miles".
  const endsAtPark = leg.miles >= 1;
  return {
    ...night,
    parkFromEnd: { miles: leg.miles, routed: true, ...(endsAtPark ? { endsAtPark } : {}), ...(gate.gate ? { gate: gate.gate } : {}) },
  };
}

/**
 * The gate a night's drive arrives by when the gate it was ranked from lies on past a nearer one
 * (NightGate.arrivedBy), with the night's road from there; undefined when there is none, or no road
 * from it reaches the camp.
 */
export async function byArrivalGate(
  search: NightSearch,
  wayIn: NightGate | undefined,
  choice: CampgroundChoice,
): Promise<(LatLng & { gate: string; leg: RoutedPath }) | undefined> {
  const by = wayIn?.arrivedBy;
  if (!by) return undefined;
  const leg = await search.leg([by, atOf(choice)], search.day);
  return leg && !leg.shortOf?.includes(1) ? { ...by, leg } : undefined;
}
