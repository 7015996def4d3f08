import type { RouteRestriction, RoutedPath } from './road-types';

/**
 * Whether r says only that the drive went around a road on the way (not a pass, not where the drive
 * ends short): a day that also ends short of that road (a park beyond it) says it once, as the end
 * short, which names the same closure and says why the drive ends where it does.
 */
export const goneAroundOnly = (r: RouteRestriction): boolean =>
  r.kind === 'avoided' && r.short !== true && r.pass !== true;

/** Whether `on` says r's road already, other than as gone around on the way (goneAroundOnly). */
export const saidBeyondGoneAround = (on: readonly RouteRestriction[], r: RouteRestriction): boolean =>
  on.some((o) => o.id === r.id && (o.note === r.note || !goneAroundOnly(o)));

/**
 * A route's rows with a road gone around on its last leg said once where that leg also ends short of
 * it: as the end short (goneAroundOnly). `lastFrom`: the route point its last leg starts at (0: the
 * rows are one leg's, as a day's). The route (road-route.ts) and a day's texts (restrictionTexts)
 * both decide it here; a road gone around on an earlier leg of a route is still said there.
 */
export function endsShortOnce<R extends RouteRestriction>(all: readonly R[], lastFrom = 0): R[] {
  const ends = new Set(all.filter((r) => r.short === true).map((r) => r.id));
  // A point where one leg ends belongs to that leg, not also to the next (as a day's stretch).
  const onLast = (r: R) => lastFrom === 0 || r.index > lastFrom;
  return all.filter((r) => !(goneAroundOnly(r) && ends.has(r.id) && onLast(r)));
}

/** The point a route's last leg starts at (its waypointIndex: where each place after the first is reached). */
export const lastLegFrom = (path: Pick<RoutedPath, 'waypointIndex'>): number =>
  path.waypointIndex.length >= 2 ? path.waypointIndex[path.waypointIndex.length - 2] : 0;

/**
 * What a day says of its leg's roads: a ferry crossed and what was gone around or ended short of are
 * notes; what is driven on a condition or through (a pass in winter, a road in its uncertain weeks),
 * warnings. The planner's days (planner/core/steps/day-notes.ts) and a re-routed day's leg
 * (/api/road-route/legs, road-work.ts) say the same.
 */
export function restrictionTexts(all: readonly RouteRestriction[]): { notes: string[]; warnings: string[] } {
  // A road gone around on the way that the drive also ends short of is said once, as the end short.
  const on = endsShortOnce(all);
  const unique = (kind: RouteRestriction['kind'], far = false) => [
    ...new Set(on.filter((r) => r.kind === kind && (r.far === true) === far).map((r) => r.note)),
  ];
  // A pass gone around, as asked, by a way more than twice the drive over it is a warning: the
  // traveller may choose the pass.
  return {
    notes: [...unique('ferry'), ...unique('avoided')],
    warnings: [...unique('condition'), ...unique('passes'), ...unique('avoided', true)],
  };
}
