import type { ParkRow } from './data';
import { normalizePlaceName } from './place-name';

// The names travellers call national parks by, all normalized: the official name, the name without
// "National Park", "& Preserve" or "National and State Parks", the name with "National Park" or "NP"
// after it, and the common nicknames below (by NPS park code). "Redwood National Park" finds Redwood
// National and State Parks, "Smokies" Great Smoky Mountains.

const PARK_WORDS =
  /\b(national and state parks|national park and preserve|national park preserve|national park|and preserve|preserve|np)\b/g;

/** Nicknames and everyday names no rule derives, by NPS park code. */
export const PARK_NICKNAMES: Readonly<Record<string, readonly string[]>> = {
  grsm: [
    'Smokies',
    'Great Smokies',
    'Smoky Mountains',
    'Great Smoky Mountains',
    'Smoky Mountains National Park',
  ],
  redw: ['Redwoods', 'Redwood National Park', 'Redwood State Park', 'Redwood National and State Park'],
  romo: ['RMNP', 'Rocky Mountains National Park'],
  thro: ['TRNP', 'Teddy Roosevelt National Park'],
  jotr: ['JTNP'],
  grca: ['Grand Canyon South Rim'],
  yose: ['Yosemite Valley'],
  seki: ['Sequoia and Kings Canyon', 'Sequoia Kings Canyon'],
  havo: ['Volcanoes National Park', 'Hawaii Volcanoes'],
  jeff: ['Gateway Arch', 'Saint Louis Arch', 'St. Louis Arch'],
  mora: ['Rainier', 'Mount Rainier'],
  blca: ['Black Canyon', 'Black Canyon National Park'],
  neri: ['New River Gorge'],
  wrst: ['Wrangell Saint Elias'],
  cuva: ['Cuyahoga', 'Cuyahoga National Park'],
};

/**
 * A part of a park across a canyon from the park's own point, by the name travellers call it, found
 * as the gazetteer's town there: the North Rim is 11 miles from the South Rim in a straight line and
 * about 210 by road, so "Grand Canyon North Rim" is GeoNames' North Rim, AZ (by the North Rim
 * Campground, on AZ-67), not Grand Canyon National Park's point on the South Rim.
 */
export const PARK_PART_TOWNS: ReadonlyArray<{ name: string; town: string; state: string }> = [
  { name: 'Grand Canyon North Rim', town: 'North Rim', state: 'AZ' },
];

/** Every normalized name a park is found by. */
export function namesOfPark(park: ParkRow): string[] {
  const full = normalizePlaceName(park.fullName);
  const short = full.replace(PARK_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const names = [full, short, `${short} np`, `${short} national park`];
  for (const nickname of PARK_NICKNAMES[park.parkCode ?? park.id] ?? [])
    names.push(normalizePlaceName(nickname));
  return [...new Set(names.filter(Boolean))];
}
