import type { CampgroundRow } from './data';

// Operators (OpenStreetMap's operator=*) that name a land agency other than the park service: the
// national forests, the Bureau of Land Management, a state's or a county's parks and lands, a land
// trust. A concessioner in a park (Delaware North's Trailer Village, "Yellowstone National Park
// Lodges") names none of these.
const OTHER_AGENCY =
  /\b(forest|usfs|usda|bureau of land|blm|department of natural resources|dnr|state parks?|county|trust)\b/i;
// The catalogue's kinds of park no national park runs.
const OTHER_CATEGORIES = new Set(['state_park', 'county_municipal', 'koa']);

/**
 * The campground's own data says another agency or owner holds it (Stillwater Campground by Lake
 * Granby: operator USFS; Minnie Peterson on the Upper Hoh Road: Washington's Department of Natural
 * Resources): it is no camp inside a national park, whatever road it lies by.
 */
export function heldByAnotherAgency(row: Pick<CampgroundRow, 'operator' | 'category'>): boolean {
  return (row.category !== undefined && OTHER_CATEGORIES.has(row.category)) || OTHER_AGENCY.test(row.operator ?? '');
}
