import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import type { RoadFerry } from './road-ferries';
import { crossingCorridor, ferrySegment, loadRoadFerries } from './road-ferries';
import {
  lineEntersPolygon,
  segmentEdges,
  segmentRule,
  sharedRestrictedSegments,
} from './restricted-segments';
import { createRoadRouter } from './road-router';
import { milesBetween } from './core/node-index';
import type { RouteRequest } from './core/road-types';

const ferries = loadRoadFerries();
const graph = sharedRoadGraph();
const segments = ferries.map(ferrySegment);
const byId = (id: string) => ferries.find((f) => f.id === id)!;
// The router with the ferries and without them (every route as it was before the table).
const router = createRoadRouter(graph, [...sharedRestrictedSegments(), ...segments], { cacheWords: 0 });
const plain = createRoadRouter(graph, sharedRestrictedSegments(), { cacheWords: 0 });
const req = (rig: Partial<RouteRequest> = {}): RouteRequest => ({
  profile: 'fastest',
  rvType: 'class-c',
  ...rig,
});

// On TX-361 at the south end of Mustang Island, and at Aransas Pass: the graph's TX-361 runs up the
// island and over the Port Aransas ferry.
const mustangIsland = { latitude: 27.625, longitude: -97.215 };
const aransasPass = { latitude: 27.9095, longitude: -97.15 };
// Either side of Lake Champlain at Ticonderoga (NY-74 and VT-74, over the Fort Ticonderoga Ferry).
const ticonderoga = { latitude: 43.8581, longitude: -73.4214 };
const shoreham = { latitude: 43.8565, longitude: -73.367 };
const nagsHead = { latitude: 35.9574, longitude: -75.6241 };
const ocracoke = { latitude: 35.1146, longitude: -75.9813 };

describe('the road ferries table', () => {
  it('reads every row: unique ids, a source and a checked date, and landings on the road graph', () => {
    expect(ferries.length).toBeGreaterThanOrEqual(7);
    expect(new Set(ferries.map((f) => f.id)).size).toBe(ferries.length);
    for (const f of ferries) {
      expect(f.sourceUrl, f.id).toMatch(/^https?:\/\//);
      expect(f.checked, f.id).toMatch(/^20\d\d-\d\d-\d\d$/);
      // A landing lies within 3 miles of a node of one of the ferry's roads: both of a ferry the graph
      // draws as road, at least one where the graph's road ends at it (Ocracoke's NC-12 is not in it).
      const names = new Set(f.roads.map((r) => graph.names.indexOf(r)));
      const near = f.landings.map(([lng, lat]) => {
        let nearest = Infinity;
        for (let e = 0; e < graph.edgeCount; e++) {
          if (!names.has(graph.edgeName[e])) continue;
          for (const v of [graph.edgeA[e], graph.edgeB[e]])
            nearest = Math.min(
              nearest,
              milesBetween(lat, lng, graph.nodeLat[v] * 1e-5, graph.nodeLng[v] * 1e-5),
            );
        }
        return nearest < 3;
      });
      expect(near.filter(Boolean).length, f.id).toBeGreaterThanOrEqual(f.graph === 'drawn' ? 2 : 1);
    }
  });

  it('finds the edges over the water of every ferry the graph draws as road, and none of the others', () => {
    const edges = segmentEdges(graph, segments);
    ferries.forEach((f, i) => {
      if (f.graph === 'drawn') expect(edges[i].length, f.id).toBeGreaterThanOrEqual(1);
      else expect(edges[i], f.id).toEqual([]);
      for (const e of edges[i]) expect(f.roads).toContain(graph.names[graph.edgeName[e]]);
    });
  });

  it("makes a corridor over the crossing's middle, clear of the landings", () => {
    const f = byId('cape-may-lewes');
    const ring = crossingCorridor(f.landings);
    const [a, b] = f.landings;
    const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    expect(lineEntersPolygon(mid, mid, ring)).toBe(true);
    expect(lineEntersPolygon([...a], [...a], ring)).toBe(false);
    expect(lineEntersPolygon([...b], [...b], ring)).toBe(false);
  });

  it('lets a rig within the limits board with a note, and keeps one over them, or with a propane it bans, off', () => {
    const capeMay = ferrySegment(byId('cape-may-lewes'));
    expect(
      segmentRule(capeMay, { rvType: 'class-a', heightFeet: 13, lengthFeet: 40, propaneOnBoard: true }),
    ).toBe('notice');
    // "Under 13 ft 6 in": a rig of 13 ft 6 in is over.
    expect(segmentRule(capeMay, { rvType: 'class-a', heightFeet: 13.5 })).toBe('avoid');
    const banned: RoadFerry = { ...byId('port-aransas'), propane: 'banned' };
    expect(segmentRule(ferrySegment(banned), { rvType: 'class-b', propaneOnBoard: true })).toBe('avoid');
    expect(segmentRule(ferrySegment(banned), { rvType: 'class-b', propaneOnBoard: false })).toBe('notice');
  });
});

describe('routes over a ferry', () => {
  it('times a crossing the graph draws as road as the ferry: its crossing and stated wait', () => {
    const p = router.route([mustangIsland, aransasPass], req());
    const before = plain.route([mustangIsland, aransasPass], req());
    const ferry = p.restrictions?.find((r) => r.id === 'ferry-port-aransas');
    expect(ferry?.kind).toBe('ferry');
    expect(ferry?.note).toMatch(
      /^Ferry: the Port Aransas ferry \(Texas Department of Transportation\) on TX-361, about 10 min crossing, typical wait about 15 min; vehicles up to 80 ft long/,
    );
    expect(p.miles).toBeCloseTo(before.miles, 6);
    // 25 minutes of ferry in place of the few hundred metres the graph drove at road speed.
    const added = (p.hours - before.hours) * 60;
    expect(added).toBeGreaterThan(23);
    expect(added).toBeLessThan(25);
  });

  it("tells a rig over the ferry's height when the graph has no way round (Mustang Island's other road is not in it)", () => {
    const p = router.route([mustangIsland, aransasPass], req({ rvType: 'class-a', heightFeet: 14 }));
    const r = p.restrictions?.find((x) => x.id === 'ferry-port-aransas');
    expect(r?.kind).toBe('passes');
    expect(r?.note).toMatch(
      /^This drive needs the Port Aransas ferry \(TX-361\), and our road network has no other way: your rig is 14 ft high, and the ferry's published limits are/,
    );
  });

  it("sends a rig over a ferry's limit round by road where there is a way, and says why", () => {
    // The Fort Ticonderoga Ferry with a height limit it does not publish, to see a way round taken.
    const limited = ferrySegment({
      ...byId('fort-ticonderoga'),
      limits: { heightFeet: 12 },
      limitsText: 'vehicles up to 12 ft high',
    });
    const withLimit = createRoadRouter(graph, [limited], { cacheWords: 0 });
    const over = withLimit.route([ticonderoga, shoreham], req({ heightFeet: 13 }));
    const under = withLimit.route([ticonderoga, shoreham], req({ heightFeet: 11 }));
    expect(under.restrictions?.map((r) => r.kind)).toEqual(['ferry']);
    expect(over.miles).toBeGreaterThan(under.miles + 10);
    const avoided = over.restrictions?.find((r) => r.id === 'ferry-fort-ticonderoga');
    expect(avoided?.kind).toBe('avoided');
    expect(avoided?.note).toBe(
      "Avoided the Fort Ticonderoga Ferry (NY-74 / VT-74): your rig is 13 ft high, and the ferry's published limits are: vehicles up to 12 ft high (privately owned). Reported, not confirmed on the agency's own page: check before you go.",
    );
  });

  it("weighs a crossing as the ferry's time when it chooses the route: a slow ferry is driven round", () => {
    // The Fort Ticonderoga Ferry as if it took five hours: the road round the lake by the Lake
    // Champlain Bridge is quicker, and the route takes it; at its own 7 minutes it crosses.
    const slow = ferrySegment({ ...byId('fort-ticonderoga'), crossingMinutes: 300 });
    const quick = ferrySegment(byId('fort-ticonderoga'));
    for (const cache of [0, 100_000]) {
      const bySlow = createRoadRouter(graph, [slow], { cacheWords: cache }).route([ticonderoga, shoreham], req());
      const byQuick = createRoadRouter(graph, [quick], { cacheWords: cache }).route([ticonderoga, shoreham], req());
      expect(byQuick.restrictions?.map((r) => r.id)).toEqual(['ferry-fort-ticonderoga']);
      expect(bySlow.restrictions ?? []).toEqual([]);
      expect(bySlow.miles).toBeGreaterThan(byQuick.miles + 10);
      expect(bySlow.hours).toBeLessThan(3);
    }
  });

  it('reaches a place across the water from the end of its road by the ferry, with its time', () => {
    const p = router.route([nagsHead, ocracoke], req());
    const before = plain.route([nagsHead, ocracoke], req());
    const ferry = p.restrictions?.find((r) => r.id === 'ferry-hatteras-ocracoke');
    expect(ferry).toMatchObject({ kind: 'ferry', index: p.lat.length - 1 });
    expect(ferry?.note).toMatch(
      /^Ferry: the Hatteras-Ocracoke ferry \(NCDOT Ferry Division\) on NC-12, about 60 min crossing/,
    );
    expect(p.hours - before.hours).toBeCloseTo(1, 6);
    // The other way the ferry starts the drive, and its hour is on the way.
    const back = router.route([ocracoke, nagsHead], req());
    expect(back.restrictions?.find((r) => r.id === 'ferry-hatteras-ocracoke')).toMatchObject({
      kind: 'ferry',
      index: 0,
    });
    expect(back.cumHours[1]).toBeGreaterThanOrEqual(1);
  });

  it('tells a rig the ferry does not take that our network has no other way', () => {
    const p = router.route([nagsHead, ocracoke], req({ lengthFeet: 70 }));
    const r = p.restrictions?.find((x) => x.id === 'ferry-hatteras-ocracoke');
    expect(r?.kind).toBe('passes');
    expect(r?.note).toMatch(
      /^This drive needs the Hatteras-Ocracoke ferry \(NC-12\), and our road network has no other way: your rig is 70 ft long/,
    );
  });

  it('says nothing of ferries on a drive that crosses none', () => {
    const p = router.route(
      [
        { latitude: 35.7796, longitude: -78.6382 },
        { latitude: 34.2257, longitude: -77.9447 },
      ],
      req(),
    );
    expect((p.restrictions ?? []).filter((r) => r.id.startsWith('ferry-'))).toEqual([]);
  });
});
