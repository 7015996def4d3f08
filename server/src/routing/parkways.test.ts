import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLASS_PARKWAY, CLASS_STATE } from './core/graph-format';
import { RV_SPEEDS_MPH } from './core/road-weights';
import { loadRoadGraph } from './graph';
import { PARK_ROADS_FILE, type ParkRoadsFile } from './park-roads-file';
import { createRoadRouter } from './road-router';

// The two national parkways RVers drive (data/park-roads.json): the Blue Ridge Parkway (469 miles,
// Rockfish Gap to Cherokee) and the Natchez Trace Parkway (444 miles, Natchez to TN-100), each at
// the milepost lengths, the Blue Ridge at the park's own drive time and its tunnels' clearances
// (restricted-segments.json).
const overlay = JSON.parse(readFileSync(PARK_ROADS_FILE, 'utf8')) as ParkRoadsFile;
const graph = loadRoadGraph();
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
  it.each(overlay.roads.filter((r) => r.driveMph).map((r) => [r.name, r] as const))(
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

  it('keeps a 13 ft 6 in rig out of the Wildacres Tunnel (13 ft 1 in at the lane edge) and says why', () => {
    const low = router.route([linvilleFalls, crabtreeFalls], { ...van, heightFeet: 12 });
    const tall = router.route([linvilleFalls, crabtreeFalls], { ...van, heightFeet: 13.5 });
    expect(Math.abs(low.miles - 22.5) / 22.5).toBeLessThan(0.1);
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

  it('gets on the Natchez Trace Parkway at I-55 in Ridgeland and drives it to Rocky Springs within 10 % of mileposts 100.7 to 54.8', () => {
    // From I-55 at the MS-463 interchange, 1.7 miles north of the parkway's interchange.
    const route = router.route([{ latitude: 32.4603, longitude: -90.14133 }, at('Rocky Springs (Natchez Trace Parkway)')], {
      ...van,
      profile: 'balanced',
    });
    expect(names(route)).toEqual(['I-55', 'Natchez Trace Parkway']);
    expect(Math.abs(route.miles - 47.6) / 47.6).toBeLessThan(0.1);
  });
});
