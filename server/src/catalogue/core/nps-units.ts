import { createGridIndex } from '../../geo';
import type { GridIndex, LatLng } from '../../geo';
import type { LandmarkRow } from './gazetteer-types';

// Every National Park Service site with its NPS reference point (data/nps-units.json, built by
// scripts/build-nps-units.ts from the NPS Data API's list of 471 parks): what lets a plan say which
// NPS sites lie near a place, and lets it claim "none near" only where this list has none.

export interface NpsUnit extends LatLng {
  code: string;
  name: string;
  designation: string;
  states: string[];
  /** A trail, a parkway or a heritage area: its one point says little of where it runs. */
  linear: boolean;
}

export interface NpsUnitsFile {
  fields: ['code', 'name', 'designation', 'states', 'lat', 'lng', 'linear'];
  rows: Array<[string, string, string, string[], number, number, boolean]>;
}

// Longest first, so "National Historical Park" wins over "National Park".
const DESIGNATIONS = [
  'National Historical Park and Preserve',
  'National Monument and Historic Shrine',
  'National Monument & Preserve',
  'National Monument and Preserve',
  'National River and Recreation Area',
  'National River & Recreation Area',
  'National Historical Reserve',
  'National Wild and Scenic River',
  'National Recreational River',
  'National Heritage Corridor',
  'National Geologic Trail',
  'National Historic Area',
  'Wild and Scenic River',
  'National Historical Park',
  'National Historic Trail',
  'National Scenic Riverways',
  'National Scenic Riverway',
  'National Recreation Area',
  'National Battlefield Park',
  'National Battlefield Site',
  'National Historic Site',
  'National Military Park',
  'National Scenic Trail',
  'National Scenic River',
  'National Park & Preserve',
  'National Park and Preserve',
  'National Heritage Area',
  'National Battlefield',
  'National Lakeshore',
  'National Seashore',
  'National Monument',
  'National Memorial',
  'National Preserve',
  'National Reserve',
  'Memorial Parkway',
  'National River',
  'National Park',
  'Wild River',
  'Parkway',
  'Memorial',
] as const;

/** The NPS designation a unit's full name ends in ("National Historical Park"), else "National Park Service site". */
export function designationOf(fullName: string): string {
  const name = fullName.trim();
  return DESIGNATIONS.find((d) => name.endsWith(d)) ?? 'National Park Service site';
}

/** Trails, parkways and heritage areas run for miles: their single point is not "near" anything. */
export const isLinear = (fullName: string) =>
  /\b(Trail|Parkway|Heritage Area|Heritage Corridor)\b/.test(fullName);

export function readNpsUnits(file: NpsUnitsFile): NpsUnit[] {
  return file.rows.map(([code, name, designation, states, lat, lng, linear]) => ({
    code,
    name,
    designation,
    states,
    latitude: lat,
    longitude: lng,
    linear,
  }));
}

/** NPS sites (not trails, parkways or heritage areas) within `radiusMiles` of a point, nearest first. */
export function npsUnitsNear(units: readonly NpsUnit[], point: LatLng, radiusMiles: number) {
  // Asked for every stay day of a plan: the sites with a point are indexed once per list.
  let grid = gridOf.get(units);
  if (!grid)
    gridOf.set(
      units,
      (grid = createGridIndex(
        units.filter((u) => !u.linear),
        (u) => u,
      )),
    );
  return grid
    .near(point, radiusMiles)
    .map(({ item: unit, distance }) => ({ unit, distance }))
    .sort((a, b) => a.distance - b.distance || (a.unit.code < b.unit.code ? -1 : 1));
}
const gridOf = new WeakMap<readonly NpsUnit[], GridIndex<NpsUnit>>();

export const npsUnitUrl = (unit: Pick<NpsUnit, 'code'>) => `https://www.nps.gov/${unit.code}/`;

/**
 * NPS sites as the place search offers them ("Mount Rushmore" finds the memorial, not a KOA named
 * after it): every site with a point (not a trail, parkway or heritage area) but the national parks,
 * which the search already knows with their common names. The site's first state names it.
 */
export function npsLandmarks(units: readonly NpsUnit[]): LandmarkRow[] {
  return units
    .filter((u) => !u.linear && !/^National Park( and Preserve)?$/.test(u.designation) && u.states.length > 0)
    .map((u) => ({
      name: u.name,
      state: u.states[0],
      latitude: u.latitude,
      longitude: u.longitude,
      source: 'National Park Service (nps-units.json)',
    }));
}
