import type { RoadGraph } from './graph';
import { createCityBlock } from './core/restriction-detours';
import type { RestrictedSegment } from './restricted-segments';
import {
  STRUCTURE_KINDS,
  avoidedNote,
  avoidedParts,
  conditionNote,
  conditionParts,
  endsShortOf,
  nearestIndex,
  portalEdges,
  segmentEdges,
  segmentRule,
  unavoidableNote,
  unavoidableParts,
} from './restricted-segments';
import type { NoteParts } from './note-parts';
import { noteText, shortOfParts } from './note-parts';
import type { BlockedEdges } from './core/road-search';
import type { RouteRequest, RouteRestriction, RoutedPath } from './core/road-types';
import { RouteNotFoundError } from './core/road-types';
import { ferrySeasonOn } from './ferry-rules';
import {
  NO_STEER,
  steered,
  steeredAvoidedParts,
  steeredDrivenParts,
  withinAdvisoryDetour,
} from './advisory-rules';
import { legStretch } from './leg-stretch';
import { milesBetween } from './core/node-index';
import { mergeCrossings } from './crossing-notes';
import type { AvoidArgs, LegContext } from './leg-avoiding';
import { avoidLeg } from './leg-avoiding';

/** How a leg met a segment: went around it, drove it on a condition, drove it for want of a way round. */
type LegKind = 'avoided' | 'noticed' | 'unavoidable';
/** The legs (numbered from 1, as a route's legs) that met each segment, by how they met it. */
export type LegsMet = Record<LegKind, Map<number, Set<number>>>;
export const legsMet = (): LegsMet => ({ avoided: new Map(), noticed: new Map(), unavoidable: new Map() });

/** Adds leg k's segments to the route's sets and to the legs that met them. */
export function addLegRows(
  sets: Record<LegKind, Set<number>>,
  legs: LegsMet,
  k: number,
  found: Record<LegKind, readonly number[]>,
): void {
  for (const kind of ['avoided', 'noticed', 'unavoidable'] as const)
    for (const i of found[kind]) {
      sets[kind].add(i);
      legs[kind].set(i, (legs[kind].get(i) ?? new Set()).add(k));
    }
}

/** The restricted segments of one road graph: which edges they hold, and searches that keep off them. */
export interface RoadRestrictions {
  /** The edge mask the graph searches read (1 = may not be used now). */
  blocked: BlockedEdges;
  /**
   * A leg's edges that keep off every segment the rig must keep off. The plain search runs first;
   * every segment it used that the rig must keep off is blocked and the leg searched again, round
   * after round until its route drives none (after MAX_ROUNDS rounds, every such segment at once),
   * so routes that come nowhere near a restricted segment are searched once and come out as before.
   * The segments gone around are added to `avoided` (each a round's route would have driven: New
   * Jersey to Brooklyn names the Holland Tunnel and the Hugh L. Carey Tunnel its plain way drives,
   * and the Lincoln Tunnel its next, whichever way it is driven), and those the leg drives on a
   * condition (valves shut, an escort, an advisory) to `noticed` (by index). When keeping off a segment leaves no road at all (our network lacks the
   * way round, as from lower Manhattan without its tunnels), the leg drives it and it goes to
   * `unavoidable`, for the day to warn. A leg whose `ends` (its from and to nodes) both lie outside
   * the radius of a segment with a `detour` goes around it on Interstates only within that radius
   * (restriction-detours.ts), unless no such way exists.
   */
  legAvoiding(
    search: () => number[],
    req: RouteRequest,
    avoided: Set<number>,
    noticed?: Set<number>,
    unavoidable?: Set<number>,
    ends?: readonly number[],
  ): number[];
  /** The graph edges of segment i. */
  edgesOf(i: number): readonly number[];
  /**
   * What of the request's dates changes the rules, as a cache key: the seasonal ferries out of their
   * season or in its uncertain weeks then ('' when none is).
   */
  dateKey(req: RouteRequest): string;
  /** Runs fn with every segment the rig must keep off blocked (for estimates over many targets). */
  withAllBlocked<T>(req: RouteRequest, fn: () => T): T;
  /**
   * The segments (by index) a place may lie on that the rig must keep off: a drive to a place on one
   * ends where the road open to the rig ends (closed-ends.ts). A ferry is not one: a place across
   * the water stays the ferry's.
   */
  keptOff(req: RouteRequest): readonly number[];
  /** The segments a route went around or drove on a condition, each at the route point nearest it. */
  restrictionsOf(
    path: RoutedPath,
    avoided: ReadonlySet<number>,
    req?: RouteRequest,
    noticed?: ReadonlySet<number>,
    unavoidable?: ReadonlySet<number>,
    /** Segments a place lies on, the drive ending before them (keptOff). */
    short?: ReadonlySet<number>,
    /** The legs that met each segment: each says it on its own stretch (addLegRows). */
    legs?: LegsMet,
  ): RouteRestriction[];
}

/**
 * The least of a road's row a leg must drive for the row to be driven: about a tenth of a mile. The
 * graph names the few metres where a road meets another at an interchange for it (NY-9A's 12 m at
 * the George Washington Bridge), and a drive over that bridge is not on the Henry Hudson Parkway.
 */
export const MIN_DRIVEN_METRES = 160;

/**
 * A tunnel's, a bridge's or a bridge-tunnel's row (its `kind`, as its agency names it): its box is
 * drawn round the structure, so any edge of it a leg drives is the structure, however short; a
 * road's row (a parkway, a pass, a park road, the Needles Highway with its tunnels) is a box round
 * miles of road that other roads meet, and so is a ferry's corridor, as it was when this was read
 * from the row's name.
 */
export const isStructure = (s: RestrictedSegment) => STRUCTURE_KINDS.has(s.kind);

/** Whether a leg's edges drive at least `min` metres of a row's edges. */
function drivenEnough(legEdges: readonly number[], row: ReadonlySet<number>, min: number, metres: ArrayLike<number>) {
  if (min <= 0) return true;
  let m = 0;
  for (const e of legEdges) if (row.has(e) && (m += metres[e]) >= min) return true;
  return false;
}

export function createRoadRestrictions(
  graph: RoadGraph,
  segments: readonly RestrictedSegment[],
): RoadRestrictions {
  const edges = segmentEdges(graph, segments);
  const blocked = new Uint8Array(graph.edgeCount);
  // Segments may share edges (a tunnel's height limit and its propane rule): each edge's segments.
  const onEdge = new Map<number, number[]>();
  edges.forEach((list, i) => list.forEach((e) => onEdge.set(e, [...(onEdge.get(e) ?? []), i])));
  const setBlocked = (i: number, value: 0 | 1) => {
    for (const e of edges[i]) blocked[e] = value;
  };
  // A row with portals is driven only by a leg with edges in both (restricted-segments.ts).
  const portals = portalEdges(graph, segments).map((lists) => lists?.map((l) => new Set(l)));
  const rowSets = edges.map((list) => new Set(list));
  // A road's row (not a tunnel's or a bridge's) is driven only by at least MIN_DRIVEN_METRES of its
  // edges, or all of them when it has less (drivenEnough).
  const minMetres = segments.map((s, i) =>
    isStructure(s) ? 0 : Math.min(MIN_DRIVEN_METRES, edges[i].reduce((t, e) => t + graph.edgeMetres[e], 0)),
  );
  const through = (i: number, legEdges: readonly number[]) =>
    (portals[i]?.every((ring) => legEdges.some((e) => ring.has(e))) ?? true) &&
    drivenEnough(legEdges, rowSets[i], minMetres[i], graph.edgeMetres);
  const cityBlock = createCityBlock(graph, segments, blocked, new Set(onEdge.keys()));
  const seasonal = segments.flatMap((s, i) => (s.ferry?.season ? [i] : []));
  const dateKey = (req: RouteRequest) => {
    if (seasonal.length === 0 || !req.date) return '';
    return seasonal
      .map((i) => {
        const on = ferrySeasonOn(segments[i].ferry!, req);
        return on === 'open' ? '' : `${i}${on[0]}`;
      })
      .join('');
  };
  // The segments a request keeps off, worked out once per rig and ferry seasons: a segment's rule
  // reads only the rig's fields and, for a ferry, its season on the dates (segmentRule).
  const byRig = new Map<string, { all: number[]; roads: number[] }>();
  const rigRules = (req: RouteRequest) => {
    const key = `${req.rvType}/${req.propaneOnBoard === true ? 1 : 0}/${req.lengthFeet ?? ''}/${req.heightFeet ?? ''}/${req.widthFeet ?? ''}/${req.towingCar === true ? 1 : 0}/${dateKey(req)}`;
    let rules = byRig.get(key);
    if (!rules) {
      if (byRig.size >= 64) byRig.clear();
      const all = segments.flatMap((s, i) =>
        edges[i].length > 0 && segmentRule(s, req) === 'avoid' ? [i] : [],
      );
      rules = { all, roads: all.filter((i) => !segments[i].ferry) };
      byRig.set(key, rules);
    }
    return rules;
  };
  const applying = (req: RouteRequest): readonly number[] => rigRules(req).all;

  const metres = (list: readonly number[]) => list.reduce((t, e) => t + graph.edgeMetres[e], 0);
  const leg: LegContext = { segments, onEdge, cityBlock, setBlocked, through, applying };
  const avoidOnce = (...args: AvoidArgs) => avoidLeg(leg, ...args);

  return {
    blocked,
    legAvoiding(search, req, avoided, noticed, unavoidable, ends) {
      const first = { avoided, noticed, unavoidable };
      const edgesOver = avoidOnce(search, req, first, ends, NO_STEER);
      // An advisory the rig is over (steered: a size the agency advises against) driven: searched
      // again keeping off it, and that way taken only within ADVISORY_DETOUR.
      const steer = noticed ? [...noticed].filter((i) => steered(segments[i], req)) : [];
      if (steer.length === 0) return edgesOver;
      const second = {
        avoided: new Set<number>(),
        noticed: new Set<number>(),
        unavoidable: new Set<number>(),
      };
      let round: number[];
      try {
        round = avoidOnce(search, req, second, ends, new Set(steer));
      } catch (err) {
        if (err instanceof RouteNotFoundError) return edgesOver;
        throw err;
      }
      if (
        !steer.every((i) => second.avoided.has(i)) ||
        !withinAdvisoryDetour(metres(round), metres(edgesOver))
      )
        return edgesOver;
      for (const [to, from] of [
        [avoided, second.avoided],
        [noticed, second.noticed],
        [unavoidable, second.unavoidable],
      ] as const) {
        to?.clear();
        for (const i of from) to?.add(i);
      }
      return round;
    },
    edgesOf: (i) => edges[i],
    keptOff: (req) => rigRules(req).roads,
    dateKey,
    withAllBlocked(req, fn) {
      const set = applying(req);
      for (const i of set) setBlocked(i, 1);
      try {
        return fn();
      } finally {
        for (const i of set) setBlocked(i, 0);
      }
    },
    restrictionsOf: (path, avoided, req, noticed, unavoidable, short, legs) =>
      restrictionNotes(segments, path, { avoided, noticed, unavoidable, short }, req, legs),
  };
}

/**
 * Whether leg k starts or ends within its detour's radius of a row with a `detour`: the leg may take
 * the city's own roads round it there (restriction-detours.ts), and the graph has the city's US and
 * state routes but not its streets, so the way it draws (Boston's MA-28 and MA-16 to Logan Airport
 * for a propane rig) is not one the authority or an RVer would choose with certainty.
 */
function cityEnd(path: RoutedPath, k: number, s: RestrictedSegment): boolean {
  const miles = s.detour?.withinMiles;
  const stretch = legStretch(path, k);
  if (miles === undefined || !stretch) return false;
  const ends = [Math.max(0, stretch.from - 1), stretch.to ?? path.lat.length - 1];
  return ends.some((i) => milesBetween(path.lat[i], path.lng[i], s.at.latitude, s.at.longitude) <= miles);
}

const cityStreetsTail = (s: RestrictedSegment) =>
  ` This drive starts or ends within ${s.detour!.withinMiles} miles of it, where only the city's own roads go round it in our road network (it lacks the city's streets): check the way there with ${s.authority} before you go.`;

/** The notes of the segments a route went around, ends short of, or drove on a condition or through. */
function restrictionNotes(
  segments: readonly RestrictedSegment[],
  path: RoutedPath,
  sets: {
    avoided: ReadonlySet<number>;
    noticed?: ReadonlySet<number>;
    unavoidable?: ReadonlySet<number>;
    short?: ReadonlySet<number>;
  },
  req: RouteRequest = { profile: 'fastest', rvType: 'class-c' },
  legs?: LegsMet,
): RouteRestriction[] {
  // A row's note as its parts (note-parts.ts), and as text where it has none (a ferry's).
  const PARTS: Record<RouteRestriction['kind'], (s: RestrictedSegment, r: RouteRequest) => NoteParts | undefined> = {
    avoided: avoidedParts,
    condition: conditionParts,
    passes: unavoidableParts,
    ferry: conditionParts,
  };
  const TEXT = { avoided: avoidedNote, condition: conditionNote, passes: unavoidableNote, ferry: conditionNote };
  const of = (
    set: ReadonlySet<number> = new Set(),
    kind: RouteRestriction['kind'],
    short = false,
    met?: ReadonlyMap<number, ReadonlySet<number>>,
  ) =>
    [...set]
      .sort((a, b) => a - b)
      .flatMap((i) => {
        const s = segments[i];
        // A ferry driven with its note is a ferry crossing, not a condition.
        const k = kind === 'condition' && s.ferry ? 'ferry' : kind;
        // An advisory the rig is over, gone round or driven for want of a way round (advisory-rules.ts).
        const advised = !short && (k === 'avoided' || k === 'condition') && steered(s, req);
        const ends = short ? endsShortOf(s, req) : undefined;
        const parts = ends
          ? shortOfParts(ends)
          : advised
            ? (k === 'avoided' ? steeredAvoidedParts : steeredDrivenParts)(s, req)
            : PARTS[k](s, req);
        // Said on each leg that met it, on that leg's stretch (out and back: the way back says it
        // too); a place's segment met on no leg, once on the whole line.
        const on = [...(met?.get(i) ?? [])];
        return (on.length > 0 ? on : [undefined]).map((leg) => {
          const city = k === 'avoided' && !short && leg !== undefined && cityEnd(path, leg, s);
          const said = parts && city ? { ...parts, tail: cityStreetsTail(s) } : parts;
          return {
            row: {
              id: s.id,
              kind: k,
              note: said ? noteText(said) : TEXT[k](s, req),
              index: nearestIndex(path, s.at, legStretch(path, leg)),
              ...(ends ? { short: true as const, shortOf: ends } : {}),
            },
            parts: said,
            // One crossing's rows met the same way on one leg are said in one note (crossing-notes.ts).
            key: `${leg ?? ''}|${k}|${short}`,
          };
        });
      });
  return mergeCrossings([
    ...of(sets.avoided, 'avoided', false, legs?.avoided),
    ...of(sets.short, 'avoided', true),
    ...of(sets.noticed, 'condition', false, legs?.noticed),
    ...of(sets.unavoidable, 'passes', false, legs?.unavoidable),
  ]).sort((a, b) => a.index - b.index);
}
