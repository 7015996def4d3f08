import type { RoutedPath } from '../../../routing/road-router';
import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import { rankCampgrounds } from '../../../catalogue/core/campgrounds';
import type { PlanContext } from '../context';
import type { LatLng } from '../../../geo';
import { haversineMiles } from '../../../geo';
import type { DaySkeleton, Stop } from '../itinerary';
import type { Leg } from '../plan-state';
import type { OptionRoad } from './option-road';
import type { Gazetteer } from '../../../catalogue/core/gazetteer';
import { townLabel } from '../../../catalogue/core/gazetteer';

// What a day's search for its night works with: where the drive starts, the option's road, the
// routed legs, and the parks ranked around a place (night-choice.ts, destination-night.ts).

// How many of the best-ranked parks near a day's end are tried as the end of the day's drive.
export const PARK_END_TRIES = 6;

/** Where a day's drive starts: the last night's park, or the road where the last day was cut. */
export interface DriveStart {
  point: LatLng;
  index: number;
  atPark: boolean;
  hoursToCut?: number;
}

/** One drive day's search for its night. */
export interface NightSearch {
  ctx: PlanContext;
  road: OptionRoad;
  /** A leg driven on the given day (its date decides the seasons of roads and passes). */
  leg(points: LatLng[], on: DaySkeleton): Promise<RoutedPath | null>;
  day: DaySkeleton;
  next: DaySkeleton | undefined;
  start: DriveStart;
  // A day may drive up to the limit, or as long as the cut made it when the trip is too short.
  limitOf(d: DaySkeleton): number;
  // Places (by pointKey) the day's drive cannot reach: they lie on roads closed to the rig or on the
  // day's date, and the drive to them ends where the open road ends (RoutedPath.shortOf).
  beyond: Set<string>;
}
export const pointKey = (p: LatLng) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;

export const wholeLeg = (p: RoutedPath): Leg => ({ path: p, from: 0, to: p.lat.length - 1 });
export const atOf = (c: CampgroundChoice): LatLng => ({ latitude: c.row.lat, longitude: c.row.lng });

/** The dates of every night of the stay a day begins. */
export const nightDates = (ctx: PlanContext, s: Pick<DaySkeleton, 'day' | 'nights'>) =>
  Array.from({ length: Math.max(1, s.nights) }, (_, i) => ctx.dates.ofDay(s.day + i));

/** What every ranking of a night's parks weighs: the rig, the needs, the budget, access and dates. */
export function rankingFor(ctx: PlanContext, used: ReadonlySet<string>, dates: string[]) {
  return {
    rvType: ctx.rig.type,
    rigFeet: ctx.rig.lengthFeet,
    specialNeeds: ctx.needs,
    cheap: ctx.budgetLevel === 'low',
    exclude: used,
    access: ctx.access,
    dates,
  };
}

// Parks near a stop that host the rig on every night of the stay, best fit for the traveller's
// needs first, then nearest. A need no park within reach reports is flagged on the stay; the search
// never goes further out for it (a Zion trip camped by Bryce Canyon, 56 miles off, for a need).
export function rankFor(ctx: PlanContext, stop: Stop, dates: string[], used: ReadonlySet<string>) {
  const radius = ctx.campgroundRadiusMiles;
  const rank = (r: number) =>
    rankCampgrounds(ctx.data.campgrounds.near(stop, r), {
      ...rankingFor(ctx, used, dates),
      preferVerifiable: dates.length >= 2,
    });
  return rank(radius);
}

// A park further than this (straight line) from where its routed drive ends lies off the roads our
// network holds: the router meets it at its nearest road, and the day says the last miles are not counted.
const OFF_ROAD_MILES = 1;

/**
 * How far (straight line) the park lies beyond the end of the routed drive that reaches it, when that
 * is more than OFF_ROAD_MILES.
 */
export function offRoad(leg: RoutedPath, at: LatLng): { offRoadMiles?: number } {
  const last = leg.lat.length - 1;
  const miles = haversineMiles({ latitude: leg.lat[last], longitude: leg.lng[last] }, at);
  return miles > OFF_ROAD_MILES ? { offRoadMiles: miles } : {};
}

/**
 * The town a park is in, as the catalogue names it: the best-known town within 15 miles of it, else
 * within 40 (the same pull of population as itinerary.ts's areaName).
 */
export function parkTown(g: Gazetteer, at: LatLng): string | undefined {
  const t = g.nameNear(at, 15) ?? g.nameNear(at, 40);
  return t ? townLabel(t) : undefined;
}

// A night's park this close (straight line) to the stop's own town is in that town: its restock,
// meals and errands are said there; farther, in the park's own town.
export const STOP_TOWN_MILES = 10;
