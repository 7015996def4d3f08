import { describe, expect, it } from 'vitest';
import { decodeLine, encodeLine, onLineGrid, type LinePoint } from './polyline';

// A seeded generator, so a failure names points that can be found again.
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('a line on the encoded grid', () => {
  it('is what decoding the encoded line gives, point for point, on random US lines', () => {
    const random = seeded(45);
    for (let n = 0; n < 200; n++) {
      const points: LinePoint[] = Array.from({ length: 2 + Math.floor(random() * 40) }, () => [
        24 + random() * 25,
        -125 + random() * 58,
      ]);
      expect(onLineGrid(points)).toEqual(decodeLine(encodeLine(points)));
    }
  });

  it('rounds halves away from zero as the encoder does (west longitudes are negative)', () => {
    const halves: LinePoint[] = [
      [38.000005, -109.000005],
      [38.000015, -109.000015],
      [-33.000025, 151.000025],
    ];
    expect(onLineGrid(halves)).toEqual(decodeLine(encodeLine(halves)));
  });

  it('encodes to the same text as the points it came from', () => {
    const points: LinePoint[] = [
      [39.7392, -104.9903],
      [38.573315, -109.549843],
    ];
    expect(encodeLine(onLineGrid(points))).toBe(encodeLine(points));
  });
});
