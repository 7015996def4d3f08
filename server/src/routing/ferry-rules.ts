import { z } from 'zod';
import { closedOn, monthDay, monthDayText, requestDates, uncertainOn } from './core/seasons';
import type { SizeRequest } from './rig-size-rules';
import { feetText, isTowable, rigTypeName, towsCar } from './rig-size-rules';

/**
 * What a road ferry (data/road-ferries.json, read by road-ferries.ts) carries into the restricted
 * segments' machinery: the crossing and its wait, reservations, the propane rule and the size limits
 * as the operator words them, and how the day says it. Unknown stays null: the day says it is unknown.
 */
const lngLat = z.tuple([z.number().min(-125).max(-66), z.number().min(24).max(50)]);
/**
 * A ferry that runs only part of the year: it stops from `closes` up to the day before `opens`
 * (MM-DD, as the seasonal roads: core/seasons.ts), and in the `uncertainDays` either side of each
 * date it may or may not be running that year.
 */
export const ferrySeasonSchema = z.object({
  opens: monthDay,
  closes: monthDay,
  uncertainDays: z.number().int().min(0).max(60),
});
export const ferryDetailsSchema = z.object({
  /** The two landings, [longitude, latitude] (approximate: see the row's source). */
  landings: z.tuple([lngLat, lngLat]),
  /** The ferry's operator as the day names it ("NCDOT Ferry Division"). */
  operator: z.string().min(1),
  /** The crossing itself, minutes (null: not known). */
  crossingMinutes: z.number().positive().max(600).nullable(),
  /** A typical wait to board, minutes, when a source states one (null: unknown). */
  waitMinutes: z.number().nonnegative().max(600).nullable(),
  /** Whether a vehicle books: yes (required), recommended, or no (first come, first served); null: unknown. */
  reservations: z.enum(['yes', 'recommended', 'no']).nullable(),
  /** The operator's rule on a rig's own propane: banned, allowed with the valves shut, allowed; null: none found. */
  propane: z.enum(['banned', 'valves-shut', 'allowed']).nullable(),
  /** The size limits as the day says them ("vehicles under 13 ft 6 in high and 100 ft long"); absent: none published. */
  limitsText: z.string().min(1).optional(),
  /** Anything else a driver should know that the source says (a season, a permit above the limit). */
  remark: z.string().min(1).optional(),
  /** Its published season, when it does not run all year. */
  season: ferrySeasonSchema.optional(),
  /** How the operator measures a vehicle that tows (a car, a trailer), as its own page says it; absent: none found. */
  towing: z.string().min(1).optional(),
});
export type FerryDetails = z.infer<typeof ferryDetailsSchema>;

/** The hours a ferry leg takes (crossing plus the stated wait), or null when the crossing time is unknown. */
export function ferryHours(f: FerryDetails): number | null {
  return f.crossingMinutes === null ? null : (f.crossingMinutes + (f.waitMinutes ?? 0)) / 60;
}

const RESERVATIONS: Record<NonNullable<FerryDetails['reservations']>, string> = {
  yes: 'reservations required',
  recommended: 'reservations recommended',
  no: 'no reservations (first come, first served)',
};
const PROPANE: Record<NonNullable<FerryDetails['propane']>, string> = {
  banned: 'propane not allowed aboard',
  'valves-shut': 'propane allowed with the valves shut',
  allowed: 'propane allowed',
};

/**
 * The day's line for a ferry it crosses: "Ferry: the Cape May-Lewes Ferry (Delaware River and Bay
 * Authority) on US-9, about 85 min crossing, typical wait unknown; vehicles under 13 ft 6 in high
 * and 100 ft long; no propane rule found; reservations recommended. Source: https://... (checked
 * 2026-12-03)."
 */
export function ferryNote(
  f: FerryDetails,
  where: { name: string; road: string; sourceUrl: string; checked: string; confirmed: boolean },
): string {
  const crossing =
    f.crossingMinutes === null
      ? 'crossing time unknown'
      : `about ${Math.round(f.crossingMinutes)} min crossing`;
  const wait =
    f.waitMinutes === null ? 'typical wait unknown' : `typical wait about ${Math.round(f.waitMinutes)} min`;
  const parts = [
    f.limitsText ?? 'no vehicle size limits found',
    f.propane === null ? 'no propane rule found' : PROPANE[f.propane],
    f.reservations === null ? 'reservations unknown' : RESERVATIONS[f.reservations],
    ...(f.remark ? [f.remark] : []),
  ];
  const unconfirmed = !where.confirmed
    ? " Partly reported, not confirmed on the operator's own page: check before you go."
    : '';
  return `Ferry: ${where.name} (${f.operator}) on ${where.road}, ${crossing}, ${wait}; ${parts.join('; ')}. Source: ${where.sourceUrl} (checked ${where.checked}).${unconfirmed}`;
}

/**
 * Whether a ferry runs on a request's dates: 'closed' when one of them is out of its season,
 * 'uncertain' when one is in the weeks around its usual opening or closing, else 'open' (also
 * without a date or a season).
 */
export function ferrySeasonOn(
  f: FerryDetails,
  req: { date?: string; lastDate?: string },
): 'open' | 'closed' | 'uncertain' {
  const season = f.season;
  if (!season || !req.date) return 'open';
  // Asked for every leg, estimate and camp drive of a plan, mostly for the same few dates: remembered.
  const key = `${season.opens}${season.closes}${season.uncertainDays}|${req.date}|${req.lastDate ?? ''}`;
  let on = seasonMemo.get(key);
  if (on === undefined) {
    const dates = requestDates(req);
    if (dates.some((d) => closedOn(season, d))) on = 'closed';
    else on = dates.some((d) => uncertainOn(season, d)) ? 'uncertain' : 'open';
    if (seasonMemo.size >= 1024) seasonMemo.clear();
    seasonMemo.set(key, on);
  }
  return on;
}
const seasonMemo = new Map<string, 'open' | 'closed' | 'uncertain'>();

// Its last running day is the day before it stops.
const dayBefore = (md: string) =>
  new Date(Date.parse(`2001-${md}T00:00:00Z`) - 86_400_000).toISOString().slice(5, 10);
const seasonText = (s: NonNullable<FerryDetails['season']>) =>
  `from about ${monthDayText(s.opens)} to about ${monthDayText(dayBefore(s.closes))}`;

/** Why a drive keeps off a ferry out of its season: "it usually runs only from about May 1 to about November 1". */
export const ferryClosedReason = (f: FerryDetails) =>
  f.season ? `it usually runs only ${seasonText(f.season)}, and not on this drive's date` : '';

/** The day's warning in the weeks its season may or may not have begun or ended. */
export const ferryUncertainNote = (f: FerryDetails, name: string) =>
  f.season
    ? ` ${name[0].toUpperCase()}${name.slice(1)} usually runs ${seasonText(f.season)}: this day is close to those dates, so check that it is running before you go.`
    : '';

/**
 * What the day adds for a rig that tows (a motorhome's car) or is towed (a trailer, with its tow
 * vehicle): the ferry takes the two as one combined length, held to its length limit when it has
 * one (the car's or the tow vehicle's length is not known), and its space and any fare by length
 * are for that length; then what the operator says of it, when its page says. Empty for other rigs.
 */
export function ferryTowingNote(
  f: FerryDetails,
  limits: { lengthFeet?: number; inclusive?: boolean } | undefined,
  req: SizeRequest,
): string {
  const car = towsCar(req);
  if (!car && !isTowable(req)) return '';
  const limit = limits?.lengthFeet;
  const within =
    limit === undefined
      ? ''
      : ` must be ${limits?.inclusive ? 'under' : 'at most'} ${feetText(limit)} long together (the ferry's limit), and`;
  const who = car
    ? 'Your rig tows a car: the motorhome and the car'
    : `Your rig is a ${rigTypeName(req)}: it and its tow vehicle`;
  const own = f.towing ? ` ${f.operator}: ${f.towing}.` : '';
  return ` ${who}${within} board as one combined length, so the space to book and any fare by length are for the whole rig${car ? ' (unhooked, the car is a second vehicle with its own fare)' : ''}: measure it before you go.${own}`;
}

/** Why a rig may not board, for a propane ban (the size reasons are the segment's own). */
export const ferryPropaneReason = (f: FerryDetails) => `${f.operator} does not allow propane aboard`;
