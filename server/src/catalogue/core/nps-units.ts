import { createGridIndex, haversineMiles } from '../../geo';
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

const NPS_PAGE = /^(?:https?:\/\/)?(?:www\.)?nps\.gov\/([a-z]{4})(?:[/?#]|$)/i;
const NPS_OPERATOR = /\b(national parks? service|nps)\b/i;
const FAR_MILES = 100;

/**
 * A park's page on nps.gov names its unit (nps.gov/<code>/). When that unit's point lies more than
 * 100 miles from a campground record (a parkway or trail aside), the page is another park's, and an
 * NPS operator tag with it is the same mistake: "City of Rocks Campground", in New Mexico's City of
 * Rocks State Park, carried the page of City of Rocks National Reserve in Idaho (726 miles away) and
 * the Park Service as operator, so its stay was a national park's with the Idaho reserve's link. Both
 * are dropped from such records; returns their ids.
 */
export function dropFarNpsPages<
  T extends { id: string; lat: number; lng: number; website?: string; operator?: string },
>(rows: readonly T[], units: readonly NpsUnit[]): string[] {
  const byCode = new Map(units.map((u) => [u.code, u]));
  const dropped: string[] = [];
  for (const r of rows) {
    const code = NPS_PAGE.exec(r.website ?? '')?.[1]?.toLowerCase();
    const unit = code ? byCode.get(code) : undefined;
    if (!unit || unit.linear || haversineMiles({ latitude: r.lat, longitude: r.lng }, unit) <= FAR_MILES)
      continue;
    r.website = undefined;
    if (r.operator && NPS_OPERATOR.test(r.operator)) r.operator = undefined;
    dropped.push(r.id);
  }
  return dropped;
}
