import type { RouteRestriction } from './road-types';

/**
 * What a day says of its leg's roads: a ferry crossed and what was gone around or ended short of are
 * notes; what is driven on a condition or through (a pass in winter, a road in its uncertain weeks),
 * warnings. The planner's days (planner/core/steps/day-notes.ts) and a re-routed day's leg
 * (/api/road-route/legs, road-work.ts) say the same.
 */
export function restrictionTexts(on: readonly RouteRestriction[]): { notes: string[]; warnings: string[] } {
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
