import { describe, expect, it } from 'vitest';
import { heldByAnotherAgency } from './land-agency';

// Whether a campground's own data puts it outside any national park, whatever road it lies by.
describe('a campground another agency holds', () => {
  it.each([
    ['Stillwater Campground (USFS)', { operator: 'USFS', category: 'federal' }],
    ['a national forest camp', { operator: 'United States Forest Service', category: 'federal' }],
    ['Butte Creek (USDA)', { operator: 'USDA', category: 'unknown' }],
    ['a BLM camp', { operator: 'Bureau of Land Management', category: 'federal' }],
    ['Minnie Peterson (state DNR)', { operator: 'Washington State Department of Natural Resources', category: 'state_park' }],
    ['Hoh River Trust Campground', { operator: 'Hoh River Trust', category: 'unknown' }],
    ['a KOA', { category: 'koa' }],
    ['a county park', { category: 'county_municipal' }],
  ])('%s is held by another agency', (_, row) => {
    expect(heldByAnotherAgency(row)).toBe(true);
  });

  it.each([
    ['Moraine Park (National Park Service)', { operator: 'National Park Service', category: 'federal' }],
    ['Trailer Village (Delaware North, a concessioner)', { operator: 'Delaware North', category: 'private_inferred' }],
    ['Madison (Yellowstone National Park Lodges)', { operator: 'Yellowstone National Park Lodges', category: 'unknown' }],
    ['a camp with no operator', { category: 'unknown' }],
    ['an RIDB row', {}],
  ])('%s may be inside a park', (_, row) => {
    expect(heldByAnotherAgency(row)).toBe(false);
  });
});
