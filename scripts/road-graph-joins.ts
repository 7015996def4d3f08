// The road graph builder's joins of open line ends (scripts/build-road-graph.ts): a line end that
// touches nothing is joined to the nearest segment within 1 km and to the nearest segment of another
// road; a line end its own road does not continue from is joined to that road's nearest other line.
import type { Line, RoadLines } from './road-graph-lines';
import { buildGrid, cellKey, cellOf, Splits, type SegmentGrid } from './road-graph-crossings';
import { metres } from './road-gaps';

const JOIN_METRES = 1000;
const toRad = Math.PI / 180;

interface Target {
  d: number;
  line: number;
  seg: number;
  t: number;
}
const none = (): Target => ({ d: Infinity, line: -1, seg: -1, t: 0 });

/** The nearest segment of another line, of another road and of the same road, within JOIN_METRES of a line end. */
function nearestTargets(rl: RoadLines, grid: SegmentGrid, li: number, end: number) {
  const { v, lines } = rl;
  const { vx, vy } = v;
  const l = lines[li];
  const ex = vx[end];
  const ey = vy[end];
  const cosLat = Math.cos(ey * 1e-5 * toRad);
  let best = none();
  let bestOther = none();
  let bestSame = none();
  const cx0 = cellOf(ex);
  const cy0 = cellOf(ey);
  const seen = new Set<number>();
  for (let cx = cx0 - 1; cx <= cx0 + 1; cx++)
    for (let cy = cy0 - 1; cy <= cy0 + 1; cy++) {
      const c = grid.get(cellKey(cx, cy));
      if (!c) continue;
      for (let i = 0; i < c.length; i += 2) {
        const oli = c[i];
        if (oli === li) continue;
        const key = oli * 100000 + c[i + 1];
        if (seen.has(key)) continue;
        seen.add(key);
        const p = lines[oli].pts;
        const a = p[c[i + 1]];
        const b = p[c[i + 1] + 1];
        // Planar projection in metres-ish units (x scaled by cos latitude).
        const ax = (vx[a] - ex) * cosLat;
        const ay = vy[a] - ey;
        const bx = (vx[b] - ex) * cosLat;
        const by = vy[b] - ey;
        const dx = bx - ax;
        const dy = by - ay;
        const len2 = dx * dx + dy * dy;
        let t = len2 > 0 ? -(ax * dx + ay * dy) / len2 : 0;
        t = Math.max(0, Math.min(1, t));
        const px = ax + t * dx;
        const py = ay + t * dy;
        const d = Math.hypot(px, py) * 1.11195; // 1e-5 degree of latitude = 1.11195 m
        if (d > JOIN_METRES) continue;
        if (d < best.d) best = { d, line: oli, seg: c[i + 1], t };
        if (lines[oli].ref !== l.ref && d < bestOther.d) bestOther = { d, line: oli, seg: c[i + 1], t };
        // The same road's next line: skip segments touching this end (the road goes on from there).
        if (lines[oli].ref === l.ref && d > 0 && d < bestSame.d)
          bestSame = { d, line: oli, seg: c[i + 1], t };
      }
    }
  return { best, bestOther, bestSame };
}

// The vertex a join reaches on a target segment: one of its ends when within 5 m, else a new one split in.
function joinVertex(rl: RoadLines, splits: Splits, tg: Target): number {
  const { v, lines } = rl;
  const { vx, vy } = v;
  const p = lines[tg.line].pts;
  const a = p[tg.seg];
  const b = p[tg.seg + 1];
  const x = Math.round(vx[a] + tg.t * (vx[b] - vx[a]));
  const y = Math.round(vy[a] + tg.t * (vy[b] - vy[a]));
  const at = v.id(x, y);
  if (metres(vx[at], vy[at], vx[a], vy[a]) < 5) return a;
  if (metres(vx[at], vy[at], vx[b], vy[b]) < 5) return b;
  splits.add(tg.line, tg.seg, tg.t, at);
  return at;
}

// Lines of each road through each vertex, and each vertex's degree.
function roadsAtVertices(rl: RoadLines) {
  const degree = new Uint32Array(rl.v.size);
  const roadsAt = new Map<number, Map<number, number>>();
  rl.lines.forEach((l) => {
    for (let s = 0; s < l.pts.length - 1; s++) {
      degree[l.pts[s]]++;
      degree[l.pts[s + 1]]++;
    }
    for (const p of new Set(l.pts)) {
      let m = roadsAt.get(p);
      if (!m) roadsAt.set(p, (m = new Map()));
      m.set(l.ref, (m.get(l.ref) ?? 0) + 1);
    }
  });
  return { degree, roadContinues: (p: number, ref: number) => (roadsAt.get(p)?.get(ref) ?? 0) > 1 };
}

/** Joins open line ends (connector lines added after the others): returns how many joins were made. */
export function joinOpenEnds(rl: RoadLines): number {
  const { lines } = rl;
  const { degree, roadContinues } = roadsAtVertices(rl);
  const grid = buildGrid(rl);
  const splits = new Splits();
  const connectors: Line[] = [];
  let joined = 0;
  lines.forEach((l, li) => {
    for (const end of [l.pts[0], l.pts[l.pts.length - 1]]) {
      const dangling = degree[end] === 1;
      if (!dangling && roadContinues(end, l.ref)) continue;
      const { best, bestOther, bestSame } = nearestTargets(rl, grid, li, end);
      const targets = dangling ? [best, bestOther, bestSame] : [bestSame];
      targets.sort((p, q) => p.d - q.d);
      const done = new Set<string>();
      for (const tg of targets) {
        if (tg.line < 0 || done.has(`${tg.line}:${tg.seg}`)) continue;
        done.add(`${tg.line}:${tg.seg}`);
        const to = joinVertex(rl, splits, tg);
        if (to !== end) connectors.push({ pts: [end, to], ref: l.ref, cls: l.cls });
        joined++;
      }
    }
  });
  splits.apply(lines);
  for (const c of connectors) lines.push(c);
  return joined;
}
