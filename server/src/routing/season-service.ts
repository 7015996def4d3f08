import { segmentsOnLine } from './restricted-segments';
import type { RouteRequest, RouteRestriction, RoutedPath } from './core/road-types';
import type { SeasonTables } from './core/seasons';
import { passCounted, passMode, roadsOn, roadUncertainNote, winterOn } from './core/seasons';
import { asSegment, sharedSeasonTables } from './seasons';
import { shoulderStates } from './core/chain-law-seasons';

/**
 * A routing service (OSRM, Mapbox) cannot take the season tables: its line is checked against them
 * for the request's dates. A line over a seasonal road closed then, or over a mountain pass in
 * winter (or at any time when the traveller asked to avoid passes; a main road's winter pass only
 * from November to April), is not to be used: null, and
 * the bundled graph routes that leg by the seasons' own rules (road-seasons.ts: around the closed
 * road or the pass, or over a pass with no way round within reach, each day saying so). Otherwise
 * the day warns of each seasonal road the line drives in its uncertain weeks.
 */
export function seasonNotesOnLine(
  path: Pick<RoutedPath, 'lat' | 'lng'>,
  req: RouteRequest,
  tables: SeasonTables = sharedSeasonTables(),
): RouteRestriction[] | null {
  const mode = passMode(req);
  const { closed, uncertain } = roadsOn(tables.roads, req);
  const shoulder = shoulderStates(tables.chainLaws, req);
  if (mode === 'none' && closed.length === 0 && uncertain.length === 0 && shoulder.length === 0) return [];
  const all = { propaneOnBoard: true };
  // A main road's winter pass counts only on winter days (named there, never gone around).
  const winter = winterOn(req);
  // A pass in a state whose chain-law season covers the date is named too: the bundled graph routes that leg.
  const passes = tables.passes.filter((p) => passCounted(p, mode, winter, shoulder.includes(p.state)));
  if (passes.length > 0 && segmentsOnLine(path, passes.map(asSegment), all).length > 0) return null;
  const out: RouteRestriction[] = [];
  for (const { segment, index } of segmentsOnLine(path, tables.roads.map(asSegment), all)) {
    const i = tables.roads.findIndex((r) => r.id === segment.id);
    if (closed.includes(i)) return null;
    if (uncertain.includes(i))
      out.push({ id: segment.id, kind: 'passes', note: roadUncertainNote(tables.roads[i]), index });
  }
  return out.sort((a, b) => a.index - b.index);
}
