import { describe, expect, it } from 'vitest';
import type { CampgroundRow } from './data';
import { campgroundKind } from './campground-record';

// Who runs a park, when the data set's category is unknown: the record's own evidence, else unknown
// (the app says "Campground"), never "Public campground" for a park nothing says a government runs.
const row = (o: Partial<CampgroundRow>): CampgroundRow => ({
  id: 'osm-1',
  name: 'Lake Campground',
  state: 'VA',
  lat: 38,
  lng: -78,
  type: 'campground',
  cost: null,
  amenities: [],
  rigFriendly: [],
  roadDifficulty: 'unknown',
  description: null,
  source: 'OSM',
  category: 'unknown',
  osmTourism: 'camp_site',
  ...o,
});

describe('campgroundKind for a record of unknown category', () => {
  it('is unknown when no operator, website or name says who runs the park', () => {
    // Honey Bear Campground (NC) and Sleeping Wolf Campground (MT), which a reviewer found privately
    // run, were "Public campground".
    expect(
      campgroundKind(row({ name: 'Honey Bear Campground', state: 'NC', fee: true, caravans: true })),
    ).toBe('unknown');
    expect(campgroundKind(row({ name: 'Sleeping Wolf Campground', state: 'MT' }))).toBe('unknown');
    // A listing or social page says nothing either.
    expect(campgroundKind(row({ website: 'https://www.facebook.com/lakecampground' }))).toBe('unknown');
  });

  it("is private on a business's own .com website, public on a government's", () => {
    expect(
      campgroundKind(
        row({ name: 'Twin Rivers Campground', website: 'https://www.twinriversrvcampground.com/' }),
      ),
    ).toBe('private');
    expect(campgroundKind(row({ website: 'https://www.lmcampground.com/' }))).toBe('private');
    // A county, city or state parks department's .com host, a state's ReserveAmerica pages.
    expect(campgroundKind(row({ website: 'https://www.cullmancountyparks.com/smith-lake' }))).toBe('public');
    expect(campgroundKind(row({ website: 'https://www.cityofmelrose.com/parks' }))).toBe('public');
    expect(campgroundKind(row({ website: 'https://pennsylvaniastateparks.reserveamerica.com/x' }))).toBe(
      'public',
    );
    expect(
      campgroundKind(row({ website: 'https://www.fs.usda.gov/recarea/sierra/recarea/?recid=45502' })),
    ).toBe('public');
    // An operator tag is read first: a company is private, a county public.
    expect(campgroundKind(row({ operator: 'Pine Flat Family LLC' }))).toBe('private');
    expect(campgroundKind(row({ operator: 'Inyo County', website: 'https://lakecamp.com/' }))).toBe('public');
  });
});
