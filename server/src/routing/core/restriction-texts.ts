import type { RouteRestriction } from './road-types';

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
 * What a day says of its leg's roads: a ferry crossed and what was gone around or ended short of are
 * notes; what is driven on a condition or through (a pass in winter, a road in its uncertain weeks),
 * warnings. The planner's days (planner/core/steps/day-notes.ts) and a re-routed day's leg
 * (/api/road-route/legs, road-work.ts) say the same.
 */
export function restrictionTexts(all: readonly RouteRestriction[]): { notes: string[]; warnings: string[] } {
  // A road gone around on the way that the drive also ends short of is said once, as the end short.
  const ends = new Set(all.filter((r) => r.short === true).map((r) => r.id));
  const on = all.filter((r) => !(goneAroundOnly(r) && ends.has(r.id)));
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
