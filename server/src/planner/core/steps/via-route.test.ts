import { describe, expect, it } from 'vitest';
import type { RoutedPath } from '../../../routing/road-router';
import { ON_ROUTE_MILES, offRouteNote, viaReach } from './via-route';

// A straight road along the 40th parallel, one point every 0.1 degree of longitude (about 5.3 mi).
const path = {
  lat: [40, 40, 40, 40, 40],
  lng: [-100, -99.9, -99.8, -99.7, -99.6],
  cumMiles: [0, 5.3, 10.6, 15.9, 21.2],
  cumHours: [0, 0.1, 0.2, 0.3, 0.4],
  waypointIndex: [2, 4],
  miles: 21.2,
  hours: 0.4,
  source: 'builtin',
} as unknown as RoutedPath;
const at = (milesNorth: number) => ({ name: 'Stop', latitude: 40 + milesNorth / 69.1, longitude: -99.75 });

describe('viaReach: a stop is passed through only within ON_ROUTE_MILES of the route line', () => {
  it('is on the route between two points of the line, and off it a mile away', () => {
    expect(viaReach(path, 0, 4, at(ON_ROUTE_MILES - 0.1), 1).on).toBe(true);
    const off = viaReach(path, 0, 4, at(1), 1);
    expect(off).toMatchObject({ on: false, closed: false });
    expect(off.on ? 0 : off.miles).toBeCloseTo(1, 1);
  });

  it("measures the day's own stretch only, and reads a road closed to the rig from shortOf", () => {
    // The stop lies by the route's first mile, but this day drives from point 3 on.
    expect(viaReach(path, 3, 4, { name: 'Early', latitude: 40, longitude: -99.99 }, 1).on).toBe(false);
    const closed = viaReach({ ...path, shortOf: [1] }, 0, 4, at(3), 1);
    expect(closed.on).toBe(false);
    if (!closed.on) {
      expect(closed.closed).toBe(true);
      expect(offRouteNote(closed)).toMatch(/^Does not pass through Stop: the road to it is closed to your rig or on this date/);
    }
  });
});
