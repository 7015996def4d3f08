// Gaps in one road: the source lines (simplified TIGER roads) break some roads for a few kilometres
// (CO-82 near Basalt: 3.2 km missing, which cut the Roaring Fork valley off from Glenwood Springs and
// sent every Aspen route over Independence Pass). The graph builder (build-road-graph.ts) joins such a
// gap when the evidence says it is one road broken in the lines, not a road that really stops:
// - one side is a dead end (a line end that touches no other line) where the road's own lines stop;
// - the other side, at most MAX_GAP_METRES away, is the same road (same name): the end of another of
//   its lines, or a point of one of its lines;
// - the join goes on in the direction the road was heading at the dead end, and meets the other line
//   heading back towards it (within MAX_TURN_DEGREES at both sides);
// - the network has no way between the two sides shorter than DETOUR_FACTOR times the gap (else the
//   road is not broken, only drawn in pieces: a concurrency, a divided highway);
// - it is not in data/road-gap-exclusions.json (ferries and other crossings of water without a bridge).
// Every join is written to data/road-gap-joins.json so it can be checked by hand.
import { readFileSync, writeFileSync } from 'node:fs';

export const MAX_GAP_METRES = 4000;
export const MAX_TURN_DEGREES = 40;
export const DETOUR_FACTOR = 4;
// An exclusion matches a candidate of its road with either side within this distance of its point.
const EXCLUSION_METRES = 2000;
// How far back along a line its heading at an end is measured (simplified lines zigzag near ends).
const HEADING_METRES = 300;

export interface GapLine {
  pts: number[];
  ref: number;
  cls: number;
}

export interface GapExclusion {
  road: string;
  near: [number, number]; // [lng, lat]
  reason: string;
  source?: string;
}

export interface GapJoin {
  a: number; // the dead end
  b: number; // the other side
  ref: number;
  cls: number;
  road: string;
  from: [number, number]; // [lng, lat]
  to: [number, number];
  metres: number;
}

export interface GapResult {
  joins: GapJoin[];
  excluded: Array<{ road: string; from: [number, number]; to: [number, number]; metres: number; reason: string }>;
  refused: { turn: number; shortPath: number };
}

const EARTH_M = 6371008.8;
const toRad = Math.PI / 180;
// Integer 1e-5 degree coordinates (x = lng, y = lat).
export function metres(x1: number, y1: number, x2: number, y2: number): number {
  const la1 = y1 * 1e-5 * toRad;
  const la2 = y2 * 1e-5 * toRad;
  const h =
    Math.sin((la2 - la1) / 2) ** 2 +
    Math.cos(la1) * Math.cos(la2) * Math.sin(((x2 - x1) * 1e-5 * toRad) / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Angle in degrees between two planar directions (x scaled by cos latitude by the caller).
function angleBetween(ax: number, ay: number, bx: number, by: number): number {
  const n = Math.hypot(ax, ay) * Math.hypot(bx, by);
  if (n === 0) return 180;
  return Math.acos(Math.max(-1, Math.min(1, (ax * bx + ay * by) / n))) / toRad;
}

// A name is one road only if it has a number: Missouri's lettered routes ("MO-J") repeat from county
// to county, and South Carolina's secondary roads are all "SC-S" in the source.
const numbered = (road: string) => /\d/.test(road.replace(/^[A-Z]{2}-/, ''));

export function loadGapExclusions(file: string): GapExclusion[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { exclusions: GapExclusion[] };
  return json.exclusions;
}

// The record of what the build joined and what it left apart, for checking by hand.
export function writeGapJoins(file: string, gaps: GapResult): void {
  const row = (j: { road: string; from: [number, number]; to: [number, number]; metres: number }) =>
    `    ${JSON.stringify({ road: j.road, from: j.from, to: j.to, metres: j.metres })}`;
  const joins = gaps.joins.slice().sort((p, q) => p.road.localeCompare(q.road) || p.from[1] - q.from[1]);
  const text =
    '{\n' +
    `  "note": "Written by scripts/build-road-graph.ts (rule in scripts/road-gaps.ts): gaps in one road of the source lines that the graph joins with a straight link. Points are [lng, lat]; metres is the straight gap. Derived from the road lines of data/roads (MIT, Copyright (c) 2017 Uber Technologies, Inc.; see data/roads/LICENSE).",\n` +
    `  "rule": ${JSON.stringify({ maxGapMetres: MAX_GAP_METRES, maxTurnDegrees: MAX_TURN_DEGREES, detourFactor: DETOUR_FACTOR })},\n` +
    `  "count": ${joins.length},\n` +
    `  "joins": [\n${joins.map(row).join(',\n')}\n  ],\n` +
    `  "excluded": [\n${gaps.excluded.map((x) => `${row(x).slice(0, -1)}, "reason": ${JSON.stringify(x.reason)}}`).join(',\n')}\n  ]\n` +
    '}\n';
  writeFileSync(file, text);
}

interface Ctx {
  lines: GapLine[];
  vx: number[];
  vy: number[];
}

// The direction a line is heading as it arrives at its end `atStart ? pts[0] : pts[last]`.
function heading({ lines, vx, vy }: Ctx, li: number, atStart: boolean): [number, number] {
  const p = lines[li].pts;
  const end = atStart ? p[0] : p[p.length - 1];
  let k = atStart ? 1 : p.length - 2;
  const step = atStart ? 1 : -1;
  while (k > 0 && k < p.length - 1 && metres(vx[p[k]], vy[p[k]], vx[end], vy[end]) < HEADING_METRES) k += step;
  const cos = Math.cos(vy[end] * 1e-5 * toRad);
  return [(vx[end] - vx[p[k]]) * cos, vy[end] - vy[p[k]]];
}

// Shortest way through the lines from a to b, stopping past `limit` metres.
function networkMetres(adj: { start: Uint32Array; to: Uint32Array; m: Float32Array }, a: number, b: number, limit: number) {
  const dist = new Map<number, number>([[a, 0]]);
  const heap: Array<[number, number]> = [[0, a]];
  const push = (d: number, v: number) => {
    heap.push([d, v]);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p][0] <= heap[i][0]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let s = i;
        if (l < heap.length && heap[l][0] < heap[s][0]) s = l;
        if (r < heap.length && heap[r][0] < heap[s][0]) s = r;
        if (s === i) break;
        [heap[s], heap[i]] = [heap[i], heap[s]];
        i = s;
      }
    }
    return top;
  };
  while (heap.length) {
    const [d, v] = pop();
    if (v === b) return d;
    if (d > limit) return Infinity;
    if (d > (dist.get(v) ?? Infinity)) continue;
    for (let k = adj.start[v]; k < adj.start[v + 1]; k++) {
      const w = adj.to[k];
      const nd = d + adj.m[k];
      if (nd < (dist.get(w) ?? Infinity)) {
        dist.set(w, nd);
        push(nd, w);
      }
    }
  }
  return Infinity;
}

function adjacency({ lines, vx, vy }: Ctx) {
  const n = vx.length;
  const deg = new Uint32Array(n);
  for (const l of lines)
    for (let s = 0; s < l.pts.length - 1; s++) {
      deg[l.pts[s]]++;
      deg[l.pts[s + 1]]++;
    }
  const start = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) start[i + 1] = start[i] + deg[i];
  const fill = start.slice(0, n);
  const to = new Uint32Array(start[n]);
  const m = new Float32Array(start[n]);
  for (const l of lines)
    for (let s = 0; s < l.pts.length - 1; s++) {
      const a = l.pts[s];
      const b = l.pts[s + 1];
      const d = metres(vx[a], vy[a], vx[b], vy[b]);
      to[fill[a]] = b;
      m[fill[a]++] = d;
      to[fill[b]] = a;
      m[fill[b]++] = d;
    }
  return { start, to, m };
}

// `lines` are all lines of the network (joins already made included); gaps are looked for on the
// first `sourceLines` of them, the roads of the source (not the park overlay, not the joins).
export function findRoadGaps(
  lines: GapLine[],
  sourceLines: number,
  vx: number[],
  vy: number[],
  refs: string[],
  exclusions: GapExclusion[],
): GapResult {
  const ctx = { lines, vx, vy };
  const adj = adjacency(ctx);
  // The source draws some roads twice over (both ways, or each carriageway): a vertex is an end of
  // a road, or a dead end, by how many different vertices its lines reach it from, not how many lines.
  const MANY = -2;
  const from = new Map<number, number>(); // vertex * 2^20 + ref (or 2^20 - 1: any road) -> neighbour or MANY
  const seeNeighbour = (key: number, w: number) => {
    const old = from.get(key);
    if (old === undefined) from.set(key, w);
    else if (old !== w) from.set(key, MANY);
  };
  const ANY = 2 ** 20 - 1;
  for (const l of lines)
    for (let s = 0; s < l.pts.length - 1; s++) {
      const a = l.pts[s];
      const b = l.pts[s + 1];
      seeNeighbour(a * 2 ** 20 + l.ref, b);
      seeNeighbour(b * 2 ** 20 + l.ref, a);
      seeNeighbour(a * 2 ** 20 + ANY, b);
      seeNeighbour(b * 2 ** 20 + ANY, a);
    }
  const roadEnd = (v: number, ref: number) => (from.get(v * 2 ** 20 + ref) ?? MANY) >= 0;
  const deadEnd = (v: number) => (from.get(v * 2 ** 20 + ANY) ?? MANY) >= 0;
  // Vertices of the source lines on a ~5 km grid.
  const grid = new Map<number, number[]>(); // cell -> [vertex, line, ...]
  const CELL = 0.05;
  const cellKey = (x: number, y: number) =>
    (Math.floor((x * 1e-5) / CELL) + 4000) * 10000 + Math.floor((y * 1e-5) / CELL) + 4000;
  for (let li = 0; li < sourceLines; li++)
    for (const v of new Set(lines[li].pts)) {
      const c = cellKey(vx[v], vy[v]);
      const list = grid.get(c);
      if (list) list.push(v, li);
      else grid.set(c, [v, li]);
    }
  const result: GapResult = { joins: [], excluded: [], refused: { turn: 0, shortPath: 0 } };
  const done = new Set<string>();
  for (let li = 0; li < sourceLines; li++) {
    const l = lines[li];
    for (const atStart of [true, false]) {
      const e = atStart ? l.pts[0] : l.pts[l.pts.length - 1];
      if (!deadEnd(e) || !roadEnd(e, l.ref) || !numbered(refs[l.ref])) continue;
      const [hx, hy] = heading(ctx, li, atStart);
      const cos = Math.cos(vy[e] * 1e-5 * toRad);
      // Candidates: vertices of the same road's other lines within reach, nearest first.
      const near: Array<{ v: number; line: number; d: number }> = [];
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const c = grid.get(cellKey(vx[e] + dx * CELL * 1e5, vy[e] + dy * CELL * 1e5)) ?? [];
          for (let i = 0; i < c.length; i += 2) {
            const v = c[i];
            if (c[i + 1] === li || lines[c[i + 1]].ref !== l.ref || v === e) continue;
            const d = metres(vx[e], vy[e], vx[v], vy[v]);
            if (d <= MAX_GAP_METRES) near.push({ v, line: c[i + 1], d });
          }
        }
      near.sort((p, q) => p.d - q.d);
      let turned = false;
      for (const { v, line, d } of near) {
        const gx = (vx[v] - vx[e]) * cos;
        const gy = vy[v] - vy[e];
        if (angleBetween(hx, hy, gx, gy) > MAX_TURN_DEGREES) {
          turned = true;
          continue;
        }
        const lp = lines[line].pts;
        const otherIsEnd = (v === lp[0] || v === lp[lp.length - 1]) && roadEnd(v, l.ref);
        if (otherIsEnd) {
          const [ox, oy] = heading(ctx, line, v === lp[0]);
          if (angleBetween(ox, oy, -gx, -gy) > MAX_TURN_DEGREES) {
            turned = true;
            continue;
          }
        }
        // The nearest side in line decides: joined, excluded or refused, it is the only one tried.
        turned = false;
        const key = e < v ? `${e}:${v}` : `${v}:${e}`;
        if (done.has(key)) break;
        done.add(key);
        if (networkMetres(adj, e, v, d * DETOUR_FACTOR) <= d * DETOUR_FACTOR) {
          result.refused.shortPath++;
          break;
        }
        const road = refs[l.ref];
        const from: [number, number] = [vx[e] / 1e5, vy[e] / 1e5];
        const to: [number, number] = [vx[v] / 1e5, vy[v] / 1e5];
        const ex = exclusions.find(
          (x) =>
            x.road === road &&
            [from, to].some(([lng, lat]) => metres(lng * 1e5, lat * 1e5, x.near[0] * 1e5, x.near[1] * 1e5) <= EXCLUSION_METRES),
        );
        if (ex) result.excluded.push({ road, from, to, metres: Math.round(d), reason: ex.reason });
        else result.joins.push({ a: e, b: v, ref: l.ref, cls: l.cls, road, from, to, metres: Math.round(d) });
        break;
      }
      if (turned) result.refused.turn++;
    }
  }
  return result;
}
