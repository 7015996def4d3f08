import type { PlacePoint, TripPlan } from '@shared/schemas/plan';
import { editsOf, SAME_PLACE_MILES } from './edit-merge';
import { milesBetween } from './plan-edits';
import { recordStayNights } from './plan-steering';
import { overnightsOf } from '@shared/plan/stays';

// The trip's length is the traveller's: a change of nights or a new plan that needs more (or fewer)
// days is offered, never applied silently. These are the ways to keep the length the traveller set.

/** Places whose nights the traveller set: their nights marks and their stops with nights. */
function fixedPlaces(plan: TripPlan): PlacePoint[] {
  return [
    ...editsOf(plan).flatMap((e) => (e.kind === 'nights' && e.at ? [e.at] : [])),
    ...(plan.input.stops ?? []).filter((s) => s.nights && s.nights > 0),
  ];
}

const near = (a: PlacePoint, places: readonly PlacePoint[]) =>
  places.some((p) => p.name === a.name || milesBetween(p, a) <= SAME_PLACE_MILES);

/**
 * The plan with `extra` nights taken from its longest stays other than `keep` (and other than the
 * stays whose nights the traveller set), one night at a time, each marked as the traveller's (they
 * chose it). Null when the other stays cannot spare that many nights.
 */
export function takeNights(
  plan: TripPlan,
  extra: number,
  keep: readonly PlacePoint[],
): { plan: TripPlan; from: string[] } | null {
  let out = plan;
  const from: string[] = [];
  const fixed = [...keep, ...fixedPlaces(plan)];
  for (let i = 0; i < extra; i++) {
    const donor = overnightsOf(out)
      .filter((s) => s.nights > 1 && !near(s.place, fixed))
      .sort((a, b) => b.nights - a.nights || a.day - b.day)[0];
    if (!donor) return null;
    out = recordStayNights(out, donor.day, donor.nights - 1);
    if (!from.includes(donor.place.name)) from.push(donor.place.name);
  }
  return { plan: out, from };
}

/** The plan with `nights` more nights at its last stay (the destination), marked as the traveller's. */
export function giveNights(
  plan: TripPlan,
  nights: number,
  keep: readonly PlacePoint[],
): { plan: TripPlan; to: string } | null {
  const last = overnightsOf(plan).at(-1);
  if (!last || near(last.place, keep)) return null;
  return { plan: recordStayNights(plan, last.day, last.nights + nights), to: last.place.name };
}

const WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
const countWord = (n: number) => WORDS[n] ?? String(n);
const daysText = (n: number) => (n === 1 ? 'a day' : `${n} days`);
const nightsText = (n: number) => `${countWord(n)} night${n === 1 ? '' : 's'}`;

/** What the traveller is offered when they change a stay's nights and the trip's length would follow. */
export interface LengthQuestion {
  question: string;
  /** The trip with its new length (days added or removed). */
  grow: { label: string; plan: TripPlan };
  /** The trip at its length: the nights taken from, or given to, another stay. */
  keep: { label: string; plan: TripPlan } | null;
}

/**
 * The question a nights change asks when it would change the trip's length ("Two nights at Glacier
 * need a day: add one, or take it from Medora?"); null when the length stays the same.
 */
export function nightsQuestion(plan: TripPlan, day: number, nights: number): LengthQuestion | null {
  const next = recordStayNights(plan, day, nights);
  const delta = next.dailyItinerary.length - plan.dailyItinerary.length;
  if (delta === 0 || next === plan) return null;
  const stay = overnightsOf(plan).find((s) => s.day <= day && day < s.day + s.nights);
  const place = stay?.place ?? next.dailyItinerary[0].to;
  const total = next.dailyItinerary.length;
  if (delta > 0) {
    const taken = takeNights(next, delta, [place]);
    const it = delta === 1 ? 'it' : 'them';
    return {
      question: taken
        ? `${nightsText(nights)} at ${place.name} need ${daysText(delta)}: add ${delta === 1 ? 'one' : 'them'}, or take ${it} from ${taken.from.join(' and ')}?`
        : `${nightsText(nights)} at ${place.name} need ${daysText(delta)}: add ${delta === 1 ? 'one' : 'them'}? No other stay has a night to spare.`,
      grow: { label: `Add ${daysText(delta)} (${total} days)`, plan: next },
      keep: taken ? { label: `Take ${it} from ${taken.from.join(' and ')}`, plan: taken.plan } : null,
    };
  }
  const given = giveNights(next, -delta, [place]);
  return {
    question: given
      ? `${nightsText(nights)} at ${place.name} free${nights === 1 ? 's' : ''} ${daysText(-delta)}: end the trip sooner, or give ${-delta === 1 ? 'it' : 'them'} to ${given.to}?`
      : `${nightsText(nights)} at ${place.name} free${nights === 1 ? 's' : ''} ${daysText(-delta)}: end the trip sooner?`,
    grow: { label: `End the trip sooner (${total} days)`, plan: next },
    keep: given ? { label: `Give ${-delta === 1 ? 'it' : 'them'} to ${given.to}`, plan: given.plan } : null,
  };
}

/**
 * The question a new plan of another length asks ("The new plan takes 8 days; your trip is 7."),
 * with the way to keep the length when other stays can spare the nights; null when the same length.
 */
export function replanLengthQuestion(current: TripPlan, next: TripPlan): LengthQuestion | null {
  const before = current.dailyItinerary.length;
  const after = next.dailyItinerary.length;
  if (before === after || before === 0) return null;
  const question = `The new plan takes ${after} days; your trip is ${before} days.`;
  if (after > before) {
    const taken = takeNights(next, after - before, []);
    return {
      question,
      grow: { label: `Make it ${after} days`, plan: next },
      keep: taken ? { label: `Keep ${before} days: fewer nights at ${taken.from.join(' and ')}`, plan: taken.plan } : null,
    };
  }
  const given = giveNights(next, before - after, []);
  return {
    question,
    grow: { label: `Make it ${after} days`, plan: next },
    keep: given ? { label: `Keep ${before} days: more nights at ${given.to}`, plan: given.plan } : null,
  };
}
