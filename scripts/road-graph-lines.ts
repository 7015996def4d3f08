// The road graph builder's lines (scripts/build-road-graph.ts): the source features and the park roads
// as lines of vertices on a 1e-5 degree grid, each with its road's name and class, and the merge of
// line ends a metre or two from another vertex.
import {
  CLASS_INTERSTATE,
  CLASS_PARKWAY,
  CLASS_SLOW,
  CLASS_STATE,
  CLASS_US,
} from '../server/src/routing/core/graph-format';
import type { OverlayLine } from './park-roads';

export interface Feature {
  properties: { state: string; class: string; num: string; name: string };
  geometry: { type: string; coordinates: Array<[number, number]> };
}

/** A line of the graph: its vertices in order, its road (index into the names) and the road's class. */
export interface Line {
  pts: number[];
  ref: number;
  cls: number;
}

// Road reference as signs show it: "I-70", "US-191", "CO-13"; business routes keep their suffix.
export function roadRef(p: Feature['properties']): { ref: string; cls: number } {
  const num = p.num.trim();
  const business = /\bBus\b/.test(p.name);
  if (p.class === 'I')
    return { ref: `I-${num}${business ? ' Bus' : ''}`, cls: business ? CLASS_US : CLASS_INTERSTATE };
  if (p.class === 'US')
    return { ref: `US-${num}${business ? ' Bus' : ''}`, cls: business ? CLASS_STATE : CLASS_US };
  return { ref: `${p.state}-${num}`, cls: CLASS_STATE };
}

const gridKey = (x: number, y: number) => (x + 20000000) * 1e8 + (y + 10000000);

/** Vertices on the 1e-5 degree grid (x: longitude, y: latitude, in 1e-5 degrees): one id per point. */
export class Vertices {
  readonly vx: number[] = [];
  readonly vy: number[] = [];
  private readonly ids = new Map<number, number>();

  /** The vertex at the point, made when new. */
  id(x: number, y: number): number {
    const key = gridKey(x, y);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.vx.length;
      this.vx.push(x);
      this.vy.push(y);
      this.ids.set(key, id);
    }
    return id;
  }

  /** The vertex at the point, if there is one. */
  find(x: number, y: number): number | undefined {
    return this.ids.get(gridKey(x, y));
  }

  get size(): number {
    return this.vx.length;
  }
}

/** A park road's stretches between the places it goes through, each with its published length. */
export interface OverlayStretch {
  line: number;
  anchors: number[];
  metres: number[];
}

/** Everything the builder's steps work on: the vertices, the road names and the lines. */
export interface RoadLines {
  v: Vertices;
  refs: string[];
  lines: Line[];
  overlayStretches: OverlayStretch[];
  /** The lines before this many are the source's (the park roads and joins come after). */
  sourceLines: number;
  /** Vertices of the lines that stay nodes though only one road passes them (keepVertices). */
  keptVertices: number[];
}

/** The source features' lines, then the park roads (scripts/park-roads.ts) by their own names. */
const OVERLAY_CLASS = { state: CLASS_STATE, parkway: CLASS_PARKWAY, slow: CLASS_SLOW } as const;

export function readLines(features: Feature[], overlay: OverlayLine[]): RoadLines {
  const v = new Vertices();
  const refs: string[] = [];
  const refIndex = new Map<string, number>();
  const refOf = (name: string) => {
    let r = refIndex.get(name);
    if (r === undefined) {
      r = refs.length;
      refs.push(name);
      refIndex.set(name, r);
    }
    return r;
  };
  const lines: Line[] = [];
  for (const f of features) {
    if (f.geometry?.type !== 'LineString') continue;
    const { ref, cls } = roadRef(f.properties);
    const r = refOf(ref);
    const pts: number[] = [];
    for (const [lng, lat] of f.geometry.coordinates) {
      const id = v.id(Math.round(lng * 1e5), Math.round(lat * 1e5));
      if (pts[pts.length - 1] !== id) pts.push(id);
    }
    if (pts.length >= 2) lines.push({ pts, ref: r, cls });
  }
  for (const o of overlay)
    for (const stretch of o.replaces ?? []) cutReplacedStretch(v, lines, refIndex, o.name, stretch);
  // Park roads: state-class roads by their own name (parkway- or slow-class where the row gives a
  // slower speed or says gravel); every place they go through stays a node, and each stretch between two of
  // them gets its published length.
  const overlayStretches: OverlayStretch[] = [];
  for (const o of overlay) {
    const r = refOf(o.name);
    const pts = o.pts.map(([x, y]) => v.id(x, y));
    const anchors = o.anchors.map(([x, y]) => v.id(x, y));
    overlayStretches.push({ line: lines.length, anchors, metres: o.stretchMetres });
    lines.push({ pts, ref: r, cls: OVERLAY_CLASS[o.speedClass ?? 'state'] });
  }
  return { v, refs, lines, overlayStretches, sourceLines: lines.length - overlay.length, keptVertices: [] };
}

/**
 * Points of the source lines (1e-5 degrees) kept as nodes: a town or campground beside a long edge
 * of one road snaps to its nearest node, which without them may be a park road's place across a
 * ridge (Grand Lake on US-34, one edge from Deer Ridge to Granby). Each must be a vertex of a line.
 */
export function keepVertices(rl: RoadLines, points: Array<[number, number]>): void {
  for (const [x, y] of points) {
    const id = rl.v.find(x, y);
    if (id === undefined || !rl.lines.some((l, li) => li < rl.sourceLines && l.pts.includes(id)))
      throw new Error(`kept node ${x * 1e-5},${y * 1e-5} is not a vertex of the highway lines`);
    rl.keptVertices.push(id);
  }
}

// Cuts out of a source line of the road the points between two of its vertices, which a park road
// replaces: the line keeps its parts before and after (a part of one point is dropped).
function cutReplacedStretch(
  v: Vertices,
  lines: Line[],
  refIndex: Map<string, number>,
  parkRoad: string,
  { road, from, to }: NonNullable<OverlayLine['replaces']>[number],
): void {
  const a = v.find(from[0], from[1]) ?? -1;
  const b = v.find(to[0], to[1]) ?? -1;
  const ref = refIndex.get(road);
  const li = lines.findIndex((l) => l.ref === ref && l.pts.includes(a) && l.pts.includes(b));
  if (li < 0)
    throw new Error(
      `${parkRoad} replaces a stretch of ${road}, but no line of ${road} has both its ends as vertices`,
    );
  const { pts } = lines[li];
  const [lo, hi] = [pts.indexOf(a), pts.indexOf(b)].sort((x, y) => x - y);
  const parts = [pts.slice(0, lo + 1), pts.slice(hi)].filter((p) => p.length >= 2);
  if (parts.length === 0) lines.splice(li, 1);
  else {
    lines[li].pts = parts[0];
    if (parts[1]) lines.push({ ...lines[li], pts: parts[1] });
  }
}

// The nearest other vertex within 3e-5 degrees of a line end that is not itself merged away, or -1.
function nearestVertex(v: Vertices, end: number, alias: Map<number, number>): number {
  let best = -1;
  let bestD = Infinity;
  for (let dx = -3; dx <= 3; dx++)
    for (let dy = -3; dy <= 3; dy++) {
      if (dx === 0 && dy === 0) continue;
      const id = v.find(v.vx[end] + dx, v.vy[end] + dy);
      if (id === undefined || alias.has(id)) continue;
      const d = dx * dx + dy * dy;
      if (d < bestD || (d === bestD && id < best)) {
        bestD = d;
        best = id;
      }
    }
  return best;
}

/**
 * Line ends a metre or two from another vertex are the same place (the source rounds each line on
 * its own): merges them, or the road breaks there. Returns how many ends were merged.
 */
export function mergeNearEnds({ v, lines }: RoadLines): number {
  const alias = new Map<number, number>();
  for (const l of lines) {
    for (const end of [l.pts[0], l.pts[l.pts.length - 1]]) {
      if (alias.has(end)) continue;
      const best = nearestVertex(v, end, alias);
      if (best >= 0) alias.set(end, best);
    }
  }
  for (const l of lines) {
    const pts: number[] = [];
    for (const p of l.pts) {
      const id = alias.get(p) ?? p;
      if (pts[pts.length - 1] !== id) pts.push(id);
    }
    l.pts = pts;
  }
  return alias.size;
}
