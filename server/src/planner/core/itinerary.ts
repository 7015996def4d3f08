import type { RoutedPath } from '../../routing/road-router';
import type { CampgroundIndex } from '../../catalogue/core/campgrounds';
import type { ParkRow, Town } from '../../catalogue/core/data';
import type { Gazetteer } from '../../catalogue/core/gazetteer';
import { namesTown, townLabel } from '../../catalogue/core/gazetteer';
import type { LatLng } from '../../geo';
import { haversineMiles } from '../../geo';
import { notForRvs } from '../../catalogue/core/place-kinds';
import type { RouteShape, Waypoint } from './routes';
import { spareNights, takesSpareNights } from './spare-nights';
export { interest } from './spare-nights';

// How far from a pass-through stop a day's end must be, in miles: farther than a town's own
// campgrounds, so the night is not spent there in all but name.
export const PASS_THROUGH_MILES = 15;

export interface Stop extends LatLng {
  name: string;
  parkId?: string;
  // The town that names the area (for addresses, searches and meals).
  area: string;
  // The town the stop's own name names ("Blakely, GA"), when it names one ("Near Blakely, GA" does not).
  town?: string;
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
  // The trip leaves in winter (November to April): a night stop of the planner's own in cold country
  // gets no spare nights while a warmer stop or the destination can take them.
  winter?: boolean;
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
    ...(namesTown(w.name) ? { town: w.name } : {}),
  };
}

// The routed road as the day split reads it.
interface SplitRoad {
  opts: SplitOptions;
  g: Gazetteer;
  wps: Waypoint[];
  H: number[];
  M: number[];
  last: number;
  total: number;
  limit: number;
  // Where on the path each park waypoint between the ends is reached.
  parkIdx: number[];
  end: Stop;
  // Waypoints the traveller only drives through: never a day's end, and no day ends close to one.
  overnightAt(pi: number): boolean;
  nearPass(p: LatLng): boolean;
  // Last path point reached by `hours` (never before `after`).
  indexAt(hours: number, after: number): number;
  pointAt(i: number): LatLng;
  hasCampground(p: LatLng): boolean;
}

function splitRoad(shape: RouteShape, path: RoutedPath, opts: SplitOptions): SplitRoad {
  const wps = shape.waypoints;
  const H = path.cumHours;
  const last = H.length - 1;
  const passPoints: LatLng[] = wps.slice(1, -1).filter((w) => w.passThrough === true);
  return {
    opts,
    g: opts.gazetteer,
    wps,
    H,
    M: path.cumMiles,
    last,
    total: H[last],
    limit: opts.maxHours,
    parkIdx: path.waypointIndex.slice(0, -1),
    end: stopFromWaypoint(opts.gazetteer, wps[wps.length - 1]),
    overnightAt: (pi) => wps[pi + 1].passThrough !== true,
    nearPass: (p) => passPoints.some((q) => haversineMiles(p, q) < PASS_THROUGH_MILES),
    indexAt: (hours, after) => {
      let lo = after;
      let hi = last;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (H[mid] <= hours + 1e-9) lo = mid;
        else hi = mid - 1;
      }
      return lo === after ? Math.min(last, after + 1) : lo;
    },
    pointAt: (i) => ({ latitude: path.lat[i], longitude: path.lng[i] }),
    // A campground an RV can use: a youth camp or a tent-only site is no reason to end a day there.
    hasCampground: (p) => (opts.campgrounds ? opts.campgrounds.near(p, 15).some((c) => !notForRvs(c.item)) : false),
  };
}

// Where a day aimed at `target` hours ends. End the day where a campground is: step back along the
// road (up to 1 h 15 min) to the first place with one within 15 miles, as long as the remaining days
// still fit the limit. A pass-through stop near the day's end: end the day at the closest point on
// the road away from it (earlier or later) that still keeps this day and the remaining days within
// the limit.
function dayEndIndex(r: SplitRoad, idx: number, target: number, daysLeft: number, hardLimit: number): number {
  const { H, total } = r;
  let chosen = r.indexAt(target, idx);
  for (let back = 0; back <= 1.25 + 1e-9; back += 0.25) {
    const i = r.indexAt(target - back, idx);
    if (i <= idx || total - H[i] > (daysLeft - 1) * hardLimit) break;
    if (r.hasCampground(r.pointAt(i))) {
      chosen = i;
      break;
    }
  }
  if (r.nearPass(r.pointAt(chosen))) {
    let best = -1;
    for (let i = idx + 1; i < r.last; i++) {
      if (H[i] - H[idx] > hardLimit) break;
      if (total - H[i] > (daysLeft - 1) * hardLimit || r.nearPass(r.pointAt(i))) continue;
      if (best < 0 || Math.abs(H[i] - H[chosen]) < Math.abs(H[best] - H[chosen])) best = i;
    }
    if (best >= 0) chosen = best;
  }
  return chosen;
}

// Name the stop after a real town close to the road: that is where RV parks and groceries are.
function stopNear(r: SplitRoad, p: LatLng): Stop {
  let town: Town | undefined;
  let bestScore = -Infinity;
  for (const c of r.g.townsNear(p, 20)) {
    // Named after a town away from a pass-through stop, unless the road itself ends there
    // (then the day says so, under its true name).
    if (r.nearPass(c.item) && !r.nearPass(p)) continue;
    const score = Math.log10(c.item.population + 10) * 10 - c.distance;
    if (score > bestScore) {
      bestScore = score;
      town = c.item;
    }
  }
  return town
    ? {
        name: townLabel(town),
        latitude: town.latitude,
        longitude: town.longitude,
        area: townLabel(town),
        town: townLabel(town),
      }
    : {
        name: `Near ${areaName(r.g, p, 'the route')}`,
        latitude: p.latitude,
        longitude: p.longitude,
        area: areaName(r.g, p, 'the route'),
      };
}

// Plan a little short of the limit when the days allow it, so a day can end at a campground.
const slackFor = (r: SplitRoad, driveDays: number) =>
  Math.ceil(r.total / (r.limit * 0.93)) <= driveDays ? 0.93 : 1;

// The overnight stops of `driveDays` drive days, and the longest day's hours.
function layout(r: SplitRoad, driveDays: number) {
  const { H, total, limit, parkIdx, last } = r;
  // When the duration is too short every day stretches past the limit, evenly.
  const reach = Math.max(limit * slackFor(r, driveDays), total / driveDays + 1e-6);
  const hardLimit = Math.max(limit, total / driveDays + 1e-6);
  const positions: Array<{ idx: number; stop: Stop }> = [];
  let idx = 0;
  for (let k = 1; k < driveDays; k++) {
    const daysLeft = driveDays - k + 1;
    const pi = parkIdx.findIndex((p, i) => r.overnightAt(i) && p > idx && H[p] > H[idx] + 1 / 60 && p < last);
    if (pi >= 0 && H[parkIdx[pi]] - H[idx] <= hardLimit && total - H[parkIdx[pi]] <= (daysLeft - 1) * reach) {
      idx = parkIdx[pi];
      positions.push({ idx, stop: stopFromWaypoint(r.g, r.wps[pi + 1]) });
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
    idx = dayEndIndex(r, idx, target, daysLeft, hardLimit);
    positions.push({ idx, stop: stopNear(r, r.pointAt(idx)) });
  }
  positions.push({ idx: last, stop: r.end });
  let longest = 0;
  let fromIdx = 0;
  for (const p of positions) {
    longest = Math.max(longest, H[p.idx] - H[fromIdx]);
    fromIdx = p.idx;
  }
  return { positions, longest };
}

type Positions = ReturnType<typeof layout>['positions'];

// The days: a drive to each overnight stop, then its extra nights as rest days.
function skeletonOf(r: SplitRoad, start: Stop, positions: Positions, extras: number[]): DaySkeleton[] {
  const days: DaySkeleton[] = [];
  let prev: Stop = start;
  let prevIdx = 0;
  positions.forEach(({ idx: at, stop }, i) => {
    const nights = 1 + extras[i];
    // Road miles and drive hours along the routed path, from one overnight stop to the next.
    days.push({
      day: days.length + 1,
      from: prev,
      to: stop,
      miles: r.M[at] - r.M[prevIdx],
      hours: r.H[at] - r.H[prevIdx],
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
  return days;
}

function splitWarnings(
  opts: SplitOptions,
  days: DaySkeleton[],
  needed: number,
  stops: number,
  shortStays: number,
  minNights: number,
) {
  const warnings: string[] = [];
  const longestDay = days.reduce((a, d) => (d.hours > a.hours ? d : a), days[0]);
  if (needed > opts.duration) {
    warnings.push(
      `Day ${longestDay.day} needs ${Math.round(longestDay.hours)} h of driving: consider ${needed - opts.duration} more day${needed - opts.duration === 1 ? '' : 's'}`,
    );
  }
  if (shortStays > 0) {
    const allow = `Allow at least ${stops * minNights} days for ${minNights}-night stays.`;
    warnings.push(
      stops === 1
        ? `A ${opts.duration}-day trip is too short for a stay of ${minNights} nights or more. ${allow}`
        : `A ${opts.duration}-day trip is too short for stays of ${minNights} nights or more at all ${stops} overnight stops: ${shortStays} of them ${shortStays === 1 ? 'is' : 'are'} shorter. ${allow}`,
    );
  }
  return warnings;
}

export function splitIntoDays(
  shape: RouteShape,
  path: RoutedPath,
  opts: SplitOptions,
): { days: DaySkeleton[]; warnings: string[] } {
  const r = splitRoad(shape, path, opts);
  const { wps, total, limit } = r;
  const needed = Math.max(1, Math.ceil(total / opts.maxHours - 1e-9));
  const minNights = Math.max(1, opts.minNights ?? 1);
  // A stop at each park on the way, unless that leaves too few days for the shortest stays: then
  // fewer, longer stays (never fewer drive days than the driving limit needs).
  const preferred = total > 0 ? 1 + wps.slice(1, -1).filter((w) => w.passThrough !== true).length : 1;
  const affordable = Math.max(1, Math.floor(opts.duration / minNights));
  // Moving stops into towns can push a day past the limit: then add a drive day while spare days remain.
  let driveDays = Math.min(opts.duration, Math.max(needed, Math.min(preferred, affordable)));
  let { positions, longest } = layout(r, driveDays);
  const missesAWaypoint = () =>
    opts.overnightAtWaypoints === true &&
    wps.slice(1, -1).some((w) => w.passThrough !== true && !positions.some((p) => p.stop.name === w.name));
  while ((longest > limit + 0.01 || missesAWaypoint()) && driveDays < opts.duration) {
    driveDays += 1;
    ({ positions, longest } = layout(r, driveDays));
  }
  const spare = opts.duration - driveDays;
  const own = new Set(wps.slice(1, -1).map((w) => w.name));
  const may = takesSpareNights(positions, own, opts.winter === true);
  // The traveller's own stops and the destination share the spare nights first (spare-nights.ts).
  const favour = opts.overnightAtWaypoints === true ? own : undefined;
  const extras = spareNights(positions, spare, minNights, opts.parks, may, favour);
  const days = skeletonOf(r, stopFromWaypoint(r.g, wps[0]), positions, extras);
  const shortStays = extras.filter((e, i) => may[i] && e + 1 < minNights).length;
  const warnings = splitWarnings(opts, days, needed, positions.length, shortStays, minNights);
  // Said only when the winter rule moved a night: the cold stops would have had more without it.
  const without = may.every(Boolean) ? extras : spareNights(positions, spare, minNights, opts.parks, undefined, favour);
  const passedOver = positions.filter((_, i) => !may[i] && without[i] > 0).length;
  if (passedOver > 0)
    warnings.push(
      `In winter the plan's ${passedOver === 1 ? 'stop' : `${passedOver} stops`} on the way in cold country ${passedOver === 1 ? 'is one night' : 'are one night each'} (campgrounds there often close for winter): the spare nights go to warmer stops and the destination.`,
    );
  return { days, warnings };
}
