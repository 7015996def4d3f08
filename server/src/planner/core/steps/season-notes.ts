import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import type { CampgroundRow } from '../../../catalogue/core/data';
import { agencySeasonOn, agencySeasonSource, spanWords } from '../../../catalogue/core/agency-seasons';
import { shortDate } from '../../../catalogue/core/season-around';
import { openOnDate, seasonSource } from '../../../catalogue/core/campground-record';
import type { PlaceAccess } from '../../../catalogue/core/place-kinds';
import { notForRvs } from '../../../catalogue/core/place-kinds';
import { windowHas } from '@shared/plan/dated-closures';
import { sentenceStart } from '@shared/plan/sentence';
import type { LatLng } from '../../../geo';

// What campground closures say on a day: why a night near a traveller's place is not at the
// campground there that is closed (a dated closure, a season), and the weeks a chosen campground may
// not be open yet, or may have closed (the agencies' seasons, data/campground-seasons.json).

/** How many closed campgrounds a day names. */
const NAMED = 2;

const nightsText = (dates: readonly string[]) => andDates(dates.map(shortDate));
const andDates = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/**
 * The campgrounds nearer the traveller's place than the night's park (or within half a mile of it:
 * the campground the traveller named) that are closed on one of the nights, by the one rule that
 * keeps a campground from being chosen or offered for a night (openOnDate: a dated closure, the
 * agency's season, or the season the campground reports): the day says the night is elsewhere, and
 * why. A place not for RVs, or not for this traveller (a military campground), or one the rig does
 * not fit (`fits`: Lava Point, 19 ft at most, for a 28 ft rig), is not named: its season is not why.
 */
export function closedNearNotes(
  near: (point: LatLng, radiusMiles: number) => Array<{ item: CampgroundRow; distance: number }>,
  choice: Pick<CampgroundChoice, 'row' | 'distance'>,
  stop: LatLng,
  dates: readonly string[],
  access: PlaceAccess = {},
  fits: (row: CampgroundRow) => boolean = () => true,
): string[] {
  const closed = near(stop, Math.max(choice.distance, 0.5))
    .filter(({ item }) => item.id !== choice.row.id && !notForRvs(item, access) && fits(item))
    .map(({ item, distance }) => ({
      item,
      distance,
      nights: dates.filter((d) => openOnDate(item, d) === false),
    }))
    .filter((c) => c.nights.length > 0)
    .sort((a, b) => a.distance - b.distance || (a.item.id < b.item.id ? -1 : 1))
    .slice(0, NAMED);
  return closed.map(({ item, nights }) => closedText(item, nights, choice.row.name));
}

/** Why a campground is closed on its nights, and where the night is instead. */
function closedText(item: CampgroundRow, nights: readonly string[], chosen: string): string {
  return closedOnNights(item, nights, {
    season: `so the night is at ${chosen} instead`,
    dated: 'so the night is at another park',
  });
}

/**
 * Why a campground is closed on its nights (its dated closure, its agency's season or its own), then
 * what follows for the night: `then.season` after a season, `then.dated` after a dated closure.
 */
export function closedOnNights(
  item: CampgroundRow,
  nights: readonly string[],
  then: { season: string; dated: string },
): string {
  const name = sentenceStart(item.name);
  const window = item.closedFor?.find((w) => nights.some((d) => windowHas(w, d)));
  if (window) {
    const why = window.says ?? 'It is closed for construction or repair';
    return `${name} is closed on ${nights.length > 1 ? 'these nights' : 'this night'}, ${then.dated}. ${why}.`;
  }
  const s = item.agencySeason;
  if (s && nights.some((d) => agencySeasonOn(s, d) === 'closed'))
    return `${name} is closed for the season on ${nightsText(nights)} (${agencySeasonSource(s)}), ${then.season}.`;
  // Its own reported season (OpenStreetMap's tag, the Recreation.gov description), as reported.
  return `${name} is closed for the season on ${nightsText(nights)} (${seasonSource(item) ?? 'its reported season'}; as reported, so check with the park), ${then.season}.`;
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
