import type { ParkRow, Town } from './data';
import type { Gazetteer } from './gazetteer';
import { townLabel } from './gazetteer';
import type { LatLng } from './geo';
import { haversineMiles, interpolate } from './geo';
import type { RouteShape, Waypoint } from './routes';

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
}

export interface SplitOptions {
  duration: number;
  maxHours: number;
  circuity: number;
  speedMph: number;
  gazetteer: Gazetteer;
  parks: readonly ParkRow[];
  // Shortest stay at every overnight stop when the duration allows (3 in full-timer mode).
  minNights?: number;
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
  opts: SplitOptions,
): { days: DaySkeleton[]; warnings: string[] } {
  const g = opts.gazetteer;
  const wps = shape.waypoints;
  const cum = [0];
  for (let i = 1; i < wps.length; i++)
    cum.push(cum[i - 1] + haversineMiles(wps[i - 1], wps[i]) * opts.circuity);
  const total = cum[cum.length - 1];
  const hoursTotal = total / opts.speedMph;
  const parkStops = wps.slice(1, -1);
  const needed = Math.max(1, Math.ceil(hoursTotal / opts.maxHours - 1e-9));
  const limitMiles = opts.maxHours * opts.speedMph;
  // Plan a little short of the limit when the days allow it, so moving a stop into a town stays within it.
  const slack = (driveDays: number) => (Math.ceil(total / (limitMiles * 0.93)) <= driveDays ? 0.93 : 1);
  const legMiles = (from: LatLng, fromPos: number, to: LatLng, toPos: number) => {
    const between = wps.filter(
      (_, wi) => wi > 0 && wi < wps.length - 1 && cum[wi] > fromPos + 1e-6 && cum[wi] < toPos - 1e-6,
    );
    const pts: LatLng[] = [from, ...between, to];
    let miles = 0;
    for (let j = 1; j < pts.length; j++) miles += haversineMiles(pts[j - 1], pts[j]) * opts.circuity;
    return miles;
  };

  const pointAt = (pos: number): LatLng => {
    let i = 1;
    while (i < cum.length - 1 && cum[i] < pos) i++;
    const seg = cum[i] - cum[i - 1];
    return interpolate(wps[i - 1], wps[i], seg > 0 ? (pos - cum[i - 1]) / seg : 0);
  };

  const start = stopFromWaypoint(g, wps[0]);
  const end = stopFromWaypoint(g, wps[wps.length - 1]);
  const layout = (driveDays: number) => {
    // When the duration is too short every day stretches past the limit, evenly.
    const reach = Math.max(limitMiles * slack(driveDays), total / driveDays + 1e-6);
    const hardLimit = Math.max(limitMiles, total / driveDays + 1e-6);
    const positions: Array<{ pos: number; stop: Stop }> = [];
    let pos = 0;
    let prevStop: Stop = start;
    let prevStopPos = 0;
    for (let k = 1; k < driveDays; k++) {
      const daysLeft = driveDays - k + 1;
      const nextIdx = cum.findIndex((c, i) => i > 0 && i < cum.length - 1 && c > pos + 1);
      if (
        nextIdx > 0 &&
        legMiles(prevStop, prevStopPos, wps[nextIdx], cum[nextIdx]) <= hardLimit &&
        total - cum[nextIdx] <= (daysLeft - 1) * reach
      ) {
        pos = cum[nextIdx];
        prevStop = stopFromWaypoint(g, wps[nextIdx]);
        prevStopPos = pos;
        positions.push({ pos, stop: prevStop });
        continue;
      }
      let target: number;
      if (nextIdx > 0 && cum[nextIdx] - pos > reach) {
        const gap = cum[nextIdx] - pos;
        target = pos + gap / Math.ceil(gap / reach);
      } else target = pos + (total - pos) / daysLeft;
      // Never leave more than the remaining days can cover.
      target = Math.max(target, total - (daysLeft - 1) * reach);
      pos = Math.min(target, total);
      const p = pointAt(pos);
      // Stay in a real town close to the line: that is where RV parks and groceries are.
      let town: Town | undefined;
      let bestScore = -Infinity;
      for (const c of g.townsNear(p, 25)) {
        const score = Math.log10(c.item.population + 10) * 10 - c.distance;
        if (score > bestScore && legMiles(prevStop, prevStopPos, c.item, pos) <= hardLimit) {
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
      positions.push({ pos, stop });
      prevStop = stop;
      prevStopPos = pos;
    }
    positions.push({ pos: total, stop: end });
    let longest = 0;
    let from: Stop = start;
    let fromPos = 0;
    for (const p of positions) {
      longest = Math.max(longest, legMiles(from, fromPos, p.stop, p.pos));
      from = p.stop;
      fromPos = p.pos;
    }
    return { positions, longest };
  };
  const minNights = Math.max(1, opts.minNights ?? 1);
  // A stop at each park on the way, unless that leaves too few days for the shortest stays: then
  // fewer, longer stays (never fewer drive days than the driving limit needs).
  const preferred = total > 0 ? 1 + parkStops.length : 1;
  const affordable = Math.max(1, Math.floor(opts.duration / minNights));
  // Moving stops into towns can push a day past the limit: then add a drive day while spare days remain.
  let driveDays = Math.min(opts.duration, Math.max(needed, Math.min(preferred, affordable)));
  let { positions, longest } = layout(driveDays);
  while (longest > limitMiles + 0.5 && driveDays < opts.duration) {
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
  let prevPos = 0;
  const warnings: string[] = [];
  positions.forEach(({ pos: at, stop }, i) => {
    // Road miles: through any park waypoint passed on the way, from and to the actual stop points.
    const miles = legMiles(prev, prevPos, stop, at);
    const hours = miles / opts.speedMph;
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
      });
    }
    prev = stop;
    prevPos = at;
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
