import { describe, expect, it } from 'vitest';
import { insertStop, placeStop } from './stop-insertion';

// Stops in route order: a new stop goes where it adds the least detour.

const minneapolis = { name: 'Minneapolis, MN', latitude: 44.98, longitude: -93.27 };
const glacier = { name: 'Glacier National Park', latitude: 48.7, longitude: -113.8 };
const trnp = { name: 'Theodore Roosevelt National Park', latitude: 46.97, longitude: -103.54 };
const fargo = { name: 'Fargo, ND', latitude: 46.88, longitude: -96.79 };
const bismarck = { name: 'Bismarck, ND', latitude: 46.81, longitude: -100.78 };
const missoula = { name: 'Missoula, MT', latitude: 46.87, longitude: -113.99 };

describe('placeStop', () => {
  it('puts Fargo before Theodore Roosevelt NP on the way from Minneapolis to Glacier', () => {
    const placed = placeStop(minneapolis, [trnp], glacier, fargo);
    expect(placed.index).toBe(0);
    expect(placed.between).toEqual(['Minneapolis, MN', 'Theodore Roosevelt National Park']);
    // Fargo is almost on the line: a few miles there, hundreds as the last stop.
    expect(placed.detourMiles).toBeLessThan(30);
    expect(placed.lastDetourMiles).toBeGreaterThan(500);
  });

  it('keeps several stops in route order whatever order they are added in', () => {
    let stops = [trnp];
    for (const stop of [bismarck, fargo]) stops = insertStop(stops, stop, placeStop(minneapolis, stops, glacier, stop).index);
    expect(stops.map((s) => s.name)).toEqual(['Fargo, ND', 'Bismarck, ND', 'Theodore Roosevelt National Park']);
  });

  it('puts a stop past the last one at the end, and a first stop between start and end', () => {
    expect(placeStop(minneapolis, [fargo, trnp], glacier, missoula).index).toBe(2);
    expect(placeStop(minneapolis, [], glacier, fargo)).toMatchObject({ index: 0, between: ['Minneapolis, MN', 'Glacier National Park'] });
  });
});

describe('insertStop', () => {
  it('inserts at the place given, clamped to the list', () => {
    expect(insertStop([trnp], fargo, 0).map((s) => s.name)).toEqual(['Fargo, ND', 'Theodore Roosevelt National Park']);
    expect(insertStop([trnp], fargo, 9).map((s) => s.name)).toEqual(['Theodore Roosevelt National Park', 'Fargo, ND']);
  });
});
