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
    expect(reportedFacts(base)).toEqual({ facts: [], credit: null });
    expect(reportedFacts({ ...base, reportedCost: 24.6 }).facts).toEqual([['Fee', '$25/night']]);
  });

  it('reads the reported attributes, leaves unknowns out and credits OpenStreetMap records', () => {
    const record: Campground = {
      ...base,
      id: 'osm-1',
      dataSource: 'OpenStreetMap',
      attribution: '© OpenStreetMap contributors',
      reported: {
        electric: 'yes',
        sewer: 'no',
        dumpStation: 'no',
        showers: 'unknown',
        water: 'unknown',
        pets: 'yes',
        wifi: 'unknown',
        fee: 'yes',
        maxLengthFeet: 40,
        reservation: 'required',
        season: 'Season: May-Oct (reported)',
      },
    };
    expect(reportedFacts(record)).toEqual({
      facts: [
        ['Electric hookups', 'Yes'],
        ['Sewer hookups', 'No'],
        ['Dump station', 'No'],
        ['Pets', 'Yes'],
        ['Max length', '40 ft'],
        ['Season', 'May-Oct'],
        ['Fee', 'Charged (amount not reported)'],
        ['Reservations', 'Required'],
      ],
      credit: { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' },
    });
  });
});
