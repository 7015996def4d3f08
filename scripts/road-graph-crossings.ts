// The road graph builder's segment grid, the splits of line segments at new vertices, and a node
// wherever two different lines cross (scripts/build-road-graph.ts).
import type { Line, RoadLines } from './road-graph-lines';

/** Degrees, for the segment grid. */
export const CELL = 0.05;

/** Grid cell -> [line, seg, line, seg, ...] of the segments whose bounding box touches the cell. */
export type SegmentGrid = Map<number, number[]>;

export const cellKey = (cx: number, cy: number) => (cx + 4000) * 10000 + (cy + 4000);
export const cellOf = (v: number) => Math.floor((v * 1e-5) / CELL);

export function buildGrid({ v, lines }: RoadLines): SegmentGrid {
  const { vx, vy } = v;
  const grid: SegmentGrid = new Map();
  lines.forEach((l, li) => {
    for (let s = 0; s < l.pts.length - 1; s++) {
      const a = l.pts[s];
      const b = l.pts[s + 1];
      const x0 = cellOf(Math.min(vx[a], vx[b]));
      const x1 = cellOf(Math.max(vx[a], vx[b]));
      const y0 = cellOf(Math.min(vy[a], vy[b]));
      const y1 = cellOf(Math.max(vy[a], vy[b]));
      for (let cx = x0; cx <= x1; cx++)
        for (let cy = y0; cy <= y1; cy++) {
          const k = cellKey(cx, cy);
          const c = grid.get(k);
          if (c) c.push(li, s);
          else grid.set(k, [li, s]);
        }
    }
  });
  return grid;
}

/** Vertices to insert into line segments, gathered first and applied at once: line -> segment -> [t, vertex][]. */
export class Splits {
  private readonly byLine = new Map<number, Map<number, Array<[number, number]>>>();

  add(line: number, seg: number, t: number, v: number): void {
    let m = this.byLine.get(line);
    if (!m) this.byLine.set(line, (m = new Map()));
    const list = m.get(seg);
    if (list) list.push([t, v]);
    else m.set(seg, [[t, v]]);
  }

  /** Inserts every split vertex into its line, in order along each segment, and forgets them. */
  apply(lines: Line[]): void {
    for (const [li, m] of this.byLine) {
      const old = lines[li].pts;
      const pts: number[] = [old[0]];
      for (let s = 0; s < old.length - 1; s++) {
        const list = m.get(s);
        if (list) {
          list.sort((a, b) => a[0] - b[0]);
          for (const [, v] of list) if (pts[pts.length - 1] !== v) pts.push(v);
        }
        if (pts[pts.length - 1] !== old[s + 1]) pts.push(old[s + 1]);
      }
      lines[li].pts = pts;
    }
    this.byLine.clear();
  }
}

// How near one of its places (300 m, in 1e-5 degrees of latitude) a park road's crossing is a junction.
const PARK_JUNCTION = 300 / 1.11195;

// A park road meets another road where it crosses it only near one of its places (a junction placed
// by hand a little off the highway's line); elsewhere it goes over or under it (Acadia's Park Loop
// Road passes under ME-3 at Blackwoods Bridge). Lines of the source meet wherever they cross.
function parkRoadMeets(rl: RoadLines, li: number, ix: number, iy: number): boolean {
  if (li < rl.sourceLines) return true;
  const { vx, vy } = rl.v;
  const stretch = rl.overlayStretches.find((o) => o.line === li);
  const cosLat = Math.cos(iy * 1e-5 * (Math.PI / 180));
  return (stretch?.anchors ?? []).some((p) => Math.hypot((vx[p] - ix) * cosLat, vy[p] - iy) <= PARK_JUNCTION);
}

// The crossings of the segments in one grid cell (each counted in the cell that holds its point).
function crossCell(rl: RoadLines, splits: Splits, k: number, c: number[]): number {
  const { v, lines } = rl;
  const { vx, vy } = v;
  const cx = Math.floor(k / 10000) - 4000;
  const cy = (k % 10000) - 4000;
  let crossings = 0;
  for (let i = 0; i < c.length; i += 2) {
    const la = lines[c[i]].pts;
    const a1 = la[c[i + 1]];
    const a2 = la[c[i + 1] + 1];
    for (let j = i + 2; j < c.length; j += 2) {
      if (c[j] === c[i]) continue;
      const lb = lines[c[j]].pts;
      const b1 = lb[c[j + 1]];
      const b2 = lb[c[j + 1] + 1];
      if (a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2) continue;
      const rx = vx[a2] - vx[a1];
      const ry = vy[a2] - vy[a1];
      const sx = vx[b2] - vx[b1];
      const sy = vy[b2] - vy[b1];
      const den = rx * sy - ry * sx;
      if (den === 0) continue;
      const qx = vx[b1] - vx[a1];
      const qy = vy[b1] - vy[a1];
      const t = (qx * sy - qy * sx) / den;
      const u = (qx * ry - qy * rx) / den;
      if (t < 0 || t > 1 || u < 0 || u > 1) continue;
      const ix = vx[a1] + t * rx;
      const iy = vy[a1] + t * ry;
      if (!parkRoadMeets(rl, c[i], ix, iy) || !parkRoadMeets(rl, c[j], ix, iy)) continue;
      // Count each crossing once: in the cell that holds the crossing point.
      if (cellOf(ix) !== cx || cellOf(iy) !== cy) continue;
      const p = v.id(Math.round(ix), Math.round(iy));
      if (p !== a1 && p !== a2) splits.add(c[i], c[i + 1], t, p);
      if (p !== b1 && p !== b2) splits.add(c[j], c[j + 1], u, p);
      crossings++;
    }
  }
  return crossings;
}

/** A node wherever two different lines cross (a park road only near its places): returns how many crossings were found. */
export function splitCrossings(rl: RoadLines): number {
  const grid = buildGrid(rl);
  const splits = new Splits();
  let crossings = 0;
  for (const [k, c] of grid) crossings += crossCell(rl, splits, k, c);
  splits.apply(rl.lines);
  return crossings;
}
