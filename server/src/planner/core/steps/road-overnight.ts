import { ROAD_STOP_TEXT } from '@shared/plan/day-texts';
import type { Day } from '@shared/schemas/plan';
import { rankCampgrounds, winterShut, winterShutKind } from '../../../catalogue/core/campgrounds';
import { WINTER } from '@shared/plan/calendar';
import { haversineMiles } from '../../../geo';
import type { ServiceRow } from '../../../catalogue/core/services';
import { OVERNIGHT_LABEL } from '../../../catalogue/core/services';
import type { PlanContext } from '../context';
import type { DaySkeleton } from '../itinerary';
import type { Night } from '../plan-state';
import { nightDates } from './night-choice';
import type { AlongRoad } from './road-line';

// How far from the day's end an overnight-parking location is offered: when no campground fits,
// and (when the traveller prefers free overnights) every night.
const NO_PARK_RADIUS_MILES = 25;
const PREFERRED_RADIUS_MILES = 10;
// How far to look for the nearest campground that suits when none lies within the day's reach.
const PARK_SEARCH_MILES = 120;
// A day that ends on the road with its park further off than this has no park within its reach.
const PARK_OFF_ROAD_MILES = 10;

/** The day a stay begins and its nights: the dates a park must be open. */
type StayDays = Pick<DaySkeleton, 'day' | 'nights'>;

export interface OvernightOffer {
  stop: AlongRoad;
  /** What the stop says: the park's distance (the label is the place's own note). */
  parkNote: string;
  /** What the day says: the place, its distance from the day's end, its label and the park's distance. */
  dayNote: string;
}

/**
 * The nearest campground that suits the rig, needs and dates near a point, and how far: one not
 * likely shut for the winter nights (winter-shut.ts) when there is one, and whether it is (`shut`).
 */
function nearestSuitingPark(ctx: PlanContext, s: StayDays, at: Day['to']) {
  const dates = nightDates(ctx, s);
  const ranked = rankCampgrounds(ctx.data.campgrounds.near(at, PARK_SEARCH_MILES), {
    rvType: ctx.rig.type,
    specialNeeds: ctx.needs,
    cheap: ctx.budgetLevel === 'low',
    dates,
    access: ctx.access,
  }).map((c) => ({ ...c, shut: winterShut(c.row, dates) }));
  const open = ranked.filter((c) => !c.shut);
  return (open.length > 0 ? open : ranked).reduce<(typeof ranked)[number] | undefined>(
    (best, c) => (!best || c.distance < best.distance ? c : best),
    undefined,
  );
}

/**
 * A bed when no park fits: the overnight-parking location nearest the day's end,
 * never shown as a campground, with its honest label. Offered when no campground that suits lies
 * within the day's reach (the stop's park is a search placeholder, or the day ends on the road
 * short of its park), and on every drive day when the traveller prefers free overnights.
 */
export function overnightOffer(
  ctx: PlanContext,
  s: StayDays,
  day: Pick<Day, 'rvPark' | 'to' | 'distance'>,
  night: Night | undefined,
  atWaypoint: boolean,
): OvernightOffer | undefined {
  // The night is a free overnight location already: nothing more to offer.
  if (day.rvPark.freeOvernight) return undefined;
  const noPark = day.rvPark.isPlaceholder;
  const p = day.rvPark;
  // A day cut on the open road whose park is a drive off its end (the destination and the
  // traveller's own stops keep their parks nearby).
  const parkOffRoad =
    !noPark &&
    !atWaypoint &&
    night !== undefined &&
    night.end === undefined &&
    p.latitude !== null &&
    p.longitude !== null &&
    haversineMiles(day.to, { latitude: p.latitude, longitude: p.longitude }) > PARK_OFF_ROAD_MILES;
  const prefer = ctx.input.preferFreeOvernights === true;
  if (!noPark && !parkOffRoad && !prefer) return undefined;
  return offerNear(ctx, s, day, noPark || parkOffRoad ? NO_PARK_RADIUS_MILES : PREFERRED_RADIUS_MILES);
}

/**
 * The overnight-parking offer of a drive day the planner offered one for, given again for the day as
 * it is now (its dates, its park): the nearest location within the wider radius is the one the
 * planner found within either, so an unchanged drive gets the same stop back.
 */
export function overnightOfferAgain(
  ctx: PlanContext,
  s: StayDays,
  day: Pick<Day, 'rvPark' | 'to' | 'distance'>,
): OvernightOffer | undefined {
  return day.rvPark.freeOvernight ? undefined : offerNear(ctx, s, day, NO_PARK_RADIUS_MILES);
}

/** The offer of the overnight-parking location nearest the day's end within `radius` miles. */
function offerNear(
  ctx: PlanContext,
  s: StayDays,
  day: Pick<Day, 'rvPark' | 'to' | 'distance'>,
  radius: number,
): OvernightOffer | undefined {
  const noPark = day.rvPark.isPlaceholder;
  const p = day.rvPark;
  const found = ctx.data.services.near('overnight', day.to, radius)[0];
  if (!found) return undefined;
  const row: ServiceRow = found.item;
  const fromEnd = Math.round(found.distance);
  let park: string;
  if (noPark) {
    const nearest = nearestSuitingPark(ctx, s, day.to);
    park = nearest
      ? `The nearest campground in our data that suits this trip, ${nearest.row.name}, is about ${Math.round(nearest.distance)} mi away (straight line)${nearest.shut ? `; it reports no season and is ${winterShutKind(nearest.row)} in cold country, commonly closed ${WINTER.words}: call ahead` : ''}.`
      : `No campground in our data that suits this trip lies within ${PARK_SEARCH_MILES} mi.`;
  } else {
    const miles =
      p.latitude !== null && p.longitude !== null
        ? Math.round(haversineMiles(row, { latitude: p.latitude, longitude: p.longitude }))
        : undefined;
    park =
      miles === undefined
        ? `Tonight's park is ${p.name}.`
        : `Tonight's park, ${p.name}, is about ${miles} mi from it (straight line).`;
  }
  const where = fromEnd < 1 ? "at the day's end" : `about ${fromEnd} mi from the day's end (straight line)`;
  return {
    stop: { row, mile: day.distance, offMiles: found.distance },
    parkNote: `It is not a campground. ${park}`,
    dayNote: `${ROAD_STOP_TEXT.overnight}${row.name}, ${where}. ${OVERNIGHT_LABEL}. It is not a campground. ${park}`,
  };
}
