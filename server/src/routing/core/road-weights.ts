import type { RvType } from '@shared/schemas/plan';
import { CLASS_INTERSTATE, CLASS_PARKWAY, CLASS_SLOW, CLASS_STATE, CLASS_US } from './graph-format';
import type { RoadGraph } from '../graph';
import type { RouteProfile, RouteRequest } from './road-types';
import { perGraph } from './per-graph';

// RV cruising speeds by road class, in mph, for a van-sized rig: slower than cars (which run about
// 65 / 55 / 45 on the same roads), keeping their ratio so routes stay sensible.
// A parkway's speed is the park's own drive time for a car (PARKWAY_CAR_MPH) at the same ratio; a
// narrow or gravel park road's is Old Fall River Road's posted limit (SLOW_CAR_MPH, as reported).
export const PARKWAY_CAR_MPH = 30;
export const SLOW_CAR_MPH = 15;
export const RV_SPEEDS_MPH: Record<'interstate' | 'us' | 'state' | 'parkway' | 'slow', number> = {
  interstate: 60,
  us: 51,
  state: 41.5,
  parkway: (PARKWAY_CAR_MPH * 41.5) / 45,
  slow: (SLOW_CAR_MPH * 41.5) / 45,
};
// Big rigs (a Class A motorhome, a fifth wheel) run slower still; the rest of the fleet in between.
export const RIG_SPEED_FACTOR: Record<RvType, number> = {
  'class-a': 0.9,
  'fifth-wheel': 0.9,
  'travel-trailer': 0.95,
  'class-c': 0.97,
  'class-b': 1,
};

const CLASS_SPEED = [
  RV_SPEEDS_MPH.interstate,
  RV_SPEEDS_MPH.us,
  RV_SPEEDS_MPH.state,
  RV_SPEEDS_MPH.parkway,
  RV_SPEEDS_MPH.slow,
];
// Preference by option, as a multiplier on drive time per road class: fastest minimises time,
// scenic prefers US and state routes to Interstates, balanced sits between.
const PROFILE_WEIGHT: Record<RouteProfile, [number, number, number, number, number]> = {
  fastest: [1, 1, 1, 1, 1],
  balanced: [1.12, 1, 1.02, 1.02, 1.02],
  scenic: [1.45, 1, 1, 1, 1],
};
const AVOID_HIGHWAYS_WEIGHT = 1.8;
// Coastal highways the scenic option seeks out where there is a coast: the Pacific Coast Highway
// (US-101, CA-1), the Outer Banks (NC-12), Florida's A1A and the Gulf coast's US-98 and US-90.
export const COASTAL_SCENIC_ROADS = new Set(['US-101', 'CA-1', 'NC-12', 'FL-A1A', 'US-98', 'US-90']);
const COASTAL_SCENIC_WEIGHT = 0.8;

export const METRES_PER_MILE = 1609.344;
export const EARTH_M = 6371008.8;

export interface Weighting {
  costPerMetre: Float64Array;
  hoursPerMetre: Float64Array;
  coastalWeight: number;
  bound: number;
}

// Cost and drive hours per metre of each road class for a request, and the least cost per metre:
// made once for each profile, rig type and highway choice (the only parts of the request it reads),
// and shared, read only.
export function weighting(req: RouteRequest): Weighting {
  const key = `${req.profile}|${req.rvType}|${req.avoidHighways ? 1 : 0}`;
  let known = weightings.get(key);
  if (!known) weightings.set(key, (known = weightingOf(req)));
  return known;
}
const weightings = new Map<string, Weighting>();

function weightingOf(req: RouteRequest): Weighting {
  const weights = PROFILE_WEIGHT[req.profile];
  const rig = RIG_SPEED_FACTOR[req.rvType];
  const costPerMetre = new Float64Array(CLASS_SPEED.length);
  const hoursPerMetre = new Float64Array(CLASS_SPEED.length);
  for (const c of [CLASS_INTERSTATE, CLASS_US, CLASS_STATE, CLASS_PARKWAY, CLASS_SLOW]) {
    const mph = CLASS_SPEED[c] * rig;
    hoursPerMetre[c] = 1 / (mph * METRES_PER_MILE);
    costPerMetre[c] =
      hoursPerMetre[c] *
      weights[c] *
      (req.avoidHighways && c === CLASS_INTERSTATE ? AVOID_HIGHWAYS_WEIGHT : 1);
  }
  const coastalWeight = req.profile === 'scenic' ? COASTAL_SCENIC_WEIGHT : 1;
  const bound = Math.min(...costPerMetre) * coastalWeight;
  return { costPerMetre, hoursPerMetre, coastalWeight, bound };
}

/** 1 for the names of the coastal scenic roads. */
export function coastalNames(graph: RoadGraph): Uint8Array {
  const coastal = new Uint8Array(graph.names.length);
  graph.names.forEach((name, i) => (coastal[i] = COASTAL_SCENIC_ROADS.has(name) ? 1 : 0));
  return coastal;
}

// Edge lengths are whole metres, so two ways of the same cost are common (13 + 135 m against
// 10 + 138 m of one road class): which one a search returns would then depend on the order it
// explores the graph in, and A* and the contraction hierarchy explore it differently. Every edge's
// cost is therefore raised by its own fixed fraction (below TIE_BREAK, from a hash of its index), so
// the cheapest path is one path whatever finds it. Raising costs keeps every lower bound a bound.
const TIE_BREAK = 1e-7;
/** Each edge's tie-breaking factor (1 plus under TIE_BREAK), the same for every metric. */
export const tieFactors = perGraph((graph: RoadGraph): Float64Array => {
  const factors = new Float64Array(graph.edgeCount);
  for (let e = 0; e < graph.edgeCount; e++)
    factors[e] = 1 + (TIE_BREAK * (Math.imul(e + 1, 0x9e3779b1) >>> 0)) / 2 ** 32;
  return factors;
});

/** Each edge's cost in a request's metric, as the route searches weigh it (road-search.ts). */
export function edgeCostsOf(graph: RoadGraph, coastal: Uint8Array, req: RouteRequest): Float64Array {
  const { costPerMetre, coastalWeight } = weighting(req);
  const { edgeMetres, edgeClass, edgeName } = graph;
  const tie = tieFactors(graph);
  const costs = new Float64Array(graph.edgeCount);
  for (let e = 0; e < graph.edgeCount; e++)
    costs[e] =
      edgeMetres[e] * costPerMetre[edgeClass[e]] * (coastal[edgeName[e]] === 1 ? coastalWeight : 1) * tie[e];
  return costs;
}
