import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../repo-root';
import { createPlanRouter } from '../planner/plan-router';
import { sharedRoadGraph } from './graph';
import { routePoints } from './core/park-entrances';
import { milesBetween } from './core/node-index';
import { createNodeIndex } from './core/node-index';
import { createEdgeIndex } from './core/edge-index';
import { loadParkEntrances, PARK_ENTRANCES_FILE } from './park-entrances';
import { PARK_ROADS_FILE } from './park-roads-file';
import type { LatLngLike, RoutedPath } from './core/road-types';

// A park whose own point lies far from the road graph is met at its entrance on the way in
// (data/park-entrances.json): Joshua Tree's middle is 24 miles from any road of the graph, nearest to
// CA-86 at Indio, so a route "via Joshua Tree" went by on I-10 without coming near the park's roads.
const parks = loadParkEntrances();
const joshuaTree = parks.get('jotr')!;
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };
const phoenix = { latitude: 33.4484, longitude: -112.074 };
const joshuaTreePark = { name: 'Joshua Tree National Park', parkId: 'jotr', ...joshuaTree.at };
const entrance = (name: string) => joshuaTree.entrances.find((e) => e.name.startsWith(name))!.at;
const miles = (a: LatLngLike, b: LatLngLike) =>
  milesBetween(a.latitude, a.longitude, b.latitude, b.longitude);
// The route's point where it reaches its second waypoint.
const reached = (p: RoutedPath) => ({
  latitude: p.lat[p.waypointIndex[0]],
  longitude: p.lng[p.waypointIndex[0]],
});

describe("a park's entrances", () => {
  it('reads every row: a known park, each entrance on the road it names, or by a junction of it', () => {
    expect([...parks.keys()]).toContain('jotr');
    const graph = sharedRoadGraph();
    const nearest = createNodeIndex(graph);
    const nearestRoad = createEdgeIndex(graph);
    const overlayRoads = new Set(
      (JSON.parse(readFileSync(PARK_ROADS_FILE, 'utf8')) as { roads: Array<{ name: string }> }).roads.map((r) => r.name),
    );
    const rows = (
      JSON.parse(readFileSync(PARK_ENTRANCES_FILE, 'utf8')) as {
        parks: Array<{ park: string; entrances: Array<{ name: string; road: string; lngLat: [number, number] }> }>;
      }
    ).parks;
    // Yosemite's gates lie part-way along long edges (Tioga Road is one edge of 52 miles, the
    // nearest junction 8 miles off), met there since routes meet a place at its nearest point of road.
    expect(rows.find((r) => r.park === 'yose')?.entrances.length).toBe(4);
    for (const row of rows)
      for (const e of row.entrances) {
        const at = { latitude: e.lngLat[1], longitude: e.lngLat[0] };
        const what = `${row.park}: ${e.name}`;
        const road = nearestRoad(at);
        const names = new Set<string>();
        if (road.edge >= 0) names.add(graph.names[graph.edgeName[road.edge]]);
        else
          for (let k = graph.adjStart[road.node]; k < graph.adjStart[road.node + 1]; k++)
            names.add(graph.names[graph.edgeName[graph.adjEdge[k]]]);
        // On the park's road, not a far-off one: within a quarter mile of the road the row names
        // (a gazetteer town a little off its highway: within 2 miles of a junction).
        // The row's road ('US-89/191/287': US-89, US-191 or US-287), or the park-road overlay's
        // road the gate leads onto (Arches Scenic Drive, where it leaves US-191).
        const m = /^([A-Z]+-)(.+)$/.exec(e.road);
        const own = m ? m[2].split('/').map((n) => (n.includes('-') ? n : m[1] + n)) : [e.road];
        const ok = [...names].some((n) => own.includes(n) || overlayRoads.has(n));
        if (road.miles < 0.25) expect(ok, `${what}: ${[...names].join(', ')}`).toBe(true);
        else expect(nearest(at).miles, what).toBeLessThan(2);
      }
    // The park's own point is far from every road: why it has entrance rows. It lies in the Pinto
    // Basin, 11.5 miles from the nearest place of Pinto Basin Road (park-roads.json; the road is one
    // edge from Park Boulevard to the Cottonwood Visitor Center), 24 from the highway lines.
    expect(nearest(joshuaTree.at).miles).toBeGreaterThan(10);
  });

  it("meets every park the park-road overlay covers on the overlay's own roads, from the park's point", () => {
    const graph = sharedRoadGraph();
    const nearest = createNodeIndex(graph);
    const overlay = JSON.parse(readFileSync(PARK_ROADS_FILE, 'utf8')) as {
      roads: Array<{ park: string; name: string }>;
    };
    const allParks = JSON.parse(
      readFileSync(path.join(findRepoRoot(), 'data/national-parks.json'), 'utf8'),
    ) as Array<{
      fullName: string;
      latitude: number;
      longitude: number;
    }>;
    // A park whose main road inside is already a highway line, the overlay only joining its other
    // roads to it: Yosemite Valley's floor is the lines' CA-140 (El Portal Road on into the Valley),
    // Rocky Mountain's Trail Ridge Road is US-34 (a vertex of it kept as a node by the park's point,
    // which Bear Lake Road's dead end would otherwise take), the Smokies' Newfound Gap Road US-441.
    const inTheLines: Record<string, string[]> = {
      'Yosemite National Park': ['CA-140'],
      'Rocky Mountain National Park': ['US-34'],
      'Great Smoky Mountains National Park': ['US-441'],
      // Theodore Roosevelt's point lies between its South and North Units, outside both, by US-85 at
      // ND-200; the overlay holds only the North Unit's drive, 30 miles north.
      'Theodore Roosevelt National Park': ['US-85', 'ND-200'],
    };
    // A park whose point lies deep in roadless wilderness: Olympic's is by Mount Olympus, 13.8 miles
    // from Hurricane Ridge at the end of the nearest road.
    // Death Valley's is about 8 miles south of Stovepipe Wells, off CA-190, whose line has
    // no node there: its nearest is Badwater Road's junction at Furnace Creek, 15.2 miles.
    // Everglades' is in the sawgrass west of the main park road: its nearest node is Long Pine Key
    // Campground on that road, 14.2 miles.
    const farFromRoads: Record<string, number> = {
      'Olympic National Park': 14,
      'Death Valley National Park': 16,
      'Everglades National Park': 15,
      // Theodore Roosevelt's, between its units (above): US-85 at ND-200, 16.2 miles.
      'Theodore Roosevelt National Park': 17,
      // Canyonlands' is in the canyons between its districts: its nearest node is The Needles
      // Campground at the Needles Road's end, 8.1 miles (routes meet the park at its entrances).
      'Canyonlands National Park': 9,
      // Joshua Tree's is in the Pinto Basin: its nearest node is a place of Pinto Basin Road, 11.5
      // miles (the road's one edge passes nearer; routes meet the park at its entrance rows).
      'Joshua Tree National Park': 15,
    };
    // The national parks among them (the parkways, units without a park's point, are not).
    const covered = [...new Set(overlay.roads.map((r) => r.park))].filter((n) => allParks.some((p) => p.fullName === n));
    expect(covered.length).toBeGreaterThanOrEqual(4);
    for (const name of covered) {
      const park = allParks.find((p) => p.fullName === name)!;
      const { node, miles: off } = nearest(park);
      const roads = new Set<string>();
      for (let k = graph.adjStart[node]; k < graph.adjStart[node + 1]; k++)
        roads.add(graph.names[graph.edgeName[graph.adjEdge[k]]]);
      const own = new Set([
        ...overlay.roads.filter((r) => r.park === name).map((r) => r.name),
        ...(inTheLines[name] ?? []),
      ]);
      expect(
        [...roads].some((r) => own.has(r)),
        `${name}: ${[...roads].join(', ')}`,
      ).toBe(true);
      expect(off, name).toBeLessThan(farFromRoads[name] ?? 8);
    }
  });

  it('meets a park at the entrance on the way in, and leaves other places and parks without rows be', () => {
    // The rule on a park with two entrances either side of it, west and south (the table's Joshua Tree
    // row has the West, North and South Entrances; here a made-up pair of two of them).
    const west = { latitude: 34.13, longitude: -116.3 };
    const south = { latitude: 33.67, longitude: -115.8 };
    const twoWays = new Map([
      [
        'jotr',
        {
          at: joshuaTree.at,
          entrances: [
            { name: 'west', at: west },
            { name: 'south', at: south },
          ],
        },
      ],
    ]);
    // A trip that ends at the park meets it at the entrance on its side.
    const there = routePoints([losAngeles, joshuaTreePark], twoWays);
    expect(there).toEqual([losAngeles, west]);
    expect(there[0]).toBe(losAngeles);
    expect(routePoints([phoenix, joshuaTreePark], twoWays)[1]).toEqual(south);
    // A park between two places is met at the entrance that makes the drive on to the next the
    // shortest: Denver to Moab by way of Canyonlands at the Island in the Sky (UT-313), not at the
    // Needles (UT-211), whose way in from Denver looks as short but leads away from Moab.
    const canyonlands = parks.get('cany')!;
    const denver = { latitude: 39.7392, longitude: -104.9903 };
    const moab = { latitude: 38.5733, longitude: -109.5498 };
    const via = routePoints(
      [denver, { name: 'Canyonlands National Park', parkId: 'cany', ...canyonlands.at }, moab],
      parks,
    );
    expect(via[1]).toEqual(canyonlands.entrances.find((e) => e.name.startsWith('the Island in the Sky'))!.at);
    expect(routePoints([moab, { name: 'Canyonlands', parkId: 'cany', ...canyonlands.at }], parks)[1]).toEqual(
      canyonlands.entrances.find((e) => e.name.startsWith('the Island in the Sky'))!.at,
    );
    // A traveller's stop at the park's point, with no park id, is the park too; a trip that starts
    // there leaves by the entrance toward the next place.
    const stop = { name: 'Joshua Tree National Park', ...joshuaTree.at };
    expect(routePoints([losAngeles, stop], twoWays)[1]).toEqual(west);
    expect(routePoints([stop, phoenix], twoWays)[0]).toEqual(south);
    const zion = { name: 'Zion National Park', parkId: 'zion', latitude: 37.298, longitude: -113.026 };
    expect(routePoints([losAngeles, zion], twoWays)[1]).toBe(zion);
    // The table's row: Joshua Tree from the east is met at its South Entrance (the Cottonwood
    // Visitor Center, 7 miles in from I-10), from the west at its West Entrance (Park Boulevard at Joshua Tree village).
    expect(routePoints([phoenix, joshuaTreePark], parks)[1]).toEqual(entrance('the South Entrance'));
    expect(routePoints([losAngeles, joshuaTreePark], parks)[1]).toEqual(entrance('the West Entrance'));
  });

  it('routes Blythe to Joshua Tree to its South Entrance by I-10, Los Angeles to its West Entrance', async () => {
    const router = createPlanRouter();
    const blythe = { latitude: 33.6103, longitude: -114.5964 };
    const fromEast = await router.route([blythe, joshuaTreePark], { profile: 'fastest', rvType: 'class-c' });
    const north = entrance('the North Entrance');
    // Up I-10 to Cottonwood Springs Road (exit 168) and 7 miles in to the Cottonwood Visitor Center,
    // about 78 miles; before Pinto Basin Road and Cottonwood Springs Road joined the graph, by Desert
    // Center, CA-177 and CA-62 to the North Entrance (under 130 miles).
    expect(miles(reached(fromEast), entrance('the South Entrance'))).toBeLessThan(1);
    expect(miles(reached(fromEast), north)).toBeGreaterThan(20);
    expect(fromEast.roads[0]).toBe('I-10');
    expect(fromEast.miles).toBeLessThan(85);
    const fromWest = await router.route([losAngeles, joshuaTreePark], { profile: 'fastest', rvType: 'class-c' });
    expect(miles(reached(fromWest), entrance('the West Entrance'))).toBeLessThan(2);
    expect(miles(reached(fromWest), north)).toBeGreaterThan(10);
  });

  it('routes Los Angeles to Phoenix via Joshua Tree in to its South Entrance from I-10, not by it at Indio', async () => {
    const router = createPlanRouter();
    const p = await router.route([losAngeles, joshuaTreePark, phoenix], {
      profile: 'fastest',
      rvType: 'class-c',
    });
    const at = reached(p);
    const nearestEntrance = Math.min(...joshuaTree.entrances.map((e) => miles(at, e.at)));
    expect(nearestEntrance).toBeLessThan(2);
    expect(miles(at, entrance('the South Entrance'))).toBeLessThan(1);
    // Before: the park's point met the graph on CA-86 by Indio, 24 miles from it and 25 from any entrance.
    const indio = { latitude: 33.7207, longitude: -116.21677 };
    expect(miles(at, indio)).toBeGreaterThan(20);
  });
});
