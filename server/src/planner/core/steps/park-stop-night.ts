import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import type { Stop } from '../itinerary';
import type { Night, OptionDraft } from '../plan-state';
import type { NightSearch } from './night-search';
import { atOf, byRoadFrom, onStopsSide, parkWayIn } from './night-search';

// A national park the route goes by (a park of the route's own, or a traveller's stop at one) whose
// night is spent there: met at its entrance on the way in, as the trip's destination is
// (destination-night.ts), its parks ranked by road from that gate, not by the straight line from
// the park's own point (Enumclaw to Yakima by Mount Rainier slept at Ohanapecosh, inside the park,
// said to be "about 11 miles from Mount Rainier National Park in a straight line").

/** The gate a day's drive meets the park it ends at by, or undefined for a place that is no park with entrance rows. */
export function parkStopGate(
  search: Pick<NightSearch, 'ctx' | 'start' | 'day' | 'road'>,
  profile: OptionDraft['shape']['type'],
): (Stop & { gate?: string }) | undefined {
  const { day, road } = search;
  return road.isWaypoint(day.to) ? parkWayIn(search, profile, day.to) : undefined;
}

/**
 * The parks ranked around the park met at `gate`: those on the gate's side of it by road
 * (onStopsSide), nearest by road from the gate first, and those back along the day's drive to the
 * gate after those on into the park (night-search.ts' byRoadFrom).
 */
export async function rankedFromGate(
  search: NightSearch,
  profile: OptionDraft['shape']['type'],
  gate: Stop,
  ranked: readonly CampgroundChoice[],
): Promise<CampgroundChoice[]> {
  const { road, start, day } = search;
  const sided = onStopsSide(search.ctx, profile, gate, ranked);
  const drive = await search.leg([start.point, ...road.viaBetween(start.index, day.toIndex), gate], day);
  return byRoadFrom(search, profile, gate, sided, drive ? { track: drive, park: day.to } : undefined);
}

/**
 * The night at a park met at its gate, with its road miles from the gate: the day says them and
 * names the gate ("12 road miles in from the park's Stevens Canyon Entrance"), never the park's
 * straight line from its middle. A camp the gate's roads do not reach keeps the night as it was.
 */
export async function withGateMiles(search: NightSearch, gate: Stop & { gate?: string }, night: Night): Promise<Night> {
  const { choice } = night;
  if (!choice || !night.end) return night;
  const leg = await search.leg([gate, atOf(choice)], search.day);
  if (!leg || leg.shortOf?.includes(1)) return night;
  // Under a mile from the gate: the day says the camp is by it (night-park.ts), not "0 road miles".
  const endsAtPark = leg.miles >= 1;
  return {
    ...night,
    parkFromEnd: { miles: leg.miles, routed: true, ...(endsAtPark ? { endsAtPark } : {}), ...(gate.gate ? { gate: gate.gate } : {}) },
  };
}
