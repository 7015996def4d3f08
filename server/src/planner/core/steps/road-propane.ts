import { ROAD_STOP_TEXT } from '@shared/plan/day-texts';
import { isWinterDay } from '@shared/plan/calendar';
import type { Day } from '@shared/schemas/plan';
import type { Rig } from '@shared/schemas/rig';
import { fuelsAtTruckStops, isBigRig } from '@shared/schemas/rig';
import type { PlanContext } from '../context';
import type { AlongRoad, RoadLine } from './road-line';
import { placesAlong } from './road-line';
import type { FuelGap } from './road-stop-rules';

// Propane points are few and far between: look a little further off the road for them.
const PROPANE_CORRIDOR_MILES = 10;
// A trip of two weeks or more is long; a winter night (the plan calendar's, November to April) north
// of about 35°N is cold.
export const LONG_TRIP_DAYS = 14;
const COLD_LATITUDE = 35;
// A refill is due after this many days, then again as many days after it.
const REFILL_DAYS = { cold: 5, long: 10 } as const;

/** What a day without fuel in range says: where, why, and what our data lists. */
export function fuelGapWarning(rig: Rig, gap: FuelGap, stretch: number): string {
  const truckOnly = fuelsAtTruckStops(rig);
  const since =
    gap.lastMile !== undefined
      ? `the fuel stop at mile ${Math.round(gap.lastMile)}`
      : gap.carried > 0
        ? `your last fuel stop, ${Math.round(gap.carried)} mi before today's start`
        : 'the start';
  const next =
    gap.nextMile !== undefined
      ? `the next one is at mile ${Math.round(gap.nextMile)}`
      : 'none lies further on today';
  const what = truckOnly ? 'truck stop' : 'truck stop or travel centre';
  const advice = truckOnly
    ? 'A diesel rig of your length, or towing, should fuel at truck lanes: fill up before this stretch.'
    : rig.fuel === 'gas'
      ? `Your rig runs on gas, which any station sells (truck lanes sell diesel); our data lists only truck stops and travel centres, so fill up at a station in a town on the way${isBigRig(rig) ? ', one with room for your rig' : ''}.`
      : 'Our data lists no other stations: fill up at a station that sells diesel in a town on the way.';
  const range = `within your rig's range (about ${Math.round(stretch)} mi to a quarter tank)`;
  const reach = `the tank reaches about a quarter near mile ${Math.round(gap.quarterMile)}`;
  return `${ROAD_STOP_TEXT.fuel}no ${what} in our data ${range} after ${since}; ${reach} and ${next}. ${advice}`;
}

/** Whether a trip needs a propane refill on the road, and how often. */
export function propaneEvery(
  ctx: PlanContext,
  days: ReadonlyArray<Pick<Day, 'date' | 'to'>>,
): number | undefined {
  if (!ctx.rig.propaneOnBoard) return undefined;
  const cold = days.some((d) => isWinterDay(d.date) && d.to.latitude >= COLD_LATITUDE);
  if (cold) return REFILL_DAYS.cold;
  return ctx.input.duration >= LONG_TRIP_DAYS ? REFILL_DAYS.long : undefined;
}

const closest = (list: AlongRoad[]) => list.slice().sort((a, b) => a.offMiles - b.offMiles)[0];

/**
 * Propane on a long or cold trip: when a refill is due, the refill point nearest today's road (one
 * whose kind is unknown says so in its note); when only cylinder-exchange points are near, the day
 * says so, since an exchange cannot fill an RV's built-in tank.
 */
export function planPropane<T extends { day: Pick<Day, 'day' | 'date' | 'to'>; line: RoadLine }>(
  ctx: PlanContext,
  days: readonly T[],
): Array<{ d: T; at?: AlongRoad; dayNote?: string }> {
  const every = propaneEvery(
    ctx,
    days.map((d) => d.day),
  );
  if (every === undefined) return [];
  const out: Array<{ d: T; at?: AlongRoad; dayNote?: string }> = [];
  let due = (days[0]?.day.day ?? 1) + every;
  let told = false;
  for (const d of days) {
    if (d.day.day < due) continue;
    const near = placesAlong(d.line, ctx.data.services, 'propane', PROPANE_CORRIDOR_MILES, undefined, d.day.date);
    const refill = closest(near.filter((p) => p.row.detail === 'refill'));
    const maybe = closest(near.filter((p) => p.row.detail === 'unknown'));
    const pick = refill ?? maybe;
    if (pick) {
      out.push({ d, at: pick });
      due = d.day.day + every;
      told = false;
      continue;
    }
    const exchange = closest(near.filter((p) => p.row.detail === 'exchange'));
    if (exchange) {
      out.push({
        d,
        dayNote: `${ROAD_STOP_TEXT.propane}a refill is due, and only cylinder-exchange points lie near today's road in our data (${exchange.row.name} at mile ${Math.round(exchange.mile)}). An exchange swaps portable cylinders and cannot fill an RV's built-in tank: look for a propane dealer or a travel centre that fills.`,
      });
    } else if (!told) {
      out.push({
        d,
        dayNote: `${ROAD_STOP_TEXT.propane}a refill is due on this ${every === REFILL_DAYS.cold ? 'cold' : 'long'} trip, and no propane point in our data lies near today's road; propane dealers and many travel centres fill RV tanks: call ahead.`,
      });
    }
    told = true;
  }
  return out;
}
