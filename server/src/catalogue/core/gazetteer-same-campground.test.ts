import { describe, expect, it } from 'vitest';
import type { PlaceRow } from './data';
import type { CampgroundPlaceRow } from './gazetteer';
import { loadBundledData } from '../bundled-data';
import { createGazetteer } from './gazetteer';

// A campground its agency (RIDB) and OpenStreetMap both record, a little apart and under one name
// ("St. Mary Campground" and "Saint Mary Campground", Glacier): the labels tell the two records apart
// by miles from a town, and the name as a traveller types it found neither ("Could not find
// location"). It now means the agency's record; two places of one name still mean neither.
const OSM = '© OpenStreetMap contributors';
const places: PlaceRow[] = [['Browning', 'MT', 48.55692, -113.01342, 1027]];
const camp = (c: Pick<CampgroundPlaceRow, 'id' | 'name' | 'latitude' | 'longitude'> & { osm?: boolean }) => ({
  id: c.id,
  name: c.name,
  state: 'MT',
  latitude: c.latitude,
  longitude: c.longitude,
  ...(c.osm ? { attribution: OSM } : {}),
});
const gazetteer = createGazetteer(
  places,
  [],
  [],
  [
    camp({
      id: 'osm-1',
      name: 'Saint Mary Campground',
      latitude: 48.75289,
      longitude: -113.44259,
      osm: true,
    }),
    camp({ id: 'ridb-2', name: 'St. Mary Campground', latitude: 48.75083, longitude: -113.44694 }),
    camp({ id: 'osm-3', name: 'Pine Campground', latitude: 48.6, longitude: -113.2, osm: true }),
    camp({ id: 'osm-4', name: 'Pine Campground', latitude: 48.2, longitude: -112.9, osm: true }),
  ],
);

describe('a campground recorded twice under one name', () => {
  it('is found by its name as typed, as the agency’s record, named without the miles', () => {
    for (const query of [
      'St. Mary Campground',
      'Saint Mary Campground, MT',
      'St. Mary Campground, Montana',
    ]) {
      expect(gazetteer.resolve(query), query).toMatchObject({
        campgroundId: 'ridb-2',
        name: 'St. Mary Campground, MT',
        placeName: 'St. Mary Campground, Montana, United States',
        latitude: 48.75083,
      });
    }
  });

  it('keeps each record’s own label, and two places of one name still need theirs', () => {
    const labels = gazetteer.search('Saint Mary Campground', 10).map((m) => m.placeName);
    expect(labels).toHaveLength(2);
    for (const label of labels) expect(gazetteer.resolve(label)?.placeName).toBe(label);
    expect(gazetteer.resolve('Pine Campground')).toBeUndefined();
  });

  it('in the bundled data: St. Mary Campground at Glacier', () => {
    expect(loadBundledData().gazetteer.resolve('St. Mary Campground')).toMatchObject({
      campgroundId: 'ridb-232492',
      state: 'MT',
    });
  });
});
