import { describe, expect, it } from 'vitest';
import type { Campground } from '@shared/schemas/places';
import { reportedFacts } from './campground-facts';

const base: Campground = {
  id: 'ridb-1',
  name: 'Camp',
  description: '',
  type: 'public',
  source: 'federal reservation service',
  amenities: [],
  amenitiesReported: true,
  latitude: 38,
  longitude: -109,
};

describe('reportedFacts', () => {
  it('lists only what the record reports', () => {
    expect(reportedFacts(base)).toEqual({ facts: [], osm: false });
    expect(reportedFacts({ ...base, reportedCost: 24.6 }).facts).toEqual([['Fee', '$25/night']]);
  });

  it('reads the catalogue attributes and credits OpenStreetMap records', () => {
    const record = {
      ...base,
      id: 'osm-node-1',
      hookups: { electric: true, water: true, sewer: false },
      dumpStation: false,
      pets: 'leashed',
      maxLength: 40,
      season: 'May-Oct',
      attribution: '© OpenStreetMap contributors',
    } as Campground;
    expect(reportedFacts(record)).toEqual({
      facts: [
        ['Hookups', 'electric, water'],
        ['Dump station', 'No'],
        ['Pets', 'leashed'],
        ['Max length', '40 ft'],
        ['Season', 'May-Oct'],
      ],
      osm: true,
    });
  });
});
