import type { RoadGraph } from './graph';
import { endsShortOf, nearestIndex, segmentEdges } from './restricted-segments';
import type { ShortOf } from './note-parts';
import { noteText, shortOfParts } from './note-parts';
import type { BlockedEdges } from './core/road-search';
import type { LatLngLike, RouteRequest, RouteRestriction, RoutedPath } from './core/road-types';
import { RouteNotFoundError } from './core/road-types';
import { METRES_PER_MILE } from './core/road-weights';
import type { MountainPass, SeasonTables, SeasonalRoad } from './core/seasons';
import {
  PASS_DETOUR,
  isFarDetour,
  passAvoidedNote,
  passDrivenNote,
  passCounted,
  passMode,
  roadClosedNote,
  roadClosedReachText,
  roadClosedUnavoidableNote,
  roadClosedWhy,
  roadUncertainNote,
  roadsOn,
  winterOn,
  winterPassNote,
} from './core/seasons';
import type { PassDetour, PassMode } from './core/seasons';
import { weighting } from './core/road-weights';
import { asSegment, sharedSeasonTables } from './seasons';
import type { ClosedTable } from './closed-ends';
import type { LegEnds } from './pass-pieces';
import { createPassPieces } from './pass-pieces';
import { summitEdges } from './season-edges';
import { legStretch } from './leg-stretch';
import { shoulderMarkId, shoulderPassNote } from './core/chain-law-seasons';
import { seasonsKeyOf, seasonsOn } from './seasons-on';
import { closedAround, orNone } from './closed-around';

export type { LegEnds } from './pass-pieces';

/** Edges as driven: metres and the rig's hours. */
type Driven = { metres: number; hours: number };

/** What a leg's drive said about the seasons: a road or pass gone around, or driven with a warning. */
export interface SeasonMark {
  id: string;
  kind: RouteRestriction['kind'];
  note: string;
  at: LatLngLike;
  /** A mountain pass's mark, not a seasonal road's. */
  pass?: true;
  /** A pass gone around, as asked, by a way more than twice the drive over it: the day warns. */
  far?: true;
  /** A pass crossed in its state's chain-law season only (not winter, not asked): said, not steered round. */
  shoulder?: true;
  /** The mark of a closed road a day's place lies on: the drive ends short of it. */
  short?: true;
  /** A short mark's road and season, as a sentence names them (roadClosedReachText). */
  closure?: string;
  /** A short mark's note as its parts (note-parts.ts' ShortOf). */
  shortOf?: ShortOf;
  /** A seasonal road closed on the date (road-types.ts' RouteRestriction). */
  seasonClosed?: true;
  /**
   * The leg of the route it was met on (1: the first waypoint to the second): said where that leg
   * passes it, not where an earlier leg passed the same place (a route over a pass and back).
   */
  leg?: number;
}

/** The season tables on one road graph: the edges of each row, and searches that keep off them. */
export interface RoadSeasons {
  /** What of the seasons applies to the request, as a cache key ('' when nothing does). */
  key(req: RouteRequest): string;
  /**
   * A leg's edges for the request's dates: a closed seasonal road it would drive is kept off; in
   * winter, its mountain passes are kept off when a way at most PASS_DETOUR longer exists (always,
   * when the traveller asked to avoid them, as long as some road does, except a national park's own
   * pass: only within PASS_DETOUR, else it is named); a main road's winter pass (tier 'winter') is
   * never kept off, and named from November to April only. search runs the leg's
   * search on the graph as blocked now; a plain search runs first, so a leg nowhere near a seasonal
   * road or a pass is searched once. endsOf tells which of a search's edges are pieces of a
   * place's own edge: a piece short of a pass's summit does not drive the pass (Dardanelle, on
   * Sonora Pass's edge west of the summit, to Sonora), and a pass driven only on such a piece,
   * with no way there that keeps off it, is said to be the place's own road.
   */
  leg(
    search: () => number[],
    req: RouteRequest,
    endsOf?: (edges: readonly number[]) => LegEnds | undefined,
    /** A search's edges as the route drives them (its places' own edges in part): a way round's cost. */
    drivenOf?: (edges: readonly number[]) => { metres: number; hours: number } | undefined,
  ): { edges: number[]; marks: SeasonMark[] };
  /** Runs fn with the roads closed on the request's dates blocked (and the passes, when it avoids them). */
  withClosed<T>(req: RouteRequest, fn: () => T): T;
  /** The marks as a path's restrictions, each once, at the path point nearest it. */
  restrictionsOf(path: RoutedPath, marks: readonly SeasonMark[]): RouteRestriction[];
  /** The seasonal roads, as a table of rows the drive may keep off (closed-ends.ts). */
  roads: ClosedTable;
  /** The mountain passes, each at its summit (road-pieces.ts). */
  passes: ClosedTable;
  /** The seasonal roads (by index) closed on any of the request's dates (not those only uncertain then). */
  closedRoads(req: RouteRequest): readonly number[];
  /** The marks of the closed roads a day's place lies on: its drive ends where the open road ends. */
  endsShort(rows: readonly number[]): SeasonMark[];
  /** The seasonal roads closed on the request's dates that hold this edge. */
  closedOn(edge: number, req: RouteRequest): SeasonalRoad[];
  /** The marks of closed roads a place on the way (not the day's end) lies on: gone around, said as avoided. */
  avoidedMarks(rows: readonly number[]): SeasonMark[];
}

export function createRoadSeasons(
  graph: RoadGraph,
  blocked: BlockedEdges,
  tables: SeasonTables = sharedSeasonTables(),
): RoadSeasons {
  // One scan of the graph for both tables.
  const found = segmentEdges(graph, [...tables.passes, ...tables.roads].map(asSegment));
  // A pass's own edges carry its summit (season-edges.ts), not every piece of its road in its square.
  const passEdges = summitEdges(graph, tables.passes, found.slice(0, tables.passes.length));
  const roadEdges = found.slice(tables.passes.length);
  const edgePass = rowsOfEdge(passEdges);
  // The edges kept off a winter's way round, or when asked: a main road's winter pass is never gone around.
  const highEdges = passEdges.map((list, i) => (tables.passes[i].tier === 'winter' ? [] : list));
  const edgeRoad = rowsOfEdge(roadEdges);
  const edgesOf = (rows: readonly number[]) => rows.map((i) => roadEdges[i]);

  // Blocks the edges for fn, then gives every edge back the value it had.
  function withBlocked<T>(lists: ReadonlyArray<readonly number[]>, fn: () => T): T {
    const saved = lists.map((l) => l.map((e) => blocked[e]));
    for (const l of lists) for (const e of l) blocked[e] = 1;
    try {
      return fn();
    } finally {
      lists.forEach((l, i) => l.forEach((e, k) => (blocked[e] = saved[i][k])));
    }
  }
  const passPieces = createPassPieces(graph, tables.passes, edgePass);
  const shortMarks: SeasonMark[] = []; // each row's ends-short mark once: toLocaleDateString is slow

  return {
    key: seasonsKeyOf(tables),
    leg(search, req, endsOf, drivenOf) {
      const { mode, closed, uncertain, shoulder, none } = seasonsOn(tables, req);
      let edges = search();
      if (none) return { edges, marks: [] };
      const marks: SeasonMark[] = [];
      const closedLists = closed.map((i) => roadEdges[i]);
      const closedHit = used(edges, edgeRoad).filter((i) => closed.includes(i));
      if (closedHit.length > 0) {
        // A place reached only over a closed road (a park's dead end) keeps the road, with a warning.
        const keepingOff = (rows: readonly number[]) => orNone(() => withBlocked(edgesOf(rows), search));
        const { way, met } = closedAround(closedHit, closed, keepingOff, (e) => used(e, edgeRoad));
        if (way) edges = way;
        for (const i of way ? met : closedHit) {
          const r = tables.roads[i];
          const note = way ? roadClosedNote(r) : roadClosedUnavoidableNote(r);
          marks.push({ id: r.id, kind: way ? 'avoided' : 'passes', note, at: r.at, seasonClosed: true });
        }
      }
      const { passesOn, onlyOwn } = passPieces(endsOf, closedLists);
      const winter = winterOn(req);
      // The passes the leg meets: the high ones whenever passes count, the main roads' winter ones in winter.
      const counted = (list: readonly number[]) =>
        list.filter((i) =>
          passCounted(tables.passes[i], mode, winter, shoulder.includes(tables.passes[i].state)),
        );
      const passes = counted(passesOn(edges));
      if (passes.length > 0) {
        const tryAround = (lists: readonly number[][]) => {
          try {
            return withBlocked([...closedLists, ...lists], search);
          } catch (err) {
            if (!(err instanceof RouteNotFoundError)) throw err;
            return null;
          }
        };
        const measure = drivenBy(graph, req, drivenOf);
        const metres = pieceMetres(graph, endsOf);
        const driven = drivePasses({ tables, highEdges, metres, measure, tryAround, mode }, edges, passes);
        edges = driven.edges;
        const on = new Set(counted(passesOn(edges)));
        // A pass driven only on a place's own piece, no way keeping off the passes: the place is on
        // the pass's road, every way to (or from) it crosses one, and the day says so.
        const ownRoad = (i: number) => (driven.alt === null ? onlyOwn(i, edges) : undefined);
        marks.push(...passMarks(tables, passes, on, { ...driven, mode, winter, ownRoad }));
      }
      for (const i of used(edges, edgeRoad).filter((k) => uncertain.includes(k))) {
        const r = tables.roads[i];
        marks.push({ id: r.id, kind: 'passes', note: roadUncertainNote(r), at: r.at });
      }
      return { edges, marks };
    },
    withClosed(req, fn) {
      const lists = roadsOn(tables.roads, req).closed.map((i) => roadEdges[i]);
      // A drive from camp (minutes from camp, day trips) keeps a park's own passes: inside the park
      // there is no other road to its sights.
      if (passMode(req) === 'avoid') lists.push(...highEdges.filter((_, i) => !tables.passes[i].park));
      return lists.length === 0 ? fn() : withBlocked(lists, fn);
    },
    restrictionsOf(path, marks) {
      // A mark is said once on a leg (a place's mark, on no leg, once with a leg's). Two legs over the
      // same pass (out and back) each say it: each day over a pass names it, its height and its law.
      const sameLeg = (a: SeasonMark, b: SeasonMark) =>
        a.leg === undefined || b.leg === undefined || a.leg === b.leg;
      const once = marks.filter(
        (m, i) => marks.findIndex((o) => o.id === m.id && o.note === m.note && sameLeg(o, m)) === i,
      );
      return once.map(({ at, leg, ...m }) => ({
        ...m,
        index: nearestIndex(path, at, legStretch(path, leg)),
      }));
    },
    ...rowTables(tables, roadEdges, passEdges),
    closedRoads: (req) => roadsOn(tables.roads, req).closed,
    closedOn(edge, req) {
      const { closed } = roadsOn(tables.roads, req);
      return (edgeRoad.get(edge) ?? []).filter((i) => closed.includes(i)).map((i) => tables.roads[i]);
    },
    endsShort: (rows) => rows.map((i) => (shortMarks[i] ??= endsShortMark(tables.roads[i]))),
    avoidedMarks: (rows) =>
      rows.map((i) => {
        const r = tables.roads[i];
        return { id: r.id, kind: 'avoided', note: roadClosedNote(r), at: r.at, seasonClosed: true };
      }),
  };
}

// The edges' metres and drive hours for the request's rig, as the route drives them when the caller
// can tell (`drivenOf`), else every edge whole.
function drivenBy(
  graph: RoadGraph,
  req: RouteRequest,
  drivenOf?: (edges: readonly number[]) => Driven | undefined,
) {
  const { hoursPerMetre } = weighting(req);
  return (edges: readonly number[]): Driven =>
    drivenOf?.(edges) ?? {
      metres: edges.reduce((t, e) => t + graph.edgeMetres[e], 0),
      hours: edges.reduce((t, e) => t + graph.edgeMetres[e] * hoursPerMetre[graph.edgeClass[e]], 0),
    };
}

// An edge may carry several passes (the graph's edges run junction to junction: one US-24 edge
// crosses both Wilkerson and Ute passes), so each edge keeps every row it belongs to.
function rowsOfEdge(lists: readonly number[][]) {
  const of = new Map<number, number[]>();
  lists.forEach((list, i) => list.forEach((e) => of.set(e, [...(of.get(e) ?? []), i])));
  return of;
}

/** The rows (by index) the edges drive. */
function used(edges: readonly number[], of: ReadonlyMap<number, readonly number[]>) {
  const found = new Set<number>();
  for (const e of edges) for (const i of of.get(e) ?? []) found.add(i);
  return [...found].sort((a, b) => a - b);
}

/** The seasonal roads and the passes as tables of rows, each row's edges and its point. */
const rowTables = (tables: SeasonTables, roadEdges: number[][], passEdges: number[][]) =>
  ({
    roads: { count: tables.roads.length, edgesOf: (i) => roadEdges[i], atOf: (i) => tables.roads[i].at },
    passes: { count: tables.passes.length, edgesOf: (i) => passEdges[i], atOf: (i) => tables.passes[i].at },
  }) satisfies Pick<RoadSeasons, 'roads' | 'passes'>;

/**
 * The metres a search's edges drive: a place's own piece of a long edge counts for its share only
 * (Boulder, UT, half-way along UT-12's 103-mile edge), so a way round is weighed against the miles
 * the leg drives, not the whole edge's.
 */
const pieceMetres =
  (graph: RoadGraph, endsOf: ((edges: readonly number[]) => LegEnds | undefined) | undefined) =>
  (list: readonly number[]) => {
    const ends = endsOf?.(list);
    const last = list.length - 1;
    return list.reduce((t, e, k) => {
      const piece = k === 0 && ends?.start ? ends.start : k === last && ends?.end ? ends.end : undefined;
      return t + graph.edgeMetres[e] * (piece ? Math.abs(piece.to - piece.from) : 1);
    }, 0);
  };

/**
 * A leg over passes (road-seasons.ts' leg): its edges again without the high passes, taken in winter
 * when at most PASS_DETOUR longer, and when asked at any length (a park's own pass only within
 * PASS_DETOUR). A main road's winter pass is never kept off: its edges are not in `highEdges`, and a
 * leg that meets only such passes is not searched again. `alt`: the way round found (null: none, or
 * not looked for); `detour`: the miles and hours of the way round and of the drive over the pass,
 * when the way round taken is more than PASS_DETOUR longer (asked only).
 */
function drivePasses(
  c: {
    tables: SeasonTables;
    highEdges: number[][];
    metres: (edges: readonly number[]) => number;
    measure: (edges: readonly number[]) => Driven;
    tryAround: (lists: readonly number[][]) => number[] | null;
    mode: PassMode;
  },
  edges: number[],
  passes: readonly number[],
): { edges: number[]; alt: number[] | null; detour?: PassDetour } {
  const { tables, highEdges, mode } = c;
  const high = passes.filter((i) => tables.passes[i].tier !== 'winter');
  // Outside the winter, unasked, a pass is only named (its state's chain-law season): never gone around.
  if (high.length === 0 || mode === 'none') return { edges, alt: null };
  const within = (alt: readonly number[]) => c.metres(alt) <= PASS_DETOUR * c.metres(edges);
  // Asked to avoid passes: kept off any way round, except a park's own pass (only within PASS_DETOUR).
  const anyLength = mode === 'avoid' && !high.some((i) => tables.passes[i].park);
  let alt = c.tryAround(highEdges);
  let take = alt !== null && (anyLength || within(alt));
  if (!take && mode === 'avoid' && high.some((i) => !tables.passes[i].park)) {
    // Too long round the park's pass: keep off the others (at any length) and drive it.
    alt = c.tryAround(highEdges.filter((_, i) => !tables.passes[i].park));
    take = alt !== null;
  }
  if (!alt || !take) return { edges, alt };
  // Asked, a way round far longer than the pass says what it costs (Aspen to Twin Lakes: 710 miles for 40).
  if (within(alt)) return { edges: alt, alt };
  const [over, round] = [c.measure(edges), c.measure(alt)];
  const detour = {
    overMiles: over.metres / METRES_PER_MILE,
    overHours: over.hours,
    roundMiles: round.metres / METRES_PER_MILE,
    roundHours: round.hours,
  };
  return { edges: alt, alt, detour };
}

/** The marks of a leg's passes: each crossed (`on`) or gone around; a main road's winter pass only when crossed. */
function passMarks(
  tables: SeasonTables,
  passes: readonly number[],
  on: ReadonlySet<number>,
  d: {
    detour?: PassDetour;
    mode: PassMode;
    winter: boolean;
    ownRoad: (i: number) => 'start' | 'end' | undefined;
  },
): SeasonMark[] {
  const marks: SeasonMark[] = [];
  const asked = d.mode === 'avoid';
  let toldExtra = false;
  // A state's passes crossed in its chain-law season, said in one note with the law (Red Mountain, Molas and Coal Bank).
  const shoulder = new Map<string, MountainPass[]>();
  for (const i of [...new Set([...passes, ...on])].sort((a, b) => a - b)) {
    const p = tables.passes[i];
    const law = tables.chainLaws[p.state];
    const driven = on.has(i);
    // Named for its state's chain-law season only (not winter, not asked): crossed, with the law.
    if (driven && (p.tier === 'winter' ? !d.winter : d.mode === 'none')) {
      shoulder.set(p.state, [...(shoulder.get(p.state) ?? []), p]);
      continue;
    }
    if (p.tier === 'winter') {
      if (driven)
        marks.push({ id: p.id, kind: 'passes', note: winterPassNote(p, law, asked), at: p.at, pass: true });
      continue;
    }
    // The way round's cost is said once a leg, with the first pass it went around.
    const once: PassDetour | undefined = !driven && !toldExtra ? d.detour : undefined;
    toldExtra ||= once !== undefined;
    const note = driven ? passDrivenNote(p, law, asked, d.ownRoad(i)) : passAvoidedNote(p, asked, once);
    const far = once && isFarDetour(once) ? { far: true as const } : {};
    marks.push({ id: p.id, kind: driven ? 'passes' : 'avoided', note, at: p.at, pass: true, ...far });
  }
  for (const [state, list] of shoulder)
    marks.push({
      id: shoulderMarkId(state, list),
      kind: 'passes',
      note: shoulderPassNote(list, tables.chainLaws[state]),
      at: list[0].at,
      pass: true,
      shoulder: true,
    });
  return marks;
}

/** The mark of a closed seasonal road a day's place lies on, in the words of a road closed to the rig. */
function endsShortMark(r: SeasonalRoad): SeasonMark {
  const reported = r.confirmed ? {} : { reportedBy: "the season's dates (reported)" };
  const row = { ...asSegment(r), reason: roadClosedWhy(r), confirmed: r.confirmed, ...reported };
  const shortOf = endsShortOf(row, {}, 'date');
  const closure = r.dated ? undefined : roadClosedReachText(r);
  const note = noteText(shortOfParts(shortOf));
  const mark: SeasonMark = {
    id: r.id,
    kind: 'avoided',
    note,
    at: r.at,
    short: true,
    shortOf,
    seasonClosed: true,
  };
  return closure ? { ...mark, closure } : mark;
}
