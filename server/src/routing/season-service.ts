import { segmentsOnLine } from './restricted-segments';
import type { RouteRequest, RouteRestriction, RoutedPath } from './core/road-types';
import { placeWithRoad } from './core/notes';
import type { SeasonTables } from './core/seasons';
import { passMode, roadsOn, roadUncertainNote } from './core/seasons';
import { asSegment, sharedSeasonTables } from './seasons';

const feet = (n: number) => `${n.toLocaleString('en-US')} ft`;

/**
 * A routing service (OSRM, Mapbox) cannot take the season tables: its line is checked against them
 * for the request's dates, and the day warns of a seasonal road closed then, a road in its
 * uncertain weeks, and a pass crossed in winter (or although the traveller asked to avoid passes).
 */
export function seasonWarningsOnLine(
  path: Pick<RoutedPath, 'lat' | 'lng'>,
  req: RouteRequest,
  service: string,
  tables: SeasonTables = sharedSeasonTables(),
): RouteRestriction[] {
  const mode = passMode(req);
  const { closed, uncertain } = roadsOn(tables.roads, req);
  if (mode === 'none' && closed.length === 0 && uncertain.length === 0) return [];
  const all = { propaneOnBoard: true };
  const out: RouteRestriction[] = [];
  for (const { segment, index } of segmentsOnLine(path, tables.roads.map(asSegment), all)) {
    const i = tables.roads.findIndex((r) => r.id === segment.id);
    const r = tables.roads[i];
    if (closed.includes(i))
      out.push({
        id: r.id,
        kind: 'passes',
        note: `This drive, as ${service} routes it, goes over ${placeWithRoad(r.name, r.road)}, which is usually closed for winter on this date (${r.authority}): find another way around before you go.`,
        index,
      });
    else if (uncertain.includes(i)) out.push({ id: r.id, kind: 'passes', note: roadUncertainNote(r), index });
  }
  if (mode !== 'none')
    for (const { segment, index } of segmentsOnLine(path, tables.passes.map(asSegment), all)) {
      const p = tables.passes.find((x) => x.id === segment.id)!;
      const law = tables.chainLaws[p.state];
      out.push({
        id: p.id,
        kind: 'passes',
        note: `This drive, as ${service} routes it, crosses ${p.name} (${p.road}, ${feet(p.elevationFeet)})${mode === 'avoid' ? ' although you asked to avoid mountain passes' : ' in winter'}. ${law.note} (${law.authority}: ${law.sourceUrl}).`,
        index,
      });
    }
  return out.sort((a, b) => a.index - b.index);
}
