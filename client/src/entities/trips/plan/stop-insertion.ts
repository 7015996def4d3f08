import type { PlacePoint, TripStop } from '@shared/schemas/plan';
import { milesBetween } from './plan-edits';

// A new stop goes where it adds the least detour to the trip, not at the end: Fargo added to a trip
// from Minneapolis through Theodore Roosevelt NP to Glacier belongs before the park. The miles are
// straight-line estimates (the re-plan routes them on roads), and are labelled so on the screen.

export interface StopPlacement {
  /** Where in the stops list the stop adds the least detour (0 = the first stop). */
  index: number;
  /** Straight-line miles the stop adds there. */
  detourMiles: number;
  /** Straight-line miles it would add as the last stop, before the destination. */
  lastDetourMiles: number;
  /** The places it goes between. */
  between: [string, string];
}

const extra = (a: PlacePoint, p: PlacePoint, b: PlacePoint) =>
  milesBetween(a, p) + milesBetween(p, b) - milesBetween(a, b);

/** Where a new stop adds the least detour between the start, the stops in order and the end. */
export function placeStop(
  from: PlacePoint,
  stops: readonly TripStop[],
  to: PlacePoint,
  stop: PlacePoint,
): StopPlacement {
  const path: PlacePoint[] = [from, ...stops, to];
  let best = { index: stops.length, miles: Infinity };
  for (let i = 0; i < path.length - 1; i++) {
    const miles = extra(path[i], stop, path[i + 1]);
    // On a tie the later gap: the traveller's order so far is kept as far as it can be.
    if (miles < best.miles - 0.5 || (Math.abs(miles - best.miles) <= 0.5 && i > best.index)) best = { index: i, miles };
  }
  return {
    index: best.index,
    detourMiles: Math.max(0, Math.round(best.miles)),
    lastDetourMiles: Math.max(0, Math.round(extra(path[path.length - 2], stop, to))),
    between: [path[best.index].name, path[best.index + 1].name],
  };
}

/** The stops with a new one at a place in the list. */
export function insertStop(stops: readonly TripStop[], stop: TripStop, index: number): TripStop[] {
  const at = Math.max(0, Math.min(index, stops.length));
  return [...stops.slice(0, at), stop, ...stops.slice(at)];
}
