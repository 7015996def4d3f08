import { builtinRouter } from './builtin';
import type { RoadRouter } from './core/road-types';
import type { SeasonTables } from './core/seasons';
import type { LineRow, RowOnLine } from './line-follow';
import { createLineFollow } from './line-follow';
import { sharedRoadRules } from './road-ferries';
import type { RestrictedSegment, RigRequest } from './restricted-segments';
import { STRUCTURE_KINDS, nearestIndex, segmentRule } from './restricted-segments';
import type { Ring } from './segment-geometry';
import { lineEntersPolygon } from './segment-geometry';
import { sharedSeasonTables } from './seasons';

type Line = { lat: number[]; lng: number[] };

/** What a drawn line drives of the tables, by row index, each at the line's point nearest the row. */
export interface DrivenRows {
  segments: RowOnLine[];
  passes: RowOnLine[];
  roads: RowOnLine[];
}

/** The tables a routing service's line is checked against, and the check. */
export interface ServiceRows {
  segments: readonly RestrictedSegment[];
  tables: SeasonTables;
  driven(line: Line): DrivenRows;
}

/**
 * The rows a routing service's line drives (it cannot take our tables): each by its own road, the
 * graph edges the router resolves it to (line-follow.ts), so a line beside a row's road, across it
 * or through its box is not taken for a drive over it. A tunnel's, a bridge's or a bridge-tunnel's
 * row and a pass are driven only past their point (the structure, the summit). A road ferry keeps
 * its corridor over the water (road-ferries.ts): a crossing has no road to follow, and nothing else
 * crosses there; a row with portals (SR-99's tunnel) is also driven only by a line through both.
 * `router`: the router whose edges the rows resolve to, built on these tables.
 */
export function createServiceRows(
  router: Pick<RoadRouter, 'graph' | 'rowEdges'>,
  segments: readonly RestrictedSegment[],
  tables: SeasonTables,
): ServiceRows {
  const edges = router.rowEdges;
  if (!edges) throw new Error('The router gives no row edges');
  // One check of the line for the three tables: their rows one after another.
  const rows: LineRow[] = [
    ...segments.map((s, i) => ({
      at: s.at,
      edges: s.ferry ? [] : edges.segments(i),
      atPoint: STRUCTURE_KINDS.has(s.kind),
    })),
    ...tables.passes.map((p, i) => ({ at: p.at, edges: edges.passes(i), atPoint: true })),
    ...tables.roads.map((r, i) => ({ at: r.at, edges: edges.roads(i) })),
  ];
  const follow = createLineFollow(router.graph, rows);
  const [passFrom, roadFrom] = [segments.length, segments.length + tables.passes.length];
  const of = (found: readonly RowOnLine[], from: number, to: number) =>
    found.filter(({ row }) => row >= from && row < to).map(({ row, index }) => ({ row: row - from, index }));
  const ferries = segments.flatMap((s, i) =>
    s.ferry && s.polygon ? [{ i, polygon: s.polygon, at: s.at }] : [],
  );
  const known = new WeakMap<number[], DrivenRows>();
  return {
    segments,
    tables,
    driven(line) {
      const was = known.get(line.lat);
      if (was) return was;
      const all = follow(line);
      const onRoads = of(all, 0, passFrom).filter(({ row }) => {
        const s = segments[row];
        return !s.ferry && (s.portals ?? []).every((ring) => lineInRing(line, ring));
      });
      const crossed = ferries.flatMap((f) =>
        lineInRing(line, f.polygon) ? [{ row: f.i, index: nearestIndex(line, f.at) }] : [],
      );
      const found = {
        segments: [...onRoads, ...crossed].sort((a, b) => a.row - b.row),
        passes: of(all, passFrom, roadFrom),
        roads: of(all, roadFrom, rows.length),
      };
      known.set(line.lat, found);
      return found;
    },
  };
}

/** Whether a line enters a ring, each of its pieces tested only where its box meets the ring's. */
function lineInRing(line: Line, ring: Ring): boolean {
  let [w, e, south, n] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [x, y] of ring)
    [w, e, south, n] = [Math.min(w, x), Math.max(e, x), Math.min(south, y), Math.max(n, y)];
  const { lat, lng } = line;
  for (let i = 1; i < lat.length; i++) {
    if (Math.max(lng[i - 1], lng[i]) < w || Math.min(lng[i - 1], lng[i]) > e) continue;
    if (Math.max(lat[i - 1], lat[i]) < south || Math.min(lat[i - 1], lat[i]) > n) continue;
    if (lineEntersPolygon([lng[i - 1], lat[i - 1]], [lng[i], lat[i]], ring)) return true;
  }
  return false;
}

let shared: ServiceRows | undefined;
/** The bundled tables on the bundled router's edges, built once. */
export function sharedServiceRows(): ServiceRows {
  shared ??= createServiceRows(builtinRouter(), sharedRoadRules(), sharedSeasonTables());
  return shared;
}

/**
 * The restricted segments a service's line drives that concern the request (ones to keep off, and
 * ones driven on a condition), each with its rule and the line's point nearest it.
 */
export function serviceSegmentsOn(
  line: Line,
  req: RigRequest,
  rows: ServiceRows = sharedServiceRows(),
): Array<{ segment: RestrictedSegment; index: number; rule: 'avoid' | 'notice' }> {
  return rows.driven(line).segments.flatMap(({ row, index }) => {
    const segment = rows.segments[row];
    const rule = segmentRule(segment, req);
    return rule === 'none' ? [] : [{ segment, index, rule }];
  });
}
