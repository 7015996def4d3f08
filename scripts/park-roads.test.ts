import { describe, expect, it } from 'vitest';
import { decodeRoadGraph } from '../server/src/routing/graph';
import { buildRoadGraph } from './build-road-graph';
import { parkRoadKeptNodes, parkRoadLines } from './park-roads';
import { CLASS_PARKWAY, CLASS_SLOW, CLASS_STATE } from '../server/src/routing/core/graph-format';

// The park-road overlay as the graph builder takes it: stretches at their published lengths, every
// place a node, joined to the highway lines where it starts and ends on their vertices.
const MILE = 1609.344;
const places = {
  'Highway end': { lngLat: [-110.0, 44.0] as [number, number], source: 'line end' },
  Junction: { lngLat: [-110.1, 44.1] as [number, number], source: 'by hand', confirmed: false },
  Lake: { lngLat: [-110.2, 44.15] as [number, number], source: 'by hand', confirmed: false },
};
const road = (over: Record<string, unknown> = {}) => ({
  park: 'Test Park',
  name: 'Loop Road',
  through: ['Highway end', 'Junction', 'Lake'],
  publishedMiles: 20,
  source: 'https://www.nps.gov/test',
  ...over,
});
const highway = (coordinates: Array<[number, number]>) => ({
  properties: { state: 'WY', class: 'US', num: '20', name: 'US Hwy 20' },
  geometry: { type: 'LineString', coordinates },
});

describe('park-road lines', () => {
  it('shares the published miles by straight-line length, or as splitMiles says', () => {
    const [even] = parkRoadLines({ places, roads: [road()] });
    expect(even.pts).toEqual([
      [-11000000, 4400000],
      [-11010000, 4410000],
      [-11020000, 4415000],
    ]);
    expect(even.stretchMetres.reduce((a, b) => a + b, 0) / MILE).toBeCloseTo(20, 6);
    expect(even.stretchMetres[0]).toBeGreaterThan(even.stretchMetres[1]);
    const [split] = parkRoadLines({ places, roads: [road({ splitMiles: [15, 5], graphMilesBefore: 0 })] });
    expect(split.stretchMetres.map((m) => m / MILE)).toEqual([15, 5]);
    const [after] = parkRoadLines({ places, roads: [road({ graphMilesBefore: 2 })] });
    expect(after.stretchMetres.reduce((a, b) => a + b, 0) / MILE).toBeCloseTo(18, 6);
  });

  it('refuses an unknown place and stretches that do not add up', () => {
    expect(() => parkRoadLines({ places, roads: [road({ through: ['Highway end', 'Nowhere'] })] })).toThrow(
      /unknown place: Nowhere/,
    );
    expect(() => parkRoadLines({ places, roads: [road({ splitMiles: [15, 4] })] })).toThrow(/add up/);
    expect(() => parkRoadLines({ places, roads: [road({ splitMiles: [20] })] })).toThrow(
      /one figure per stretch/,
    );
  });

  it('joins the highway where it starts, keeps each place a node and each stretch at its length', () => {
    const overlay = parkRoadLines({ places, roads: [road({ splitMiles: [15, 5] })] });
    const { bytes } = buildRoadGraph(
      [
        highway([
          [-109.8, 43.9],
          [-110.0, 44.0],
        ]),
      ],
      () => {},
      overlay,
    );
    const g = decodeRoadGraph(bytes);
    const loop = g.names.indexOf('Loop Road');
    expect(loop).toBeGreaterThanOrEqual(0);
    const edges = Array.from({ length: g.edgeCount }, (_, e) => e).filter((e) => g.edgeName[e] === loop);
    // Two edges, Highway end - Junction and Junction - Lake, at 15 and 5 miles (not their 8.5 and 6
    // straight-line miles), and one component with the highway.
    expect(edges.map((e) => Math.round(g.edgeMetres[e] / MILE)).sort((a, b) => a - b)).toEqual([5, 15]);
    expect(g.nodeCount).toBe(4);
    expect(g.edgeCount).toBe(3);
  });

  it('crosses a highway away from its places without a junction (a bridge), and meets one at a place', () => {
    // The park road Highway end - Junction - Lake crosses a north-south highway twice: at x -110.05,
    // about 4 km from any place (a bridge: no node), and at x -110.1, through the Junction place.
    const crossing = (x: number) =>
      highway([
        [x, 43.9],
        [x, 44.3],
      ]);
    const overlay = parkRoadLines({ places, roads: [road({ splitMiles: [15, 5] })] });
    const g = decodeRoadGraph(
      buildRoadGraph(
        [
          highway([
            [-109.8, 43.9],
            [-110.0, 44.0],
          ]),
          crossing(-110.05),
          crossing(-110.1),
        ],
        () => {},
        overlay,
      ).bytes,
    );
    const nodeAt = (x: number, y: number) =>
      Array.from({ length: g.nodeCount }, (_, v) => v).some(
        (v) => Math.abs(g.nodeLng[v] - x * 1e5) < 2 && Math.abs(g.nodeLat[v] - y * 1e5) < 2,
      );
    expect(nodeAt(-110.1, 44.1)).toBe(true);
    expect(nodeAt(-110.05, 44.05)).toBe(false);
  });

  it('keeps a vertex of a highway line as a node when asked, and refuses a point that is not one', () => {
    // One highway line with an interior vertex at (-109.9, 43.95): without keepNodes a single edge.
    const line = highway([
      [-109.8, 43.9],
      [-109.9, 43.95],
      [-110.0, 44.0],
    ]);
    const kept = {
      ...places,
      'Kept vertex': { lngLat: [-109.9, 43.95] as [number, number], source: 'a vertex' },
    };
    const keepNodes = parkRoadKeptNodes({ places: kept, roads: [], keepNodes: ['Kept vertex'] });
    const plain = decodeRoadGraph(buildRoadGraph([line]).bytes);
    const split = decodeRoadGraph(buildRoadGraph([line], () => {}, [], [], keepNodes).bytes);
    expect([plain.nodeCount, plain.edgeCount]).toEqual([2, 1]);
    expect([split.nodeCount, split.edgeCount]).toEqual([3, 2]);
    expect(split.edgeMetres[0] + split.edgeMetres[1]).toBeCloseTo(plain.edgeMetres[0], 0);
    expect(() => buildRoadGraph([line], () => {}, [], [], [[-10995000, 4397500]])).toThrow(/not a vertex/);
    expect(() => parkRoadKeptNodes({ places, roads: [], keepNodes: ['Nowhere'] })).toThrow(/unknown place/);
  });

  it('replaces the stretch of a highway line between two of its vertices with a park road', () => {
    // A highway line drawn along the park road to a dead end at (-110.2, 44.15): the Lake.
    const line = highway([
      [-109.8, 43.9],
      [-110.0, 44.0],
      [-110.1, 44.05],
      [-110.2, 44.15],
    ]);
    const at = { ...places, 'Line end': { lngLat: [-110.2, 44.15] as [number, number], source: 'a vertex' } };
    const replaces = { road: 'US-20', from: 'Highway end', to: 'Line end' };
    const overlay = parkRoadLines({ places: at, roads: [road({ splitMiles: [15, 5], replaces })] });
    const g = decodeRoadGraph(buildRoadGraph([line], () => {}, overlay).bytes);
    // US-20 keeps only its stretch to the Highway end; the park road's two stretches take the rest.
    const us20 = g.names.indexOf('US-20');
    const edges = Array.from({ length: g.edgeCount }, (_, e) => e);
    expect(edges.filter((e) => g.edgeName[e] === us20)).toHaveLength(1);
    expect(edges.map((e) => Math.round(g.edgeMetres[e] / MILE)).sort((a, b) => a - b)).toEqual([5, 12, 15]);
    const wrong = parkRoadLines({
      places: at,
      roads: [road({ replaces: { ...replaces, from: 'Junction' } })],
    });
    expect(() => buildRoadGraph([line], () => {}, wrong)).toThrow(/no line of US-20/);
  });

  it('draws a stretch through its shape points without nodes there, and replaces stretches of two lines', () => {
    // US-20 in two lines meeting at the Junction, drawn along the park road from the Highway end to
    // the Lake and on beyond it (-110.3, 44.2): the park road replaces both lines' stretches.
    const lines = [
      highway([
        [-109.8, 43.9],
        [-110.0, 44.0],
        [-110.05, 44.06],
        [-110.1, 44.1],
      ]),
      highway([
        [-110.1, 44.1],
        [-110.2, 44.15],
        [-110.3, 44.2],
      ]),
    ];
    const replaces = [
      { road: 'US-20', from: 'Highway end', to: 'Junction' },
      { road: 'US-20', from: 'Junction', to: 'Lake' },
    ];
    const shape = [[[-110.05, 44.06]], [[-110.14, 44.14]]];
    const overlay = parkRoadLines({ places, roads: [road({ splitMiles: [15, 5], replaces, shape })] });
    expect(overlay[0].pts).toHaveLength(5);
    expect(overlay[0].anchors).toHaveLength(3);
    const g = decodeRoadGraph(buildRoadGraph(lines, () => {}, overlay).bytes);
    // Nodes: the line's far start, the Highway end, the Junction, the Lake and US-20's far end.
    expect(g.nodeCount).toBe(5);
    const park = g.names.indexOf('Loop Road');
    const edges = Array.from({ length: g.edgeCount }, (_, e) => e);
    const parkMiles = edges.filter((e) => g.edgeName[e] === park).map((e) => g.edgeMetres[e] / MILE);
    expect(parkMiles.sort((a, b) => a - b).map((m) => Math.round(m))).toEqual([5, 15]);
    // The shape points are drawn as the edges' interior points.
    expect(
      edges.filter((e) => g.edgeName[e] === park).every((e) => g.ptStart[e + 1] - g.ptStart[e] === 1),
    ).toBe(true);
    expect(() => parkRoadLines({ places, roads: [road({ shape: [[]] })] })).toThrow(
      /one list of points per stretch/,
    );
  });

  it("builds a road with the park's drive time (driveMph) as the parkway or slow class, a gravel road as slow, and refuses another speed", () => {
    const driveMph = { mph: 30, source: 'https://www.nps.gov/test', says: '30 miles is about an hour' };
    const line = highway([
      [-109.8, 43.9],
      [-110.0, 44.0],
    ]);
    const classOf = (over: Record<string, unknown>) => {
      const g = decodeRoadGraph(buildRoadGraph([line], () => {}, parkRoadLines({ places, roads: [road(over)] })).bytes);
      const loop = g.names.indexOf('Loop Road');
      return new Set(Array.from({ length: g.edgeCount }, (_, e) => e).filter((e) => g.edgeName[e] === loop).map((e) => g.edgeClass[e]));
    };
    expect([...classOf({ driveMph })]).toEqual([CLASS_PARKWAY]);
    expect([...classOf({})]).toEqual([CLASS_STATE]);
    expect(() => parkRoadLines({ places, roads: [road({ driveMph: { ...driveMph, mph: 35 } })] })).toThrow(
      /not the parkway class's 30 or the slow class's 15/,
    );
    // A posted 15 mph, or a gravel road with no speed of its own: the slow class.
    expect([...classOf({ driveMph: { ...driveMph, mph: 15 } })]).toEqual([CLASS_SLOW]);
    const gravel = { source: 'https://www.nps.gov/test', says: 'a narrow gravel road' };
    expect([...classOf({ gravel })]).toEqual([CLASS_SLOW]);
    expect(() => parkRoadLines({ places, roads: [road({ driveMph, gravel })] })).toThrow(/a gravel road at the parkway/);
  });
});
