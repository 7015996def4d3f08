import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLASS_PARKWAY, CLASS_STATE } from './core/graph-format';
import { RV_SPEEDS_MPH } from './core/road-weights';
import { sharedRoadGraph } from './graph';
import { PARK_ROADS_FILE, type ParkRoadsFile } from './park-roads-file';
import { createRoadRouter } from './road-router';

// The two national parkways RVers drive (data/park-roads.json): the Blue Ridge Parkway (469 miles,
// Rockfish Gap to Cherokee) and the Natchez Trace Parkway (444 miles, Natchez to TN-100), each at
// the milepost lengths, the Blue Ridge at the park's own drive time and its tunnels' clearances
// (restricted-segments.json).
const overlay = JSON.parse(readFileSync(PARK_ROADS_FILE, 'utf8')) as ParkRoadsFile;
const graph = sharedRoadGraph();
const router = createRoadRouter(graph);
const at = (place: string) => {
  const [longitude, latitude] = overlay.places[place].lngLat;
  return { latitude, longitude };
};
const van = { profile: 'fastest', rvType: 'class-b', lengthFeet: 19, heightFeet: 9 } as const;
const names = (r: { roadRuns?: Array<{ name: string }>; roads: string[] }) => r.roadRuns?.map((x) => x.name) ?? r.roads;
const linvilleFalls = at('Linville Falls (US-221/NC-183, Blue Ridge Parkway)');
const crabtreeFalls = at('Crabtree Falls (Blue Ridge Parkway)');
const craggyGardens = at('Craggy Gardens (Blue Ridge Parkway)');

// The graph's node at a place (the build may merge a place with a vertex a metre or two away).
const nodeAt = ([lng, lat]: [number, number]) => {
  let best = 0;
  const d = (i: number) => (graph.nodeLng[i] - lng * 1e5) ** 2 + (graph.nodeLat[i] - lat * 1e5) ** 2;
  for (let i = 1; i < graph.nodeCount; i++) if (d(i) < d(best)) best = i;
  return best;
};
// Miles from one node to another on the edges of one road alone (Dijkstra by length), and the few
// metres where the road shares a link with a highway it crosses (named for the highway).
function milesAlong(name: string, from: number, to: number): number {
  const id = graph.names.indexOf(name);
  const dist = new Map<number, number>([[from, 0]]);
  const open = new Set<number>([from]);
  while (open.size > 0) {
    const v = [...open].reduce((a, b) => (dist.get(a)! <= dist.get(b)! ? a : b));
    open.delete(v);
    if (v === to) return dist.get(v)! / 1609.344;
    for (let s = graph.adjStart[v]; s < graph.adjStart[v + 1]; s++) {
      const e = graph.adjEdge[s];
      if (graph.edgeName[e] !== id && graph.edgeMetres[e] > 200) continue;
      const d = dist.get(v)! + graph.edgeMetres[e];
      const w = graph.adjTo[s];
      if (d < (dist.get(w) ?? Infinity)) {
        dist.set(w, d);
        open.add(w);
      }
    }
  }
  return Infinity;
}

describe('the Blue Ridge and Natchez Trace parkways', () => {
  it.each(overlay.roads.filter((r) => / Parkway$/.test(r.name)).map((r) => [r.name, r] as const))(
    'measures %s along its own edges at the milepost lengths, stretch by stretch',
    (_, road) => {
      const nodes = road.through.map((p) => nodeAt(overlay.places[p].lngLat));
      road.splitMiles!.forEach((miles, i) =>
        expect(Math.abs(milesAlong(road.name, nodes[i], nodes[i + 1]) - miles), road.through[i]).toBeLessThan(0.05),
      );
    },
  );

  it('drives the Blue Ridge Parkway from Linville Falls by Crabtree Falls to Craggy Gardens within 10 % of mileposts 317 to 364', () => {
    const route = router.route([linvilleFalls, crabtreeFalls, craggyGardens], { ...van, heightFeet: 12 });
    expect(Math.abs(route.miles - 47) / 47).toBeLessThan(0.1);
    expect(names(route)).toContain('Blue Ridge Parkway');
    expect(route.restrictions?.map((r) => r.id) ?? []).not.toContain('wildacres-tunnel');
  });

  it('keeps a 13 ft 6 in rig out of the Wildacres Tunnel (13 ft 1 in at the lane edge) between Gillespie Gap and Crabtree Falls and says why', () => {
    // Mileposts 331 to 339.5 by the Little Switzerland and Wildacres tunnels; the tall rig comes
    // round by US-221 and NC-80 to Buck Creek Gap (344).
    const gillespieGap = at('Gillespie Gap (NC-226, Blue Ridge Parkway)');
    const low = router.route([gillespieGap, crabtreeFalls], { ...van, heightFeet: 12 });
    const tall = router.route([gillespieGap, crabtreeFalls], { ...van, heightFeet: 13.5 });
    expect(Math.abs(low.miles - 8.5) / 8.5).toBeLessThan(0.1);
    expect(names(tall)).toContain('NC-80');
    expect(tall.miles).toBeGreaterThan(low.miles * 2);
    const avoided = tall.restrictions?.find((r) => r.id === 'wildacres-tunnel');
    expect(avoided?.kind).toBe('avoided');
    expect(avoided?.note).toMatch(/^Avoided Wildacres Tunnel \(Blue Ridge Parkway\): your rig is 13 ft 6 in high, .*13 ft 1 in/);
  });

  it('times the Blue Ridge Parkway at the park\'s 30 miles an hour for a car (parkway class), the Natchez Trace as a state road', () => {
    const classes = (name: string) => {
      const id = graph.names.indexOf(name);
      const found = new Set<number>();
      for (let e = 0; e < graph.edgeCount; e++) if (graph.edgeName[e] === id) found.add(graph.edgeClass[e]);
      return found;
    };
    expect([...classes('Blue Ridge Parkway')]).toEqual([CLASS_PARKWAY]);
    expect([...classes('Natchez Trace Parkway')]).toEqual([CLASS_STATE]);
    const route = router.route([crabtreeFalls, craggyGardens], { ...van, heightFeet: 12 });
    expect(route.hours).toBeCloseTo(route.miles / RV_SPEEDS_MPH.parkway, 1);
    expect(RV_SPEEDS_MPH.parkway).toBeLessThan(RV_SPEEDS_MPH.state);
  });

  it('drives the Natchez Trace Parkway from Jeff Busby to the Tupelo visitor center within 10 % of mileposts 193.1 to 266', () => {
    const route = router.route([at('Jeff Busby (Natchez Trace Parkway)'), at('Tupelo (Natchez Trace Parkway Visitor Center)')], van);
    expect(Math.abs(route.miles - 72.9) / 72.9).toBeLessThan(0.1);
    expect(names(route)).toContain('Natchez Trace Parkway');
  });

  it('goes on from Skyline Drive to the Blue Ridge Parkway at Rockfish Gap', () => {
    const ends = graph.names.map((n, i) => [n, i] as const).filter(([n]) => n === 'Skyline Drive' || n === 'Blue Ridge Parkway');
    const v = nodeAt(overlay.places['Rockfish Gap (US-250, Shenandoah)'].lngLat);
    const met = new Set<number>();
    for (let s = graph.adjStart[v]; s < graph.adjStart[v + 1]; s++) met.add(graph.edgeName[graph.adjEdge[s]]);
    for (const [, i] of ends) expect(met.has(i)).toBe(true);
  });
});

// The access points added with their mileposts (data/park-roads.json): each is a node of the
// parkway and of the highway it crosses, so a drive gets on or off there.
describe('the parkways\' numbered-route junctions', () => {
  it.each([
    ['US-460 (Blue Ridge Parkway, Roanoke)', 'Blue Ridge Parkway', 'US-460'],
    ['VA-24 (Blue Ridge Parkway, Vinton)', 'Blue Ridge Parkway', 'VA-24'],
    ['US-220 (Blue Ridge Parkway, Roanoke)', 'Blue Ridge Parkway', 'US-220'],
    ['Deep Gap (US-421, Blue Ridge Parkway)', 'Blue Ridge Parkway', 'US-421'],
    ['Wagon Road Gap (US-276, Blue Ridge Parkway)', 'Blue Ridge Parkway', 'US-276'],
    ['I-55 (Natchez Trace Parkway, Ridgeland)', 'Natchez Trace Parkway', 'I-55'],
    // The main access points, each by its milepost.
    ['US-60 (Blue Ridge Parkway, Buena Vista)', 'Blue Ridge Parkway', 'US-60'],
    ['Adney Gap (US-221, Blue Ridge Parkway)', 'Blue Ridge Parkway', 'US-221'],
    ['US-58 (Blue Ridge Parkway, Meadows of Dan)', 'Blue Ridge Parkway', 'US-58'],
    ['Fancy Gap (US-52, Blue Ridge Parkway)', 'Blue Ridge Parkway', 'US-52'],
    ['US-321 (Blue Ridge Parkway, Blowing Rock)', 'Blue Ridge Parkway', 'US-321'],
    ['Gillespie Gap (NC-226, Blue Ridge Parkway)', 'Blue Ridge Parkway', 'NC-226'],
    ['Buck Creek Gap (NC-80, Blue Ridge Parkway)', 'Blue Ridge Parkway', 'NC-80'],
    ['NC-128 (Blue Ridge Parkway, Mount Mitchell)', 'Blue Ridge Parkway', 'NC-128'],
    ['NC-191 (Blue Ridge Parkway, Asheville)', 'Blue Ridge Parkway', 'NC-191'],
    ['US-49 (Natchez Trace Parkway, Jackson)', 'Natchez Trace Parkway', 'US-49'],
    ['US-82 (Natchez Trace Parkway, Mathiston)', 'Natchez Trace Parkway', 'US-82'],
    ['US-64 (Natchez Trace Parkway, Waynesboro)', 'Natchez Trace Parkway', 'US-64'],
    ['MS-16 (Natchez Trace Parkway, Canton)', 'Natchez Trace Parkway', 'MS-16'],
    ['MS-12 (Natchez Trace Parkway, Kosciusko)', 'Natchez Trace Parkway', 'MS-12'],
    ['US-278/MS-6 (Natchez Trace Parkway, Tupelo)', 'Natchez Trace Parkway', 'US-278'],
    ['US-72 (Natchez Trace Parkway, Cherokee)', 'Natchez Trace Parkway', 'US-72'],
    ['US-412 (Natchez Trace Parkway, Hohenwald)', 'Natchez Trace Parkway', 'US-412'],
  ])('joins %s to the highway', (place, parkway, highway) => {
    const v = nodeAt(overlay.places[place].lngLat);
    const met = new Set<string>();
    for (let s = graph.adjStart[v]; s < graph.adjStart[v + 1]; s++) met.add(graph.names[graph.edgeName[graph.adjEdge[s]]]);
    expect(met).toContain(parkway);
    expect(met).toContain(highway);
  });

  it('drives from US-220 south of Roanoke through Vinton, gets on the Blue Ridge Parkway at VA-24 and off at US-460, 6.4 parkway miles (mileposts 112.4 to 106)', () => {
    const [us220, va24, us460] = ['US-220 (Blue Ridge Parkway, Roanoke)', 'VA-24 (Blue Ridge Parkway, Vinton)', 'US-460 (Blue Ridge Parkway, Roanoke)'].map(at);
    const route = router.route([us220, va24, us460], van);
    const runs = names(route);
    expect(runs.slice(-2)).toEqual(['VA-24', 'Blue Ridge Parkway']);
    // About 10 miles of US-220, I-581 and VA-24 to the parkway, then its 6.4 miles.
    expect(Math.abs(route.miles - 16.4) / 16.4).toBeLessThan(0.1);
  });

  it('drives from I-55 in Ridgeland to Rocky Springs on the Natchez Trace Parkway within 10 % of the 47.6 miles by its I-55 interchange', () => {
    // From I-55 at the MS-463 interchange, 1.7 miles north of the parkway's interchange (milepost
    // 100.7). Since US-49 (93.1) is a junction too, the balanced route takes I-55, I-220 and US-49
    // to it rather than the parkway's slower 7.6 miles through Ridgeland.
    const route = router.route([{ latitude: 32.4603, longitude: -90.14133 }, at('Rocky Springs (Natchez Trace Parkway)')], {
      ...van,
      profile: 'balanced',
    });
    expect(names(route)[0]).toBe('I-55');
    expect(names(route).slice(-2)).toEqual(['US-49', 'Natchez Trace Parkway']);
    expect(Math.abs(route.miles - 47.6) / 47.6).toBeLessThan(0.1);
  });
});

// A drive gets on the Blue Ridge at its main access points. Before them, Spruce Pine to
// Crabtree Falls drove 34 miles round by Linville Falls, Marion to Crabtree Falls 45, and Julian Price
// Memorial Park (milepost 297) was reached on US-221 (the parkway had no way on at Blowing Rock).
describe('getting on the Blue Ridge Parkway at its access points', () => {
  it.each([
    ['Spruce Pine by NC-226 at Gillespie Gap (331) to Crabtree Falls (339.5)', { latitude: 35.9154, longitude: -82.06456 }, crabtreeFalls, 'NC-226', 20],
    ['Marion by NC-80 at Buck Creek Gap (344) to Crabtree Falls', { latitude: 35.684, longitude: -82.0093 }, crabtreeFalls, 'NC-80', 25],
    ['Blowing Rock by US-321 (291.9) to Julian Price Memorial Park', { latitude: 36.13513, longitude: -81.67761 }, { latitude: 36.14032, longitude: -81.73685 }, 'US-321', 10],
  ] as const)('drives from %s', (_, from, to, accessRoad, maxMiles) => {
    const route = router.route([from, to], { ...van, heightFeet: 11 });
    expect(names(route).slice(-2)).toEqual([accessRoad, 'Blue Ridge Parkway']);
    expect(route.miles).toBeLessThan(maxMiles);
  });
});

// A drive gets on the Natchez Trace at the access points added with their mileposts in December
// 2026. Before them, Carthage's way on was MS-43, Kosciusko's a join of an MS-12 line's end that the
// parkway's redrawn line no longer passes, Cherokee's US-64 at Waynesboro (or MS-145 at Tupelo), and
// Columbia's US-64.
describe('getting on the Natchez Trace Parkway at its access points', () => {
  it.each([
    // Cypress Swamp (milepost 122) as the parkway is drawn here, between MS-43 (114.6) and MS-16.
    ['Carthage by MS-16 (134.9) to Cypress Swamp (122)', { latitude: 32.7326, longitude: -89.5367 }, { latitude: 32.5975, longitude: -89.8982 }, 'MS-16', 12 + 12.9],
    ['Kosciusko by MS-12 (160) to Jeff Busby (193.1)', { latitude: 33.0576, longitude: -89.5876 }, at('Jeff Busby (Natchez Trace Parkway)'), 'MS-12', 2 + 33.1],
    ['Cherokee, AL by US-72 (320.4) to Meriwether Lewis (386)', { latitude: 34.757, longitude: -87.973 }, at('Meriwether Lewis (Natchez Trace Parkway)'), 'US-72', 3 + 65.6],
    ['Columbia, TN by US-412 (391.9) to Meriwether Lewis', { latitude: 35.615, longitude: -87.035 }, at('Meriwether Lewis (Natchez Trace Parkway)'), 'US-412', 27 + 5.9],
  ] as const)('drives from %s within 10 % of the road miles to the parkway and its mileposts', (_, from, to, accessRoad, miles) => {
    const route = router.route([from, to], van);
    expect(names(route).slice(-2)).toEqual([accessRoad, 'Natchez Trace Parkway']);
    expect(Math.abs(route.miles - miles) / miles).toBeLessThan(0.1);
  });
});
