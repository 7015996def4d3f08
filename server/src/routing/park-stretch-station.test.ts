import { describe, expect, it } from 'vitest';
import { byParkStretch, parkStretches } from './park-road-at';

// A park road's own stretch begins at the park's gate: at an entrance on one of its places, or,
// where the entrance row is placed at the highway the road leaves, at its entrance station miles on.
const ll = (latitude: number, longitude: number) => ({ latitude, longitude });
const roads = {
  places: {
    'Junction (a highway)': { lngLat: [-120.0, 45.0] as [number, number] },
    'Campground (the park)': { lngLat: [-119.6, 45.0] as [number, number] },
  },
  roads: [
    {
      park: 'A National Park',
      name: 'Valley Road',
      through: ['Junction (a highway)', 'Campground (the park)'],
      shape: [[[-119.9, 45.0] as [number, number], [-119.8, 45.0] as [number, number]]],
    },
  ],
} as unknown as Parameters<typeof parkStretches>[0];
const gate = ll(45.0, -120.0); // the row's point, at the junction
const station = ll(45.001, -119.75); // about 12 miles on, between two shape points
const camp = ll(45.002, -119.9); // 5 miles up the road from the junction

describe("a park road's stretch by the entrance station", () => {
  it("is the park's from the junction when only the gate at the junction is known", () => {
    const stretches = parkStretches(roads, 'A National Park', [gate]);
    expect(stretches.map((s) => s.inside)).toEqual([true]);
    expect(byParkStretch(camp, stretches)).toBe(true);
  });

  it("is outside up to the station and the park's after it", () => {
    const stretches = parkStretches(roads, 'A National Park', [gate], [station]);
    expect(stretches.map((s) => s.inside)).toEqual([false, true]);
    expect(stretches[0].points.at(-1)!.longitude).toBeCloseTo(-119.75, 5);
    expect(stretches[1].points[0]).toEqual(stretches[0].points.at(-1));
    expect(byParkStretch(camp, stretches)).toBe(false);
    expect(byParkStretch(ll(45.002, -119.65), stretches)).toBe(true);
  });

  it('leaves a road its station is not near as before', () => {
    const stretches = parkStretches(roads, 'A National Park', [gate], [ll(46.0, -119.75)]);
    expect(stretches.map((s) => s.inside)).toEqual([true]);
  });
});
