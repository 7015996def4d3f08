// The plan's calendar: days as yyyy-mm-dd values, the one way to step between them, and the one
// definition of each season the planner and the editor reason with (docs/decisions/0001-one-definition.md).

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar day `days` after a yyyy-mm-dd day (before it when negative), or null when the text is
 * not a real date. Calendar arithmetic: no time zone or daylight-saving change moves the result.
 */
export function addDays(value: string, days: number): string | null {
  const m = ISO_DAY.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The hours past midnight of an HH:MM time of day ('08:30' is 8.5), or null when the text is not one. */
export function clockHours(value: string): number | null {
  const m = CLOCK.exec(value);
  return m ? Number(m[1]) + Number(m[2]) / 60 : null;
}

/** The month (1-12) of a yyyy-mm-dd day. */
export const monthOf = (isoDay: string): number => Number(isoDay.slice(5, 7));

/**
 * Winter: November to April. The months campgrounds in cold regions commonly close, mountain passes
 * are avoided, warm-weather park activities are not offered in a cold region, and an RV's furnace
 * burns propane on cold nights.
 */
export const WINTER = { from: 11, to: 4, words: 'between November and April' } as const;
export const isWinterMonth = (month: number): boolean => month >= WINTER.from || month <= WINTER.to;
export const isWinterDay = (isoDay: string): boolean => isWinterMonth(monthOf(isoDay));

/**
 * Regions where campgrounds commonly close for winter: the northern states and the high country of
 * the Southwest. An approximation used only to ask travellers to call ahead, to pick activities and
 * to rank a government's campground of unknown season after other parks on a winter night
 * (winter-shut.ts), never to exclude a park.
 */
export function coldRegion(lat: number, lng: number): boolean {
  // The mild California coast and valleys excepted, but not the mountains west of 121.5 W: Lassen
  // (Manzanita Lake, 121.56 W, 5,900 ft) and Mount Shasta's country, where campgrounds close for winter.
  const mountains = (lat >= 40.2 && lng > -122) || (lat >= 41 && lng > -122.6);
  if (lat >= 37) return !(lng < -121.5 && lat < 42) || mountains;
  return lat >= 34.5 && lng > -114.5 && lng < -103; // Arizona and New Mexico plateau
}

/** Snowbird season: November to March, when winter sites in the sun belt fill up at peak rates. */
export const isSnowbirdMonth = (month: number): boolean => month >= 11 || month <= 3;

/**
 * The weather's seasons (meteorological: summer June-August, winter December-February, the rest
 * spring or fall), which the route's weather advice is written for.
 */
export type WeatherSeason = 'summer' | 'winter' | 'spring' | 'fall';
export function weatherSeason(month: number): WeatherSeason {
  if (month >= 6 && month <= 8) return 'summer';
  if (month === 12 || month <= 2) return 'winter';
  return month <= 5 ? 'spring' : 'fall';
}
