import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from '../repo-root';
import type { RoadGraph } from './graph';
import type { RouteRequest } from './road-types';

/**
 * Road segments an RV may not drive (data/restricted-segments.json, sources in data/SOURCES.md):
 * closed to everyone (a collapsed bridge the road data predates), or closed to rigs carrying propane
 * (tunnels whose authority bans it). Each is found in the road graph by geometry: the edges of one
 * of its roads whose line enters its polygon, drawn over the structure's water crossing.
 */
const lngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
export const restrictedSegmentSchema = z.object({
  id: z.string().min(1),
  /** As a sentence names it: "the Fort McHenry Tunnel". */
  name: z.string().min(1),
  /** The road as signs show it ("I-95"). */
  road: z.string().min(1),
  /** The graph's road names the segment's edges carry. */
  roads: z.array(z.string().min(1)).min(1),
  restriction: z.enum(['closed', 'propane']),
  /** Why, as the day says it: "propane is banned over 10 lb". */
  reason: z.string().min(1),
  authority: z.string().min(1),
  sourceUrl: z.string().url(),
  at: z.object({ latitude: z.number(), longitude: z.number() }),
  /** A closed ring of [longitude, latitude] around the structure. */
  polygon: z.array(lngLat).min(4),
});
export type RestrictedSegment = z.infer<typeof restrictedSegmentSchema>;

const fileSchema = z.object({ segments: z.array(restrictedSegmentSchema) });

export const RESTRICTED_SEGMENTS_FILE = path.join(findRepoRoot(), 'data/restricted-segments.json');

export function loadRestrictedSegments(file = RESTRICTED_SEGMENTS_FILE): RestrictedSegment[] {
  return fileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).segments;
}

let shared: RestrictedSegment[] | undefined;
/** The bundled table, read once. */
export function sharedRestrictedSegments(): RestrictedSegment[] {
  shared ??= loadRestrictedSegments();
  return shared;
}

/** Whether a route for this request must keep off the segment. */
export const segmentApplies = (s: RestrictedSegment, req: Pick<RouteRequest, 'propaneOnBoard'>) =>
  s.restriction === 'closed' || req.propaneOnBoard === true;

/** What the day says when its drive went around the segment. */
export const avoidedNote = (s: RestrictedSegment) =>
  `Avoided ${s.name} (${s.road}): ${s.reason} (${s.authority}).`;

/** What the day says when a routing service's drive goes through it (the service cannot take our table). */
export const passesNote = (s: RestrictedSegment, service: string) =>
  `This drive, as ${service} routes it, goes through ${s.name} (${s.road}): ${s.reason} (${s.authority}). The service cannot avoid it for your rig: find another way around before you go.`;

// Planar geometry in degrees: the polygons span a few hundred metres.
function insidePolygon(x: number, y: number, ring: ReadonlyArray<readonly [number, number]>): boolean {
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
  ring: ReadonlyArray<readonly [number, number]>,
): boolean {
  if (insidePolygon(p[0], p[1], ring) || insidePolygon(q[0], q[1], ring)) return true;
  for (let i = 1; i < ring.length; i++) if (segmentsCross(p, q, ring[i - 1], ring[i])) return true;
  return false;
}

const bbox = (ring: ReadonlyArray<readonly [number, number]>) => ({
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
function lineMeets(line: number[][], ring: RestrictedSegment['polygon']): boolean {
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
export function segmentEdges(graph: RoadGraph, segments: readonly RestrictedSegment[]): number[][] {
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

/** The segments (applying to the request) a drawn line goes through, each with its nearest point. */
export function segmentsOnLine(
  line: { lat: number[]; lng: number[] },
  segments: readonly RestrictedSegment[],
  req: Pick<RouteRequest, 'propaneOnBoard'>,
): Array<{ segment: RestrictedSegment; index: number }> {
  const points = line.lat.map((lat, i) => [line.lng[i], lat]);
  return segments
    .filter((s) => segmentApplies(s, req) && lineMeets(points, s.polygon))
    .map((segment) => ({ segment, index: nearestIndex(line, segment.at) }));
}

/** The index of the line's point nearest a place. */
export function nearestIndex(line: { lat: number[]; lng: number[] }, at: RestrictedSegment['at']): number {
  const cos = Math.cos((at.latitude * Math.PI) / 180);
  let best = 0;
  let bestD = Infinity;
  for (let i = 0; i < line.lat.length; i++) {
    const d = Math.hypot((line.lng[i] - at.longitude) * cos, line.lat[i] - at.latitude);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}
