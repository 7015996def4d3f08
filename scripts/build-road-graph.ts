// Builds the routable road graph data/roads/us-roads.bin.gz from the US highway lines
// (Interstate, US and state routes of the lower 48; deck.gl-data, MIT, probably simplified Census
// TIGER/Line roads). Run: npx tsx scripts/build-road-graph.ts [path/to/us-highways.geojson.gz]
// Steps: merge vertices on a 1e-5 degree grid; add a node where two lines cross; join line ends that
// touch nothing to the nearest segment within 1 km and to the nearest segment of another road; contract
// chains of one road into single edges (keeping their interior points for drawing); keep the largest
// connected component; write varints, gzipped (format in server/src/routing/core/graph-format.ts).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  CLASS_INTERSTATE,
  CLASS_STATE,
  CLASS_US,
  GRAPH_MAGIC,
  VarintWriter,
} from '../server/src/routing/core/graph-format';
import { loadParkRoadLines, type OverlayLine } from './park-roads';
import {
  findRoadGaps,
  loadGapExclusions,
  metres,
  writeGapJoins,
  type GapExclusion,
  type GapResult,
} from './road-gaps';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_SOURCE = path.resolve(root, '../shared/data/roads/us-highways.geojson.gz');
const OUT = path.join(root, 'data/roads/us-roads.bin.gz');
const PARK_ROADS = path.join(root, 'data/park-roads.json');
const GAP_EXCLUSIONS = path.join(root, 'data/road-gap-exclusions.json');
const GAP_JOINS = path.join(root, 'data/road-gap-joins.json');

interface Feature {
  properties: { state: string; class: string; num: string; name: string };
  geometry: { type: string; coordinates: Array<[number, number]> };
}

const JOIN_METRES = 1000;
const CELL = 0.05; // degrees, for the segment grid

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

const toRad = Math.PI / 180;

export interface BuildResult {
  bytes: Uint8Array;
  stats: { nodes: number; edges: number; names: number; interiorPoints: number; droppedNodes: number };
  gaps: GapResult;
}

export function buildRoadGraph(
  features: Feature[],
  log: (s: string) => void = () => {},
  overlay: OverlayLine[] = [],
  gapExclusions: GapExclusion[] = [],
): BuildResult {
  // --- vertices on a 1e-5 grid ---
  const vx: number[] = [];
  const vy: number[] = [];
  const vertexOf = new Map<number, number>();
  const vertex = (x: number, y: number) => {
    const key = (x + 20000000) * 1e8 + (y + 10000000);
    let id = vertexOf.get(key);
    if (id === undefined) {
      id = vx.length;
      vx.push(x);
      vy.push(y);
      vertexOf.set(key, id);
    }
    return id;
  };
  const refs: string[] = [];
  const refIndex = new Map<string, number>();
  const lines: Array<{ pts: number[]; ref: number; cls: number }> = [];
  for (const f of features) {
    if (f.geometry?.type !== 'LineString') continue;
    const { ref, cls } = roadRef(f.properties);
    let r = refIndex.get(ref);
    if (r === undefined) {
      r = refs.length;
      refs.push(ref);
      refIndex.set(ref, r);
    }
    const pts: number[] = [];
    for (const [lng, lat] of f.geometry.coordinates) {
      const id = vertex(Math.round(lng * 1e5), Math.round(lat * 1e5));
      if (pts[pts.length - 1] !== id) pts.push(id);
    }
    if (pts.length >= 2) lines.push({ pts, ref: r, cls });
  }
  // Park roads (scripts/park-roads.ts): state-class roads by their own name; every place they go
  // through stays a node, and each stretch between two of them gets its published length.
  const overlayStretches: Array<{ line: number; anchors: number[]; metres: number[] }> = [];
  for (const o of overlay) {
    let r = refIndex.get(o.name);
    if (r === undefined) {
      r = refs.length;
      refs.push(o.name);
      refIndex.set(o.name, r);
    }
    const pts = o.pts.map(([x, y]) => vertex(x, y));
    overlayStretches.push({ line: lines.length, anchors: pts.slice(), metres: o.stretchMetres });
    lines.push({ pts, ref: r, cls: CLASS_STATE });
  }
  const sourceLines = lines.length - overlay.length;
  log(`${lines.length} lines (${overlay.length} park roads), ${vx.length} vertices`);

  // Line ends a metre or two from another vertex are the same place (the source rounds each line on
  // its own): merge them, or the road breaks there.
  {
    const alias = new Map<number, number>();
    for (const l of lines) {
      for (const end of [l.pts[0], l.pts[l.pts.length - 1]]) {
        if (alias.has(end)) continue;
        let best = -1;
        let bestD = Infinity;
        for (let dx = -3; dx <= 3; dx++)
          for (let dy = -3; dy <= 3; dy++) {
            if (dx === 0 && dy === 0) continue;
            const id = vertexOf.get((vx[end] + dx + 20000000) * 1e8 + (vy[end] + dy + 10000000));
            if (id === undefined || alias.has(id)) continue;
            const d = dx * dx + dy * dy;
            if (d < bestD || (d === bestD && id < best)) {
              bestD = d;
              best = id;
            }
          }
        if (best >= 0) alias.set(end, best);
      }
    }
    for (const l of lines) {
      const pts: number[] = [];
      for (const v of l.pts) {
        const id = alias.get(v) ?? v;
        if (pts[pts.length - 1] !== id) pts.push(id);
      }
      l.pts = pts;
    }
    log(`${alias.size} line ends merged with a vertex within 3e-5 degrees`);
  }

  // Splits to apply to line segments: line -> segment index -> [t, vertex][]
  const splits = new Map<number, Map<number, Array<[number, number]>>>();
  const addSplit = (line: number, seg: number, t: number, v: number) => {
    let m = splits.get(line);
    if (!m) splits.set(line, (m = new Map()));
    const list = m.get(seg);
    if (list) list.push([t, v]);
    else m.set(seg, [[t, v]]);
  };
  const applySplits = () => {
    for (const [li, m] of splits) {
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
    splits.clear();
  };

  type Grid = Map<number, number[]>; // cell -> [line, seg, line, seg, ...]
  const cellKey = (cx: number, cy: number) => (cx + 4000) * 10000 + (cy + 4000);
  const cellOf = (v: number) => Math.floor((v * 1e-5) / CELL);
  const buildGrid = (): Grid => {
    const grid: Grid = new Map();
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
  };

  // --- a node wherever two different lines cross ---
  {
    const grid = buildGrid();
    let crossings = 0;
    for (const [k, c] of grid) {
      const cx = Math.floor(k / 10000) - 4000;
      const cy = (k % 10000) - 4000;
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
          // Count each crossing once: in the cell that holds the crossing point.
          if (cellOf(ix) !== cx || cellOf(iy) !== cy) continue;
          const v = vertex(Math.round(ix), Math.round(iy));
          if (v !== a1 && v !== a2) addSplit(c[i], c[i + 1], t, v);
          if (v !== b1 && v !== b2) addSplit(c[j], c[j + 1], u, v);
          crossings++;
        }
      }
    }
    applySplits();
    log(`${crossings} crossings`);
  }

  // --- join dangling line ends ---
  {
    const degree = new Uint32Array(vx.length);
    // Lines of each road through each vertex: a line end its own road does not continue from is open.
    const roadsAt = new Map<number, Map<number, number>>();
    lines.forEach((l) => {
      for (let s = 0; s < l.pts.length - 1; s++) {
        degree[l.pts[s]]++;
        degree[l.pts[s + 1]]++;
      }
      for (const v of new Set(l.pts)) {
        let m = roadsAt.get(v);
        if (!m) roadsAt.set(v, (m = new Map()));
        m.set(l.ref, (m.get(l.ref) ?? 0) + 1);
      }
    });
    const roadContinues = (v: number, ref: number) => (roadsAt.get(v)?.get(ref) ?? 0) > 1;
    const grid = buildGrid();
    const connectors: Array<{ pts: number[]; ref: number; cls: number }> = [];
    let joined = 0;
    lines.forEach((l, li) => {
      for (const end of [l.pts[0], l.pts[l.pts.length - 1]]) {
        const dangling = degree[end] === 1;
        if (!dangling && roadContinues(end, l.ref)) continue;
        const ex = vx[end];
        const ey = vy[end];
        const cosLat = Math.cos(ey * 1e-5 * toRad);
        // Nearest segment of another line, and nearest of another road.
        let best = { d: Infinity, line: -1, seg: -1, t: 0 };
        let bestOther = { d: Infinity, line: -1, seg: -1, t: 0 };
        let bestSame = { d: Infinity, line: -1, seg: -1, t: 0 };
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
        const targets = dangling ? [best, bestOther, bestSame] : [bestSame];
        targets.sort((p, q) => p.d - q.d);
        const done = new Set<string>();
        for (const tg of targets) {
          if (tg.line < 0 || done.has(`${tg.line}:${tg.seg}`)) continue;
          done.add(`${tg.line}:${tg.seg}`);
          const p = lines[tg.line].pts;
          const a = p[tg.seg];
          const b = p[tg.seg + 1];
          const x = Math.round(vx[a] + tg.t * (vx[b] - vx[a]));
          const y = Math.round(vy[a] + tg.t * (vy[b] - vy[a]));
          let v = vertex(x, y);
          if (metres(vx[v], vy[v], vx[a], vy[a]) < 5) v = a;
          else if (metres(vx[v], vy[v], vx[b], vy[b]) < 5) v = b;
          else addSplit(tg.line, tg.seg, tg.t, v);
          if (v !== end) connectors.push({ pts: [end, v], ref: l.ref, cls: l.cls });
          joined++;
        }
      }
    });
    applySplits();
    for (const c of connectors) lines.push(c);
    log(`${joined} joins of dangling ends`);
  }

  // --- gaps in one road (scripts/road-gaps.ts) ---
  const gaps = findRoadGaps(lines, sourceLines, vx, vy, refs, gapExclusions);
  for (const j of gaps.joins) lines.push({ pts: [j.a, j.b], ref: j.ref, cls: j.cls });
  log(
    `${gaps.joins.length} gaps in one road joined, ${gaps.excluded.length} excluded; refused: ` +
      `${gaps.refused.turn} not in line, ${gaps.refused.shortPath} with a way round`,
  );

  // --- vertex graph: one link per pair, the faster road's name where roads share a line ---
  const nV = vx.length;
  const linkKey = (a: number, b: number) => (a < b ? a * nV + b : b * nV + a);
  // Park-road links: metres per metre of line, so each stretch sums to its published length.
  const linkScale = new Map<number, number>();
  const forcedNode = new Uint8Array(nV);
  for (const o of overlayStretches) {
    const pts = lines[o.line].pts;
    // An anchor may have been merged with a vertex a metre or two away: find it by position.
    const at = (p: number, anchor: number) =>
      Math.abs(vx[pts[p]] - vx[anchor]) <= 5 && Math.abs(vy[pts[p]] - vy[anchor]) <= 5;
    forcedNode[pts[0]] = 1;
    let i = 0;
    o.anchors.slice(1).forEach((anchor, k) => {
      const from = i;
      i++;
      while (i < pts.length - 1 && !at(i, anchor)) i++;
      forcedNode[pts[i]] = 1;
      let geo = 0;
      for (let j = from; j < i; j++) geo += metres(vx[pts[j]], vy[pts[j]], vx[pts[j + 1]], vy[pts[j + 1]]);
      for (let j = from; j < i; j++)
        linkScale.set(linkKey(pts[j], pts[j + 1]), o.metres[k] / Math.max(1, geo));
    });
  }
  const linkMetres = (a: number, b: number) =>
    metres(vx[a], vy[a], vx[b], vy[b]) * (linkScale.get(linkKey(a, b)) ?? 1);
  const links = new Map<number, number>(); // key -> cls * 2^20 + ref
  for (const l of lines) {
    for (let s = 0; s < l.pts.length - 1; s++) {
      const a = l.pts[s];
      const b = l.pts[s + 1];
      if (a === b) continue;
      const k = linkKey(a, b);
      const val = l.cls * 2 ** 20 + l.ref;
      const old = links.get(k);
      if (old === undefined || val < old) links.set(k, val);
    }
  }
  const deg = new Uint32Array(nV + 1);
  for (const k of links.keys()) {
    deg[Math.floor(k / nV)]++;
    deg[k % nV]++;
  }
  const start = new Uint32Array(nV + 1);
  for (let i = 0; i < nV; i++) start[i + 1] = start[i] + deg[i];
  const fill = start.slice(0, nV);
  const adjTo = new Uint32Array(start[nV]);
  const adjVal = new Float64Array(start[nV]);
  for (const [k, val] of links) {
    const a = Math.floor(k / nV);
    const b = k % nV;
    adjTo[fill[a]] = b;
    adjVal[fill[a]++] = val;
    adjTo[fill[b]] = a;
    adjVal[fill[b]++] = val;
  }
  // A node is a junction, a dead end, or where the road changes.
  const isNode = new Uint8Array(nV);
  for (let v = 0; v < nV; v++) {
    const d = start[v + 1] - start[v];
    if (d === 0) continue;
    if (d !== 2 || adjVal[start[v]] !== adjVal[start[v] + 1] || forcedNode[v]) isNode[v] = 1;
  }

  // --- contract chains into edges ---
  interface Edge {
    a: number;
    b: number;
    m: number;
    val: number;
    interior: number[];
  }
  const edges: Edge[] = [];
  const usedLink = new Set<number>();
  for (let v = 0; v < nV; v++) {
    if (!isNode[v]) continue;
    for (let i = start[v]; i < start[v + 1]; i++) {
      const first = adjTo[i];
      if (usedLink.has(linkKey(v, first))) continue;
      usedLink.add(linkKey(v, first));
      const val = adjVal[i];
      let prev = v;
      let cur = first;
      let m = linkMetres(v, cur);
      const interior: number[] = [];
      while (!isNode[cur]) {
        interior.push(cur);
        const n0 = adjTo[start[cur]];
        const next = n0 === prev ? adjTo[start[cur] + 1] : n0;
        usedLink.add(linkKey(cur, next));
        m += linkMetres(cur, next);
        prev = cur;
        cur = next;
        if (cur === v && !isNode[cur]) break;
      }
      edges.push({ a: v, b: cur, m, val, interior });
    }
  }

  // --- largest connected component ---
  const parent = new Int32Array(nV).map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (const e of edges) parent[find(e.a)] = find(e.b);
  const size = new Map<number, number>();
  let nodeTotal = 0;
  for (let v = 0; v < nV; v++)
    if (isNode[v]) {
      nodeTotal++;
      const r = find(v);
      size.set(r, (size.get(r) ?? 0) + 1);
    }
  let bigRoot = -1;
  let bigSize = 0;
  for (const [r, s] of size)
    if (s > bigSize) {
      bigSize = s;
      bigRoot = r;
    }

  // Nodes in a spatial order (0.5 degree bands, then longitude) keep deltas and memory access local.
  const kept: number[] = [];
  for (let v = 0; v < nV; v++) if (isNode[v] && find(v) === bigRoot) kept.push(v);
  kept.sort(
    (p, q) => Math.floor(vy[p] / 50000) - Math.floor(vy[q] / 50000) || vx[p] - vx[q] || vy[p] - vy[q],
  );
  const newId = new Int32Array(nV).fill(-1);
  kept.forEach((v, i) => (newId[v] = i));
  const keptEdges = edges
    .filter((e) => newId[e.a] >= 0 && e.a !== e.b)
    .map((e) => {
      const a = newId[e.a];
      const b = newId[e.b];
      return a <= b
        ? { ...e, a, b, va: e.a }
        : { ...e, a: b, b: a, va: e.b, interior: e.interior.slice().reverse() };
    })
    .sort((p, q) => p.a - q.a || p.b - q.b);

  // --- write ---
  const w = new VarintWriter();
  w.bytes(new TextEncoder().encode(GRAPH_MAGIC));
  w.uint(refs.length);
  for (const r of refs) {
    const b = new TextEncoder().encode(r);
    w.uint(b.length);
    w.bytes(b);
  }
  w.uint(kept.length);
  let px = 0;
  let py = 0;
  for (const v of kept) {
    w.int(vx[v] - px);
    w.int(vy[v] - py);
    px = vx[v];
    py = vy[v];
  }
  w.uint(keptEdges.length);
  let prevFrom = 0;
  let interiorPoints = 0;
  for (const e of keptEdges) {
    w.int(e.a - prevFrom);
    prevFrom = e.a;
    w.int(e.b - e.a);
    w.uint(Math.max(1, Math.round(e.m)));
    const cls = Math.floor(e.val / 2 ** 20);
    const ref = e.val % 2 ** 20;
    w.uint(cls * 65536 + ref);
    w.uint(e.interior.length);
    let lx = vx[e.va];
    let ly = vy[e.va];
    for (const p of e.interior) {
      w.int(vx[p] - lx);
      w.int(vy[p] - ly);
      lx = vx[p];
      ly = vy[p];
    }
    interiorPoints += e.interior.length;
  }
  const bytes = gzipSync(w.finish(), { level: 9 });
  return {
    bytes,
    stats: {
      nodes: kept.length,
      edges: keptEdges.length,
      names: refs.length,
      interiorPoints,
      droppedNodes: nodeTotal - kept.length,
    },
    gaps,
  };
}

function main() {
  const source = process.argv[2] ?? DEFAULT_SOURCE;
  const t0 = Date.now();
  const json = JSON.parse(gunzipSync(readFileSync(source)).toString('utf8')) as { features: Feature[] };
  const { bytes, stats, gaps } = buildRoadGraph(
    json.features,
    (s) => console.log(s),
    loadParkRoadLines(PARK_ROADS),
    loadGapExclusions(GAP_EXCLUSIONS),
  );
  writeGapJoins(GAP_JOINS, gaps);
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, bytes);
  // The A* landmarks are built from the graph file: scripts/build-profile-landmarks.ts.
  console.log(
    `${stats.nodes} nodes, ${stats.edges} edges, ${stats.interiorPoints} interior points, ${stats.names} road names; ` +
      `${stats.droppedNodes} nodes outside the largest component dropped; ${(bytes.length / 1e6).toFixed(2)} MB; ${Date.now() - t0} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
