import rulesJson from '../../data/booking-windows.json' with { type: 'json' };
import type { BookingRule, BookingRules, BookingStatus, BookingWindow, DayBooking } from '../schemas/booking';
import type { Day, RvPark, TripPlan } from '../schemas/plan';
import type { Reservations } from '../schemas/trip';
import { reservationsSchema } from '../schemas/trip';
import { addDays } from '../plan/calendar';
import { isoWithOffset, zonedTimeToInstant } from './zoned-time';

// The file is checked against bookingRulesSchema by booking-windows.test.ts, which also finds that
// parsing it changes nothing (no defaults, no transforms), so no page parses its 54 kB again: on the
// results page that parse was most of the booking board's first render.
const bundledRules = rulesJson as unknown as BookingRules;

/** The bundled rules (data/booking-windows.json), as their schema reads them. */
export function bookingRules(): BookingRules {
  return bundledRules;
}

type ParkFacts = Pick<RvPark, 'name' | 'address' | 'isPlaceholder'> &
  Partial<
    Pick<
      RvPark,
      | 'type'
      | 'dataSource'
      | 'facilityId'
      | 'reservationUrl'
      | 'website'
      | 'phone'
      | 'state'
      | 'freeOvernight'
    >
  >;

// "Moab, UT, 84532", "Near Silt, CO": the two capitals after a comma.
const STATE_IN_ADDRESS = /,\s*([A-Z]{2})(?:\s*,|\s+\d{5}|\s*$)/;

/** The park's state: the catalogue's own field, else read from the address ("Moab, UT, 84532"). */
export const stateOfPark = (park: Pick<RvPark, 'address'> & Partial<Pick<RvPark, 'state'>>): string | null =>
  park.state ?? STATE_IN_ADDRESS.exec(park.address)?.[1] ?? null;

/** Whether the park is a federal campground booked on Recreation.gov (an RIDB record or its link). */
const isRecreationGov = (park: ParkFacts): boolean =>
  park.dataSource === 'RIDB' || /recreation\.gov/i.test(`${park.reservationUrl ?? ''} ${park.website ?? ''}`);

/** What the booking board says of a free overnight night, by its kind: nothing to book, and what to do. */
export const FREE_NIGHT_BOOKING = {
  store: "A free overnight in a store's lot: nothing to book. Ask the store manager when you arrive.",
  'rest-area': "A free overnight at a rest area: nothing to book. Posted signs and the state's rule apply.",
  'public-land':
    'Free camping on public land: nothing to book in our data (no reservation reported). Check with the managing office whether sites can be reserved.',
} as const;

// Each chain rule's name pattern, compiled once (a booking board asks for every stay of a trip).
const chainPatterns = new WeakMap<object, RegExp>();
const chainPattern = (match: { namePattern: string }): RegExp => {
  let pattern = chainPatterns.get(match);
  if (!pattern) chainPatterns.set(match, (pattern = new RegExp(match.namePattern, 'i')));
  return pattern;
};

/** The rule that covers a park, or null with the reason in words when none does. */
export function ruleForPark(
  park: ParkFacts,
  rules: BookingRules = bookingRules(),
): { rule: BookingRule } | { rule: null; why: string } {
  if (park.isPlaceholder) return { rule: null, why: 'No park chosen for this stay yet.' };
  // A store's lot, a rest area or free public land: no one takes a booking for it.
  if (park.freeOvernight) return { rule: null, why: FREE_NIGHT_BOOKING[park.freeOvernight.kind] };
  const chain = rules.rules.find((r) => r.match.kind === 'chain' && chainPattern(r.match).test(park.name));
  if (chain) return { rule: chain };
  if (isRecreationGov(park)) {
    const federal = rules.rules.find((r) => r.match.kind === 'federal');
    if (federal) return { rule: federal };
  }
  if (park.type === 'state') {
    const state = stateOfPark(park);
    const rule = state
      ? rules.rules.find((r) => r.match.kind === 'state' && r.match.state === state)
      : undefined;
    if (rule) return { rule };
    return {
      rule: null,
      why: `A state park${state ? ` in ${state}` : ''}: its system's booking rule is not in our table yet. ${rules.unknownRule}`,
    };
  }
  return { rule: null, why: rules.unknownRule };
}

const daysInMonth = (y: number, m0: number) => new Date(Date.UTC(y, m0 + 1, 0)).getUTCDate();

/**
 * The day a rolling window first reaches a date: `months` back on the calendar (a day the earlier
 * month lacks, such as 31 August six months back, opens on the 1st of the month after), or `days` back.
 */
export function windowOpensOn(date: string, window: { months?: number; days?: number }): string {
  const [y, m, d] = date.split('-').map(Number);
  if (window.months !== undefined) {
    const back = new Date(Date.UTC(y, m - 1 - window.months, 1));
    const ty = back.getUTCFullYear();
    const tm = back.getUTCMonth();
    const day = d > daysInMonth(ty, tm) ? new Date(Date.UTC(ty, tm + 1, 1)) : new Date(Date.UTC(ty, tm, d));
    return day.toISOString().slice(0, 10);
  }
  return addDays(date, -(window.days ?? 0)) ?? date;
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

type NthWeekday = { month: number; weekday: number; nth: number };

/** Whether a date is the nth given weekday of a month (Thanksgiving: the 4th Thursday of November). */
const isNthWeekday = (date: string, h: NthWeekday) =>
  Number(date.slice(5, 7)) === h.month &&
  weekday(date) === h.weekday &&
  Math.ceil(Number(date.slice(8)) / 7) === h.nth;

const THANKSGIVING: NthWeekday = { month: 11, weekday: 4, nth: 4 };

/** The first day from `date` on which the operator releases new dates (none skipped: the date itself). */
export function releaseDay(date: string, skips: BookingRule['releaseSkips']): string {
  if (!skips) return date;
  let day = date;
  const skipped = (d: string) =>
    (skips.weekends && (weekday(d) === 0 || weekday(d) === 6)) ||
    skips.monthDays.includes(d.slice(5)) ||
    (skips.thanksgiving && isNthWeekday(d, THANKSGIVING)) ||
    (skips.nthWeekdays ?? []).some((h) => isNthWeekday(d, h));
  // Two weeks bounds any run of skipped days (a weekend next to the year-end holidays is five).
  for (let i = 0; i < 14 && skipped(day); i += 1) day = addDays(day, 1) ?? day;
  return day;
}

/** The hour a rule opens on a given day (its weekend hour on a Saturday or Sunday, where it has one). */
const openTimeOn = (rule: BookingRule, date: string): string | null =>
  rule.weekendOpenTime && (weekday(date) === 0 || weekday(date) === 6) ? rule.weekendOpenTime : rule.openTime;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthDayWords = (md: string) => `${MONTHS[Number(md.slice(0, 2)) - 1]} ${Number(md.slice(3))}`;
const hourWords = (rule: BookingRule) =>
  rule.openTime
    ? ` at ${rule.openTime}${rule.weekendOpenTime ? ` (${rule.weekendOpenTime} on weekends)` : ''} (${rule.timeZone})${
        rule.releaseSkips ? ', on the next release day when that day has none' : ''
      }`
    : ' (opening hour not published)';
const unconfirmedWords = (rule: BookingRule) =>
  rule.confirmed ? '' : ' Not confirmed on the agency page; check the campground page.';

function windowWords(rule: BookingRule): string {
  const w = rule.window;
  if (!w) return `${rule.operator}: ${rule.note}`;
  const season = rule.season
    ? ` Reservable for stays from ${monthDayWords(rule.season.from)} to ${monthDayWords(rule.season.to)}.`
    : '';
  if (w.type === 'fixed') {
    return `${rule.operator}: each season's bookings open on one announced day${hourWords(rule)}.${season}${unconfirmedWords(rule)}`;
  }
  if (w.type === 'monthly') {
    const from = w.fromDay > 1 ? ` on or after the ${w.fromDay}th` : '';
    return `${rule.operator}: each arrival month opens whole ${w.months} months ahead, on the first business day${from} of the month${hourWords(rule)}.${season}${unconfirmedWords(rule)}`;
  }
  const ahead = w.months !== undefined ? `${w.months} months` : `${w.days} days`;
  const basis = w.basis === 'every-night' ? 'each night' : 'the arrival date';
  return `${rule.operator}: rolling window, ${ahead} before ${basis}${hourWords(rule)}.${season}${unconfirmedWords(rule)}`;
}

/** Whether an arrival date (yyyy-mm-dd) falls in a rule's reservable season (month-days, inclusive). */
export function inSeason(date: string, season: { from: string; to: string } | undefined): boolean {
  if (!season) return true;
  const md = date.slice(5);
  return season.from <= season.to
    ? md >= season.from && md <= season.to
    : md >= season.from || md <= season.to;
}

/**
 * The day booking opens for a stay: a rolling window counted back from its arrival (or its last
 * night), a monthly release of the arrival's whole month, or a fixed rule's announced day for the
 * arrival's season; null with the reason when that season's day is not published.
 */
export function openingDay(
  rule: BookingRule & { window: BookingWindow },
  arrival: string,
  nights: number,
): { date: string } | { date: null; why: string } {
  const w = rule.window;
  if (w.type === 'rolling') {
    const windowDate =
      w.basis === 'every-night' ? (addDays(arrival, Math.max(0, nights - 1)) ?? arrival) : arrival;
    return { date: releaseDay(windowOpensOn(windowDate, w), rule.releaseSkips) };
  }
  if (w.type === 'monthly') {
    const [y, m] = arrival.split('-').map(Number);
    const first = new Date(Date.UTC(y, m - 1 - w.months, w.fromDay)).toISOString().slice(0, 10);
    return { date: releaseDay(first, rule.releaseSkips) };
  }
  const season = Number(arrival.slice(0, 4));
  const opening = w.openings.find((o) => o.season === season);
  if (opening) return { date: opening.date };
  const last = [...w.openings].sort((a, b) => b.season - a.season)[0];
  const before = last ? ` (the ${last.season} season opened on ${last.date}${hourWords(rule)})` : '';
  return {
    date: null,
    why: `${rule.operator}: bookings for each season open on one day announced that winter; the day for ${season} is not published yet${before}. Call ahead or watch the agency's page.${unconfirmedWords(rule)}`,
  };
}

export interface StayBookingInput {
  park: ParkFacts;
  /** yyyy-mm-dd of the first night. */
  arrival: string;
  nights: number;
  now: Date;
  booked?: boolean;
  rules?: BookingRules;
}

/** When a stay can be booked, where, on what rule, and where it stands now. */
export function stayBooking(input: StayBookingInput): DayBooking {
  const found = ruleForPark(input.park, input.rules);
  const phone = input.park.phone ?? (found.rule?.phone || null);
  const booked = input.booked === true;
  const unknown = (words: string): DayBooking => ({
    opensAt: null,
    timeZone: found.rule?.timeZone ?? null,
    rule: words,
    operator: found.rule?.operator ?? null,
    bookingUrl: found.rule?.bookingUrl ?? input.park.reservationUrl ?? input.park.website ?? null,
    phone,
    sourceUrl: found.rule?.sourceUrl ?? null,
    confirmed: found.rule?.confirmed ?? false,
    status: booked ? 'booked' : 'unknown',
  });
  if (!found.rule) return unknown(found.why);
  const { rule } = found;
  const { window } = rule;
  if (!window || !rule.timeZone) return unknown(windowWords(rule));
  if (!inSeason(input.arrival, rule.season)) {
    const { from, to } = rule.season!;
    return unknown(
      `${rule.operator}: sites are reserved only for stays from ${monthDayWords(from)} to ${monthDayWords(to)}; on these dates they are first come, first served.${unconfirmedWords(rule)}`,
    );
  }
  const day = openingDay({ ...rule, window }, input.arrival, input.nights);
  if (day.date === null) return unknown(day.why);
  const tz = rule.timeZone;
  const opens = zonedTimeToInstant(day.date, openTimeOn(rule, day.date) ?? '00:00', tz);
  const arrives = zonedTimeToInstant(input.arrival, '00:00', tz);
  const t = input.now.getTime();
  const status: BookingStatus = booked
    ? 'booked'
    : t < opens.getTime()
      ? 'not-open'
      : t >= arrives.getTime()
        ? 'past-window'
        : 'open';
  const longer = rule.maxNights !== undefined && input.nights > rule.maxNights;
  return {
    opensAt: isoWithOffset(opens, tz),
    timeZone: tz,
    rule: `${windowWords(rule)}${longer ? ` Stays are limited to ${rule.maxNights} nights.` : ''}`,
    operator: rule.operator,
    bookingUrl: input.park.reservationUrl ?? rule.bookingUrl,
    phone,
    sourceUrl: rule.sourceUrl,
    confirmed: rule.confirmed,
    status,
  };
}

// A day without a park (see withBookingWindows) keys as none.
const parkKey = (p: RvPark | undefined) => (p ? (p.id ?? `${p.name}|${p.address}`) : '');

/** The indexes of the days that begin a stay (a new park, or the same park after its nights ran out). */
export function stayStarts(days: readonly Pick<Day, 'rvPark' | 'nights'>[]): number[] {
  const starts: number[] = [];
  let run = 0;
  days.forEach((day, i) => {
    const prev = days[i - 1];
    if (i === 0 || !prev || parkKey(prev.rvPark) !== parkKey(day.rvPark) || run >= prev.nights) {
      starts.push(i);
      run = 1;
    } else run += 1;
  });
  return starts;
}

/** The days with `booking` on each day that begins a stay (other days lose a stale one). */
export function withBookingWindows<D extends Day>(
  days: readonly D[],
  opts: { now: Date; reservations?: Reservations | null; rules?: BookingRules },
): D[] {
  const starts = new Set(stayStarts(days));
  return days.map((day, i) => {
    const { booking: _old, ...rest } = day;
    // A day without a park (a provider's answer not yet held to the plan's contract) begins no stay.
    const park: Day['rvPark'] | undefined = day.rvPark;
    if (!starts.has(i) || !park) return rest as D;
    const booked = opts.reservations?.[String(day.day)]?.confirmed === true;
    const booking = stayBooking({
      park: day.rvPark,
      arrival: day.date,
      nights: day.nights,
      now: opts.now,
      booked,
      rules: opts.rules,
    });
    return { ...rest, booking } as D;
  });
}

/** A plan whose every route option's stays carry their window (a re-plan or a swap calls it again). */
export function planWithBookingWindows<P extends Pick<TripPlan, 'dailyItinerary' | 'routeOptions'>>(
  plan: P,
  opts: { now: Date; reservations?: unknown; rules?: BookingRules },
): P {
  const parsed = reservationsSchema.safeParse(opts.reservations ?? {});
  const o = { now: opts.now, rules: opts.rules, reservations: parsed.success ? parsed.data : null };
  // A provider's answer is checked against the plan's contract after this (the answer's bounds, the
  // client's schema): a plan without days or options is left as it is, not failed here.
  const days: P['dailyItinerary'] | undefined = plan.dailyItinerary;
  const options: P['routeOptions'] | undefined = plan.routeOptions;
  return {
    ...plan,
    ...(days ? { dailyItinerary: withBookingWindows(days, o) } : {}),
    ...(options
      ? {
          routeOptions: options.map((r) => ({
            ...r,
            dailyItinerary: withBookingWindows(r.dailyItinerary, o),
          })),
        }
      : {}),
  };
}
