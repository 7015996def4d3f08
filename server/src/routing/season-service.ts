import type { RouteRequest, RouteRestriction, RoutedPath } from './core/road-types';
import { passCounted, passMode, roadsOn, roadUncertainNote, winterOn } from './core/seasons';
import type { ServiceRows } from './service-rows';
import { sharedServiceRows } from './service-rows';
import { shoulderStates } from './core/chain-law-seasons';

/**
 * A routing service (OSRM, Mapbox) cannot take the season tables: its line is checked against them
 * for the request's dates. A line over a seasonal road closed then, or over a mountain pass in
 * winter (or at any time when the traveller asked to avoid passes; a main road's winter pass only
 * from November to April), is not to be used: null, and
 * the bundled graph routes that leg by the seasons' own rules (road-seasons.ts: around the closed
 * road or the pass, or over a pass with no way round within reach, each day saying so). Otherwise
 * the day warns of each seasonal road the line drives in its uncertain weeks. A line drives a road
 * or a pass by following its own edges (service-rows.ts), not by entering a box round it.
 */
export function seasonNotesOnLine(
  path: Pick<RoutedPath, 'lat' | 'lng'>,
  req: RouteRequest,
  rows: ServiceRows = sharedServiceRows(),
): RouteRestriction[] | null {
  const { tables } = rows;
  const mode = passMode(req);
  const { closed, uncertain } = roadsOn(tables.roads, req);
  const shoulder = shoulderStates(tables.chainLaws, req);
  if (mode === 'none' && closed.length === 0 && uncertain.length === 0 && shoulder.length === 0) return [];
  // A main road's winter pass counts only on winter days (named there, never gone around).
  const winter = winterOn(req);
  // A pass in a state whose chain-law season covers the date is named too: the bundled graph routes that leg.
  const counted = (i: number) =>
    passCounted(tables.passes[i], mode, winter, shoulder.includes(tables.passes[i].state));
  const driven = rows.driven(path);
  if (driven.passes.some(({ row }) => counted(row))) return null;
  const out: RouteRestriction[] = [];
  for (const { row: i, index } of driven.roads) {
    if (closed.includes(i)) return null;
    if (uncertain.includes(i))
      out.push({ id: tables.roads[i].id, kind: 'passes', note: roadUncertainNote(tables.roads[i]), index });
  }
  return out.sort((a, b) => a.index - b.index);
}
