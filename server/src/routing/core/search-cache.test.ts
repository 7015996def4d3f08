import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from '../graph';
import { sharedRestrictedSegments } from '../restricted-segments';
import { RouteNotFoundError, createRoadRouter } from '../road-router';
import type { LatLngLike, RouteRequest } from './road-types';
import { SearchCache } from './search-cache';

const graph = sharedRoadGraph();
const segments = sharedRestrictedSegments();
// Every search run afresh (A* each time), and the router that remembers its searches.
const searching = createRoadRouter(graph, segments, { cacheWords: 0 });
const remembering = createRoadRouter(graph, segments);
// A budget of a few legs: answers come and go, and must still be the searched ones.
const tiny = createRoadRouter(graph, segments, { cacheWords: 40_000 });

// A seeded generator, so the test set is the same on every run.
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}
const nodeAt = (v: number): LatLngLike => ({
  latitude: graph.nodeLat[v] * 1e-5,
  longitude: graph.nodeLng[v] * 1e-5,
});

const REQUESTS: RouteRequest[] = [
  { profile: 'fastest', rvType: 'class-c' },
  { profile: 'balanced', rvType: 'class-a' },
  { profile: 'scenic', rvType: 'travel-trailer' },
  { profile: 'fastest', rvType: 'class-b', avoidHighways: true },
  { profile: 'fastest', rvType: 'class-c', propaneOnBoard: true },
];
// Real pairs: through Baltimore's tunnels (propane bans), a day leg, a coastal scenic road.
const REAL: LatLngLike[][] = [
  [
    { latitude: 39.2, longitude: -76.72 },
    { latitude: 39.45, longitude: -76.35 },
  ],
  [
    { latitude: 39.2684, longitude: -76.6311 },
    { latitude: 39.3095, longitude: -76.5313 },
  ],
  [
    { latitude: 39.74, longitude: -104.99 },
    { latitude: 38.57, longitude: -109.55 },
  ],
  [
    { latitude: 37.77, longitude: -122.42 },
    { latitude: 34.05, longitude: -118.24 },
  ],
];

describe('remembered road searches', () => {
  // Identical means the whole routed path: every point, the miles and hours so far at each, the
  // roads, where each waypoint is reached and the restricted segments gone around. A tie between
  // equally cheap paths cannot tell them apart either: the remembered answer is the search's own.
  it('answer every leg exactly as a fresh A* search does, per profile, asked once and again', () => {
    const next = random(32);
    for (const req of REQUESTS) {
      const pairs = [
        ...REAL,
        ...Array.from({ length: 3 }, () => [
          nodeAt(Math.floor(next() * graph.nodeCount)),
          nodeAt(Math.floor(next() * graph.nodeCount)),
          nodeAt(Math.floor(next() * graph.nodeCount)),
        ]),
      ];
      for (const points of pairs) {
        let searched;
        try {
          searched = searching.route(points, req);
        } catch (err) {
          expect(() => remembering.route(points, req)).toThrow((err as Error).message);
          continue;
        }
        expect(remembering.route(points, req)).toEqual(searched);
        expect(remembering.route(points, req)).toEqual(searched);
        expect(tiny.route(points, req)).toEqual(searched);
      }
    }
    expect(remembering.cacheStats?.().hits).toBeGreaterThan(0);
  }, 300_000);

  it('keeps a rig with propane out of the tunnels on a remembered leg, and one without it in', () => {
    const [west, east] = REAL[1];
    const withPropane = { profile: 'fastest', rvType: 'class-c', propaneOnBoard: true } as const;
    const without = { ...withPropane, propaneOnBoard: false };
    const a = remembering.route([west, east], withPropane);
    const b = remembering.route([west, east], without);
    expect(a.restrictions?.length).toBeGreaterThan(0);
    expect(b.restrictions).toBeUndefined();
    expect(remembering.route([west, east], withPropane)).toEqual(searching.route([west, east], withPropane));
    expect(remembering.route([west, east], without)).toEqual(searching.route([west, east], without));
  }, 120_000);

  it('answers hour estimates from a road as a fresh search does, and hands out its own copy', () => {
    const req: RouteRequest = { profile: 'fastest', rvType: 'class-c', propaneOnBoard: true };
    const path = searching.route(REAL[2], req);
    const road = path.lat.map((lat, i) => ({
      at: { latitude: lat, longitude: path.lng[i] },
      hours: path.cumHours[i],
    }));
    const targets = [
      { latitude: 39.06, longitude: -108.55 },
      { latitude: 38.6, longitude: -109.6 },
      { latitude: 45, longitude: -70 },
    ];
    const fresh = searching.hoursFromRoad(road, targets, req, 2);
    const first = remembering.hoursFromRoad(road, targets, req, 2);
    first[0] = -1;
    expect(remembering.hoursFromRoad(road, targets, req, 2)).toEqual(fresh);
    expect(remembering.hoursFromRoad(road, targets, req, 1)).toEqual(
      searching.hoursFromRoad(road, targets, req, 1),
    );
  }, 120_000);
});

describe('a leg no road joins', () => {
  it('is remembered as such, and still said as such', () => {
    // Central Denver inside a frame of closed strips: every road out crosses one. The region inside
    // is far larger than a dead end beyond a closed road (closed-ends.ts: a place there is met where
    // the open road ends), so no road joins a place in it to one outside.
    const [lat, lng, r, w] = [39.74, -104.99, 0.15, 0.002];
    // The names of the roads near the frame.
    const near = new Set<string>();
    for (let e = 0; e < graph.edgeCount; e++) {
      const v = graph.edgeA[e];
      if (Math.abs(graph.nodeLat[v] * 1e-5 - lat) < 1 && Math.abs(graph.nodeLng[v] * 1e-5 - lng) < 1)
        near.add(graph.names[graph.edgeName[e]]);
    }
    const strip = (s: number, west: number, n: number, e: number, k: number) => ({
      ...segments[0],
      id: `test-closed-${k}`,
      restriction: 'closed' as const,
      roads: [...near].filter((name) => name.length > 0),
      at: { latitude: (s + n) / 2, longitude: (west + e) / 2 },
      polygon: [
        [west, s],
        [e, s],
        [e, n],
        [west, n],
        [west, s],
      ] as Array<[number, number]>,
    });
    const frame = [
      strip(lat - r, lng - r, lat - r + w, lng + r, 0),
      strip(lat + r - w, lng - r, lat + r, lng + r, 1),
      strip(lat - r, lng - r, lat + r, lng - r + w, 2),
      strip(lat - r, lng + r - w, lat + r, lng + r, 3),
    ];
    const fresh = createRoadRouter(graph, frame, { cacheWords: 0 });
    const kept = createRoadRouter(graph, frame);
    const at = { latitude: lat, longitude: lng };
    const elsewhere = REAL[0][0];
    const req: RouteRequest = { profile: 'fastest', rvType: 'class-c' };
    expect(() => fresh.route([at, elsewhere], req)).toThrow(RouteNotFoundError);
    expect(() => kept.route([at, elsewhere], req)).toThrow(RouteNotFoundError);
    expect(() => kept.route([at, elsewhere], req)).toThrow(RouteNotFoundError);
    expect(kept.cacheStats?.()).toMatchObject({ legs: 1, hits: 1 });
  });
});

describe('SearchCache', () => {
  it('keeps within its budget, dropping the least recently used answer first', () => {
    const cache = new SearchCache<number[]>(100);
    const size = (v: number[]) => v.length;
    let computed = 0;
    const get = (key: string) => cache.get(key, () => (computed++, new Array<number>(30).fill(0)), size);
    get('a');
    get('b');
    get('a');
    get('c'); // over budget: b (least recently used) goes
    expect(computed).toBe(3);
    get('a');
    expect(computed).toBe(3);
    get('b');
    expect(computed).toBe(4);
    // An answer over the whole budget is not kept.
    cache.get('big', () => new Array<number>(500).fill(0), size);
    expect(cache.size).toBeLessThanOrEqual(2);
  });
});
