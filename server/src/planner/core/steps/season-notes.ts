import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import type { CampgroundRow } from '../../../catalogue/core/data';
import { agencySeasonOn, agencySeasonSource, spanWords } from '../../../catalogue/core/agency-seasons';
import { shortDate } from '../../../catalogue/core/season-around';
import { sentenceStart } from '@shared/plan/sentence';
import type { LatLng } from '../../../geo';

// What the agencies' campground seasons (data/campground-seasons.json) say on a day: why a night
// near a traveller's stop is not at the campground there that is closed for the season, and the
// weeks a chosen campground may not be open yet, or may have closed.

/** How many closed campgrounds a day names. */
const NAMED = 2;

const nightsText = (dates: readonly string[]) => andDates(dates.map(shortDate));
const andDates = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/**
 * The campgrounds nearer the traveller's stop than the night's park that their agency says are
 * closed for the season on one of the nights: the day says the night is elsewhere, and why.
 */
export function outOfSeasonNotes(
  near: (point: LatLng, radiusMiles: number) => Array<{ item: CampgroundRow; distance: number }>,
  choice: Pick<CampgroundChoice, 'row' | 'distance'>,
  stop: LatLng,
  dates: readonly string[],
): string[] {
  const closed = near(stop, Math.max(choice.distance, 0.5))
    .filter(({ item }) => item.id !== choice.row.id && item.agencySeason)
    .map(({ item, distance }) => ({
      item,
      distance,
      nights: dates.filter((d) => item.agencySeason && agencySeasonOn(item.agencySeason, d) === 'closed'),
    }))
    .filter((c) => c.nights.length > 0)
    .sort((a, b) => a.distance - b.distance || (a.item.id < b.item.id ? -1 : 1))
    .slice(0, NAMED);
  return closed.map(({ item, nights }) => {
    const s = item.agencySeason!;
    return `${sentenceStart(item.name)} is closed for the season on ${nightsText(nights)} (${agencySeasonSource(s)}), so the night is at ${choice.row.name} instead.`;
  });
}

const inSpan = (words: string) => (words.startsWith('between') ? words : `in ${words}`);

/**
 * A chosen campground's nights in the weeks its agency's season may open or close: the date
 * varies from year to year (snow, water systems), so the day says to check it.
 */
export function seasonEdgeWarning(row: CampgroundRow, dates: readonly string[]): string | undefined {
  const s = row.agencySeason;
  if (!s) return undefined;
  const opening = dates.filter((d) => agencySeasonOn(s, d) === 'opening');
  const closing = dates.filter((d) => agencySeasonOn(s, d) === 'closing');
  const name = sentenceStart(row.name);
  const check =
    'the dates vary from year to year, so check with the park before you go and keep another place in mind';
  if (opening.length > 0)
    return `${name} usually opens ${inSpan(spanWords(s.opens))} (${agencySeasonSource(s)}): on ${nightsText(opening)} it may not be open yet; ${check}.`;
  if (closing.length > 0)
    return `${name} usually closes ${inSpan(spanWords(s.closes))} (${agencySeasonSource(s)}): by ${nightsText(closing)} it may have closed for the season; ${check}.`;
  return undefined;
}
