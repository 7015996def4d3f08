import type { RvPark } from '@shared/schemas/plan';
import { UNKNOWN_PARK_FACTS } from '@shared/plan/park-facts';
import { needLabel } from '../../../catalogue/core/campgrounds';
import type { LatLng } from '../../../geo';
import { haversineMiles } from '../../../geo';
import type { ServiceCatalogue, ServiceRow } from '../../../catalogue/core/services';
import { OVERNIGHT_LABEL } from '../../../catalogue/core/services';
import type { PlanContext } from '../context';
import type { DaySkeleton } from '../itinerary';
import { PASS_THROUGH_MILES } from '../itinerary';
import { andList } from '../preferences';
import type { Night, StopPark } from '../plan-state';
import type { OptionRoad } from './option-road';
import { publicLandNear, publicLandPark } from './public-land-overnight';
import { LONG_DRAWN_ON_ROAD_MILES, onItsSide, placesAlong, roadLine } from './road-line';
import type { LinePoint } from '@shared/plan/polyline';
import { sentenceStart } from '@shared/plan/sentence';

// "Free overnights where allowed": a transit night (one night at a stop where the
// day's drive was cut on the road, not a destination or the traveller's own stop) may be spent at a
// bundled Walmart or Cracker Barrel location near where the day ends, or at a public rest area in a
// state whose own rules allow a night's stay (data/rest-area-overnight.json; never where the state
// limits a stay to less, sets no stated limit, or is not confirmed), or at a free campground or
// dispersed site on BLM or national forest land (public-land-overnight.ts). No source says which
// stores allow it, so every such night carries its rules; a destination stay is never a parking lot.

/** How far from the day's cut point a free overnight location is looked for (straight line). */
export const FREE_OVERNIGHT_MILES = 15;
/** How many of the nearest locations are routed and checked against the driving limits. */
export const FREE_OVERNIGHT_TRIES = 4;

/** The rules of a night in a store's lot, as the night says them. */
export const STORE_OVERNIGHT_RULES = [
  'Ask the store manager before you settle in: stores and towns differ, and many do not allow it.',
  'One night only: arrive late, leave in the morning.',
  'No slide-outs, awnings, levelling jacks, chairs or grills outside the rig.',
  'No hook-ups, water or dump station: arrive with fresh water and empty tanks.',
  'Park away from the store front, where the manager says.',
] as const;

/** The rules of a night at a rest area, as the night says them: its state's rule first, with its source. */
export function restAreaRules(row: ServiceRow): string[] {
  const n = row.restNight;
  if (!n) return [];
  return [
    `${n.stateName}'s rule (${n.authority}): ${n.summary}. Source: ${n.source}`,
    `Stay at most ${n.maxHours} hours; signs posted at the rest area win over this.`,
    'Parking only: no camping, tents, slide-outs, awnings, chairs or grills outside the rig.',
    'No hook-ups or dump station; toilets and water are not in the data: arrive with fresh water and empty tanks.',
  ];
}

// A rest area for the night is looked for by the route this many miles either side of the cut point.
const SIDE_SPAN_MILES = FREE_OVERNIGHT_MILES + 2;

/**
 * Whether a rest area near a cut point serves the drive: one serving a single direction of a divided
 * highway only when the route passes it on its own side (road-line.ts's onItsSide, the rule of every
 * one-direction road stop); one serving both directions always.
 */
export function servesTheDrive(road: OptionRoad, index: number, services: ServiceCatalogue) {
  const { lat, lng, cumMiles } = road.path;
  let lo = index;
  while (lo > 0 && cumMiles[index] - cumMiles[lo - 1] <= SIDE_SPAN_MILES) lo--;
  let hi = index;
  while (hi < lat.length - 1 && cumMiles[hi + 1] - cumMiles[index] <= SIDE_SPAN_MILES) hi++;
  const points: LinePoint[] = [];
  for (let i = lo; i <= hi; i++) points.push([lat[i], lng[i]]);
  const line = roadLine(points, cumMiles[hi] - cumMiles[lo]);
  const passed = new Set(
    placesAlong(line, services, 'rest', LONG_DRAWN_ON_ROAD_MILES, onItsSide(line, services)).map((a) => a.row.id),
  );
  return (row: ServiceRow) => !row.direction || passed.has(row.id);
}

/** Whether this drive day's night may be a free overnight: the option is on and it is a transit night. */
export function isFreeOvernightDay(
  ctx: PlanContext,
  day: DaySkeleton,
  isWaypoint: (stop: DaySkeleton['to']) => boolean,
): boolean {
  return ctx.input.preferFreeOvernights === true && day.nights === 1 && !day.restDay && !isWaypoint(day.to);
}

/**
 * The free overnight locations near where a transit day is cut, nearest first: stores, rest areas
 * whose state allows a night (one on a divided highway only when it serves the direction of travel,
 * `serves`) and free public-land sites open on the night's `dates` that suit the rig, leaving out any
 * at a place the traveller only passes through and any already used on this trip.
 */
export function freeOvernightCandidates(
  ctx: PlanContext,
  cut: LatLng,
  passPoints: readonly LatLng[],
  used: ReadonlySet<string>,
  serves: (row: ServiceRow) => boolean = () => true,
  dates: readonly string[] = [],
): ServiceRow[] {
  const { services } = ctx.data;
  const rest = services
    .near('rest', cut, FREE_OVERNIGHT_MILES)
    .filter(({ item }) => item.restNight && serves(item));
  const land = publicLandNear(ctx, cut, FREE_OVERNIGHT_MILES, dates);
  return [...services.near('overnight', cut, FREE_OVERNIGHT_MILES), ...rest, ...land]
    .sort((a, b) => a.distance - b.distance)
    .map((f) => f.item)
    .filter((r) => !used.has(r.id) && !passPoints.some((w) => haversineMiles(r, w) < PASS_THROUGH_MILES))
    .slice(0, FREE_OVERNIGHT_TRIES);
}

/**
 * The first candidate whose night keeps the day (and the next) within the driving limits; `endAt`
 * routes the day's drive to it and checks.
 */
export async function firstFreeOvernight(
  candidates: readonly ServiceRow[],
  endAt: (at: LatLng) => Promise<Omit<Night, 'choice'> | undefined>,
): Promise<Night | undefined> {
  for (const row of candidates) {
    const night = await endAt(row);
    if (night) return { ...night, choice: undefined, free: row };
  }
  return undefined;
}

/** What every free night's place is: the row's point and name, $0, no amenities to claim, not a placeholder. */
const freeNightPark = (row: ServiceRow): Omit<RvPark, 'address'> => ({
  id: row.id,
  name: row.name,
  amenities: [],
  amenitiesReported: true,
  nightlyFee: 0,
  nightlyFeeBasis: 'free',
  latitude: row.latitude,
  longitude: row.longitude,
  isPlaceholder: false,
});

/** A free overnight night as the plan shows it: $0 and its rules (a store's lot, a rest area, or public land). */
export function freeOvernightPark(ctx: PlanContext, row: ServiceRow): StopPark & { fee: 'free' } {
  if (row.restNight) return restAreaPark(ctx, row, row.restNight);
  if (row.publicLand) return publicLandPark(ctx, row, row.publicLand, freeNightPark(row));
  const park: RvPark = {
    ...freeNightPark(row),
    address: row.address ?? row.name,
    description: `A ${row.brand ?? 'store'} parking lot, not a campground. ${OVERNIGHT_LABEL}.`,
    freeOvernight: { kind: 'store', rules: [...STORE_OVERNIGHT_RULES], source: row.source },
    ...(row.attribution ? { attribution: row.attribution } : {}),
    ...(row.attributionUrl ? { attributionUrl: row.attributionUrl } : {}),
  };
  const notes = [
    `Free overnight (you asked for free overnights where allowed): ${row.name}, a store's parking lot, not a campground; $0 for the night. ${OVERNIGHT_LABEL}.`,
    `Its rules: ask the store manager; one night; no slide-outs or chairs.`,
  ];
  const warnings =
    ctx.needs.length > 0
      ? [
          `${sentenceStart(row.name)} is a parking lot: none of your needs (${andList(ctx.needs.map(needLabel))}) can be had there.`,
        ]
      : [];
  return { park, facts: UNKNOWN_PARK_FACTS, notes, warnings, fee: 'free' };
}

/** A night at a rest area whose state allows one: $0, the state's rule and its source, never a campground. */
function restAreaPark(
  ctx: PlanContext,
  row: ServiceRow,
  n: NonNullable<ServiceRow['restNight']>,
): StopPark & { fee: 'free' } {
  const where = `${n.highway ? `${n.highway}, ` : ''}${n.stateName}`;
  const park: RvPark = {
    ...freeNightPark(row),
    address: `${row.name}, ${where}`,
    description: `A public rest area in ${n.stateName}, not a campground: ${n.stateName} allows a stay of up to ${n.maxHours} hours.`,
    freeOvernight: { kind: 'rest-area', rules: restAreaRules(row), source: row.source },
    ...(row.attribution ? { attribution: row.attribution } : {}),
  };
  const notes = [
    `Free overnight (you asked for free overnights where allowed): ${row.name}, a public rest area (${where}), not a campground; $0 for the night.`,
    `Its rule: ${n.stateName} (${n.authority}): ${n.summary} (${n.source}). Parking only; posted signs win.`,
  ];
  const warnings =
    ctx.needs.length > 0
      ? [
          `${sentenceStart(row.name)} is a rest area: none of your needs (${andList(ctx.needs.map(needLabel))}) can be had there.`,
        ]
      : [];
  return { park, facts: UNKNOWN_PARK_FACTS, notes, warnings, fee: 'free' };
}
