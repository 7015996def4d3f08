import { z } from 'zod';
import { isWinterDay } from '@shared/plan/calendar';
import { formatDriveTime } from '@shared/trips/park-reroute';
import { REPORTED_TAIL, placeWithRoad } from './notes';
import type { RouteRequest } from './road-types';
import { sentenceStart } from '@shared/plan/sentence';

/**
 * The roads' seasons: mountain passes of about 8,000 ft and more on the road graph's Interstate, US
 * and state routes (data/mountain-passes.json) and roads that close for winter
 * (data/seasonal-roads.json), each with its source. The rules here are
 * pure (rows and dates in, answers out): the tables are read by routing/seasons.ts and handed in;
 * road-seasons.ts finds the rows in the road graph through the restricted segments' own edge finder
 * (restricted-segments.ts).
 */
const point = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
export const monthDay = z.string().regex(/^\d\d-\d\d$/, 'MM-DD');

const located = {
  id: z.string().min(1),
  /** As a sentence names it: "Wolf Creek Pass". */
  name: z.string().min(1),
  /** The road as signs show it ("US-160"). */
  road: z.string().min(1),
  /** The graph's road names its edges carry. */
  roads: z.array(z.string().min(1)).min(1),
  /** A point on the road at the pass summit (or on the stretch that closes). */
  at: point,
  /** How far from `at` the road's edges belong to the row. */
  radiusMiles: z.number().positive().max(20).default(1),
  sourceUrl: z.string().url(),
  checked: z.string().regex(/^\d{4}-\d\d-\d\d$/),
};

export const mountainPassSchema = z.object({
  ...located,
  state: z.string().length(2),
  elevationFeet: z.number().int().min(1000).max(15000),
  /**
   * 'winter': a main road's winter pass, below the high passes of about 8,000 ft and more (Donner
   * Summit on I-80, Snoqualmie Pass on I-90, Santiam Pass on US-20). From November to April a day
   * that crosses one names it with its elevation and the state's chain rule; it is never gone around
   * (these are the main roads, and there is seldom a lower way), not even when the traveller asked
   * to avoid mountain passes, which means the high ones. Absent: a high pass.
   */
  tier: z.literal('winter').optional(),
  /** false when no agency page confirmed the elevation (the figure is then a secondary source's). */
  confirmed: z.boolean(),
  /**
   * The national park (NPS code) whose own road crosses the pass (Yellowstone's Sylvan, Craig and
   * Dunraven passes). A way round one leaves the park or drives half its loop, so even a traveller who
   * asked to avoid passes is kept off it only when a way at most PASS_DETOUR longer exists; otherwise
   * the day names it. Drives from a camp inside the park (minutes from camp, day trips) keep it.
   */
  park: z
    .string()
    .regex(/^[a-z]{4}$/)
    .optional(),
});
export type MountainPass = z.infer<typeof mountainPassSchema>;

export const chainLawSchema = z.object({
  note: z.string().min(1),
  authority: z.string().min(1),
  sourceUrl: z.string().url(),
  /** false when the agency's own page was not read: the note is then from `reportUrl`, which quotes the agency. */
  confirmed: z.boolean().default(true),
  reportUrl: z.string().url().optional(),
  /**
   * The days of the year (MM-DD, both included) the state's own law or page names as its chain or
   * traction season, when it names one (Colorado: the Traction Law always active on I-70 from
   * September 1 to May 31). A day over a pass in that state within it names the pass, even outside
   * the November-to-April winter (chain-law-seasons.ts).
   */
  season: z.object({ from: monthDay, to: monthDay }).optional(),
});
export type ChainLaw = z.infer<typeof chainLawSchema>;

/**
 * A national park's own chain rule for its roads in the months its page names (Sequoia and Kings
 * Canyon: chain controls most common from November through March): said on a day whose camp is near
 * the park in one of those months (the parks' winter notes), never a closure.
 */
export const parkChainsSchema = z.object({
  /** As a sentence names the roads: "Sequoia and Kings Canyon's park roads (...)". */
  name: z.string().min(1),
  note: z.string().min(1),
  authority: z.string().min(1),
  sourceUrl: z.string().url(),
  checked: z.string().regex(/^\d{4}-\d\d-\d\d$/),
  confirmed: z.boolean(),
  unconfirmed: z.string().min(1).optional(),
  months: z.array(z.number().int().min(1).max(12)).min(1),
});
export type ParkChains = z.infer<typeof parkChainsSchema>;

export const seasonalRoadSchema = z.object({
  ...located,
  /** Who closes it, as the day names them. */
  authority: z.string().min(1),
  /** The usual closing and opening days (MM-DD): closed from `closes` up to the day before `opens`. */
  closes: monthDay,
  opens: monthDay,
  /** Days either side of each date in which the road may or may not be open that year. */
  uncertainDays: z.number().int().min(0).max(60),
  /** What the source says of its season, in short. */
  season: z.string().min(1),
  /** false when the agency's own page was not read: the dates are then from `reportUrl`, which quotes the agency. */
  confirmed: z.boolean(),
  reportUrl: z.string().url().optional(),
  /**
   * A closure with dates (data/dated-closures.json, core/dated-closures.ts), not a yearly season:
   * closed from `from` up to the day before `until` (null: until further notice), said as `when`;
   * the `uncertainDays` after an estimated `until` the day says to check. `closes` and `opens` are
   * then not read.
   */
  dated: z
    .object({
      from: z.string(),
      until: z.string().nullable(),
      when: z.string().min(1),
      uncertainDays: z.number().int().min(0),
    })
    .optional(),
  /**
   * false for a park road the road graph lacks (absent: in it): only the park's activities and notes
   * read the row, and a routing service's line that comes near its point drives it (line-follow.ts).
   */
  inGraph: z.literal(false).optional(),
  /**
   * The national park (NPS code) whose visits the closure changes, and what it takes away there: the
   * whole park (its one road, or all but one), its scenic drive, or a part of it; `note` adds what
   * stays open (no dates: the dates are the row's). The park's activities and notes read this.
   */
  park: z
    .object({
      code: z.string().regex(/^[a-z]{4}$/),
      takes: z.enum(['park', 'scenic drive', 'part of the park']),
      note: z.string().min(1).optional(),
      /**
       * What a visit needs while the road is open (Reds Meadow Road's mandatory summer shuttle): a
       * day's visit to an NPS site other than the national parks says it in the months the road is open.
       */
      whenOpen: z.string().min(1).optional(),
    })
    .optional(),
});
export type SeasonalRoad = z.infer<typeof seasonalRoadSchema>;

export interface SeasonTables {
  passes: MountainPass[];
  chainLaws: Record<string, ChainLaw>;
  roads: SeasonalRoad[];
  /** The parks' own chain rules, by park code (absent: none). */
  parkChains?: Record<string, ParkChains>;
}

// ---- dates ----

const DAY_MS = 86_400_000;
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every date a request drives on: `date`, or `date` to `lastDate` (a route drawn for several days). */
export function requestDates(req: Pick<RouteRequest, 'date' | 'lastDate'>): string[] {
  if (!req.date) return [];
  const from = dayMs(req.date);
  const to = req.lastDate ? Math.max(from, dayMs(req.lastDate)) : from;
  const out: string[] = [];
  // Bounded: a route is drawn for a trip of at most a few months.
  for (let t = from; t <= to && out.length < 400; t += DAY_MS) out.push(isoOf(t));
  return out;
}

/** Winter for the passes: the plan calendar's winter, November to April. */
export const isWinter = isWinterDay;

// Days from `from` (MM-DD) forward to `iso`'s month and day, 0..365.
function daysSince(iso: string, from: string): number {
  const year = Number(iso.slice(0, 4));
  let start = dayMs(`${year}-${from}`);
  if (start > dayMs(iso)) start = dayMs(`${year - 1}-${from}`);
  return Math.round((dayMs(iso) - start) / DAY_MS);
}

/**
 * Whether the road is closed on the date: a dated closure's from its first day up to the day before
 * its end; a season's usually, from `closes` up to the day before `opens`.
 */
export function closedOn(road: Pick<SeasonalRoad, 'closes' | 'opens' | 'dated'>, iso: string): boolean {
  if (road.dated) return iso >= road.dated.from && (road.dated.until === null || iso < road.dated.until);
  return daysSince(iso, road.closes) < daysSince(iso, road.opens);
}

/** The months (1-12) with at least one day the road is usually closed. */
export function monthsClosed(road: SeasonalRoad): number[] {
  const months = new Set<number>();
  // A common year's days: 29 February adds no month.
  for (let t = dayMs('2001-01-01'); t < dayMs('2002-01-01'); t += DAY_MS) {
    const iso = isoOf(t);
    if (closedOn(road, iso)) months.add(Number(iso.slice(5, 7)));
  }
  return [...months].sort((a, b) => a - b);
}

/** Whether the date is within the road's uncertain days around its usual opening or closing. */
export function uncertainOn(
  road: Pick<SeasonalRoad, 'closes' | 'opens' | 'uncertainDays' | 'dated'>,
  iso: string,
): boolean {
  if (road.dated) {
    const { until, uncertainDays } = road.dated;
    return until !== null && iso >= until && (dayMs(iso) - dayMs(until)) / DAY_MS < uncertainDays;
  }
  const near = (md: string) => {
    const after = daysSince(iso, md);
    return after < road.uncertainDays || 365 - after <= road.uncertainDays;
  };
  return near(road.opens) || near(road.closes);
}

/** Whether the request drives on a winter day (November to April): a main road's winter pass is named then. */
export function winterOn(req: Pick<RouteRequest, 'date' | 'lastDate'>): boolean {
  const key = `${req.date ?? ''}|${req.lastDate ?? ''}`;
  let on = winterMemo.get(key);
  if (on === undefined) {
    on = requestDates(req).some(isWinter);
    if (winterMemo.size >= ROADS_ON_MEMO) winterMemo.clear();
    winterMemo.set(key, on);
  }
  return on;
}
const winterMemo = new Map<string, boolean>();

/**
 * Whether a pass row is met on the request: a high pass whenever the passes count, a main road's
 * winter pass only on winter days; either, on a date within its state's chain-law season (`lawSeason`).
 */
export const passCounted = (
  p: Pick<MountainPass, 'tier'>,
  mode: PassMode,
  winter: boolean,
  lawSeason = false,
) => (p.tier === 'winter' ? winter : mode !== 'none') || lawSeason;

/** How a request treats the passes: kept off, kept off when a way at most PASS_DETOUR longer exists, or driven. */
export type PassMode = 'avoid' | 'winter' | 'none';
/** "At most about 15 % longer": the winter detour's limit. */
export const PASS_DETOUR = 1.15;

export function passMode(req: Pick<RouteRequest, 'date' | 'lastDate' | 'avoidPasses'>): PassMode {
  if (req.avoidPasses === true) return 'avoid';
  const key = `${req.date ?? ''}|${req.lastDate ?? ''}`;
  let mode = passModeMemo.get(key);
  if (mode === undefined) {
    mode = requestDates(req).some(isWinter) ? 'winter' : 'none';
    if (passModeMemo.size >= ROADS_ON_MEMO) passModeMemo.clear();
    passModeMemo.set(key, mode);
  }
  return mode;
}
const passModeMemo = new Map<string, PassMode>();

/** The seasonal roads (by index) closed on any date of the request, and those uncertain on one. */
export function roadsOn(
  roads: readonly SeasonalRoad[],
  req: Pick<RouteRequest, 'date' | 'lastDate'>,
): { readonly closed: readonly number[]; readonly uncertain: readonly number[] } {
  // Asked for every leg and camp drive of a plan, mostly for the same few dates: remembered per
  // table and date span (a bounded memo; the answer is frozen, so no caller can change it).
  let memo = roadsOnMemo.get(roads);
  if (!memo) roadsOnMemo.set(roads, (memo = new Map()));
  const key = `${req.date ?? ''}|${req.lastDate ?? ''}`;
  const known = memo.get(key);
  if (known) return known;
  const dates = requestDates(req);
  const closed: number[] = [];
  const uncertain: number[] = [];
  roads.forEach((r, i) => {
    if (dates.some((d) => closedOn(r, d))) closed.push(i);
    else if (dates.some((d) => uncertainOn(r, d))) uncertain.push(i);
  });
  const answer = Object.freeze({ closed: Object.freeze(closed), uncertain: Object.freeze(uncertain) });
  if (memo.size >= ROADS_ON_MEMO) memo.clear();
  memo.set(key, answer);
  return answer;
}
const ROADS_ON_MEMO = 1024;
const roadsOnMemo = new WeakMap<
  readonly SeasonalRoad[],
  Map<string, { readonly closed: readonly number[]; readonly uncertain: readonly number[] }>
>();

// ---- what the day says ----

export const feet = (n: number) => `${n.toLocaleString('en-US')} ft`;
export const monthDayText = (md: string) =>
  new Date(`2001-${md}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Asked to avoid passes, a way round more than PASS_FAR times the miles over the pass is still taken
 * (the traveller asked), but never quietly: the day warns, with both ways' miles and hours.
 */
export const PASS_FAR = 2;

/** A way round a pass far longer than the drive over it (asked only): both ways' miles and hours. */
export interface PassDetour {
  overMiles: number;
  overHours: number;
  roundMiles: number;
  roundHours: number;
}

const milesText = (miles: number) => `${Math.round(miles).toLocaleString('en-US')} miles`;
const wayText = (miles: number, hours: number) => `${milesText(miles)} (${formatDriveTime(hours)})`;

/** Whether the way round is more than PASS_FAR times the drive over the pass: a day's warning, not a note. */
export const isFarDetour = (d: PassDetour) => d.roundMiles > PASS_FAR * d.overMiles;

// What the way round costs: how much longer, in miles and hours, than the drive over the pass.
function detourText(d: PassDetour): string {
  const more = wayText(d.roundMiles - d.overMiles, Math.max(0, d.roundHours - d.overHours));
  if (!isFarDetour(d))
    return `; the way round is about ${more} longer than the ${wayText(d.overMiles, d.overHours)} over it`;
  return `, and the way round is more than twice as long: about ${wayText(d.roundMiles, d.roundHours)} against ${wayText(d.overMiles, d.overHours)} over it, ${more} more. To cross the pass instead, turn off "Avoid mountain passes"`;
}

/** The note of a pass gone around; `detour`: what a way round far longer than the pass costs (asked only). */
export const passAvoidedNote = (p: MountainPass, asked: boolean, detour?: PassDetour) =>
  `Avoided ${p.name} (${p.road}, ${feet(p.elevationFeet)}): ${asked ? 'you asked to avoid mountain passes' : 'a winter route over it was avoided for one at most about 15 % longer'}${detour && detour.roundMiles - detour.overMiles >= 1 ? detourText(detour) : ''}.`;

// Why a pass is driven: in winter, no way round within about 15 %; asked to avoid passes, no way
// round at all, or (a park's own road) none within about 15 %; either, the day's start or end lies
// on the pass's own road, shut in by passes (`own`).
function drivenWhy(p: MountainPass, asked: boolean, own?: 'start' | 'end'): string {
  const why = asked ? 'although you asked to avoid mountain passes' : 'in winter';
  if (own === 'start')
    return `${why}: the place this drive starts from is on the pass's own road, and every way out of there in our network crosses a mountain pass`;
  if (own === 'end')
    return `${why}: the place this drive ends at is on the pass's own road, and every way into there in our network crosses a mountain pass`;
  if (!asked) return 'in winter: no way around it is within about 15 % more miles';
  if (p.park)
    return "although you asked to avoid mountain passes: it is on the park's own road, and no way around it is within about 15 % more miles";
  return 'although you asked to avoid mountain passes: no road in our network gets around it';
}

export const passDrivenNote = (p: MountainPass, law: ChainLaw, asked: boolean, own?: 'start' | 'end') =>
  `Crosses ${p.name} (${p.road}, ${feet(p.elevationFeet)}) ${drivenWhy(p, asked, own)}. ${law.note} (${law.authority}: ${law.sourceUrl}).${law.confirmed ? '' : REPORTED_TAIL}`;

/**
 * The note of a main road's winter pass crossed from November to April: named with its elevation and
 * the state's chain rule, never gone around; `asked`: the traveller asked to avoid mountain passes.
 */
export const winterPassNote = (p: MountainPass, law: ChainLaw, asked: boolean) =>
  `Crosses ${p.name} (${p.road}, ${feet(p.elevationFeet)}), a main road's pass over the mountains: from November to April expect snow and ice, chain controls and closures at times, so check the road report before you go${asked ? '. Avoiding mountain passes keeps off the high passes (about 8,000 ft and more), not a main road like this, which seldom has a lower way round' : ''}. ${law.note} (${law.authority}: ${law.sourceUrl}).${law.confirmed ? '' : REPORTED_TAIL}`;

/** Why a place on a closed seasonal road is not reached, as the ends-short note says it. */
export const roadClosedWhy = (r: SeasonalRoad) =>
  r.dated
    ? `closed ${r.dated.when}`
    : `usually closed for winter from about ${monthDayText(r.closes)} until about ${monthDayText(r.opens)}`;

// The closure as the avoided and unavoidable notes say it.
const closedText = (r: SeasonalRoad) =>
  r.dated
    ? `closed ${r.dated.when}`
    : `usually closed for winter from about ${monthDayText(r.closes)} to about ${monthDayText(r.opens)}`;

// A row whose dates were reported, not read on the agency's own page, says so once in each note:
// after it (REPORTED_TAIL), or in its parentheses when the note already says to check before you go.
const reportedTail = (r: Pick<SeasonalRoad, 'confirmed'>) => (r.confirmed ? '' : REPORTED_TAIL);
/** "; dates reported, not confirmed on the agency's own page" for a row the agency's page did not confirm. */
export const reportedAside = (r: Pick<SeasonalRoad, 'confirmed'>) =>
  r.confirmed ? '' : "; dates reported, not confirmed on the agency's own page";

export const roadClosedNote = (r: SeasonalRoad) =>
  `Avoided ${placeWithRoad(r.name, r.road)}: ${closedText(r)} (${r.authority}${r.dated ? `: ${r.sourceUrl}` : ''}).${reportedTail(r)}`;

export const roadClosedUnavoidableNote = (r: SeasonalRoad) =>
  `This drive takes ${placeWithRoad(r.name, r.road)}, ${closedText(r)}, because our road network has no other way there: check that it is open before you go (${r.authority}: ${r.sourceUrl}${reportedAside(r)}).`;

/**
 * A closed road a drive from camp ends short of, as the day names it: "Tioga Road (Tioga Pass)
 * (CA-120), usually closed for winter from about November 15 to about June 1 (Yosemite National Park)".
 */
export const roadClosedReachText = (r: SeasonalRoad) =>
  `${placeWithRoad(r.name, r.road)}, usually closed for winter from about ${monthDayText(r.closes)} to about ${monthDayText(r.opens)} (${r.authority}${reportedAside(r)})`;

export const roadUncertainNote = (r: SeasonalRoad) =>
  r.dated
    ? `${sentenceStart(placeWithRoad(r.name, r.road))} has been closed ${r.dated.when}: this day is soon after the reopening the agency expected, so check that it is open before you go (${r.authority}: ${r.sourceUrl}${reportedAside(r)}).`
    : `${sentenceStart(placeWithRoad(r.name, r.road))} usually opens about ${monthDayText(r.opens)} and closes about ${monthDayText(r.closes)}: this day is close to those dates, so check that it is open before you go (${r.authority}: ${r.sourceUrl}${reportedAside(r)}).`;
