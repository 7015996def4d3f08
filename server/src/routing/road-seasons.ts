import type { RoadGraph } from './graph';
import { projectOnEdge } from './core/edge-index';
import { endsShortNote, nearestIndex, segmentEdges } from './restricted-segments';
import type { BlockedEdges } from './core/road-search';
import type { LatLngLike, RouteRequest, RouteRestriction, RoutedPath } from './core/road-types';
import { RouteNotFoundError } from './core/road-types';
import type { SeasonTables, SeasonalRoad } from './core/seasons';
import {
  PASS_DETOUR,
  passAvoidedNote,
  passDrivenNote,
  passMode,
  roadClosedNote,
  roadClosedUnavoidableNote,
  roadClosedWhy,
  roadUncertainNote,
  roadsOn,
} from './core/seasons';
import { asSegment, sharedSeasonTables } from './seasons';
import type { ClosedTable } from './closed-ends';
import { pocketOf } from './closed-ends';

/** What a leg's drive said about the seasons: a road or pass gone around, or driven with a warning. */
export interface SeasonMark {
  id: string;
  kind: RouteRestriction['kind'];
  note: string;
  at: LatLngLike;
  /** A mountain pass's mark, not a seasonal road's. */
  pass?: true;
}

/**
 * A leg's own pieces (road-route.ts): its first edge (`start`) or last (`end`) when that is a piece
 * of the edge a place lies on part-way, from share `from` of the edge's length to share `to` (the
 * start's piece leaves its place at `from` for an end of the edge, 0 or 1; the end's comes from one
 * to its place at `to`); one object for both when the leg runs along one edge.
 */
export interface LegEnds {
  start?: { from: number; to: number };
  end?: { from: number; to: number };
}

/** The season tables on one road graph: the edges of each row, and searches that keep off them. */
export interface RoadSeasons {
  /** What of the seasons applies to the request, as a cache key ('' when nothing does). */
  key(req: RouteRequest): string;
  /**
   * A leg's edges for the request's dates: a closed seasonal road it would drive is kept off; in
   * winter, its mountain passes are kept off when a way at most PASS_DETOUR longer exists (always,
   * when the traveller asked to avoid them, as long as some road does, except a national park's own
   * pass: only within PASS_DETOUR, else it is named). search runs the leg's
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
  ): { edges: number[]; marks: SeasonMark[] };
  /** Runs fn with the roads closed on the request's dates blocked (and the passes, when it avoids them). */
  withClosed<T>(req: RouteRequest, fn: () => T): T;
  /** The marks as a path's restrictions, each at the path point nearest it. */
  restrictionsOf(path: RoutedPath, marks: readonly SeasonMark[]): RouteRestriction[];
  /** The seasonal roads, as a table of rows the drive may keep off (closed-ends.ts). */
  roads: ClosedTable;
  /** The mountain passes, each at its summit (road-pieces.ts). */
  passes: ClosedTable;
  /** The seasonal roads (by index) closed on any of the request's dates (not those only uncertain then). */
  closedRoads(req: RouteRequest): readonly number[];
  /** The marks of the closed roads a day's place lies on: its drive ends where the open road ends. */
  endsShort(rows: readonly number[]): SeasonMark[];
}

export function createRoadSeasons(
  graph: RoadGraph,
  blocked: BlockedEdges,
  tables: SeasonTables = sharedSeasonTables(),
): RoadSeasons {
  // One scan of the graph for both tables.
  const found = segmentEdges(graph, [...tables.passes, ...tables.roads].map(asSegment));
  const passEdges = found.slice(0, tables.passes.length);
  const roadEdges = found.slice(tables.passes.length);
  // An edge may carry several passes (the graph's edges run junction to junction: one US-24 edge
  // crosses both Wilkerson and Ute passes), so each edge keeps every row it belongs to.
  const rowsOfEdge = (lists: readonly number[][]) => {
    const of = new Map<number, number[]>();
    lists.forEach((list, i) => list.forEach((e) => of.set(e, [...(of.get(e) ?? []), i])));
    return of;
  };
  const edgePass = rowsOfEdge(passEdges);
  const edgeRoad = rowsOfEdge(roadEdges);

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
  const metres = (edges: readonly number[]) => edges.reduce((t, e) => t + graph.edgeMetres[e], 0);
  const used = (edges: readonly number[], of: ReadonlyMap<number, readonly number[]>) => {
    const found = new Set<number>();
    for (const e of edges) for (const i of of.get(e) ?? []) found.add(i);
    return [...found].sort((a, b) => a - b);
  };
  const lawOf = (i: number) => tables.chainLaws[tables.passes[i].state];
  // Whether pass i's summit lies on the piece of edge e from share `from` to share `to`.
  const summitShare = new Map<string, number>();
  const summitOn = (i: number, e: number, from: number, to: number) => {
    const key = `${i}:${e}`;
    let at = summitShare.get(key);
    if (at === undefined) summitShare.set(key, (at = projectOnEdge(graph, e, tables.passes[i].at).along));
    return at >= Math.min(from, to) && at <= Math.max(from, to);
  };
  const shortMarks: SeasonMark[] = []; // each row's ends-short mark once: toLocaleDateString is slow

  return {
    key(req) {
      const mode = passMode(req);
      const { closed, uncertain } = roadsOn(tables.roads, req);
      if (mode === 'none' && closed.length === 0 && uncertain.length === 0) return '';
      return `${mode}:${closed.join(',')}:${uncertain.join(',')}`;
    },
    leg(search, req, endsOf) {
      const mode = passMode(req);
      const { closed, uncertain } = roadsOn(tables.roads, req);
      let edges = search();
      if (mode === 'none' && closed.length === 0 && uncertain.length === 0) return { edges, marks: [] };
      const marks: SeasonMark[] = [];
      const closedLists = closed.map((i) => roadEdges[i]);
      const closedHit = used(edges, edgeRoad).filter((i) => closed.includes(i));
      if (closedHit.length > 0) {
        // A place reached only over a closed road (a park's dead end) keeps the road, with a warning.
        let around: number[] | null = null;
        try {
          around = withBlocked(closedLists, search);
        } catch (err) {
          if (!(err instanceof RouteNotFoundError)) throw err;
        }
        if (around) edges = around;
        for (const i of closedHit) {
          const r = tables.roads[i];
          const note = around ? roadClosedNote(r) : roadClosedUnavoidableNote(r);
          marks.push({ id: r.id, kind: around ? 'avoided' : 'passes', note, at: r.at });
        }
      }
      // The passes each of a search's edges drives: all of the edge's, but on a place's own piece
      // only those whose summit it passes (one US-24 edge holds Wilkerson and Ute passes).
      const drivenAt = (list: readonly number[]) => {
        const ends = endsOf?.(list);
        const last = list.length - 1;
        return list.map((e, k) => {
          const piece = k === 0 && ends?.start ? ends.start : k === last && ends?.end ? ends.end : undefined;
          const rows = edgePass.get(e) ?? [];
          return piece ? rows.filter((i) => summitOn(i, e, piece.from, piece.to)) : rows;
        });
      };
      const passesOn = (list: readonly number[]) => [...new Set(drivenAt(list).flat())].sort((a, b) => a - b);
      // Whether a place at share `place` of edge e is shut in by the passes (and the roads closed
      // now) on its side away from the end it is left by (`by`, 0 or 1): a summit lies that way on
      // its own edge too (Cove Campground, between Wilkerson and Ute passes on US-24), or the roads
      // from that end reach only a pocket of the network (closed-ends.ts) without them.
      const shutIn = (e: number, place: number, by: number) => {
        const away = by === 0 ? 1 : 0;
        if ((edgePass.get(e) ?? []).some((i) => summitOn(i, e, place, away))) return true;
        const closedNow = new Set(closedLists.flat());
        const kept = { has: (x: number) => edgePass.has(x) || closedNow.has(x) };
        return pocketOf(graph, away === 0 ? graph.edgeA[e] : graph.edgeB[e], kept) !== null;
      };
      // Where pass i is driven only on a place's own piece, the place shut in by the passes on its
      // other side: the place is on the pass's own road, reached only over one ('start' or 'end').
      const onlyOwn = (i: number, list: readonly number[]): 'start' | 'end' | undefined => {
        const ends = endsOf?.(list);
        if (!ends || ends.start === ends.end) return undefined;
        const at = drivenAt(list).flatMap((rows, k) => (rows.includes(i) ? [k] : []));
        const last = list.length - 1;
        if (at.length === 0) return undefined;
        const { start, end } = ends;
        if (start && at.every((k) => k === 0) && shutIn(list[0], start.from, start.to)) return 'start';
        if (end && at.every((k) => k === last) && shutIn(list[last], end.to, end.from)) return 'end';
        return undefined;
      };
      const passes = mode === 'none' ? [] : passesOn(edges);
      if (passes.length > 0) {
        const tryAround = (lists: readonly number[][]) => {
          try {
            return withBlocked([...closedLists, ...lists], search);
          } catch (err) {
            if (!(err instanceof RouteNotFoundError)) throw err;
            return null;
          }
        };
        const within = (alt: readonly number[]) => metres(alt) <= PASS_DETOUR * metres(edges);
        // Asked to avoid passes: kept off any way round, except a park's own pass (only within PASS_DETOUR).
        const anyLength = mode === 'avoid' && !passes.some((i) => tables.passes[i].park);
        let alt = tryAround(passEdges);
        let take = alt !== null && (anyLength || within(alt));
        if (!take && mode === 'avoid' && passes.some((i) => !tables.passes[i].park)) {
          // Too long round the park's pass: keep off the others (at any length) and drive it.
          alt = tryAround(passEdges.filter((_, i) => !tables.passes[i].park));
          take = alt !== null;
        }
        if (alt && take) edges = alt;
        const driven = new Set(passesOn(edges));
        // A pass driven only on a place's own piece, no way keeping off the passes: the place is on
        // the pass's road, every way to (or from) it crosses one, and the day says so.
        const ownRoad = (i: number) => (alt === null ? onlyOwn(i, edges) : undefined);
        for (const i of [...new Set([...passes, ...driven])].sort((a, b) => a - b)) {
          const p = tables.passes[i];
          const on = driven.has(i);
          const note = on
            ? passDrivenNote(p, lawOf(i), mode === 'avoid', ownRoad(i))
            : passAvoidedNote(p, mode === 'avoid');
          marks.push({ id: p.id, kind: on ? 'passes' : 'avoided', note, at: p.at, pass: true });
        }
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
      if (passMode(req) === 'avoid') lists.push(...passEdges.filter((_, i) => !tables.passes[i].park));
      return lists.length === 0 ? fn() : withBlocked(lists, fn);
    },
    restrictionsOf(path, marks) {
      return marks.map((m) => ({
        id: m.id,
        kind: m.kind,
        note: m.note,
        index: nearestIndex(path, m.at),
        ...(m.pass ? { pass: true as const } : {}),
      }));
    },
    ...rowTables(tables, roadEdges, passEdges),
    closedRoads: (req) => roadsOn(tables.roads, req).closed,
    endsShort: (rows) => rows.map((i) => (shortMarks[i] ??= endsShortMark(tables.roads[i]))),
  };
}

/** The seasonal roads and the passes as tables of rows, each row's edges and its point. */
const rowTables = (tables: SeasonTables, roadEdges: number[][], passEdges: number[][]) =>
  ({
    roads: { count: tables.roads.length, edgesOf: (i) => roadEdges[i], atOf: (i) => tables.roads[i].at },
    passes: { count: tables.passes.length, edgesOf: (i) => passEdges[i], atOf: (i) => tables.passes[i].at },
  }) satisfies Pick<RoadSeasons, 'roads' | 'passes'>;

/** The mark of a closed seasonal road a day's place lies on, in the words of a road closed to the rig. */
function endsShortMark(r: SeasonalRoad): SeasonMark {
  const unconfirmed = r.confirmed ? undefined : "the season's dates (reported)";
  const row = { ...asSegment(r), reason: roadClosedWhy(r), unconfirmed };
  return { id: r.id, kind: 'avoided', note: endsShortNote(row, {}, 'date'), at: r.at };
}
