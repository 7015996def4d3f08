import type { RoadGraph } from './graph';

/**
 * Where a restricted row lies in the road graph, by geometry: the edges of one of its roads whose
 * line enters its ring (restricted-segments.ts). Planar geometry in degrees: the rings span a few
 * hundred metres to a few dozen miles.
 */
export type Ring = ReadonlyArray<readonly [number, number]>;

/** What the edge finder reads of a row: its roads' names, its ring (absent: every edge of its roads) and its portals. */
export interface RowGeometry {
  roads: readonly string[];
  polygon?: Ring;
  portals?: readonly Ring[];
}

function insidePolygon(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const cross = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

function segmentsCross(p: number[], q: number[], a: readonly number[], b: readonly number[]): boolean {
  const d1 = cross(a[0], a[1], b[0], b[1], p[0], p[1]);
  const d2 = cross(a[0], a[1], b[0], b[1], q[0], q[1]);
  const d3 = cross(p[0], p[1], q[0], q[1], a[0], a[1]);
  const d4 = cross(p[0], p[1], q[0], q[1], b[0], b[1]);
  return d1 * d2 <= 0 && d3 * d4 <= 0 && !(d1 === 0 && d2 === 0);
}

/** Whether the line from p to q ([lng, lat]) enters the polygon. */
export function lineEntersPolygon(
  p: number[],
  q: number[],
  ring: Ring,
): boolean {
  if (insidePolygon(p[0], p[1], ring) || insidePolygon(q[0], q[1], ring)) return true;
  for (let i = 1; i < ring.length; i++) if (segmentsCross(p, q, ring[i - 1], ring[i])) return true;
  return false;
}

const bbox = (ring: Ring) => ({
  w: Math.min(...ring.map((c) => c[0])),
  e: Math.max(...ring.map((c) => c[0])),
  s: Math.min(...ring.map((c) => c[1])),
  n: Math.max(...ring.map((c) => c[1])),
});

/** The points of edge e as [lng, lat], from A to B. */
function edgeLine(graph: RoadGraph, e: number): number[][] {
  const line = [[graph.nodeLng[graph.edgeA[e]] * 1e-5, graph.nodeLat[graph.edgeA[e]] * 1e-5]];
  for (let k = graph.ptStart[e]; k < graph.ptStart[e + 1]; k++)
    line.push([graph.pts[2 * k] * 1e-5, graph.pts[2 * k + 1] * 1e-5]);
  line.push([graph.nodeLng[graph.edgeB[e]] * 1e-5, graph.nodeLat[graph.edgeB[e]] * 1e-5]);
  return line;
}

/** Whether a line of points enters the polygon, tested only where its box meets the polygon's. */
export function lineMeets(line: number[][], ring: Ring | undefined): boolean {
  if (!ring) return true;
  const b = bbox(ring);
  for (let i = 1; i < line.length; i++) {
    const [p, q] = [line[i - 1], line[i]];
    if (Math.max(p[0], q[0]) < b.w || Math.min(p[0], q[0]) > b.e) continue;
    if (Math.max(p[1], q[1]) < b.s || Math.min(p[1], q[1]) > b.n) continue;
    if (lineEntersPolygon(p, q, ring)) return true;
  }
  return false;
}

/** The graph edges of each segment: edges of one of its roads whose line enters its polygon. */
export function segmentEdges(graph: RoadGraph, segments: readonly RowGeometry[]): number[][] {
  const found = segments.map(() => [] as number[]);
  const byName = new Map<number, number[]>();
  segments.forEach((s, i) =>
    s.roads.forEach((road) => {
      const n = graph.names.indexOf(road);
      if (n >= 0) byName.set(n, [...(byName.get(n) ?? []), i]);
    }),
  );
  if (byName.size === 0) return found;
  for (let e = 0; e < graph.edgeCount; e++) {
    const of = byName.get(graph.edgeName[e]);
    if (!of) continue;
    const line = edgeLine(graph, e);
    for (const i of of) if (lineMeets(line, segments[i].polygon)) found[i].push(e);
  }
  return found;
}

/** For each segment with portals, the edges of its roads in each portal's ring. */
export function portalEdges(
  graph: RoadGraph,
  segments: readonly RowGeometry[],
): Array<number[][] | undefined> {
  const rows = segments.flatMap((s) => (s.portals ?? []).map((polygon) => ({ ...s, polygon })));
  const found = segmentEdges(graph, rows);
  let k = 0;
  return segments.map((s) => (s.portals ? s.portals.map(() => found[k++]) : undefined));
}
