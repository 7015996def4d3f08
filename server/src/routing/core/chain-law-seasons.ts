import { REPORTED_TAIL } from './notes';
import type { RouteRequest } from './road-types';
import type { ChainLaw, MountainPass } from './seasons';
import { feet, isWinter, monthDayText, requestDates } from './seasons';

// The states' chain and traction seasons (data/mountain-passes.json, chainLaws' `season`): a day over
// a pass in a state whose own law names a season covering the date names the pass, its elevation
// and the law, even outside the planner's November-to-April winter (Colorado's Traction Law from
// September 1). Only said: the passes are gone around by default from November to April only.

/** Whether the date (YYYY-MM-DD) is within the season (MM-DD to MM-DD, both included, across the new year). */
export function inLawSeason(season: NonNullable<ChainLaw['season']>, iso: string): boolean {
  const md = iso.slice(5);
  return season.from <= season.to
    ? md >= season.from && md <= season.to
    : md >= season.from || md <= season.to;
}

/**
 * The states (by code) whose chain-law season covers a date of the request outside the winter (a
 * winter date names the passes anyway), sorted: a cache key part and the states to name passes in.
 */
export function shoulderStates(
  laws: Readonly<Record<string, ChainLaw>>,
  req: Pick<RouteRequest, 'date' | 'lastDate'>,
): string[] {
  const key = `${req.date ?? ''}|${req.lastDate ?? ''}`;
  let memo = memos.get(laws);
  if (!memo) memos.set(laws, (memo = new Map()));
  const known = memo.get(key);
  if (known) return known;
  const dates = requestDates(req).filter((d) => !isWinter(d));
  const states = Object.keys(laws)
    .filter((k) => {
      const season = laws[k].season;
      return season !== undefined && dates.some((d) => inLawSeason(season, d));
    })
    .sort();
  if (memo.size >= 1024) memo.clear();
  memo.set(key, states);
  return states;
}
const memos = new WeakMap<Readonly<Record<string, ChainLaw>>, Map<string, string[]>>();

const andList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * What a day says of the passes of one state it crosses outside the winter, on a date within the
 * state's chain-law season: each with its road and elevation, and the law once.
 */
export const shoulderPassNote = (passes: readonly MountainPass[], law: ChainLaw) => {
  const season = law.season ? ` (${monthDayText(law.season.from)} to ${monthDayText(law.season.to)})` : '';
  const named = andList(passes.map((p) => `${p.name} (${p.road}, ${feet(p.elevationFeet)})`));
  return `Crosses ${named} within the chain and traction season the state's law names${season}: snow and ice are possible at this height before and after the winter, and the law may be in force, so check the road report before you go. ${law.note} (${law.authority}: ${law.sourceUrl}).${law.confirmed ? '' : REPORTED_TAIL}`;
};

/**
 * The id of a state's chain-law note: its state and every pass it names, in the table's order. A
 * note names several passes (Red Mountain, Molas and Coal Bank), and a route with two legs over
 * them may name a different set on each: an id of the first pass alone was shared by different
 * notes, and by the pass's own mark. The same passes always give the same id.
 */
export const shoulderMarkId = (state: string, passes: readonly MountainPass[]) =>
  `chain-law:${state}:${passes.map((p) => p.id).join('+')}`;
