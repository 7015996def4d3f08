import { z } from 'zod';
import { DEFAULT_RESULTS_DEPARTURE } from '../constants';

// The departure of a plan request: a real calendar day, from a year back (a trip being written up
// afterwards) to five years ahead. Stored plans are not held to the window (they were planned when
// they were planned); only a new request is. Compared by calendar day in UTC with a day's slack either
// way, so a traveller's own time zone never moves a bound.

export const DEPARTURE_YEARS_BACK = 1;
export const DEPARTURE_YEARS_AHEAD = 5;
export const DEPARTURE_REAL_DAY_MESSAGE = 'Departure date must be a real calendar day';
export const DEPARTURE_TOO_EARLY_MESSAGE = 'Departure date must be no more than a year ago';
export const DEPARTURE_TOO_LATE_MESSAGE = 'Departure date must be within five years from today';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC midnight of a YYYY-MM-DD that names a real day, else null (2027-02-30, 2027-13-01). */
export function realDayMs(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? ms : null;
}

/** The earliest and latest departures a request made at `now` may ask for (UTC midnights). */
export function departureWindow(now: Date): { earliest: number; latest: number } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const t = new Date(today);
  const shift = (years: number) => Date.UTC(t.getUTCFullYear() + years, t.getUTCMonth(), t.getUTCDate());
  return { earliest: shift(-DEPARTURE_YEARS_BACK) - DAY_MS, latest: shift(DEPARTURE_YEARS_AHEAD) + DAY_MS };
}

/** 'Departure date is required' for a missing or malformed date, then the real day and the window. */
export const plannableDepartureDateSchema = z
  .string({ message: 'Departure date is required' })
  .min(1, 'Departure date is required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Departure date must be YYYY-MM-DD')
  .superRefine((value, ctx) => {
    const ms = realDayMs(value);
    if (ms === null) {
      ctx.addIssue({ code: 'custom', message: DEPARTURE_REAL_DAY_MESSAGE });
      return;
    }
    const { earliest, latest } = departureWindow(new Date());
    if (ms < earliest) ctx.addIssue({ code: 'custom', message: DEPARTURE_TOO_EARLY_MESSAGE });
    else if (ms > latest) ctx.addIssue({ code: 'custom', message: DEPARTURE_TOO_LATE_MESSAGE });
  });

/**
 * The departure a stored trip without one is planned for: the results page's default (1 August 2025)
 * while a new request may still ask for it, else the next 1 August from today, so the default stays a
 * summer trip and inside the window above.
 */
export function defaultResultsDeparture(now: Date = new Date()): string {
  const fixed = realDayMs(DEFAULT_RESULTS_DEPARTURE);
  const { earliest } = departureWindow(now);
  if (fixed !== null && fixed >= earliest) return DEFAULT_RESULTS_DEPARTURE;
  const monthDay = DEFAULT_RESULTS_DEPARTURE.slice(5);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const thisYear = `${now.getUTCFullYear()}-${monthDay}`;
  return (realDayMs(thisYear) ?? 0) >= today ? thisYear : `${now.getUTCFullYear() + 1}-${monthDay}`;
}
