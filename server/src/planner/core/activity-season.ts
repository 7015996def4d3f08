import type { ParkRow } from '../../catalogue/core/data';
import type { LatLng } from '../../geo';
import { coldRegion, isWinterMonth } from '@shared/plan/calendar';
import {
  monthDayText,
  monthsClosed,
  reportedAside,
  type ParkChains,
  type SeasonalRoad,
} from '../../routing/core/seasons';
import { windowHas, type ClosedWindow, type DatedClosure } from '@shared/plan/dated-closures';
import { sentenceStart } from '@shared/plan/sentence';

// When a park activity can be offered: water activities only while the water is warm there, other
// warm-weather ones not in a cold region's winter, winter ones only then, and nothing on a park road
// the plan itself says is closed that month.

// Activities on or in the water: only in the months the water is warm enough where the park is.
const WATER = /boat|kayak|canoe|paddl|raft|swim|scuba|snorkel|tubing|water ?ski|sailing|surf/i;
// Activities that need dry trails or open roads: not offered in a cold region's winter (November to
// April, the plan calendar's winter), e.g. no mountain biking at Yellowstone in December.
export const WARM_SEASON =
  /boat|kayak|canoe|paddl|raft|swim|mountain biking|biking|horse|scuba|snorkel|tubing|water ?ski|sailing|climbing|canyoneering|auto and atv|off-road/i;
// Activities only winter offers.
const WINTER_ONLY = /snowshoe|skiing|snowmobil|ice fishing|ice skating|sledding|dog sledding/i;
// Activities on a park's scenic roads.
const ON_THE_ROAD = /scenic driving|auto and atv|auto touring|biking/i;

/**
 * The months (1-12) when the water is warm enough for boating, paddling and swimming: June to
 * September in the north and the high country (Acadia in late October and Crater Lake in May are
 * cold), May to October in the middle latitudes, April to November on the Gulf coast, all year in the
 * tropics. A rule of thumb from latitude, not a forecast.
 */
export function waterMonths(point: LatLng): readonly [number, number] {
  const { latitude: lat, longitude: lng } = point;
  if (lat < 26 || lng < -150) return [1, 12];
  if (lat >= 40 || coldRegion(lat, lng)) return [6, 9];
  if (lat >= 33) return [5, 10];
  return [4, 11];
}

const waterWarm = (point: LatLng, month: number) => {
  const [from, to] = waterMonths(point);
  return month >= from && month <= to;
};

/** Whether an activity can be offered near this point in this month (1-12); undefined month: yes. */
export function inSeason(activity: string, point: LatLng, month: number | undefined): boolean {
  if (month === undefined) return true;
  if (WATER.test(activity) && !waterWarm(point, month)) return false;
  const winter = isWinterMonth(month) && coldRegion(point.latitude, point.longitude);
  if (winter) return !WARM_SEASON.test(activity);
  return !WINTER_ONLY.test(activity);
}

// A park's winter road closures are the seasonal-roads table's rows that name the park
// (data/seasonal-roads.json, `park`): one definition of the dates for the router and the park's
// activities. A month counts as closed when the road is usually closed on any day of it. The rows
// reach the plan through its context (`ctx.parkClosures`), read by the planner's service.
export interface WinterRoad {
  /**
   * The seasonal road's row (data/seasonal-roads.json), for a row of that table; a dated closure's
   * with a road, its row (the router's seasons read it as a seasonal road of that id).
   */
  id?: string;
  months: number[];
  text: string;
  /** What it closes; 'nothing': a rule said in its months, no closure (a park's chain rule). */
  closes: 'park' | 'scenic drive' | 'part of the park' | 'nothing';
  /** A closure with dates (data/dated-closures.json): closed on the dates of its window, whatever the month. */
  dated?: Pick<ClosedWindow, 'from' | 'until'>;
  /** What a visit needs in the months the road is open (a mandatory shuttle), with its source. */
  whenOpen?: string;
}

// The season note is the one place a day says a closed park road (day-notes.ts' roadRuleTexts drops
// the road's other closure notes), so it carries the row's own page, as the dated closures' notes do.
const winterRoadOf = (r: SeasonalRoad, park: NonNullable<SeasonalRoad['park']>): WinterRoad => ({
  id: r.id,
  months: monthsClosed(r),
  closes: park.takes,
  text:
    `${sentenceStart(r.name.includes(r.road) ? r.name : `${r.name} (${r.road})`)} ${/\broads\b/i.test(r.name) ? 'are' : 'is'} usually closed from about ${monthDayText(r.closes)} to about ` +
    `${monthDayText(r.opens)} (${r.authority}: ${r.sourceUrl}${reportedAside(r)}).${park.note ? ` ${park.note}` : ''}`,
  ...(park.whenOpen ? { whenOpen: park.whenOpen } : {}),
});

/** Each park's winter road closures, by park code. */
export type ParkClosures = ReadonlyMap<string, readonly WinterRoad[]>;

/** The parks' winter roads by park code, from the seasonal-roads rows given. */
export function parkWinterRoads(roads: readonly SeasonalRoad[]): Map<string, WinterRoad[]> {
  const byPark = new Map<string, WinterRoad[]>();
  for (const r of roads) {
    if (!r.park) continue;
    byPark.set(r.park.code, [...(byPark.get(r.park.code) ?? []), winterRoadOf(r, r.park)]);
  }
  return byPark;
}

/** The parks' own chain rules by park code, said in their months (core/seasons.ts' ParkChains). */
export function parkChainRules(chains: Readonly<Record<string, ParkChains>> = {}): Map<string, WinterRoad[]> {
  const byPark = new Map<string, WinterRoad[]>();
  for (const [code, c] of Object.entries(chains)) {
    const aside = c.confirmed ? '' : "; reported, not confirmed on the agency's own page";
    const text = `${sentenceStart(c.name)}: ${c.note} (${c.authority}: ${c.sourceUrl}${aside}).`;
    byPark.set(code, [{ months: [...c.months].sort((a, b) => a - b), closes: 'nothing', text }]);
  }
  return byPark;
}

/**
 * The parks' closures with dates by park code (data/dated-closures.json rows that name a park): what
 * is closed and when, in the agency's words, and what stays open.
 */
export function parkDatedClosures(closures: readonly DatedClosure[]): Map<string, WinterRoad[]> {
  const byPark = new Map<string, WinterRoad[]>();
  for (const c of closures) {
    if (!c.park) continue;
    const row: WinterRoad = {
      ...(c.road ? { id: c.id } : {}),
      months: [],
      closes: c.park.takes,
      dated: { from: c.from, until: c.until },
      text:
        `${sentenceStart(c.name)} is closed ${c.when}: ${c.closes} (${c.authority}: ${c.sourceUrl}${c.confirmed ? '' : "; reported, not confirmed on the agency's own page"}).` +
        (c.park.note ? ` ${c.park.note}` : ''),
    };
    byPark.set(c.park.code, [...(byPark.get(c.park.code) ?? []), row]);
  }
  return byPark;
}

/** Two tables of the parks' closures as one. */
export function mergedClosures(...tables: ReadonlyArray<ParkClosures>): Map<string, WinterRoad[]> {
  const out = new Map<string, WinterRoad[]>();
  for (const t of tables) for (const [code, rows] of t) out.set(code, [...(out.get(code) ?? []), ...rows]);
  return out;
}

// A dated closure counts on a date of its window (none given: not); a season in its months.
const closuresOf = (park: ParkRow, month: number, closures: ParkClosures, date?: string): WinterRoad[] =>
  (closures.get(park.parkCode) ?? closures.get(park.id) ?? []).filter((r) =>
    r.dated ? date !== undefined && windowHas(r.dated, date) : r.months.includes(month),
  );

/**
 * Whether a park's activity is on a road the plan says is closed that month: nothing at a park whose
 * road is closed (Lassen before about June) but what winter itself offers, no scenic driving where
 * the scenic road is closed.
 */
export function onClosedRoad(
  park: ParkRow,
  activity: string,
  month: number | undefined,
  closures: ParkClosures,
  date?: string,
): boolean {
  if (month === undefined) return false;
  return closuresOf(park, month, closures, date).some((closure) =>
    closure.closes === 'park'
      ? !WINTER_ONLY.test(activity)
      : closure.closes === 'scenic drive' && ON_THE_ROAD.test(activity),
  );
}

/**
 * What a visit to the park needs in a month its roads are open (Devils Postpile's mandatory summer
 * shuttle): the `whenOpen` words of its seasonal rows not closed that month.
 */
export function openRoadNeeds(park: ParkRow, month: number | undefined, closures: ParkClosures): string[] {
  if (month === undefined) return [];
  return (closures.get(park.parkCode) ?? closures.get(park.id) ?? []).flatMap((r) =>
    r.whenOpen && !r.dated && !r.months.includes(month) ? [r.whenOpen] : [],
  );
}

/** The road closures of parks near a stop in the night's month (1-12), and its date's dated closures. */
export function winterRoadsOn(
  parks: readonly ParkRow[],
  month: number,
  closures: ParkClosures,
  date?: string,
): WinterRoad[] {
  // Parks may share a code (Sequoia and Kings Canyon): each row once.
  return [...new Set(parks.flatMap((p) => closuresOf(p, month, closures, date)))];
}

/** The notes of those closures (winterRoadsOn), as a day says them. */
export const winterRoadTexts = (rows: readonly WinterRoad[]): string[] =>
  rows.map((r) => `${r.text} Check the park's road status before you go.`);

/** Road-closure notes for parks near a stop in the night's month (1-12), and its date's dated closures. */
export const winterRoadNotes = (...args: Parameters<typeof winterRoadsOn>): string[] =>
  winterRoadTexts(winterRoadsOn(...args));

/**
 * The seasonal roads (by row id) the closures' notes name as closed (a park's chain rule closes
 * nothing): the day that says them does not say the road again as gone around, ended short of or
 * not open in the park (day-notes.ts' legRestrictions).
 */
export const closedRoadIds = (rows: readonly WinterRoad[]): Set<string> =>
  new Set(rows.flatMap((r) => (r.id !== undefined && r.closes !== 'nothing' ? [r.id] : [])));
