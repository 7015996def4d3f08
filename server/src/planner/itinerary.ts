import type { RoutedPath } from '../routing/road-router';
import type { CampgroundIndex } from '../catalogue/campgrounds';
import type { ParkRow, Town } from '../catalogue/data';
import type { Gazetteer } from '../catalogue/gazetteer';
import { townLabel } from '../catalogue/gazetteer';
import type { LatLng } from '../catalogue/geo';
import { haversineMiles } from '../catalogue/geo';
import type { RouteShape, Waypoint } from './routes';

// How far from a pass-through stop a day's end must be, in miles: farther than a town's own
// campgrounds, so the night is not spent there in all but name.
export const PASS_THROUGH_MILES = 15;

export interface Stop extends LatLng {
  name: string;
  parkId?: string;
  // The town that names the area (for addresses, searches and meals).
  area: string;
}

export interface DaySkeleton {
  day: number;
  from: Stop;
  to: Stop;
  miles: number;
  hours: number;
  nights: number; // length of the stay this day belongs to
  restDay: boolean;
  stopIndex: number; // which overnight stop (0-based) the day ends at
  // The day's leg on the routed path: point indices where it starts and ends.
  fromIndex: number;
  toIndex: number;
}

export interface SplitOptions {
  duration: number;
  maxHours: number;
  gazetteer: Gazetteer;
  // Where campgrounds are, so driving days can end near one.
  campgrounds?: CampgroundIndex;
  parks: readonly ParkRow[];
  // Shortest stay at every overnight stop when the duration allows (3 in full-timer mode).
  minNights?: number;
  // The via waypoints are the traveller's own stops: add drive days while spare days remain until
  // every one of them is an overnight.
  overnightAtWaypoints?: boolean;
}

export function areaName(g: Gazetteer, p: LatLng, fallback: string): string {
  const t = g.nameNear(p, 60);
  return t ? townLabel(t) : fallback;
}

function stopFromWaypoint(g: Gazetteer, w: Waypoint): Stop {
  return {
    name: w.name,
    latitude: w.latitude,
    longitude: w.longitude,
    parkId: w.parkId,
    area: areaName(g, w, w.name),
  };
}

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

export function splitIntoDays(
  shape: RouteShape,
  path: RoutedPath,
  opts: SplitOptions,
): { days: DaySkeleton[]; warnings: string[] } {
  const g = opts.gazetteer;
  const wps = shape.waypoints;
  const H = path.cumHours;
  const M = path.cumMiles;
  const last = H.length - 1;
  const total = H[last];
  // Where on the path each park waypoint between the ends is reached.
  const parkIdx = path.waypointIndex.slice(0, -1);
  // Waypoints the traveller only drives through: never a day's end, and no day ends close to one.
  const overnightAt = (pi: number) => wps[pi + 1].passThrough !== true;
  const passPoints: LatLng[] = wps.slice(1, -1).filter((w) => w.passThrough === true);
  const nearPass = (p: LatLng) => passPoints.some((q) => haversineMiles(p, q) < PASS_THROUGH_MILES);
  const needed = Math.max(1, Math.ceil(total / opts.maxHours - 1e-9));
  const limit = opts.maxHours;
  // Plan a little short of the limit when the days allow it, so a day can end at a campground.
  const slack = (driveDays: number) => (Math.ceil(total / (limit * 0.93)) <= driveDays ? 0.93 : 1);
  // Last path point reached by `hours` (never before `after`).
  const indexAt = (hours: number, after: number) => {
    let lo = after;
    let hi = last;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (H[mid] <= hours + 1e-9) lo = mid;
      else hi = mid - 1;
    }
    return lo === after ? Math.min(last, after + 1) : lo;
  };
  const pointAt = (i: number): LatLng => ({ latitude: path.lat[i], longitude: path.lng[i] });
  const hasCampground = (p: LatLng) => (opts.campgrounds ? opts.campgrounds.near(p, 15).length > 0 : false);

  const start = stopFromWaypoint(g, wps[0]);
  const end = stopFromWaypoint(g, wps[wps.length - 1]);
  const layout = (driveDays: number) => {
    // When the duration is too short every day stretches past the limit, evenly.
    const reach = Math.max(limit * slack(driveDays), total / driveDays + 1e-6);
    const hardLimit = Math.max(limit, total / driveDays + 1e-6);
    const positions: Array<{ idx: number; stop: Stop }> = [];
    let idx = 0;
    for (let k = 1; k < driveDays; k++) {
      const daysLeft = driveDays - k + 1;
      const pi = parkIdx.findIndex((p, i) => overnightAt(i) && p > idx && H[p] > H[idx] + 1 / 60 && p < last);
      if (
        pi >= 0 &&
        H[parkIdx[pi]] - H[idx] <= hardLimit &&
        total - H[parkIdx[pi]] <= (daysLeft - 1) * reach
      ) {
        idx = parkIdx[pi];
        positions.push({ idx, stop: stopFromWaypoint(g, wps[pi + 1]) });
        continue;
      }
      const pos = H[idx];
      let target: number;
      if (pi >= 0 && H[parkIdx[pi]] - pos > reach) {
        const gap = H[parkIdx[pi]] - pos;
        target = pos + gap / Math.ceil(gap / reach);
      } else target = pos + (total - pos) / daysLeft;
      // Never leave more than the remaining days can cover.
      target = Math.min(total, Math.max(target, total - (daysLeft - 1) * reach));
      // End the day where a campground is: step back along the road (up to 1 h 15 min) to the
      // first place with one within 15 miles, as long as the remaining days still fit the limit.
      let chosen = indexAt(target, idx);
      for (let back = 0; back <= 1.25 + 1e-9; back += 0.25) {
        const i = indexAt(target - back, idx);
        if (i <= idx || total - H[i] > (daysLeft - 1) * hardLimit) break;
        if (hasCampground(pointAt(i))) {
          chosen = i;
          break;
        }
      }
      // A pass-through stop near the day's end: end the day at the closest point on the road away
      // from it (earlier or later) that still keeps this day and the remaining days within the limit.
      if (nearPass(pointAt(chosen))) {
        let best = -1;
        for (let i = idx + 1; i < last; i++) {
          if (H[i] - H[idx] > hardLimit) break;
          if (total - H[i] > (daysLeft - 1) * hardLimit || nearPass(pointAt(i))) continue;
          if (best < 0 || Math.abs(H[i] - H[chosen]) < Math.abs(H[best] - H[chosen])) best = i;
        }
        if (best >= 0) chosen = best;
      }
      idx = chosen;
      const p = pointAt(idx);
      // Name the stop after a real town close to the road: that is where RV parks and groceries are.
      let town: Town | undefined;
      let bestScore = -Infinity;
      for (const c of g.townsNear(p, 20)) {
        // Named after a town away from a pass-through stop, unless the road itself ends there
        // (then the day says so, under its true name).
        if (nearPass(c.item) && !nearPass(p)) continue;
        const score = Math.log10(c.item.population + 10) * 10 - c.distance;
        if (score > bestScore) {
          bestScore = score;
          town = c.item;
        }
      }
      const stop: Stop = town
        ? { name: townLabel(town), latitude: town.latitude, longitude: town.longitude, area: townLabel(town) }
        : {
            name: `Near ${areaName(g, p, 'the route')}`,
            latitude: p.latitude,
            longitude: p.longitude,
            area: areaName(g, p, 'the route'),
          };
      positions.push({ idx, stop });
    }
    positions.push({ idx: last, stop: end });
    let longest = 0;
    let fromIdx = 0;
    for (const p of positions) {
      longest = Math.max(longest, H[p.idx] - H[fromIdx]);
      fromIdx = p.idx;
    }
    return { positions, longest };
  };
  const minNights = Math.max(1, opts.minNights ?? 1);
  // A stop at each park on the way, unless that leaves too few days for the shortest stays: then
  // fewer, longer stays (never fewer drive days than the driving limit needs).
  const preferred = total > 0 ? 1 + wps.slice(1, -1).filter((w) => w.passThrough !== true).length : 1;
  const affordable = Math.max(1, Math.floor(opts.duration / minNights));
  // Moving stops into towns can push a day past the limit: then add a drive day while spare days remain.
  let driveDays = Math.min(opts.duration, Math.max(needed, Math.min(preferred, affordable)));
  let { positions, longest } = layout(driveDays);
  const missesAWaypoint = () =>
    opts.overnightAtWaypoints === true &&
    wps.slice(1, -1).some((w) => w.passThrough !== true && !positions.some((p) => p.stop.name === w.name));
  while ((longest > limit + 0.01 || missesAWaypoint()) && driveDays < opts.duration) {
    driveDays += 1;
    ({ positions, longest } = layout(driveDays));
  }

  // Spare days become extra nights where there is most to do (2-night stays first).
  const spare = opts.duration - driveDays;
  const extras = positions.map(() => 0);
  const scores = positions.map((p, i) => interest(p.stop, opts.parks, i === positions.length - 1));
  for (let s = 0; s < spare; s++) {
    let best = positions.length - 1;
    let bestValue = -Infinity;
    positions.forEach((_, i) => {
      // Stops still short of the shortest stay come first.
      const short = extras[i] < minNights - 1 ? 1e9 : 0;
      const value =
        short + scores[i] / (1 + 2 * extras[i]) - extras[i] * 1e-3 + (i === positions.length - 1 ? 1e-6 : 0);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    });
    extras[best] += 1;
  }

  const days: DaySkeleton[] = [];
  let prev: Stop = start;
  let prevIdx = 0;
  const warnings: string[] = [];
  positions.forEach(({ idx: at, stop }, i) => {
    // Road miles and drive hours along the routed path, from one overnight stop to the next.
    const miles = M[at] - M[prevIdx];
    const hours = H[at] - H[prevIdx];
    const nights = 1 + extras[i];
    days.push({
      day: days.length + 1,
      from: prev,
      to: stop,
      miles,
      hours,
      nights,
      restDay: false,
      stopIndex: i,
      fromIndex: prevIdx,
      toIndex: at,
    });
    for (let e = 0; e < extras[i]; e++) {
      days.push({
        day: days.length + 1,
        from: stop,
        to: stop,
        miles: 0,
        hours: 0,
        nights,
        restDay: true,
        stopIndex: i,
        fromIndex: at,
        toIndex: at,
      });
    }
    prev = stop;
    prevIdx = at;
  });

  const longestDay = days.reduce((a, d) => (d.hours > a.hours ? d : a), days[0]);
  if (needed > opts.duration) {
    warnings.push(
      `Day ${longestDay.day} needs ${Math.round(longestDay.hours)} h of driving: consider ${needed - opts.duration} more day${needed - opts.duration === 1 ? '' : 's'}`,
    );
  }
  const shortStays = extras.filter((e) => e + 1 < minNights).length;
  if (shortStays > 0) {
    const stops = positions.length;
    const allow = `Allow at least ${stops * minNights} days for ${minNights}-night stays.`;
    warnings.push(
      stops === 1
        ? `A ${opts.duration}-day trip is too short for a stay of ${minNights} nights or more. ${allow}`
        : `A ${opts.duration}-day trip is too short for stays of ${minNights} nights or more at all ${stops} overnight stops: ${shortStays} of them ${shortStays === 1 ? 'is' : 'are'} shorter. ${allow}`,
    );
  }
  return { days, warnings };
}
