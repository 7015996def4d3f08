import type { RvPark } from '@shared/schemas/plan';
import { UNKNOWN_PARK_FACTS } from '@shared/plan/park-facts';
import { needLabel } from '../../../catalogue/core/campgrounds';
import type { LatLng } from '../../../geo';
import { haversineMiles } from '../../../geo';
import type { ServiceRow } from '../../../catalogue/core/services';
import { OVERNIGHT_LABEL } from '../../../catalogue/core/services';
import type { PlanContext } from '../context';
import type { DaySkeleton } from '../itinerary';
import { PASS_THROUGH_MILES } from '../itinerary';
import { andList } from '../preferences';
import type { Night, StopPark } from '../plan-state';
import type { OptionRoad } from './option-road';
import { publicLandNear, publicLandPark } from './public-land-overnight';
import { headsToward } from './road-line';
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

// The road's heading at a cut point is read over this many path points either side of it.
const HEADING_SPAN = 5;

/** Whether the route at a path index runs in a compass direction (which side of a divided highway serves it). */
export function headingAt(road: OptionRoad, index: number) {
  const n = road.path.lat.length;
  const points = [
    road.pointAt(Math.max(0, index - HEADING_SPAN)),
    road.pointAt(Math.min(n - 1, index + HEADING_SPAN)),
  ];
  return (direction: NonNullable<ServiceRow['direction']>) =>
    headsToward({ points, miles: [0, 0], total: 0 }, 0, direction);
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
 * `heads`) and free public-land sites open on the night's `dates` that suit the rig, leaving out any
 * at a place the traveller only passes through and any already used on this trip.
 */
export function freeOvernightCandidates(
  ctx: PlanContext,
  cut: LatLng,
  passPoints: readonly LatLng[],
  used: ReadonlySet<string>,
  heads: (direction: NonNullable<ServiceRow['direction']>) => boolean = () => true,
  dates: readonly string[] = [],
): ServiceRow[] {
  const { services } = ctx.data;
  const rest = services
    .near('rest', cut, FREE_OVERNIGHT_MILES)
    .filter(({ item }) => item.restNight && (!item.direction || heads(item.direction)));
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
