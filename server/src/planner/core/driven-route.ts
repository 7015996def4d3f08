import { mainRoads } from '../../routing/core/road-geometry';
import type { Leg, OptionDraft } from './plan-state';
import { dayLeg } from './plan-state';

// The route as its days drive it. A day whose night was re-routed (to a park off the option's path,
// around a closed road) drives its own leg, not the option's path: the route's main roads, the parks
// along the way and what the route says of its Interstates come from the days' legs, so the route
// never names a road the trip does not drive.

type Run = { name: string; miles: number; interstate: boolean };

const legsOf = (option: OptionDraft): Leg[] =>
  option.skeleton.filter((s) => !s.restDay).map((s) => dayLeg(option, s));

/** The named roads the days drive, in order, with their miles; null when a leg's router named none. */
function drivenRuns(option: OptionDraft): Run[] | null {
  const runs: Run[] = [];
  for (const leg of legsOf(option)) {
    if (!leg.path.roadRuns) return null;
    const cum = leg.path.cumMiles;
    for (const r of leg.path.roadRuns) {
      const a = Math.max(r.from, leg.from);
      const b = Math.min(r.to, leg.to);
      if (b > a) runs.push({ name: r.name, miles: cum[b]! - cum[a]!, interstate: r.interstate });
    }
  }
  return runs;
}

/** Whether every day drives a stretch of the option's own path. */
const onOwnPath = (option: OptionDraft) => legsOf(option).every((l) => l.path === option.path);

const drivenMiles = (option: OptionDraft) =>
  legsOf(option).reduce((sum, l) => sum + l.path.cumMiles[l.to]! - l.path.cumMiles[l.from]!, 0);

/** The main roads the days drive, in order, as signs show them. */
export function drivenRoads(option: OptionDraft): string[] {
  const runs = drivenRuns(option);
  if (runs) return mainRoads(runs, drivenMiles(option));
  if (onOwnPath(option)) return option.path.roads;
  return [...new Set(legsOf(option).flatMap((l) => l.path.roads))];
}

/** The Interstates among the main roads the days drive. */
export function drivenInterstates(option: OptionDraft): string[] {
  const roads = drivenRoads(option);
  const runs = drivenRuns(option);
  if (!runs) return roads.filter((r) => /^I-\d/.test(r));
  return [...new Set(runs.filter((r) => r.interstate).map((r) => r.name))].filter((n) => roads.includes(n));
}

/** The days' legs joined into one line with its road miles from the start (the parks along the way read it). */
export function drivenLine(option: OptionDraft): { lat: number[]; lng: number[]; cumMiles: number[] } {
  const line = { lat: [] as number[], lng: [] as number[], cumMiles: [] as number[] };
  let before = 0;
  for (const { path, from, to } of legsOf(option)) {
    for (let i = from; i <= to; i++) {
      line.lat.push(path.lat[i]!);
      line.lng.push(path.lng[i]!);
      line.cumMiles.push(before + path.cumMiles[i]! - path.cumMiles[from]!);
    }
    before += path.cumMiles[to]! - path.cumMiles[from]!;
  }
  return line.lat.length > 0 ? line : option.path;
}
