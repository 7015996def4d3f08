import type { SeasonalRoad } from './seasons';
import type { DatedClosure } from '@shared/plan/dated-closures';

/** A closure's road as a seasonal-roads row with dates (the router's seasons read it: core/seasons.ts). */
export function asDatedRoad(c: DatedClosure): SeasonalRoad | undefined {
  if (!c.road) return undefined;
  const md = (iso: string) => iso.slice(5);
  return {
    id: c.id,
    name: c.road.name,
    road: c.road.road,
    roads: c.road.roads,
    at: c.road.at,
    radiusMiles: c.road.radiusMiles,
    sourceUrl: c.sourceUrl,
    checked: c.checked,
    authority: c.authority,
    // Not read for a dated row (its window is `dated`); kept for the row's shape.
    closes: md(c.from),
    opens: md(c.until ?? c.from),
    uncertainDays: Math.min(60, c.uncertainDays),
    season: c.sourceSays,
    confirmed: c.confirmed,
    ...(c.reportUrl ? { reportUrl: c.reportUrl } : {}),
    dated: { from: c.from, until: c.until, when: c.when, uncertainDays: c.uncertainDays },
  };
}
