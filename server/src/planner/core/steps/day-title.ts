import type { NightAway, RvPark } from '@shared/schemas/plan';
import { AWAY_FROM_PLACE_MILES } from '@shared/plan/day-title';
import type { LatLng } from '../../../geo';
import { haversineMiles, round } from '../../../geo';
import type { DaySkeleton } from '../itinerary';
import type { Night } from '../plan-state';

/**
 * How far the night's park lies from the place the day is named after, when that is
 * AWAY_FROM_PLACE_MILES or more (the title then names the park, shared/plan/day-title.ts): the
 * destination's road miles to its park when routed, else the straight line from the place's point.
 * Not for a national park the day is named after: its point is the park's middle, and its
 * campgrounds are the park's own or at its gates.
 */
export function nightAway(s: DaySkeleton, night: Night | undefined, rvPark: RvPark): NightAway | undefined {
  if (rvPark.isPlaceholder || rvPark.latitude === null || rvPark.longitude === null) return undefined;
  if (s.to.parkId) return undefined;
  const park: LatLng = { latitude: rvPark.latitude, longitude: rvPark.longitude };
  const fromEnd = night?.parkFromEnd;
  const driveEndsAtPark = night?.end !== undefined && (fromEnd === undefined || fromEnd.endsAtPark === true);
  // The destination's park: its road miles from the destination, unless part of the way is off our roads.
  const away =
    fromEnd && fromEnd.routed && !fromEnd.offRoadMiles && !night?.offRoadMiles
      ? { miles: fromEnd.miles, routed: true }
      : { miles: haversineMiles(night?.end?.placeAt ?? s.to, park), routed: false };
  if (away.miles < AWAY_FROM_PLACE_MILES) return undefined;
  return { park: rvPark.name, miles: round(away.miles), routed: away.routed, driveEndsAtPark };
}
