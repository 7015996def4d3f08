import type { ActivityDetail } from '@shared/schemas/plan';
import type { ParkRow } from '../../catalogue/core/data';
import type { LatLng } from '../../geo';
import type { NpsUnit } from '../../catalogue/core/nps-units';
import { npsUnitUrl, npsUnitsNear } from '../../catalogue/core/nps-units';
import { onClosedRoad, openRoadNeeds, type ParkClosures } from './activity-season';

// National Park Service sites other than the 63 national parks (Boston and Minute Man National
// Historical Parks, battlefields, monuments): data/nps-units.json gives their name, designation and
// point, not their activities, so a day offers a visit and links the site's own page.

/** A site as the preference tests read a park: its name and designation, no activities. */
export const unitAsPark = (unit: NpsUnit): ParkRow => ({
  id: `nps-${unit.code}`,
  parkCode: unit.code,
  fullName: unit.name,
  states: unit.states,
  latitude: unit.latitude,
  longitude: unit.longitude,
  description: '',
  activities: [],
  url: npsUnitUrl(unit),
  sourced: true,
});

/**
 * NPS sites within `radiusMiles` of camp that are not among `parks` (whose activities the day already
 * draws on), nearest first, those `prefer` matches before the others.
 */
export function npsSitesNear(
  units: readonly NpsUnit[],
  point: LatLng,
  radiusMiles: number,
  parks: readonly ParkRow[],
  prefer?: (park: ParkRow, activity: string) => boolean,
): Array<{ unit: NpsUnit; distance: number; preferred: boolean }> {
  const covered = new Set(parks.map((p) => p.parkCode));
  const near = npsUnitsNear(units, point, radiusMiles)
    .filter(({ unit }) => !covered.has(unit.code))
    .map((n) => ({ ...n, preferred: prefer?.(unitAsPark(n.unit), n.unit.designation) === true }));
  return [...near.filter((n) => n.preferred), ...near.filter((n) => !n.preferred)];
}

/**
 * Whether a site's one road is closed on the day (a seasonal-roads row naming the site with `takes:
 * "park"`: Reds Meadow Road to Devils Postpile from about October to June): no visit is offered then,
 * whatever the straight line says; the site still counts as within reach.
 */
export const siteClosed = (unit: NpsUnit, month: number | undefined, closures: ParkClosures, date?: string) =>
  onClosedRoad(unitAsPark(unit), 'Visit', month, closures, date);

/** A visit to an NPS site: what it is, how far, what its road needs in the month, where to read what it offers. */
export function npsSiteActivity(
  unit: NpsUnit,
  distanceText: string,
  restDay: boolean,
  season?: { month?: number; closures: ParkClosures },
): ActivityDetail {
  const needs = season ? openRoadNeeds(unitAsPark(unit), season.month, season.closures) : [];
  return {
    name: `Visit ${unit.name}`,
    type: 'sightseeing',
    duration: restDay ? 'half day' : '2 hours',
    description: `A National Park Service site (${unit.designation}), ${distanceText}.${needs.map((n) => ` ${n}`).join('')} Its programmes, hours and fees are not in our data: see ${npsUnitUrl(unit)} before you go.`,
  };
}
