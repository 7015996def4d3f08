import { describe, expect, it } from 'vitest';
import { builtHierarchies } from '../ch-store';
import type { RoadGraph } from '../graph';
import type { RestrictedSegment } from '../restricted-segments';
import { createRoadRouter } from '../road-router';
import type { LatLngLike, RouteRequest } from './road-types';
import { createEdgeIndex } from './edge-index';
import { milesBetween } from './node-index';
import { RIG_SPEED_FACTOR, RV_SPEEDS_MPH } from './road-weights';

// A small graph: US-1 runs 53 miles from A to B with one drawn point midway and no junction
// between; a state road goes round by C and D, 21 miles north.
//   C ---- D
//   |      |
//   A ---- B   (US-1)
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
const A = at(40, -100);
const B = at(40, -99);
const C = at(40.3, -100);
const D = at(40.3, -99);
const NAMES = ['US-1', 'ST-2'];
const EDGES: Array<{ a: number; b: number; name: number; cls: number; pts: LatLngLike[] }> = [
  { a: 0, b: 1, name: 0, cls: 1, pts: [at(40, -99.5)] },
  { a: 0, b: 2, name: 1, cls: 2, pts: [] },
  { a: 2, b: 3, name: 1, cls: 2, pts: [at(40.3, -99.5)] },
  { a: 3, b: 1, name: 1, cls: 2, pts: [] },
];

function smallGraph(): RoadGraph {
  const nodes = [A, B, C, D];
  const m = EDGES.length;
  const ptStart = new Uint32Array(m + 1);
  const pts: number[] = [];
  const edgeMetres = new Float32Array(m);
  EDGES.forEach((e, i) => {
    ptStart[i] = pts.length / 2;
    const line = [nodes[e.a], ...e.pts, nodes[e.b]];
    let miles = 0;
    for (let k = 1; k < line.length; k++)
      miles += milesBetween(line[k - 1].latitude, line[k - 1].longitude, line[k].latitude, line[k].longitude);
    edgeMetres[i] = Math.round(miles * 1609.344);
    for (const p of e.pts) pts.push(Math.round(p.longitude * 1e5), Math.round(p.latitude * 1e5));
  });
  ptStart[m] = pts.length / 2;
  const adj: Array<Array<[number, number]>> = nodes.map(() => []);
  EDGES.forEach((e, i) => {
    adj[e.a].push([i, e.b]);
    adj[e.b].push([i, e.a]);
  });
  const adjStart = new Uint32Array(nodes.length + 1);
  adj.forEach((list, v) => (adjStart[v + 1] = adjStart[v] + list.length));
  return {
    nodeCount: nodes.length,
    edgeCount: m,
    names: NAMES,
    nodeLng: Int32Array.from(nodes.map((p) => Math.round(p.longitude * 1e5))),
    nodeLat: Int32Array.from(nodes.map((p) => Math.round(p.latitude * 1e5))),
    edgeA: Uint32Array.from(EDGES.map((e) => e.a)),
    edgeB: Uint32Array.from(EDGES.map((e) => e.b)),
    edgeMetres,
    edgeClass: Uint8Array.from(EDGES.map((e) => e.cls)),
    edgeName: Uint16Array.from(EDGES.map((e) => e.name)),
    ptStart,
    pts: Int32Array.from(pts),
    adjStart,
    adjEdge: Uint32Array.from(adj.flatMap((l) => l.map(([e]) => e))),
    adjTo: Uint32Array.from(adj.flatMap((l) => l.map(([, w]) => w))),
  };
}

const graph = smallGraph();
const edgeMiles = (e: number) => graph.edgeMetres[e] / 1609.344;
// A propane ban on US-1 midway (a tunnel), a mile each side of the drawn point.
const tunnel: RestrictedSegment = {
  id: 'test-tunnel',
  name: 'the Test Tunnel',
  road: 'US-1',
  roads: ['US-1'],
  restriction: 'propane',
  applies: 'banned',
  reason: 'propane is banned',
  authority: 'Test Authority',
  sourceUrl: 'https://example.org/test-tunnel',
  checked: '2027-01-01',
  at: at(40, -99.5),
  polygon: [
    [-99.52, 39.99],
    [-99.48, 39.99],
    [-99.48, 40.01],
    [-99.52, 40.01],
    [-99.52, 39.99],
  ],
};
const noSeasons = { passes: [], chainLaws: {}, roads: [] };
// The same graph searched by A* only, and by the contraction hierarchy first.
const routers = {
  'A*': createRoadRouter(graph, [tunnel], {
    cacheWords: 0,
    hierarchies: { of: () => null },
    seasons: noSeasons,
  }),
  hierarchy: createRoadRouter(graph, [tunnel], {
    cacheWords: 0,
    hierarchies: builtHierarchies(graph),
    seasons: noSeasons,
  }),
};
const van: RouteRequest = { profile: 'fastest', rvType: 'class-b' };
const propane: RouteRequest = { ...van, propaneOnBoard: true };
// A town 0.35 mile off US-1, a fifth of the way from A to B: no node within 10 miles.
const town = at(40.005, -99.8);
// A place on the state road a tenth of the way from C to D.
const north = at(40.3, -99.9);

describe('places midway along an edge', () => {
  it('snaps a place to the nearest point of an edge, with its share of the edge', () => {
    const snap = createEdgeIndex(graph)(town);
    expect(snap.edge).toBe(0);
    expect(snap.frac).toBeCloseTo(0.2, 2);
    expect(snap.miles).toBeCloseTo(0.35, 1);
    expect(snap.lat).toBeCloseTo(40, 4);
    expect(snap.lng).toBeCloseTo(-99.8, 3);
  });

  for (const [name, router] of Object.entries(routers)) {
    it(`${name}: reaches it along the edge from either end, by the share of the edge to that end`, () => {
      const fromA = router.route([A, town], van);
      expect(fromA.miles).toBeCloseTo(0.2 * edgeMiles(0), 1);
      const fromB = router.route([B, town], van);
      expect(fromB.miles).toBeCloseTo(0.8 * edgeMiles(0), 1);
      // US-1's speed for the van, and the line ends at the town's point on the road.
      expect(fromB.hours).toBeCloseTo(fromB.miles / (RV_SPEEDS_MPH.us * RIG_SPEED_FACTOR['class-b']), 5);
      const n = fromB.lat.length - 1;
      expect(milesBetween(fromB.lat[n], fromB.lng[n], 40, -99.8)).toBeLessThan(0.05);
      expect(fromB.waypointIndex).toEqual([n]);
      // Out again the other way, and between two places on one edge straight along it.
      expect(router.route([town, A], van).miles).toBeCloseTo(fromA.miles, 5);
      expect(router.route([town, at(40, -99.6)], van).miles).toBeCloseTo(0.2 * edgeMiles(0), 1);
    });

    it(`${name}: leaves and arrives by the cheaper end of each edge, counting both stretches`, () => {
      // By A: a fifth of US-1, A to C, a tenth of C to D; by B the rest of each, much longer.
      const p = router.route([town, north], van);
      expect(p.miles).toBeCloseTo(0.2 * edgeMiles(0) + edgeMiles(1) + 0.1 * edgeMiles(2), 1);
      expect(p.roads).toEqual(['US-1', 'ST-2']);
      expect(p.lng.every((lng) => lng <= -99.79)).toBe(true);
    });

    it(`${name}: keeps off the blocked stretch of its own edge, and drives it when the place lies on it`, () => {
      // Without propane B to the town is straight along US-1 through the tunnel.
      expect(router.route([B, town], van).miles).toBeCloseTo(0.8 * edgeMiles(0), 1);
      // With propane: round by D, C and A, then the fifth of US-1 that holds no tunnel.
      const round = router.route([B, town], propane);
      expect(round.miles).toBeCloseTo(edgeMiles(3) + edgeMiles(2) + edgeMiles(1) + 0.2 * edgeMiles(0), 1);
      expect(round.restrictions?.map((r) => [r.id, r.kind])).toEqual([['test-tunnel', 'avoided']]);
      // From A the town's stretch holds no tunnel: no detour, nothing to say.
      const near = router.route([A, town], propane);
      expect(near.miles).toBeCloseTo(0.2 * edgeMiles(0), 1);
      expect(near.restrictions).toBeUndefined();
      // A place in the tunnel itself: there is no way round, so the leg drives it and says so.
      const inside = router.route([A, at(40, -99.5)], propane);
      expect(inside.miles).toBeCloseTo(0.5 * edgeMiles(0), 1);
      expect(inside.restrictions?.map((r) => [r.id, r.kind])).toEqual([['test-tunnel', 'passes']]);
    });
  }

  it('hours from a route and drives from camp reach a place midway along an edge', () => {
    const router = routers['A*'];
    // From A (0 hours on the route), the town is a fifth of US-1 away.
    const usHours = edgeMiles(0) / (RV_SPEEDS_MPH.us * RIG_SPEED_FACTOR['class-b']);
    const [hours] = router.hoursFromRoad([{ at: A, hours: 0 }], [town], van, 5);
    expect(hours).toBeCloseTo(0.2 * usHours, 3);
    // Propane does not matter to a day trip from camp; the stretch to the town is driven from A.
    const [reach] = router.reachFrom(A, [town], propane, 5);
    expect(reach.kind).toBe('road');
    if (reach.kind === 'road') expect(reach.miles).toBeCloseTo(0.2 * edgeMiles(0), 1);
    // From B with the tunnel kept off (a propane rig's estimate), the way is round by D, C and A.
    const [round] = router.hoursFromRoad([{ at: B, hours: 0 }], [town], propane, 5);
    expect(round).toBeGreaterThan(0.8 * usHours + 0.1);
  });

  it('hours from a route that drives past a place on its edge: no detour, the route hours there', () => {
    const router = routers['A*'];
    const usHours = edgeMiles(0) / (RV_SPEEDS_MPH.us * RIG_SPEED_FACTOR['class-b']);
    // The route's points along US-1 from A to B (its drawn point midway too), 1 h on the road at A.
    const road = [A, at(40, -99.5), B].map((p, i) => ({ at: p, hours: 1 + (i / 2) * usHours }));
    // The town is beside the road a fifth of the way: its detour is nothing, although both ends of
    // its edge are far more than the 0.1 h allowed off the road.
    const [hours] = router.hoursFromRoad(road, [town], van, 0.1);
    expect(hours).toBeCloseTo(1 + 0.2 * usHours, 3);
    // A route that joins the edge 0.6 of the way along measures from there, along the edge: 0.4 of
    // it (the end it reaches, B, is 0.8 of the edge away).
    const late = [
      { at: at(40, -99.4), hours: 1 + 0.6 * usHours },
      { at: B, hours: 1 + usHours },
    ];
    const [along] = router.hoursFromRoad(late, [town], van, 0.45 * usHours);
    expect(along).toBeCloseTo(1 + usHours, 3);
    expect(router.hoursFromRoad(late, [town], van, 0.1)).toEqual([null]);
    // The propane rig's tunnel lies between that point and the town: no way along the edge.
    expect(router.hoursFromRoad(late, [town], propane, 0.45 * usHours)).toEqual([null]);
  });

  it("a park's own point meets the road at its nearest junction, not midway along an edge", () => {
    const router = routers['A*'];
    const p = router.route([{ ...town, parkId: 'test' }, B], van);
    // The park's nearest junction is A (about 10 miles), so the route runs all of US-1.
    expect(p.miles).toBeCloseTo(edgeMiles(0), 1);
    expect(milesBetween(p.lat[0], p.lng[0], A.latitude, A.longitude)).toBeLessThan(0.01);
  });
});
