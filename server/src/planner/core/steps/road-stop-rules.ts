import type { AlongRoad } from './road-line';

/**
 * The rules of the road between the nights, as pure functions over places already found along
 * each day's line (road-line.ts): fuel by range, breaks, and the tanks' dump and water.
 */

// The rig's range between fuel stops is the rig profile's (shared/plan/rig-profile.ts, fuelStretchMiles).
// A break about every two hours, on days of four hours or more.
export const BREAK_EVERY_HOURS = 2;
export const BREAK_DAY_HOURS = 4;
const BREAK_WINDOW_HOURS = 0.5;
// Grey and black tanks last about four nights without hook-ups; fresh water about as long.
export const TANK_NIGHTS = 4;

export interface FuelGap {
  /** Mile of today's drive where the tank reaches about a quarter with no known fuel stop before it. */
  quarterMile: number;
  /** Mile of today's last fuel stop, or undefined when it was on an earlier day (or the start). */
  lastMile?: number;
  /** Miles since the last fill when today's drive starts (when the last fill was on an earlier day). */
  carried: number;
  /** Mile of today's next known fuel stop past the gap, if today has one. */
  nextMile?: number;
}

/** A fill taken with the tank still more than half full: the next known stop lies beyond the range. */
export interface EarlyFill {
  at: AlongRoad;
  /** Miles from this stop to the next known one, or undefined when none lies on the rest of the trip. */
  nextInMiles?: number;
}

export interface FuelDay {
  stops: AlongRoad[];
  gaps: FuelGap[];
  early: EarlyFill[];
}

/**
 * Fuel stops for the whole trip: the days' drives joined into one road (each day starts where the
 * last ended), the tank full at the start. Within reach of the last fill, the farthest known stop is
 * taken (fewest stops, and never a fill while the tank is still well up when a farther stop is in
 * reach); with none in reach the stretch is a gap on the day the tank reaches a quarter, and the next
 * stop past it is taken. A fill within half the range of the last one is said (`early`): it is the
 * last known stop before a stretch longer than the range.
 */
export function planFuel(
  days: ReadonlyArray<{ miles: number; candidates: readonly AlongRoad[] }>,
  stretchMiles: number,
): FuelDay[] {
  const starts: number[] = [];
  let total = 0;
  for (const d of days) {
    starts.push(total);
    total += d.miles;
  }
  const all = days.flatMap((d, day) => d.candidates.map((c) => ({ c, day, at: starts[day] + c.mile })));
  const out: FuelDay[] = days.map(() => ({ stops: [], gaps: [], early: [] }));
  const dayAt = (m: number) =>
    Math.max(
      0,
      starts.findLastIndex((s) => s <= m),
    );
  let pos = 0;
  for (;;) {
    const reach = pos + stretchMiles;
    if (reach >= total) break;
    const inReach = all.filter((a) => a.at > pos && a.at <= reach);
    const pick = inReach.length > 0 ? inReach[inReach.length - 1] : all.find((a) => a.at > reach);
    if (inReach.length === 0) {
      const day = dayAt(reach);
      out[day].gaps.push({
        quarterMile: reach - starts[day],
        ...(pos >= starts[day] ? { lastMile: pos - starts[day] } : {}),
        carried: Math.max(0, starts[day] - pos),
        ...(pick && pick.day === day ? { nextMile: pick.c.mile } : {}),
      });
    }
    if (!pick) break;
    out[pick.day].stops.push(pick.c);
    if (pick.at - pos < stretchMiles / 2 && pick.at + stretchMiles < total) {
      const next = all.find((a) => a.at > pick.at);
      out[pick.day].early.push({ at: pick.c, ...(next ? { nextInMiles: next.at - pick.at } : {}) });
    }
    pos = pick.at;
  }
  return out;
}

export interface BreakPlan {
  stops: AlongRoad[];
  /** Hours into the drive where a break was due and no rest area or fuel stop lies near. */
  missedAtHours: number[];
}

/**
 * Breaks on a long day: about every two hours a rest area or a fuel stop (the day's own fuel stops
 * first, then a named rest area, then any), within half an hour of when it is due.
 */
export function planBreaks(
  day: { miles: number; hours: number },
  fuelStops: readonly AlongRoad[],
  restAreas: readonly AlongRoad[],
  otherFuel: readonly AlongRoad[],
): BreakPlan {
  const out: BreakPlan = { stops: [], missedAtHours: [] };
  if (day.hours < BREAK_DAY_HOURS || day.miles <= 0) return out;
  const mph = day.miles / day.hours;
  const every = BREAK_EVERY_HOURS * mph;
  const window = BREAK_WINDOW_HOURS * mph;
  const nearest = (list: readonly AlongRoad[], target: number, last: number) =>
    list
      .filter((c) => c.mile > last + every - window && c.mile <= target + window)
      .sort((a, b) => Math.abs(a.mile - target) - Math.abs(b.mile - target))[0];
  const named = restAreas.filter((r) => r.row.detail !== 'unnamed' && r.row.detail !== 'turnout');
  let last = 0;
  // No break is due when the day ends within the window after it.
  while (day.miles - last > every + window) {
    const target = last + every;
    const fuel = nearest(fuelStops, target, last);
    const pick = fuel ?? nearest(named, target, last) ?? nearest([...restAreas, ...otherFuel], target, last);
    if (pick) {
      if (!fuel) out.stops.push(pick);
      last = pick.mile;
    } else {
      out.missedAtHours.push(Math.round(target / mph));
      last = target;
    }
  }
  return out;
}

export interface TankDay {
  miles: number;
  /** Nights of the stay this day's drive begins. */
  stay: number;
  /** Whether tonight's park reports a dump station or sewer hook-ups (water: water). */
  parkServes: boolean;
  /** Places along the day's road, in route order (found only for a day that needs one). */
  candidates: () => readonly AlongRoad[];
}

export interface TankStop {
  stop?: AlongRoad;
  /** Nights in the tanks by the end of this stay when no stop along the day empties them. */
  overdueNights?: number;
}

/**
 * Dump (or fresh water) on the road: the tanks start the trip empty (full of fresh water) and last
 * about four nights. A stay at a park that reports the service resets them; otherwise, on the day
 * a stay would take them past four nights, the day's last place along the road is offered.
 */
export function planTanks(days: readonly TankDay[], maxNights = TANK_NIGHTS): TankStop[] {
  let nights = 0;
  return days.map((d) => {
    if (d.parkServes) {
      nights = 0;
      return {};
    }
    if (nights > 0 && nights + d.stay > maxNights) {
      const found = d.candidates();
      const stop = found[found.length - 1];
      if (stop) {
        nights = d.stay;
        return { stop };
      }
      nights += d.stay;
      return { overdueNights: nights };
    }
    nights += d.stay;
    return {};
  });
}
