import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { routeLine, thinLine, withinCorridor } from './road-line';
import { boundsOf, drawnLine } from './route-line';

const stops = [
  { latitude: 39.74, longitude: -104.99 },
  { latitude: 38.57, longitude: -109.55 },
];

describe('routeLine', () => {
  it('decodes the plan geometry into [lng, lat] pairs and joins the pieces without repeating a point', () => {
    const day1 = polyline.encode(
      [
        [39.74, -104.99],
        [39.55, -107.32],
      ],
      5,
    );
    const day2 = polyline.encode(
      [
        [39.55, -107.32],
        [38.57, -109.55],
      ],
      5,
    );
    expect(routeLine([day1, undefined, day2], stops)).toEqual([
      [-104.99, 39.74],
      [-107.32, 39.55],
      [-109.55, 38.57],
    ]);
  });

  it('falls back to straight segments through the stops for plans without geometry', () => {
    expect(routeLine(undefined, stops)).toEqual([
      [-104.99, 39.74],
      [-109.55, 38.57],
    ]);
    expect(routeLine([undefined, ''], stops)).toHaveLength(2);
  });
});

describe('withinCorridor', () => {
  const line: Array<[number, number]> = [
    [-104.99, 39.74],
    [-109.55, 38.57],
  ];
  const at = (p: { lng: number; lat: number }): [number, number] => [p.lng, p.lat];

  it('keeps places near the line, nearest first, and drops those far from it', () => {
    const places = [
      { name: 'Kansas', lng: -98.0, lat: 38.6 },
      { name: 'on the line', lng: -107.27, lat: 39.155 },
      { name: 'fifteen miles off', lng: -107.27, lat: 39.375 },
      { name: 'Wyoming', lng: -106.0, lat: 42.0 },
    ];
    const found = withinCorridor(places, at, line, 25).map((f) => f.item.name);
    expect(found).toEqual(['on the line', 'fifteen miles off']);
  });

  it('measures distance to the segments, not only to their ends', () => {
    const [hit] = withinCorridor([{ lng: -107.27, lat: 39.375 }], at, line, 25);
    expect(hit.miles).toBeGreaterThan(10);
    expect(hit.miles).toBeLessThan(20);
  });

  it('thins long lines but keeps both ends', () => {
    const dense = Array.from({ length: 100 }, (_, i) => [-105 + i * 0.01, 39] as [number, number]);
    const thin = thinLine(dense, 5);
    expect(thin[0]).toEqual(dense[0]);
    expect(thin.at(-1)).toEqual(dense[99]);
    expect(thin.length).toBeLessThan(20);
  });
});

describe('drawnLine and boundsOf', () => {
  it('draws the road line when there is one, else straight through the places', () => {
    const places = [
      { latitude: 39.7, longitude: -105 },
      { latitude: 38.6, longitude: -109.5 },
    ];
    expect(drawnLine(places, undefined)).toEqual([
      [-105, 39.7],
      [-109.5, 38.6],
    ]);
    expect(drawnLine(places, [[-1, 2]])).toEqual([[-1, 2]]);
    expect(drawnLine(undefined, undefined)).toEqual([]);
  });

  it('bounds the points by their south-west and north-east corners', () => {
    expect(
      boundsOf([
        [-105, 39.7],
        [-109.5, 41.3],
        [-104, 38.6],
      ]),
    ).toEqual([
      [-109.5, 38.6],
      [-104, 41.3],
    ]);
  });
});
