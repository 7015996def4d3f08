import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { PARK_ROADS_FILE, type ParkRoadsFile } from './park-roads-file';

// What the park-road tests read the same way: a named place of the overlay (data/park-roads.json), a
// van that fits every park road's limits, a route's road names and the 10 % of a published mileage.
const overlay = JSON.parse(readFileSync(PARK_ROADS_FILE, 'utf8')) as ParkRoadsFile;

export const overlayPlace = (place: string) => {
  const [longitude, latitude] = overlay.places[place].lngLat;
  return { latitude, longitude };
};
export const van = { profile: 'fastest', rvType: 'class-b', lengthFeet: 19, heightFeet: 9 } as const;
export const names = (r: { roadRuns?: Array<{ name: string }>; roads: string[] }) =>
  r.roadRuns?.map((x) => x.name) ?? r.roads;
export const within = (miles: number, published: number) =>
  expect(Math.abs(miles - published) / published).toBeLessThan(0.1);
