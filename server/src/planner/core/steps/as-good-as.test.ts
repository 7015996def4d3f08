import { describe, expect, it } from 'vitest';
import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import type { CampgroundRow } from '../../../catalogue/core/data';
import { reportsRvs } from '../../../catalogue/core/place-kinds';
import { campgroundRow } from '../../../test/planner-data';
import { asGoodAs } from './night-search';

// Which parks may stand in for the best one ranked near a night's stop (a park nearer a national
// park's entrance by road, or one that fits the day's drive): as many needs met, and a park the
// catalogue says takes RVs when the best is one.
const choice = (row: CampgroundRow, needsMet: CampgroundChoice['needsMet'] = []): CampgroundChoice => ({
  row,
  distance: 1,
  needsMet,
  needsMissing: [],
  needsUnavailable: [],
  seasonUnknown: false,
});
// Big Bend's rows as the catalogue has them (campgrounds.json, campgrounds-osm.json).
const rioGrandeVillage = campgroundRow({
  id: 'ridb-234035',
  lat: 29.18087,
  lng: -102.95719,
  type: 'established',
});
const lostGringo = campgroundRow({
  id: 'osm-1186330160',
  lat: 29.31356,
  lng: -103.61313,
  source: 'OSM',
  type: 'private',
  rvEvidence: true,
});
const grapevineHills = campgroundRow({
  id: 'osm-10649481316',
  lat: 29.40756,
  lng: -103.19178,
  source: 'OSM',
  type: 'unknown',
  rvEvidence: false,
});

describe('a park as good as the best ranked', () => {
  it('reads what the catalogue says of RVs: reported RV sites, or an agency campground', () => {
    expect(reportsRvs(lostGringo)).toBe(true);
    expect(reportsRvs(rioGrandeVillage)).toBe(true);
    expect(reportsRvs(grapevineHills)).toBe(false);
    expect(reportsRvs({ ...grapevineHills, dumpStation: true })).toBe(true);
    expect(reportsRvs({ ...rioGrandeVillage, type: 'dispersed' })).toBe(false);
  });

  it('is no primitive site when the best takes RVs', () => {
    const asGood = asGoodAs(choice(lostGringo));
    expect(asGood(choice(rioGrandeVillage))).toBe(true);
    expect(asGood(choice(grapevineHills))).toBe(false);
  });

  it('may be any park when the best says nothing of RVs either', () => {
    expect(asGoodAs(choice(grapevineHills))(choice({ ...grapevineHills, id: 'osm-other' }))).toBe(true);
  });

  it('meets as many of the traveller needs', () => {
    const asGood = asGoodAs(choice(lostGringo, ['full-hookups']));
    expect(asGood(choice(rioGrandeVillage))).toBe(false);
    expect(asGood(choice(rioGrandeVillage, ['full-hookups']))).toBe(true);
  });
});
