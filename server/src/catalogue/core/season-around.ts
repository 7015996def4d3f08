import { campgroundSeason, notForRvs, openOnDate, seasonSource } from './campground-record';
import type { CampgroundRow } from './data';
import { governmentSite } from './place-kinds';
import type { LatLng } from '../../geo';
import { dateDayOfYear, roughDay, seasonSpan } from './seasons';

// A park that reports no season, read against its neighbours that report one: when they are closed
// on a night, it may be too. Works in every month: spring openings and autumn closings alike.

/** How far around a park its neighbours' seasons are read, in miles. */
export const SEASON_NEIGHBOUR_MILES = 50;

/** The park reports a season, and it is closed on one of the dates. */
export const closedOnAny = (row: CampgroundRow, dates: readonly string[]) =>
  dates.some((d) => openOnDate(row, d) === false);

/**
 * Neighbours say the season is over (or not begun): at least two of the parks that report a season
 * are closed, and they are at least half of those. One high campground closed in May says little
 * about a town's RV park.
 */
export const neighboursClosed = (closed: number, known: number) => closed >= 2 && closed * 2 >= known;

/**
 * Who runs a park, as far as its season goes: a private RV park (a KOA, a business) keeps the season
 * of its trade, a public campground (a forest's, a state park's, a county's) often the season of its
 * water system and snow. A city RV park of unknown season is not read against the national forest's
 * campgrounds up the valley, nor the other way round. Undefined when the data does not say.
 */
export function operatorGroup(row: CampgroundRow): 'private' | 'public' | undefined {
  if (row.category === 'koa' || row.category === 'private_inferred') return 'private';
  if (row.category === 'state_park' || row.category === 'county_municipal' || row.category === 'federal') return 'public';
  if (row.source === 'RIDB') return 'public';
  // A record of unknown category run by an agency, or on an agency's website (fs.usda.gov, a state's .us).
  if (row.operator && PUBLIC_OPERATOR.test(row.operator)) return 'public';
  return governmentSite(row.website) ? 'public' : undefined;
}

const PUBLIC_OPERATOR =
  /\b(forest service|usfs|usda|national park service|nps|bureau of land management|blm|corps of engineers|usace|state parks?|county|city of|department of)\b/i;

/** The neighbours a park's season is read against: those run alike when the data says who runs it. */
const runAlike = (row: CampgroundRow) => {
  const group = operatorGroup(row);
  return (other: CampgroundRow) => group === undefined || operatorGroup(other) === group;
};

/**
 * Whether, among these parks, the ones of known season say parks are closed on one of the dates;
 * with `like`, only the parks run alike (operatorGroup) are read.
 */
export function closedAround(rows: readonly CampgroundRow[], dates: readonly string[], like?: CampgroundRow): boolean {
  if (dates.length === 0) return false;
  const alike = like ? runAlike(like) : () => true;
  const known = rows.filter((r) => alike(r) && !notForRvs(r) && campgroundSeason(r).kind !== 'unknown');
  return dates.some((d) =>
    neighboursClosed(known.filter((r) => openOnDate(r, d) === false).length, known.length),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Days from a to b going forward round the year.
const ahead = (a: number, b: number) => (b - a + 366) % 366;

/** When the closed neighbours close (the night is past their season) or open (it is before it). */
function closurePhrase(closed: readonly CampgroundRow[], date: string): string {
  const day = dateDayOfYear(date);
  const ends: number[] = [];
  const starts: number[] = [];
  for (const row of closed) {
    const s = seasonSpan(campgroundSeason(row));
    if (!s) continue;
    // Past the season's end by fewer days than there are to its next start: a closing; else an opening.
    if (ahead(s.end, day) <= ahead(day, s.start)) ends.push(s.end);
    else starts.push(s.start);
  }
  if (ends.length === 0 && starts.length === 0) return 'Parks near here that report a season are closed then';
  return ends.length >= starts.length
    ? `Parks near here close by ${roughDay(median(ends))}`
    : `Parks near here open only from ${roughDay(median(starts))}`;
}

export const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The call-ahead warning of a stay at a park of unknown season, when parks within 50 miles that
 * report a season, and are run alike where the data says who runs it, are closed on one of its nights; undefined when the park reports its season or
 * no neighbour of known season is closed.
 */
export function seasonWarning(
  row: CampgroundRow,
  dates: readonly string[],
  near: (point: LatLng, radiusMiles: number) => Array<{ item: CampgroundRow; distance: number }>,
): string | undefined {
  const unknownNights = dates.filter((d) => openOnDate(row, d) === undefined);
  if (unknownNights.length === 0) return undefined;
  const around = near({ latitude: row.lat, longitude: row.lng }, SEASON_NEIGHBOUR_MILES)
    .map((c) => c.item)
    .filter((r) => r.id !== row.id && runAlike(row)(r) && !notForRvs(r) && campgroundSeason(r).kind !== 'unknown');
  for (const date of unknownNights) {
    const closed = around.filter((r) => openOnDate(r, date) === false);
    if (!neighboursClosed(closed.length, around.length)) continue;
    // The two nearest closed neighbours are named with where their season was read.
    const sources = closed.slice(0, 2).map(seasonSource).filter(Boolean).join('; ');
    return `${closurePhrase(closed, date)}; call ahead: ${row.name} reports no season, and ${closed.length} of ${around.length} parks within ${SEASON_NEIGHBOUR_MILES} miles that report one ${closed.length === 1 ? 'is' : 'are'} closed on ${shortDate(date)}. Closed for the season per: ${sources}.`;
  }
  return undefined;
}
