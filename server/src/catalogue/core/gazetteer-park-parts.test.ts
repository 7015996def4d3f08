import { describe, expect, it } from 'vitest';
import { loadBundledData } from '../bundled-data';
import { haversineMiles } from '../../geo';
import type { ParkRow, PlaceRow } from './data';
import { createGazetteer } from './gazetteer';

// A part of a park across a canyon from the park's own point is a place of its own: the Grand
// Canyon's North Rim is 11 miles from the South Rim in a straight line and about 210 by road.
const northRimCampground = { latitude: 36.21028, longitude: -112.06056 }; // RIDB facility 232489

describe('parts of parks named as the places there', () => {
  const g = loadBundledData().gazetteer;
  it.each(['Grand Canyon North Rim', 'grand canyon north rim', 'North Rim, AZ', 'North Rim'])(
    "%s is on the North Rim, by its campground, not at the park's point on the South Rim",
    (query) => {
      const m = g.resolve(query)!;
      expect(m.kind).not.toBe('park');
      expect(m.state).toBe('AZ');
      expect(haversineMiles(m, northRimCampground)).toBeLessThan(1);
    },
  );

  it('Grand Canyon South Rim and Grand Canyon stay the park, on the South Rim', () => {
    for (const query of ['Grand Canyon South Rim', 'Grand Canyon']) {
      const m = g.resolve(query)!;
      expect(m.kind).toBe('park');
      expect(m.parkId).toBe('grca');
      expect(m.latitude).toBeLessThan(36.1);
    }
  });

  it("takes the part's point from the gazetteer's town there, and names nothing when there is none", () => {
    const grca = {
      id: 'grca',
      parkCode: 'grca',
      fullName: 'Grand Canyon National Park',
      states: ['AZ'],
      latitude: 36.00012,
      longitude: -112.12152,
    } as ParkRow;
    const town: PlaceRow = ['North Rim', 'AZ', 36.3, -112.1, 0];
    const withTown = createGazetteer([town], [grca], []).resolve('Grand Canyon North Rim');
    expect(withTown).toMatchObject({ kind: 'landmark', name: 'Grand Canyon North Rim, AZ', latitude: 36.3 });
    // A North Rim in another state is not the Grand Canyon's.
    const elsewhere = createGazetteer([['North Rim', 'CO', 38.5, -107.7, 0]], [grca], []);
    expect(elsewhere.resolve('Grand Canyon North Rim')?.kind).not.toBe('landmark');
  });
});
