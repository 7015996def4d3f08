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
// Interstates and US highways (not business loops) have a second, wider rule for the ends the first
// left open, as a through route does not stop and start again in line a few miles on (US-97 was cut
// on both sides of Redmond, OR: 1.3 km north where its line ends at OR-370, so not a dead end, and
// its carriageway ends were joined to each other; 7.2 km south, over MAX_GAP_METRES):
// - one side is where the route's own source lines stop, whatever else touches it (a junction, the
//   builder's joins of open ends);
// - the other side, at most THROUGH_MAX_GAP_METRES away, is the end of another of its lines;
// - in line at both sides, no way round shorter than DETOUR_FACTOR times the gap, not excluded, as above;
// - no line of another road crosses the straight join, and no other line of the road itself runs
//   beside it within BESIDE_METRES (nothing between the two ends).
// Every join is written to data/road-gap-joins.json so it can be checked by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { adjacency, crossesOtherRoad, metres, networkMetres } from './road-gaps-search';

export { metres };
const toRad = Math.PI / 180;

export const MAX_GAP_METRES = 4000;
export const MAX_TURN_DEGREES = 40;
export const DETOUR_FACTOR = 4;
// Through routes (Interstates and US highways): a longer gap, and no other road across the join.
export const THROUGH_MAX_GAP_METRES = 15000;
// A road that crosses the join this close to either side meets the road at its end (a junction).
const CROSSING_CLEAR_METRES = 50;
// A line of the same road this close to a through route's join, between its ends, is the road drawn there.
const BESIDE_METRES = 1000;
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
  refused: { turn: number; shortPath: number; crossed: number };
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
    `  "rule": ${JSON.stringify({ maxGapMetres: MAX_GAP_METRES, throughMaxGapMetres: THROUGH_MAX_GAP_METRES, maxTurnDegrees: MAX_TURN_DEGREES, detourFactor: DETOUR_FACTOR })},\n` +
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

// Where the road's own lines stop: the vertices its lines reach from one other vertex only (the
// source draws some roads twice over, both ways or each carriageway, so lines are not counted), and
// where nothing else at all reaches them (a dead end). `from` maps vertex * 2^20 + road (or ANY) to
// its one neighbour, or MANY.
function lineEnds(lines: GapLine[], first: number, last: number, only?: (ref: number) => boolean) {
  const MANY = -2;
  const ANY = 2 ** 20 - 1;
  const from = new Map<number, number>();
  const see = (key: number, w: number) => {
    const old = from.get(key);
    if (old === undefined) from.set(key, w);
    else if (old !== w) from.set(key, MANY);
  };
  for (let li = first; li < last; li++) {
    const l = lines[li];
    if (only && !only(l.ref)) continue;
    for (let s = 0; s < l.pts.length - 1; s++) {
      const a = l.pts[s];
      const b = l.pts[s + 1];
      see(a * 2 ** 20 + l.ref, b);
      see(b * 2 ** 20 + l.ref, a);
      if (only) continue;
      see(a * 2 ** 20 + ANY, b);
      see(b * 2 ** 20 + ANY, a);
    }
  }
  return {
    roadEnd: (v: number, ref: number) => (from.get(v * 2 ** 20 + ref) ?? MANY) >= 0,
    deadEnd: (v: number) => (from.get(v * 2 ** 20 + ANY) ?? MANY) >= 0,
  };
}

// A name is a through route (an Interstate or a US highway, not a business loop) by its sign.
export const throughRoute = (road: string) => /^(I|US)-\d+[A-Z]?$/.test(road);

interface Finder extends Ctx {
  refs: string[];
  exclusions: GapExclusion[];
  adj: ReturnType<typeof adjacency>;
  grid: Map<number, number[]>; // cell -> [vertex, line, ...]
  done: Set<string>;
  result: GapResult;
}
// Vertices of the source lines on a ~5 km grid.
const CELL = 0.05;
const cellKey = (x: number, y: number) =>
  (Math.floor((x * 1e-5) / CELL) + 4000) * 10000 + Math.floor((y * 1e-5) / CELL) + 4000;

// Whether the road's own lines (other than those of the two ends) are drawn beside the join, between
// its ends: then the gap is elsewhere, and the join would be a shortcut alongside the road (US-15
// north of Mansfield, PA, drawn in pieces the heading rule does not link).
function drawnBeside(f: Finder, a: number, b: number, ref: number, ownLines: number[]): boolean {
  const { vx, vy, lines, grid } = f;
  const cos = Math.cos(vy[a] * 1e-5 * toRad);
  const dx = (vx[b] - vx[a]) * cos;
  const dy = vy[b] - vy[a];
  const len2 = dx * dx + dy * dy;
  const [x0, x1] = [Math.min(vx[a], vx[b]), Math.max(vx[a], vx[b])];
  const [y0, y1] = [Math.min(vy[a], vy[b]), Math.max(vy[a], vy[b])];
  const pad = CELL * 1e5;
  for (let x = x0 - pad; x <= x1 + pad; x += pad)
    for (let y = y0 - pad; y <= y1 + pad; y += pad) {
      const c = grid.get(cellKey(x, y)) ?? [];
      for (let i = 0; i < c.length; i += 2) {
        const w = c[i];
        if (lines[c[i + 1]].ref !== ref || ownLines.includes(c[i + 1])) continue;
        const px = (vx[w] - vx[a]) * cos;
        const py = vy[w] - vy[a];
        const t = (px * dx + py * dy) / len2;
        if (t <= 0 || t >= 1) continue;
        const off = Math.hypot(px - t * dx, py - t * dy) * 1.11195;
        const fromEnds = Math.min(metres(vx[w], vy[w], vx[a], vy[a]), metres(vx[w], vy[w], vx[b], vy[b]));
        if (off < BESIDE_METRES && fromEnds > CROSSING_CLEAR_METRES * 6) return true;
      }
    }
  return false;
}

// The rule at one end: the strict rule (every numbered road: a dead end, a gap up to MAX_GAP_METRES)
// or the through-route rule (an end where the road's own lines stop, a gap up to
// THROUGH_MAX_GAP_METRES, and no other road across the join). Returns whether it joined.
function gapAtEnd(f: Finder, li: number, atStart: boolean, roadEnd: (v: number, ref: number) => boolean, through: boolean) {
  const { lines, vx, vy, grid, result } = f;
  const l = lines[li];
  const e = atStart ? l.pts[0] : l.pts[l.pts.length - 1];
  const reach = through ? THROUGH_MAX_GAP_METRES : MAX_GAP_METRES;
  const [hx, hy] = heading(f, li, atStart);
  const cos = Math.cos(vy[e] * 1e-5 * toRad);
  // Candidates: vertices of the same road's other lines within reach, nearest first.
  const near: Array<{ v: number; line: number; d: number }> = [];
  const span = through ? Math.ceil(reach / (CELL * 1e5 * 1.11195 * cos)) : 1;
  for (let dx = -span; dx <= span; dx++)
    for (let dy = -span; dy <= span; dy++) {
      const c = grid.get(cellKey(vx[e] + dx * CELL * 1e5, vy[e] + dy * CELL * 1e5)) ?? [];
      for (let i = 0; i < c.length; i += 2) {
        const v = c[i];
        if (c[i + 1] === li || lines[c[i + 1]].ref !== l.ref || v === e) continue;
        const d = metres(vx[e], vy[e], vx[v], vy[v]);
        if (d <= reach) near.push({ v, line: c[i + 1], d });
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
    // A through route's gap is between two ends of its lines (a join to a point along the other line
    // would cut off that line's end).
    if (through && !otherIsEnd) continue;
    if (otherIsEnd) {
      const [ox, oy] = heading(f, line, v === lp[0]);
      if (angleBetween(ox, oy, -gx, -gy) > MAX_TURN_DEGREES) {
        turned = true;
        continue;
      }
    }
    // The nearest side in line decides: joined, excluded or refused, it is the only one tried.
    const key = e < v ? `${e}:${v}` : `${v}:${e}`;
    if (f.done.has(key)) return false;
    f.done.add(key);
    if (networkMetres(f.adj, e, v, d * DETOUR_FACTOR) <= d * DETOUR_FACTOR) {
      result.refused.shortPath++;
      return false;
    }
    if (through && (crossesOtherRoad(f, e, v, l.ref, CROSSING_CLEAR_METRES) || drawnBeside(f, e, v, l.ref, [li, line]))) {
      result.refused.crossed++;
      return false;
    }
    const road = f.refs[l.ref];
    const from: [number, number] = [vx[e] / 1e5, vy[e] / 1e5];
    const to: [number, number] = [vx[v] / 1e5, vy[v] / 1e5];
    const ex = f.exclusions.find(
      (x) =>
        x.road === road &&
        [from, to].some(([lng, lat]) => metres(lng * 1e5, lat * 1e5, x.near[0] * 1e5, x.near[1] * 1e5) <= EXCLUSION_METRES),
    );
    if (ex) result.excluded.push({ road, from, to, metres: Math.round(d), reason: ex.reason });
    else result.joins.push({ a: e, b: v, ref: l.ref, cls: l.cls, road, from, to, metres: Math.round(d) });
    return !ex;
  }
  if (turned) result.refused.turn++;
  return false;
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
  const grid = new Map<number, number[]>();
  for (let li = 0; li < sourceLines; li++)
    for (const v of new Set(lines[li].pts)) {
      const c = cellKey(vx[v], vy[v]);
      const list = grid.get(c);
      if (list) list.push(v, li);
      else grid.set(c, [v, li]);
    }
  const result: GapResult = { joins: [], excluded: [], refused: { turn: 0, shortPath: 0, crossed: 0 } };
  const f: Finder = { lines, vx, vy, refs, exclusions, adj: adjacency({ lines, vx, vy }), grid, done: new Set(), result };
  const ends = (li: number) => [true, false].map((atStart) => ({ atStart, e: lines[li].pts[atStart ? 0 : lines[li].pts.length - 1] }));
  // The strict rule, every numbered road.
  const network = lineEnds(lines, 0, lines.length);
  const joined = new Set<number>();
  for (let li = 0; li < sourceLines; li++) {
    if (!numbered(refs[lines[li].ref])) continue;
    for (const { atStart, e } of ends(li))
      if (network.deadEnd(e) && network.roadEnd(e, lines[li].ref) && gapAtEnd(f, li, atStart, network.roadEnd, false)) joined.add(e);
  }
  for (const j of result.joins) joined.add(j.b);
  // The through-route rule, at the ends of Interstates and US highways the strict rule left open:
  // where their own source lines stop, whatever else touches the end (a junction, the builder's joins
  // of open ends to the other carriageway: US-97 north of Redmond, OR).
  const through = refs.map(throughRoute);
  const source = lineEnds(lines, 0, sourceLines, (ref) => through[ref]);
  for (let li = 0; li < sourceLines; li++) {
    if (!through[lines[li].ref]) continue;
    for (const { atStart, e } of ends(li))
      if (!joined.has(e) && source.roadEnd(e, lines[li].ref)) gapAtEnd(f, li, atStart, source.roadEnd, true);
  }
  return result;
}
