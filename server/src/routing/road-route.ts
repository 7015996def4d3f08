import type { Hierarchies } from './ch-store';
import type { HierarchySearch } from './core/ch-query';
import type { RoadGraph } from './graph';
import { milesBetween } from './core/node-index';
import type { createPlaceExits } from './closed-ends';
import { meetOpenRoads } from './closed-ends';
import { assemblePath } from './core/road-path';
import type { RestrictedSegment } from './restricted-segments';
import type { createFerryCosts } from './ferry-legs';
import { withFerries } from './ferry-legs';
import { addLegRows, legsMet, type RoadRestrictions } from './road-restrictions';
import type { LegEnds, RoadSeasons, SeasonMark } from './road-seasons';
import type { ProfileLandmarks } from './core/profile-landmarks';
import type { PieceDrives } from './road-pieces';
import { nodePoint, offRoadAtNode, pointKey } from './core/edge-index';
import type { LegJoin, ShortestEdges } from './core/road-search';
import { RouteNotFoundError, type LatLngLike, type RoadPoint, type RouteRequest, type RoutedPath } from './core/road-types';
import { endsShortOnce, lastLegFrom } from './core/restriction-texts';
import type { Weighting } from './core/road-weights';
import { tieFactors, weighting } from './core/road-weights';
import type { NearestNode } from './core/node-index';
import type { Seeds, SearchState } from './core/search-state';
import type { SearchCache } from './core/search-cache';
import { requestKey } from './core/search-cache';
import type { OneWayEdges } from './core/one-way';
import { mayArriveFrom, mayDriveAlong, mayLeaveTowards, pathAgainst } from './core/one-way';
import { stretchEnd } from './stretch-ends';
import { drivenOf, rowsDriven } from './leg-driven';
import type { LegJoined as Joined } from './leg-driven';

// The router's route search (road-router.ts builds its parts): each place met at its nearest point
// of road, part-way along an edge when it lies there, each leg searched between such points.

/** What a route's search uses: the graph and the parts the router built over it. */
export interface RouteParts {
  graph: RoadGraph;
  /** The restriction rows (ferries among them: ferry-legs.ts times a crossing driven). */
  segments: readonly RestrictedSegment[];
  state: SearchState;
  coastal: Uint8Array;
  nearestNode: NearestNode;
  nearestRoad: (w: LatLngLike) => RoadPoint;
  /** 1 for an edge a place is met at its nearest node on, not part-way along. */
  atNode: Uint8Array;
  pieceDrives: PieceDrives;
  /** A place's point of road out of the restricted stretches of its edge, and the rows it was moved out of (road-pieces.ts). */
  outOfStretch: (at: RoadPoint, place: LatLngLike) => { point: RoadPoint; rows: number[]; ends: RoadPoint[] };
  restrictions: RoadRestrictions;
  seasons: RoadSeasons;
  /** The one-way roads (core/one-way.ts): never driven the other way. */
  oneWay: OneWayEdges;
  placeExits: ReturnType<typeof createPlaceExits>;
  ferryCosts: ReturnType<typeof createFerryCosts>;
  search: ShortestEdges;
  profileLandmarks: ProfileLandmarks;
  metricHierarchies: Hierarchies;
  hierarchySearch: HierarchySearch;
  legs: SearchCache<CachedLeg>;
  cacheWords: number;
}

// One leg's search, keeping off the segments applying to the request and the roads closed in its
// season; no road joining the places is an answer too (remembered: that search is the longest of all).
function searchLeg(
  p: RouteParts,
  shortest: (from: RoadPoint, to: RoadPoint) => number[],
  joinOf: (edges: number[]) => Joined | undefined,
  endsOf: (edges: readonly number[]) => LegEnds | undefined,
  from: RoadPoint,
  to: RoadPoint,
  req: RouteRequest,
): CachedLeg {
  // Each search's own segments (gone around, driven on a condition, driven through), so only
  // the search kept says so.
  const owns = new Map<number[], { own: Set<number>; seen: Set<number>; through: Set<number> }>();
  const one = () => {
    const found = { own: new Set<number>(), seen: new Set<number>(), through: new Set<number>() };
    const edges = p.restrictions.legAvoiding(
      () => shortest(from, to),
      req,
      found.own,
      found.seen,
      found.through,
      [from.node, to.node],
    );
    owns.set(edges, found);
    return edges;
  };
  try {
    const { edges, marks: legMarks } = p.seasons.leg(
      one,
      req,
      endsOf,
      drivenOf(p.graph, joinOf, from, to, req),
    );
    const found = owns.get(edges);
    const join = joinOf(edges) ?? { from: from.node, to: to.node, core: edges };
    return {
      edges: Uint32Array.from(join.core),
      from: join.from,
      to: join.to,
      avoided: [...(found?.own ?? [])],
      noticed: rowsDriven(edges, endsOf(edges), found?.seen ?? [], p),
      unavoidable: [...(found?.through ?? [])],
      marks: legMarks,
    };
  } catch (err) {
    if (err instanceof RouteNotFoundError)
      return { edges: null, from: -1, to: -1, avoided: [], noticed: [], unavoidable: [], marks: [] };
    throw err;
  }
}

const milesToNode = (graph: RoadGraph, w: LatLngLike, node: number) =>
  milesBetween(w.latitude, w.longitude, graph.nodeLat[node] * 1e-5, graph.nodeLng[node] * 1e-5);

/**
 * A leg's end as seeds of a search in a metric: a node, or the ends of the place's edge at the
 * costs of its two parts, each only when the search may drive that part (`may`, by the share of
 * the edge's length at that end: 0 or 1).
 */
function seedsAt(p: RouteParts, at: RoadPoint, w: Weighting, may: (end: number) => boolean): number | Seeds {
  if (at.edge < 0) return at.node;
  const c = edgeCost(p, at.edge, w);
  const seeds: Seeds = { nodes: [], costs: [] };
  for (const end of [0, 1])
    if (may(end)) {
      seeds.nodes.push(end === 0 ? p.graph.edgeA[at.edge] : p.graph.edgeB[at.edge]);
      seeds.costs.push(Math.abs(end - at.along) * c);
    }
  return seeds;
}

// Edge e's cost in a metric, as the searches weigh it (road-weights.ts' edgeCostsOf).
const edgeCost = (p: RouteParts, e: number, w: Weighting) =>
  p.graph.edgeMetres[e] *
  w.costPerMetre[p.graph.edgeClass[e]] *
  (p.coastal[p.graph.edgeName[e]] === 1 ? w.coastalWeight : 1) *
  tieFactors(p.graph)[e];

/**
 * A leg's edges as the restriction and season rules read them: its edges between the nodes it
 * joins, and each place's own edge when the piece of it driven drives that edge's rows
 * (road-pieces.ts); `ends` says which of them are such pieces, and which part of its edge each
 * drives, for the pass rule: a piece of a seasonal road's edge is driven whether or not it passes
 * the summit of a pass on that edge.
 */
function scanned(
  p: RouteParts,
  from: RoadPoint,
  to: RoadPoint,
  j: Joined,
): { edges: number[]; ends: LegEnds } {
  const share = (e: number, node: number) => (p.graph.edgeA[e] === node ? 0 : 1);
  const ends: LegEnds = {};
  const piece = (at: RoadPoint, a: number, b: number) =>
    at.edge >= 0 && p.pieceDrives(at.edge, a, b) ? { from: a, to: b } : undefined;
  if (j.from < 0) {
    const one = piece(from, from.along, to.along);
    if (!one) return { edges: [], ends };
    return { edges: [from.edge], ends: { start: one, end: one } };
  }
  const out: number[] = [];
  const start = piece(from, from.along, from.edge >= 0 ? share(from.edge, j.from) : 0);
  if (start) {
    out.push(from.edge);
    ends.start = start;
  }
  out.push(...j.core);
  const end = piece(to, to.edge >= 0 ? share(to.edge, j.to) : 0, to.along);
  if (end) {
    out.push(to.edge);
    ends.end = end;
  }
  return { edges: out, ends };
}

/**
 * A request's search of a leg between road points, and which nodes each search's answer joined
 * the graph at (by its edges, as the restriction and season rules hand them back).
 */
function legSearch(p: RouteParts, req: RouteRequest, closedNow: ReadonlySet<number>) {
  const rig = weighting(req);
  const { costPerMetre, hoursPerMetre, coastalWeight, bound } = rig;
  // The hierarchies' metric is the base rig's: the rig's speed scales every road alike.
  const base = weighting({ ...req, rvType: 'class-b' });
  const lm = p.profileLandmarks.bound(req, costPerMetre);
  const hierarchy = p.metricHierarchies.of(req);
  p.ferryCosts.set(hoursPerMetre);
  const joins = new WeakMap<number[], Joined>();
  const endsOfLeg = new WeakMap<readonly number[], LegEnds>();
  // The metric's hierarchy answers with the cheapest path on the whole graph; when it keeps off
  // every edge blocked now it is also the cheapest on the graph without them (blocking only takes
  // roads away), else A* searches the graph as it is. The rig's speed scales every road alike, so
  // the base rig's hierarchy serves every rig. A ferry's crossing costs more than its road in A*
  // only: a hierarchy path that takes no ferry is the cheapest with them too (that only adds cost).
  // The hierarchies are undirected: a path of one that drives a one-way road backwards is searched
  // again with A*, which drives each only its way (core/one-way.ts). A place part-way along an edge
  // is left by (or reached from) either end of it, but its way's on a one-way road; two on one
  // edge may also be joined along it.
  const shortest = (from: RoadPoint, to: RoadPoint): number[] => {
    const sameEdge = from.edge >= 0 && from.edge === to.edge;
    // A place on a one-way edge is left towards its way's end only, and reached from its start only;
    // two on one such edge are joined along it only when the second lies ahead of the first.
    const leaves = (end: number) => mayLeaveTowards(p.oneWay, from.edge, end);
    const arrives = (end: number) => mayArriveFrom(p.oneWay, to.edge, end);
    const ahead = sameEdge && mayDriveAlong(p.oneWay, from.edge, from.along, to.along);
    const along = (w: Weighting) =>
      ahead ? Math.abs(from.along - to.along) * edgeCost(p, from.edge, w) : Infinity;
    const found = (j: Joined) => {
      const { edges, ends } = scanned(p, from, to, j);
      joins.set(edges, j);
      endsOfLeg.set(edges, ends);
      return edges;
    };
    if (hierarchy) {
      const h = p.hierarchySearch(
        hierarchy,
        seedsAt(p, from, base, leaves),
        seedsAt(p, to, base, arrives),
        along(base),
      );
      p.state.searches++;
      p.state.settled += h.settled;
      if (!h.edges && !ahead) throw new RouteNotFoundError();
      const j = h.edges ? { from: h.from, to: h.to, core: h.edges } : { from: -1, to: -1, core: [] };
      const { edges } = scanned(p, from, to, j);
      // The hierarchy is undirected: its path stands only when it drives no one-way road backwards.
      if (
        edges.every((e) => p.restrictions.blocked[e] === 0 && !p.ferryCosts.on(e)) &&
        !pathAgainst(p.graph, p.oneWay, j.core, j.from)
      )
        return found(j);
    }
    // A piece of a blocked edge is driven only when it drives none of the rows blocked: a place
    // part-way along an edge is never on a closed seasonal road's (route meets it at a node) nor
    // inside a restricted segment's stretch (road-pieces.ts), so a blocked edge under it is a pass's,
    // a ferry's or a restricted segment's, rows at a point or on a stretch, and a piece short of the
    // point or the stretch keeps off them. (Before, a piece of
    // a pass's edge that is also a seasonal road's, Sonora Pass's or Monitor Pass's, was taken to
    // drive the pass: asked to avoid passes, a place on it could leave by neither end.)
    const may = (at: RoadPoint, to: number) =>
      p.restrictions.blocked[at.edge] === 0 ||
      (!closedNow.has(at.edge) && !p.pieceDrives.overPoint(at.edge, at.along, to));
    const join: LegJoin = {
      direct: ahead && may(from, to.along) ? along(rig) : Infinity,
      from: -1,
      to: -1,
    };
    const core = p.search(
      seedsAt(p, from, rig, (end) => may(from, end) && leaves(end)),
      seedsAt(p, to, rig, (end) => may(to, end) && arrives(end)),
      costPerMetre,
      bound,
      coastalWeight,
      lm,
      join,
    );
    return found({ from: join.from, to: join.to, core });
  };
  return {
    shortest,
    joinOf: (edges: number[]) => joins.get(edges),
    endsOf: (edges: readonly number[]) => endsOfLeg.get(edges),
    hoursPerMetre,
  };
}

/** The router's `route`: a path through the waypoints, each leg searched (and remembered) on its own. */
export function createRoute(p: RouteParts) {
  // The edges of the seasonal roads closed on a request's dates, by request.
  const closedByKey = new Map<string, Set<number>>();
  return function route(waypoints: LatLngLike[], req: RouteRequest): RoutedPath {
    if (waypoints.length < 2) throw new RouteNotFoundError('A route needs two places');
    const reqKey = requestKey(req) + p.seasons.key(req) + p.restrictions.dateKey(req);
    let closed = closedByKey.get(reqKey);
    if (!closed) {
      if (closedByKey.size >= 64) closedByKey.clear();
      closed = new Set(p.seasons.closedRoads(req).flatMap((i) => p.seasons.roads.edgesOf(i)));
      closedByKey.set(reqKey, closed);
    }
    const { shortest, joinOf, endsOf, hoursPerMetre } = legSearch(p, req, closed);
    // A leg's search keeps off the segments applying to the request; nothing else is blocked
    // between searches, so the leg's answer depends only on its ends and the request.
    const legOf = (from: RoadPoint, to: RoadPoint) => {
      const compute = () => searchLeg(p, shortest, joinOf, endsOf, from, to, req);
      return p.cacheWords > 0
        ? p.legs.get(`${pointKey(from)}>${pointKey(to)}/${reqKey}`, compute, legWords)
        : compute();
    };
    const nearest = waypoints.map((w) => p.nearestNode(w));
    // Rows by one index: the restricted segments, then the seasonal roads (closed-ends.ts).
    const met = meetOpenRoads(
      p.graph,
      nearest.map((s) => s.node),
      (node, k) =>
        p.placeExits({ at: waypoints[k], node, miles: nearest[k].miles }, () => [
          p.restrictions.keptOff(req),
          p.seasons.closedRoads(req),
        ]),
      (from, to) => legOf(nodePoint(p.graph, from), nodePoint(p.graph, to)).edges,
    );
    const { nodes } = met;
    const snapped = nearest.map((s, k) =>
      nodes[k] === s.node ? s : { node: nodes[k], miles: milesToNode(p.graph, waypoints[k], nodes[k]) },
    );
    // A place met where the open road ends is met at that node; one whose nearest road is closed on
    // the date or one-way (atNode), or that lies on no road with a node about as near (offRoadAtNode:
    // a park's centre), at its nearest node, as before; every other place at its nearest point of
    // road, out of the restricted stretches of its edge (road-pieces.ts): one inside a stretch is
    // met at the end of it its leg reaches by the shorter drive, and when the rig must keep off the
    // stretch the day says the drive ends short of it, unless the place lies beside that end
    // (BESIDE_END_MILES). Only the last place's drive ends short: a place so met on the way (or
    // the first) is a stretch the day's drive went around, said as avoided.
    const last = waypoints.length - 1;
    const atEnd = new Set(met.keptAtEnd);
    const isSegment = (i: number) => i < p.segments.length;
    const short = new Set(met.keptAtEnd.filter(isSegment));
    const avoided = new Set(met.kept.filter((i) => isSegment(i) && !atEnd.has(i)));
    const kept = new Set(p.restrictions.keptOff(req));
    const points = waypoints.map((w, k) => {
      if (met.moved.includes(k)) return nodePoint(p.graph, nodes[k], snapped[k].miles);
      const road = p.nearestRoad(w);
      const atNode = road.edge >= 0 && (p.atNode[road.edge] === 1 || closed.has(road.edge));
      if (atNode || offRoadAtNode(road, nearest[k].miles))
        return nodePoint(p.graph, nodes[k], snapped[k].miles);
      const other = waypoints[k > 0 ? k - 1 : k + 1];
      const end = stretchEnd(p, road, w, other && p.nearestRoad(other), k > 0, legOf, kept, () =>
        nodePoint(p.graph, nodes[k], snapped[k].miles),
      );
      if (end.short) for (const i of end.rows) if (kept.has(i)) (k === last ? short : avoided).add(i);
      return end.point;
    });
    for (const i of short) avoided.delete(i);
    const noticed = new Set<number>();
    const unavoidable = new Set<number>();
    const legs = legsMet();
    const seasonRows = (end: boolean) =>
      met.kept.filter((i) => !isSegment(i) && atEnd.has(i) === end).map((i) => i - p.segments.length);
    const marks: SeasonMark[] = [
      ...p.seasons.endsShort(seasonRows(true)),
      ...p.seasons.avoidedMarks(seasonRows(false)),
    ];
    const legAt = (k: number) => {
      const [from, to] = [points[k - 1], points[k]];
      if (pointKey(from) === pointKey(to)) return null;
      const leg = legOf(from, to);
      if (!leg.edges) throw new RouteNotFoundError();
      addLegRows({ avoided, noticed, unavoidable }, legs, k, leg);
      // Each leg's marks are said on its own stretch (a leg's answer is cached: copied, not changed).
      marks.push(...leg.marks.map((m) => ({ ...m, leg: k })));
      return { edges: leg.edges, from: leg.from, to: leg.to };
    };
    const drawn = assemblePath(p.graph, points, legAt, hoursPerMetre);
    // Ferries: a crossing driven is timed as the ferry, a place across the water is reached by one.
    const driven = new Set([...noticed, ...unavoidable]);
    const ferries = withFerries({
      graph: p.graph,
      segments: p.segments,
      edgesOf: p.restrictions.edgesOf,
      path: drawn,
      req,
      driven,
      waypoints,
      snapped,
      hoursPerMetre,
    });
    const path = met.moved.length > 0 ? { ...ferries.path, shortOf: met.moved } : ferries.path;
    if (
      avoided.size + noticed.size + unavoidable.size + short.size === 0 &&
      marks.length === 0 &&
      ferries.restrictions.length === 0
    )
      return path;
    const all = [
      ...p.restrictions.restrictionsOf(path, avoided, req, noticed, unavoidable, short, legs),
      ...p.seasons.restrictionsOf(path, marks),
      ...ferries.restrictions,
    ];
    // A road its last leg went around and ends short of is said once, as the end short (restriction-texts.ts).
    return { ...path, restrictions: endsShortOnce(all, lastLegFrom(path)).sort((a, b) => a.index - b.index) };
  };
}

export interface CachedLeg {
  edges: Uint32Array | null;
  // The nodes the search joined at the ends (-1: along the one edge both ends lie on).
  from: number;
  to: number;
  avoided: number[];
  noticed: number[];
  unavoidable: number[];
  marks: SeasonMark[];
}
const legWords = (leg: CachedLeg) =>
  (leg.edges?.length ?? 0) +
  (leg.avoided.length + leg.noticed.length + leg.unavoidable.length) * 2 +
  leg.marks.length * 64 +
  10;
