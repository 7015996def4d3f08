import type { ParkRow } from '../../catalogue/core/data';
import type { LatLng } from '../../geo';
import { haversineMiles } from '../../geo';
import { coldRegion } from '@shared/plan/calendar';

// The trip's spare days (more than the drive needs): extra nights, where, and what the plan says of them.

type SparePosition = { stop: LatLng & { name: string; parkId?: string } };

// How much there is to do around a stop: parks close by and what they offer.
export function interest(
  stop: LatLng & { parkId?: string },
  parks: readonly ParkRow[],
  isDestination: boolean,
): number {
  let score = isDestination ? 15 : 0;
  if (stop.parkId) score += 20;
  for (const p of parks) {
    const d = haversineMiles(stop, p);
    if (d <= 60) score += 10 + p.activities.length * (1 - d / 120);
  }
  return score;
}

/**
 * The stops that may take spare nights. In winter, on a trip to a destination out of cold country, a
 * drive day's end of the planner's own in cold country (coldRegion: where campgrounds commonly close
 * for winter) is a night on the way: snowbirds
 * leaving Minneapolis for the Rio Grande Valley in January were given 9 of 30 nights in Iowa,
 * Missouri and Kansas, 3 at each stop, and 3 at the destination. The destination and the traveller's
 * own stops (`own`, by name) always may.
 */
export function takesSpareNights(
  positions: readonly SparePosition[],
  own: ReadonlySet<string>,
  winter: boolean,
): boolean[] {
  const last = positions.length - 1;
  const cold = (p: SparePosition) => coldRegion(p.stop.latitude, p.stop.longitude);
  // A winter trip to cold country (Denver to Moab in January) is the traveller's choice of winter:
  // its stops on the way keep their nights.
  if (!winter || cold(positions[last])) return positions.map(() => true);
  return positions.map((p, i) => i === last || own.has(p.stop.name) || !cold(p));
}

// Ranks of the choice of the next spare night: a stop short of the shortest stay (full-timers' 3
// nights) first, then (with the traveller's stops) the least-extended of their stops and the
// destination, then where there is most to do.
const SHORT = 1e9;
const FAVOURED = 1e7;
const PER_FAVOURED_NIGHT = 1e4;

/**
 * Spare days become extra nights where there is most to do (2-night stays first). `favour`: the
 * traveller's own stops by name; they and the destination share the spare nights evenly before any
 * night of the planner's own on the way gets one, the stop with most to do (a national park) first:
 * five nights at the destination while the traveller's stops had one each was no plan an RVer makes.
 */
export function spareNights(
  positions: readonly SparePosition[],
  spare: number,
  minNights: number,
  parks: readonly ParkRow[],
  may: readonly boolean[] = positions.map(() => true),
  favour?: ReadonlySet<string>,
): number[] {
  const last = positions.length - 1;
  const extras = positions.map(() => 0);
  const scores = positions.map((p, i) => interest(p.stop, parks, i === last));
  const favoured = positions.map((p, i) => favour !== undefined && (i === last || favour.has(p.stop.name)));
  for (let s = 0; s < spare; s++) {
    let best = last;
    let bestValue = -Infinity;
    positions.forEach((_, i) => {
      if (!may[i]) return;
      const short = extras[i] < minNights - 1 ? SHORT : 0;
      const even = favoured[i] ? FAVOURED - extras[i] * PER_FAVOURED_NIGHT : 0;
      const value =
        short + even + scores[i] / (1 + 2 * extras[i]) - extras[i] * 1e-3 + (i === last ? 1e-6 : 0);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    });
    extras[best] += 1;
  }
  return extras;
}
