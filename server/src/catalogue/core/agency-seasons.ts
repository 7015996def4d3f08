import { z } from 'zod';
import { dateDayOfYear, roughDay } from './seasons';

// When a campground that closes for the winter is usually open, in its managing agency's words
// (data/campground-seasons.json, by catalogue id): out of season the campground is never booked,
// and the weeks its opening or closing may fall in are said.

const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
const span = z.object({ from: monthDay, to: monthDay });

export const agencySeasonSchema = z.object({
  id: z.string(),
  name: z.string(),
  park: z.string().optional(),
  /** The span the usual first night falls in ("late May": 05-21 to 05-31). */
  opens: span,
  /** The span the usual last night falls in. */
  closes: span,
  /** The page's words: "typical season is late May to early October". */
  words: z.string(),
  authority: z.string(),
  /** The agency's own page (confirmed), or the page that reports the agency's dates (not confirmed). */
  sourceUrl: z.string().url(),
  confirmed: z.boolean(),
  /** Who gives the agency's dates when they were not read on its current page: "SweetwaterNOW". */
  reportedBy: z.string().min(1).optional(),
});
export type AgencySeason = z.infer<typeof agencySeasonSchema>;

const sourcedSeason = agencySeasonSchema.refine((s) => s.confirmed || s.reportedBy !== undefined, {
  message: 'a season not read on the agency\'s own page names who reports it (reportedBy)',
});

export const agencySeasonsFileSchema = z.object({ rows: z.array(sourcedSeason) });

/** Nights within this many days inside the season of its opening or closing span are uncertain too. */
export const UNCERTAIN_MARGIN_DAYS = 7;

const day = (mmdd: string) => dateDayOfYear(`2000-${mmdd}`);

export type AgencySeasonState = 'open' | 'opening' | 'closing' | 'closed';

/**
 * Where a night falls in the season: before the earliest opening or after the latest closing,
 * closed; in the opening or closing span (or within a week after the one, before the other), the
 * campground may or may not be open yet or still; else open. Seasons run within one year.
 */
export function agencySeasonOn(
  season: Pick<AgencySeason, 'opens' | 'closes'>,
  isoDate: string,
): AgencySeasonState {
  const d = dateDayOfYear(isoDate);
  if (d < day(season.opens.from) || d > day(season.closes.to)) return 'closed';
  if (d <= day(season.opens.to) + UNCERTAIN_MARGIN_DAYS) return 'opening';
  if (d >= day(season.closes.from) - UNCERTAIN_MARGIN_DAYS) return 'closing';
  return 'open';
}

/** A span as said: "late May", "between early May and late June". */
export function spanWords(s: { from: string; to: string }): string {
  const a = roughDay(day(s.from));
  const b = roughDay(day(s.to));
  if (a === b) return a;
  // The whole of one month: "September".
  const month = /^early (\w+)$/.exec(a)?.[1];
  if (month && b === `late ${month}`) return month;
  return `between ${a} and ${b}`;
}

/**
 * Where the season was read, for a sentence: 'Mount Rainier National Park's page, https://...:
 * "typical season ..."', or, reported elsewhere, 'Grand Teton National Park's dates as given by
 * SweetwaterNOW, https://...: "..."; not confirmed on the agency's current page'.
 */
export const agencySeasonSource = (s: AgencySeason) =>
  s.confirmed
    ? `${s.authority}'s page, ${s.sourceUrl}: "${s.words}"`
    : `${s.authority}'s dates as given by ${s.reportedBy}, ${s.sourceUrl}: "${s.words}"; not confirmed on the agency's current page`;

/** Marks each row the table gives a season for; returns the table's ids no row has (a stale id). */
export function markAgencySeasons<T extends { id: string; agencySeason?: AgencySeason }>(
  rows: readonly T[],
  seasons: readonly AgencySeason[],
): string[] {
  const byId = new Map(seasons.map((s) => [s.id, s]));
  const found = new Set<string>();
  for (const r of rows) {
    const s = byId.get(r.id);
    if (!s) continue;
    r.agencySeason = s;
    found.add(s.id);
  }
  return seasons.filter((s) => !found.has(s.id)).map((s) => s.id);
}
