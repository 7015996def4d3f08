import { addDays } from './calendar';
import { restayedNotes } from './day-texts';
import { restDayTitle } from './day-title';
import type { TripPlan, Day, PlacePoint } from '../schemas/plan';

// A plan's stays: consecutive days at one overnight place. Their nights change without a new route.

export const pointOf = (p: PlacePoint): PlacePoint => ({
  name: p.name,
  latitude: p.latitude,
  longitude: p.longitude,
});

/** A day whose overnight is this place; the first day of a stay, so extra nights follow it. */
export function isArrival(days: readonly Day[], i: number): boolean {
  return i === 0 || days[i - 1].to.name !== days[i].to.name;
}

/** Days of the same stay as the given day (a 2-night stay has two days at one place). */
export function stayDays(days: readonly Day[], dayNumber: number): Set<number> {
  const i = days.findIndex((d) => d.day === dayNumber);
  const out = new Set<number>();
  if (i < 0) return out;
  const place = days[i].to.name;
  for (let j = i; j >= 0 && days[j].to.name === place; j--) out.add(days[j].day);
  for (let j = i; j < days.length && days[j].to.name === place; j++) out.add(days[j].day);
  return out;
}

/** The stays of a list of days in order: first and last day numbers, and the place. */
export function staysIn(days: readonly Day[]): Array<{ first: number; last: number; to: PlacePoint }> {
  const out: Array<{ first: number; last: number; to: PlacePoint }> = [];
  days.forEach((d, i) => {
    if (isArrival(days, i)) out.push({ first: d.day, last: d.day, to: d.to });
    else out[out.length - 1].last = d.day;
  });
  return out;
}

/**
 * A new rest day made from a stay's first day: none of the road stops, pass-through stops, booking
 * window (the first day holds it) or warnings (of its drive, stay and activities) that day carries (a
 * rest day added in New Orleans showed the fuel stop at mile 219 of the drive before it).
 */
function withoutDrive(day: Day): Day {
  const {
    roadStops: _stops,
    via: _via,
    booking: _booking,
    warnings: _warnings,
    nightAway: _away,
    ...rest
  } = day;
  return rest;
}

/**
 * Days with the stay holding a day set to a number of nights; `stay` is null when nothing changed. The
 * stay's notes say its new length (`own`: the traveller's notes, left as written).
 */
export function withStayNights(
  days: readonly Day[],
  dayNumber: number,
  nights: number,
  start: string,
  own: ReadonlySet<string> = new Set(),
): { days: Day[]; stay: number[] | null } {
  const stay = [...stayDays(days, dayNumber)].sort((x, y) => x - y);
  if (stay.length === 0 || nights < 1 || nights > 30) return { days: [...days], stay: null };
  const first = days.find((d) => d.day === stay[0])!;
  const before = days.filter((d) => d.day < stay[0]);
  const after = days.filter((d) => d.day > stay[stay.length - 1]);
  const rest = (i: number): Day => {
    const existing = days.find((d) => d.day === stay[i]);
    if (existing && i > 0) return existing;
    return {
      ...withoutDrive(first),
      from: first.to,
      title: restDayTitle(first.to, first.nightAway),
      distance: 0,
      driveTime: '0 min',
      driveHours: 0,
      activities: [],
      activityDetails: [],
      meals: first.meals,
      notes: [],
      geometry: undefined,
    };
  };
  const restayed = (d: Day, i: number): Day =>
    i < stay.length
      ? { ...d, notes: restayedNotes(d, { dayOfStay: i + 1, before: stay.length, after: nights }, own) }
      : d;
  const stayDaysNew: Day[] = [first, ...Array.from({ length: nights - 1 }, (_, i) => rest(i + 1))].map(
    restayed,
  );
  const all = [...before, ...stayDaysNew, ...after];
  const renumbered = all.map((d, i) => {
    const inStay = i >= before.length && i < before.length + nights;
    const { geometry, ...rest } = d;
    return {
      ...rest,
      ...(geometry ? { geometry } : {}),
      day: i + 1,
      date: addDays(start, i) ?? start,
      nights: inStay ? nights : d.nights,
    };
  });
  return { days: renumbered, stay };
}

/** The overnight stays of a plan in order: where, the first day and the nights. */
export function overnightsOf(plan: TripPlan): Array<{ day: number; place: PlacePoint; nights: number }> {
  const days = plan.dailyItinerary;
  return days
    .filter((_, i) => isArrival(days, i))
    .map((d) => ({ day: d.day, place: pointOf(d.to), nights: stayDays(days, d.day).size }));
}

/**
 * The nights a park chosen on this day sleeps: a swap changes the park of the whole stay
 * (swapStayPark), so its first night's date and how many nights it has.
 */
export function stayNightsOf(
  days: readonly Day[],
  dayNumber: number,
): { date: string; nights: number } | null {
  const stay = stayDays(days, dayNumber);
  const first = days.find((d) => d.day === Math.min(...stay));
  return first ? { date: first.date, nights: stay.size } : null;
}
