import type { RoadGraph } from '../graph';
import type { RestrictedSegment } from '../restricted-segments';
import { insidePolygon, lineEntersPolygon } from '../restricted-segments';
import { edgeLineOf } from './edge-index';
import type { BlockedEdges } from './road-search';

// Samples along one straight piece of an edge's line to find where a polygon starts and ends on it.
const SAMPLES = 24;

/**
 * Which stretch of an edge each restricted or seasonal row holds, as fractions of the edge's line.
 * The search blocks whole edges, but a route that starts or ends midway along an edge drives only
 * part of it: Springdale lies on the 40-mile UT-9 edge that also holds the Zion-Mount Carmel tunnel,
 * and a rig too tall for the tunnel still reaches Springdale from Hurricane, the other way.
 */
export class EdgeSpans {
  private readonly spans = new Map<number, Array<[number, number]>>();

  constructor(private readonly graph: RoadGraph) {}

  /** Records the stretch of each edge the row holds (its polygon on the edge; none: all of it). */
  add(row: Pick<RestrictedSegment, 'polygon'>, edges: readonly number[]): void {
    for (const e of edges) {
      const span = row.polygon ? spanOnEdge(this.graph, e, row.polygon) : ([0, 1] as [number, number]);
      const list = this.spans.get(e);
      if (list) list.push(span);
      else this.spans.set(e, [span]);
    }
  }

  /** Whether the stretch lo..hi of edge e holds part of a row's stretch. */
  overlaps(e: number, lo: number, hi: number): boolean {
    const list = this.spans.get(e);
    if (!list) return false;
    return (
      list.some(([a, b]) => lo < b && hi > a) || (lo === hi && list.some(([a, b]) => lo >= a && lo <= b))
    );
  }

  /**
   * Whether the stretch lo..hi of edge e is blocked now: the edge is blocked and the stretch holds a
   * row's part of it (an edge blocked by no row, a city street kept off by a detour rule, whole).
   * Where an edge holds two rows and only one is blocked, the other's stretch counts too: rare, and
   * it only sends a route the longer way.
   */
  blocked(blocked: BlockedEdges, e: number, lo: number, hi: number): boolean {
    if (blocked[e] !== 1) return false;
    return !this.spans.has(e) || this.overlaps(e, lo, hi);
  }
}

/** The stretch of edge e (fractions of its line) inside a polygon, widened to the samples around it. */
export function spanOnEdge(
  graph: RoadGraph,
  e: number,
  ring: NonNullable<RestrictedSegment['polygon']>,
): [number, number] {
  const line = edgeLineOf(graph, e);
  let lo = Infinity;
  let hi = -Infinity;
  for (let k = 1; k < line.xs.length; k++) {
    const p = [line.xs[k - 1] * 1e-5, line.ys[k - 1] * 1e-5];
    const q = [line.xs[k] * 1e-5, line.ys[k] * 1e-5];
    if (!lineEntersPolygon(p, q, ring)) continue;
    const a = line.at[k - 1];
    const b = line.at[k];
    let found = false;
    for (let s = 0; s <= SAMPLES; s++) {
      const t = s / SAMPLES;
      if (!insidePolygon(p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]), ring)) continue;
      // The polygon's edge lies within one sample of an inside sample.
      lo = Math.min(lo, a + (b - a) * Math.max(0, (s - 1) / SAMPLES));
      hi = Math.max(hi, a + (b - a) * Math.min(1, (s + 1) / SAMPLES));
      found = true;
    }
    if (!found) {
      // Crosses a corner between samples: the whole piece.
      lo = Math.min(lo, a);
      hi = Math.max(hi, b);
    }
  }
  return lo <= hi ? [lo, hi] : [0, 1];
}

/**
 * A leg's edges as the restriction and season rules read them, with the stretch driven of each edge
 * the leg drives only in part (its start's and its end's edges): a rule whose portals must both be
 * driven (restricted-segments.ts) asks whether the stretch reaches a portal, not only the edge.
 */
export type LegEdges = number[] & { stretches?: ReadonlyMap<number, readonly [number, number]> };
