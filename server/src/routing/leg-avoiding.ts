import type { createCityBlock } from './core/restriction-detours';
import type { RouteRequest } from './core/road-types';
import { RouteNotFoundError } from './core/road-types';
import type { RestrictedSegment } from './restricted-segments';
import { segmentRule } from './restricted-segments';

// A leg's search keeping off the restricted segments the rig must keep off (road-restrictions.ts'
// legAvoiding runs it): round after round, each blocking what the last route drove.

/** What a leg's search reads of the router's restrictions. */
export interface LegContext {
  segments: readonly RestrictedSegment[];
  onEdge: ReadonlyMap<number, number[]>;
  cityBlock: ReturnType<typeof createCityBlock>;
  setBlocked: (i: number, value: 0 | 1) => void;
  through: (i: number, legEdges: readonly number[]) => boolean;
  /** Every segment (by index) the request's rig must keep off. */
  applying: (req: RouteRequest) => readonly number[];
}

export type AvoidArgs = [
  search: () => number[],
  req: RouteRequest,
  sets: { avoided: Set<number>; noticed?: Set<number>; unavoidable?: Set<number> },
  ends: readonly number[] | undefined,
  steer: ReadonlySet<number>,
];

/**
 * Rounds of a leg's search that each block every segment the last route drove and the rig must keep
 * off; a route still driving one after them is searched once more with every such segment blocked.
 */
export const MAX_ROUNDS = 4;

/**
 * One search of a leg keeping off every segment the rig must keep off, and the `steer` ones too
 * (advisories it is over, tried the second time round: road-restrictions.ts' legAvoiding). Each
 * round blocks every such segment the route drove, not only the first: blocking one at a time let a
 * leg's notes depend on which crossing its route met first (the way out of Newark named the Holland
 * Tunnel, the way back from Brooklyn the Hugh L. Carey Tunnel only).
 */
export function avoidLeg(c: LegContext, ...[search, req, sets, ends, steer]: AvoidArgs): number[] {
  const { segments, onEdge, cityBlock, setBlocked, through } = c;
  const { avoided, noticed, unavoidable } = sets;
  const set: number[] = [];
  const city = cityBlock(ends);
  // Segments the leg drives although the rig must keep off them: no way round in the network.
  const tolerated = new Set<number>();
  // Each segment's rule for this request, worked out once per leg.
  const rules = new Map<number, ReturnType<typeof segmentRule>>();
  const rule = (i: number) => {
    let r = rules.get(i);
    if (r === undefined) rules.set(i, (r = steer.has(i) ? 'avoid' : segmentRule(segments[i], req)));
    return r;
  };
  // The segments blocked at once after MAX_ROUNDS (none driven yet: not said as avoided).
  let bulk: number[] = [];
  let bulkTried = false;
  let rounds = 0;
  const unblock = (list: readonly number[]) => {
    for (const i of list) {
      setBlocked(i, 0);
      set.splice(set.indexOf(i), 1);
    }
  };
  try {
    for (;;) {
      let legEdges: number[];
      try {
        legEdges = search();
      } catch (err) {
        if (err instanceof RouteNotFoundError && city.giveBack()) continue;
        // Every segment blocked at once leaves no road: back to the rounds' own.
        if (err instanceof RouteNotFoundError && bulk.length > 0) {
          unblock(bulk);
          bulk = [];
          continue;
        }
        // A closed segment cannot be driven at all: only a rule's segment is given back.
        const k = set.findLastIndex((i) => segments[i].restriction !== 'closed');
        if (!(err instanceof RouteNotFoundError) || k < 0) throw err;
        const [last] = set.splice(k, 1);
        setBlocked(last, 0);
        avoided.delete(last);
        tolerated.add(last);
        continue;
      }
      const { hits, seen } = scanLeg(legEdges, onEdge, rule, (i) => through(i, legEdges), tolerated);
      if (hits.length === 0) {
        for (const i of seen) (tolerated.has(i) ? unavoidable : noticed)?.add(i);
        return legEdges;
      }
      // Driven although blocked (the leg starts or ends on it: a campground on the restricted
      // stretch): no way round; before, it was blocked again and again, for ever (Leadville to a
      // camp on CO-82 below Independence Pass for a 40 ft rig).
      const fresh = hits.filter((i) => !set.includes(i));
      for (const i of hits)
        if (!fresh.includes(i)) {
          avoided.delete(i);
          tolerated.add(i);
        }
      for (const i of fresh) {
        avoided.add(i);
        set.push(i);
        setBlocked(i, 1);
        city.block(i);
      }
      if (fresh.length === 0 || ++rounds < MAX_ROUNDS || bulkTried) continue;
      // Still driving one after MAX_ROUNDS rounds: the next search keeps off every one at once.
      bulkTried = true;
      const rest = [...c.applying(req), ...steer].filter((i) => !set.includes(i) && !tolerated.has(i));
      for (const i of new Set(rest)) {
        bulk.push(i);
        set.push(i);
        setBlocked(i, 1);
      }
    }
  } finally {
    city.giveBack();
    for (const i of set) setBlocked(i, 0);
  }
}

/**
 * What a leg's edges drive: every segment the rig must keep off (and has not been let through for
 * want of a way round), in the order driven, and the segments it drives on a condition or was let
 * through.
 */
function scanLeg(
  legEdges: readonly number[],
  onEdge: ReadonlyMap<number, number[]>,
  rule: (i: number) => 'avoid' | 'notice' | 'none',
  drivesThrough: (i: number) => boolean,
  tolerated: ReadonlySet<number>,
): { hits: number[]; seen: Set<number> } {
  const seen = new Set<number>();
  const hits: number[] = [];
  const through = new Map<number, boolean>();
  for (const e of legEdges) {
    for (const i of onEdge.get(e) ?? []) {
      const r = rule(i);
      if (r === 'none') continue;
      let drives = through.get(i);
      if (drives === undefined) through.set(i, (drives = drivesThrough(i)));
      if (!drives) continue;
      if (r === 'notice' || tolerated.has(i)) seen.add(i);
      else if (!hits.includes(i)) hits.push(i);
    }
  }
  return { hits, seen };
}
