import { describe, expect, it } from 'vitest';
import { decodeRoadGraph } from '../server/src/routing/graph';
import { buildRoadGraph } from './build-road-graph';
import { highwayLengths } from './highway-lengths';

// Published highway lengths as the graph builder takes them: each carriageway's links scaled so it
// comes to the published miles, other roads untouched.
const MILE = 1609.344;
const feature = (num: string, coordinates: Array<[number, number]>) => ({
  properties: { state: 'AZ', class: 'I', num, name: `I- ${num}` },
  geometry: { type: 'LineString', coordinates },
});
// I-17 in two source lines end to end (about 13.8 straight-line miles), and I-40 alone.
const lines = [
  feature('17', [
    [-112.0, 34.0],
    [-112.0, 34.1],
  ]),
  feature('17', [
    [-112.0, 34.1],
    [-112.0, 34.2],
  ]),
  feature('40', [
    [-111.9, 34.0],
    [-111.8, 34.0],
  ]),
];
const row = (over: Record<string, unknown> = {}) => ({
  road: 'I-17',
  from: 'south end',
  to: 'north end',
  publishedMiles: 15,
  carriageways: [
    [
      [-112.0, 34.0],
      [-112.0, 34.1],
      [-112.0, 34.2],
    ] as Array<[number, number]>,
  ],
  source: 'https://example.org/exit-list',
  ...over,
});
const milesOf = (bytes: Uint8Array, road: string) => {
  const g = decodeRoadGraph(bytes);
  const ref = g.names.indexOf(road);
  let m = 0;
  for (let e = 0; e < g.edgeCount; e++) if (g.edgeName[e] === ref) m += g.edgeMetres[e];
  return m / MILE;
};

describe('published highway lengths', () => {
  it('scales a carriageway over its lines to the published miles, and no other road', () => {
    const plain = buildRoadGraph(lines).bytes;
    const scaled = buildRoadGraph(lines, () => {}, [], [], [], highwayLengths({ stretches: [row()] })).bytes;
    expect(milesOf(plain, 'I-17')).toBeCloseTo(13.8, 1);
    expect(milesOf(scaled, 'I-17')).toBeCloseTo(15, 2);
    expect(milesOf(scaled, 'I-40')).toBeCloseTo(milesOf(plain, 'I-40'), 3);
  });

  it('gives each piece the same length on both carriageways where they meet', () => {
    // Two carriageways meeting half-way (-112, 34.1), each bent in a different half: a route may
    // change carriageway there and must still come to the published 30 miles.
    const meet: [number, number] = [-112.0, 34.1];
    const a: Array<[number, number]> = [[-112.0, 34.0], [-111.97, 34.05], meet, [-112.0, 34.2]];
    const b: Array<[number, number]> = [[-112.02, 34.0], meet, [-112.05, 34.15], [-112.02, 34.2]];
    const twin = [
      feature('17', a.slice(0, 3)),
      feature('17', a.slice(2)),
      feature('17', b.slice(0, 2)),
      feature('17', b.slice(1)),
    ];
    const carriageways = [
      [a[0], meet, a[3]],
      [b[0], meet, b[3]],
    ];
    const rows = highwayLengths({ stretches: [row({ publishedMiles: 30, carriageways })] });
    const g = decodeRoadGraph(buildRoadGraph(twin, () => {}, [], [], [], rows).bytes);
    const miles = Array.from(g.edgeMetres, (m) => m / MILE).sort((x, y) => x - y);
    expect(miles).toHaveLength(4);
    expect(miles[0]).toBeCloseTo(miles[1], 2);
    expect(miles[2]).toBeCloseTo(miles[3], 2);
    expect(miles[0] + miles[2]).toBeCloseTo(30, 2);
  });

  it('refuses a carriageway off the road and a row without its source', () => {
    const off = highwayLengths({ stretches: [row({ road: 'I-40' })] });
    expect(() => buildRoadGraph(lines, () => {}, [], [], [], off)).toThrow(/no line of I-40/);
    expect(() => highwayLengths({ stretches: [row({ source: '' })] })).toThrow(/source/);
  });
});
