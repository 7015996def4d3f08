import type {
  ActivityDetail,
  AiPlan,
  Day,
  PlacePoint,
  RvPark,
  TravellerEdit,
  TripStop,
} from '../schemas/plan';
import type { DayPlan, Reservations } from '../schemas/trip';
import { recostPlan } from './plan-costs';
import { milesBetween, replaceDays } from './plan-edits';

// The traveller steers the plan: every edit they make is marked as theirs, and a new plan (Generate
// AI Plan, Optimize, a re-plan after a stop changed) is merged with those marks so nothing they
// entered is silently lost. What a new plan cannot keep is listed, so the page can ask first.

/** An edit belongs to the overnight stop within this distance of where it was made. */
export const SAME_PLACE_MILES = 20;

const pointOf = (p: PlacePoint): PlacePoint => ({
  name: p.name,
  latitude: p.latitude,
  longitude: p.longitude,
});
const samePlace = (a: PlacePoint | undefined, b: PlacePoint | undefined) =>
  !!a && !!b && a.name === b.name && milesBetween(a, b) <= SAME_PLACE_MILES;
const sameEdit = (a: TravellerEdit, b: TravellerEdit) =>
  // One nights mark per place: the stay is found by its place, and its first day moves with the
  // nights of the stays before it.
  a.kind === 'nights' && b.kind === 'nights'
    ? a.at || b.at
      ? samePlace(a.at, b.at)
      : a.day === b.day
    : a.kind === b.kind &&
      a.day === b.day &&
      (a.kind === 'park' ||
        (a.kind === 'activity' && b.kind === 'activity' && a.detail.name === b.detail.name) ||
        (a.kind === 'note' && b.kind === 'note' && a.text === b.text));

export function editsOf(plan: AiPlan): TravellerEdit[] {
  return plan.travellerEdits ?? [];
}

/** A day whose overnight is this place; the first day of a stay, so extra nights follow it. */
function isArrival(days: readonly Day[], i: number): boolean {
  return i === 0 || days[i - 1].to.name !== days[i].to.name;
}

/** Where an edit lands in a list of days, or null when no day stops near its place. */
export function dayForEdit(days: readonly Day[], edit: TravellerEdit): number | null {
  if (days.length === 0) return null;
  if (!edit.at) return Math.min(edit.day, days.length);
  let best: { day: number; score: number } | null = null;
  days.forEach((d, i) => {
    const miles = milesBetween(d.to, edit.at!);
    if (miles > SAME_PLACE_MILES) return;
    // Nearest place first; among days at the same place, the one closest to the day it was made on.
    const score = miles + Math.abs(d.day - edit.day) * 0.01 + (isArrival(days, i) ? 0 : 0.001);
    if (!best || score < best.score) best = { day: d.day, score };
  });
  return best ? (best as { day: number }).day : null;
}

/** Days of the same stay as the given day (a 2-night stay has two days at one place). */
function stayDays(days: readonly Day[], dayNumber: number): Set<number> {
  const i = days.findIndex((d) => d.day === dayNumber);
  const out = new Set<number>();
  if (i < 0) return out;
  const place = days[i].to.name;
  for (let j = i; j >= 0 && days[j].to.name === place; j--) out.add(days[j].day);
  for (let j = i; j < days.length && days[j].to.name === place; j++) out.add(days[j].day);
  return out;
}

const describeEdit = (e: TravellerEdit): string =>
  e.kind === 'park'
    ? `your RV park ${e.park.name}`
    : e.kind === 'activity'
      ? `your activity "${e.detail.name}"`
      : e.kind === 'nights'
        ? `your ${e.nights} night${e.nights === 1 ? '' : 's'} at ${e.at?.name ?? 'this stay'}`
        : `your note "${e.text}"`;

/** What the new plan cannot keep, in words the page shows before applying it. */
export interface DroppedEdit {
  edit: TravellerEdit;
  message: string;
}

type NightsEdit = Extract<TravellerEdit, { kind: 'nights' }>;

/** The stays of a list of days in order: first and last day numbers, and the place. */
function staysIn(days: readonly Day[]): Array<{ first: number; last: number; to: PlacePoint }> {
  const out: Array<{ first: number; last: number; to: PlacePoint }> = [];
  days.forEach((d, i) => {
    if (isArrival(days, i)) out.push({ first: d.day, last: d.day, to: d.to });
    else out[out.length - 1].last = d.day;
  });
  return out;
}

/**
 * The traveller's nights laid on a new plan's stays at their places. The planner was asked for the
 * trip length that already holds these nights (the local nights change sets the plan's duration,
 * and every re-plan asks for it), so the new plan keeps that length: extra nights are taken from the
 * longest stay the traveller did not fix, nights given back go to the destination, the way the
 * planner honours a stop's nights. Only when no other stay can spare a night does the trip grow.
 * `fixed` are the places whose nights the traveller set (their nights marks, their stops' nights).
 */
function applyNights(
  days: readonly Day[],
  edits: readonly NightsEdit[],
  fixed: readonly PlacePoint[],
  start: string,
): { days: Day[]; dropped: TravellerEdit[] } {
  let out = [...days];
  const dropped: TravellerEdit[] = [];
  const set = new Set<string>();
  for (const edit of edits) {
    const target = dayForEdit(out, edit);
    if (target === null) {
      dropped.push(edit);
      continue;
    }
    set.add(out.find((d) => d.day === target)!.to.name);
    out = withStayNights(out, target, edit.nights, start).days;
  }
  // Other stays only: never one whose nights the traveller set.
  const canChange = (s: { to: PlacePoint }) =>
    !set.has(s.to.name) && !fixed.some((p) => milesBetween(p, s.to) <= SAME_PLACE_MILES);
  let extra = out.length - days.length;
  while (extra > 0) {
    let donor: { first: number; nights: number } | null = null;
    for (const s of staysIn(out)) {
      const nights = s.last - s.first + 1;
      if (!canChange(s) || nights <= 1) continue;
      if (!donor || nights > donor.nights) donor = { first: s.first, nights };
    }
    if (!donor) break;
    out = withStayNights(out, donor.first, donor.nights - 1, start).days;
    extra -= 1;
  }
  const last = staysIn(out).at(-1);
  if (extra < 0 && last && canChange(last))
    out = withStayNights(out, last.first, last.last - last.first + 1 - extra, start).days;
  return { days: out, dropped };
}

/** Places whose nights the traveller set: their nights marks and their stops with nights. */
function fixedPlaces(edits: readonly TravellerEdit[], stops: readonly TripStop[]): PlacePoint[] {
  return [
    ...edits.flatMap((e) => (e.kind === 'nights' && e.at ? [e.at] : [])),
    ...stops.filter((s) => s.nights && s.nights > 0).map((s) => pointOf(s)),
  ];
}

function applyEdits(
  days: readonly Day[],
  allEdits: readonly TravellerEdit[],
  fixed: readonly PlacePoint[],
  departureDate: string,
): { days: Day[]; dropped: DroppedEdit[] } {
  const dropMessage = (edit: TravellerEdit): DroppedEdit => ({
    edit,
    message: `Day ${edit.day}: ${describeEdit(edit)} will be removed: the new plan no longer stops near ${edit.at?.name ?? 'that place'}.`,
  });
  // Nights first: they add and remove days, and the other edits then find their final day.
  const nights = applyNights(
    days,
    allEdits.filter((e): e is NightsEdit => e.kind === 'nights'),
    fixed,
    days[0]?.date ?? departureDate,
  );
  let out = nights.days;
  const dropped: DroppedEdit[] = nights.dropped.map(dropMessage);
  for (const edit of allEdits) {
    if (edit.kind === 'nights') continue;
    const target = dayForEdit(out, edit);
    if (target === null) {
      // A note is the traveller's own text: it is never dropped, it goes to the same day (or the last).
      if (edit.kind === 'note' && out.length > 0) {
        const day = Math.min(edit.day, out.length);
        out = out.map((d) =>
          d.day === day && !d.notes.includes(edit.text) ? { ...d, notes: [...d.notes, edit.text] } : d,
        );
        continue;
      }
      dropped.push(dropMessage(edit));
      continue;
    }
    if (edit.kind === 'park') {
      const stay = stayDays(out, target);
      out = out.map((d) => (stay.has(d.day) ? { ...d, rvPark: edit.park } : d));
    } else if (edit.kind === 'activity') {
      out = out.map((d) =>
        d.day === target && !d.activities.includes(edit.detail.name)
          ? {
              ...d,
              activities: [...d.activities, edit.detail.name],
              activityDetails: [...d.activityDetails, edit.detail],
            }
          : d,
      );
    } else {
      out = out.map((d) =>
        d.day === target && !d.notes.includes(edit.text) ? { ...d, notes: [...d.notes, edit.text] } : d,
      );
    }
  }
  return { days: out, dropped };
}

export interface MergeResult {
  plan: AiPlan;
  /** Edits the new plan cannot keep: ask before applying. */
  dropped: DroppedEdit[];
}

/**
 * A new plan with the traveller's edits laid on every route's days. Edits that fit nowhere are
 * reported and left out of the merged plan's marks (they apply only once the traveller agrees).
 */
export function mergeTravellerEdits(next: AiPlan, edits: readonly TravellerEdit[]): MergeResult {
  // The plan's own marks count too: merging another device's edits must not take their nights.
  const fixed = fixedPlaces([...edits, ...editsOf(next)], next.input.stops ?? []);
  const routeOptions = next.routeOptions.map((r) => ({
    ...r,
    dailyItinerary: applyEdits(r.dailyItinerary, edits, fixed, next.input.departureDate).days,
  }));
  const selected = applyEdits(next.dailyItinerary, edits, fixed, next.input.departureDate);
  const droppedSet = new Set(selected.dropped.map((d) => d.edit));
  // Chosen parks and nights change what the new plan costs: it is re-costed from the merged days.
  return {
    plan: recostPlan(next, {
      ...next,
      routeOptions,
      dailyItinerary: selected.days,
      // Nights no other stay could spare make the trip longer (or shorter): its length is its days.
      input:
        selected.days.length !== next.dailyItinerary.length
          ? { ...next.input, duration: selected.days.length }
          : next.input,
      travellerEdits: edits.filter((e) => !droppedSet.has(e)),
    }),
    dropped: selected.dropped,
  };
}

function withoutEdit(edits: readonly TravellerEdit[], edit: TravellerEdit): TravellerEdit[] {
  return edits.filter((e) => !sameEdit(e, edit));
}

/**
 * The plan with one day replaced by the traveller's version of it, the difference marked as theirs:
 * a chosen park, added activities (a removed one unmarks), added notes (a removed one unmarks).
 */
export function recordDayEdit(plan: AiPlan, after: Day): AiPlan {
  const before = plan.dailyItinerary.find((d) => d.day === after.day);
  if (!before) return plan;
  let edits = editsOf(plan);
  // A chosen park moves the day's stop to the park; edits of that day stay anchored where the plan
  // stopped, so a re-plan (which stops at the same place) still finds their day.
  const parkAnchor = edits.find((e) => e.kind === 'park' && e.day === after.day && e.at)?.at;
  const at = parkAnchor ?? pointOf(before.to);
  let removed = plan.removedEditIds ?? [];
  const mark = (edit: TravellerEdit) => {
    edits = [...withoutEdit(edits, edit), { ...edit, id: newEditId() }];
  };
  const unmark = (gone: (e: TravellerEdit) => boolean) => {
    removed = [...removed, ...edits.filter((e) => gone(e) && e.id).map((e) => e.id as string)].slice(-500);
    edits = edits.filter((e) => !gone(e));
  };
  const parkChanged = after.rvPark.name !== before.rvPark.name || after.rvPark.id !== before.rvPark.id;
  if (parkChanged) {
    mark({ kind: 'park', day: after.day, at, park: after.rvPark });
  }
  for (const name of after.activities) {
    if (before.activities.includes(name)) continue;
    const detail = after.activityDetails.find((d) => d.name === name) ?? defaultDetail(name);
    mark({ kind: 'activity', day: after.day, at, detail });
  }
  for (const name of before.activities) {
    if (!after.activities.includes(name))
      unmark((e) => e.kind === 'activity' && e.detail.name === name && e.day === after.day);
  }
  for (const text of after.notes) {
    if (!before.notes.includes(text)) mark({ kind: 'note', day: after.day, at, text });
  }
  for (const text of before.notes) {
    if (!after.notes.includes(text))
      unmark((e) => e.kind === 'note' && e.text === text && e.day === after.day);
  }
  const days = plan.dailyItinerary.map((d) => (d.day === after.day ? after : d));
  // A park chosen for one night of a stay is the park of the whole stay.
  const stay = stayDays(plan.dailyItinerary, after.day);
  const withPark = days.map((d) => (stay.has(d.day) ? { ...d, rvPark: after.rvPark } : d));
  const edited: AiPlan = {
    ...replaceDays(plan, withPark),
    travellerEdits: edits,
    ...(removed.length ? { removedEditIds: removed } : {}),
  };
  // The stay's camping now costs the chosen park's reported fee (or the RV-type rate).
  return parkChanged ? recostPlan(plan, edited) : edited;
}

/** A unique id for an edit, so copies of a plan on two devices can be merged edit by edit. */
export function newEditId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * This device's plan merged with the copy another device saved on the server: the route, stops and
 * days are this device's; edits the other device made (and this one never took back) are laid on
 * them by place and day. Returns the local plan unchanged when there is nothing new.
 */
export function mergeDevicePlans(local: AiPlan, other: AiPlan, now: () => Date = () => new Date()): AiPlan {
  const known = new Set(editsOf(local).flatMap((e) => (e.id ? [e.id] : [])));
  // Only a traveller's own removal is a tombstone; an edit a re-plan could not place is simply not
  // placed again by the merge (it lands in mergeTravellerEdits' dropped list).
  const removed = new Set([...(local.removedEditIds ?? []), ...(other.removedEditIds ?? [])]);
  const incoming = editsOf(other).filter(
    (e) => e.id && !known.has(e.id) && !removed.has(e.id) && !editsOf(local).some((l) => sameEdit(l, e)),
  );
  const keptLocal = editsOf(local).filter((e) => !e.id || !removed.has(e.id));
  if (incoming.length === 0 && keptLocal.length === editsOf(local).length) return local;
  const merged = mergeTravellerEdits(local, incoming).plan;
  return {
    ...merged,
    travellerEdits: [...keptLocal, ...(merged.travellerEdits ?? [])],
    removedEditIds: [...removed].slice(-500),
    ...(incoming.length > 0
      ? { mergedFromOtherDevice: { at: now().toISOString(), edits: incoming.length } }
      : {}),
  };
}

const defaultDetail = (name: string): ActivityDetail => ({
  name,
  type: 'sightseeing',
  duration: '2 hours',
  description: '',
});

/** A manual trip's own day plans (parks, activities the traveller added, notes) as marked edits. */
export function editsFromDayPlans(dayPlans: readonly DayPlan[]): TravellerEdit[] {
  const edits: TravellerEdit[] = [];
  for (const plan of dayPlans) {
    const park = plan.rvPark;
    const at: PlacePoint | undefined = park
      ? { name: park.name, latitude: park.coordinates[0], longitude: park.coordinates[1] }
      : undefined;
    if (park) {
      const rvPark: RvPark = {
        id: park.id,
        name: park.name,
        amenities: park.selectedAmenities,
        amenitiesReported: true,
        nightlyFee: null,
        latitude: park.coordinates[0],
        longitude: park.coordinates[1],
        address: park.address,
        isPlaceholder: false,
      };
      edits.push({ kind: 'park', id: newEditId(), day: plan.day, at, park: rvPark });
    }
    for (const a of plan.activities) {
      if (!a.userAdded) continue;
      edits.push({
        kind: 'activity',
        id: newEditId(),
        day: plan.day,
        ...(at ? { at } : {}),
        detail: { name: a.name, type: a.type, duration: a.duration, description: '' },
      });
    }
    const note = plan.notes.trim();
    if (note) edits.push({ kind: 'note', id: newEditId(), day: plan.day, ...(at ? { at } : {}), text: note });
  }
  return edits;
}

/** A manual trip's chosen parks, in day order, as stops the new route must pass through. */
export function stopsFromDayPlans(dayPlans: readonly DayPlan[]): TripStop[] {
  return [...dayPlans]
    .sort((a, b) => a.day - b.day)
    .flatMap((p) =>
      p.rvPark
        ? [{ name: p.rvPark.name, latitude: p.rvPark.coordinates[0], longitude: p.rvPark.coordinates[1] }]
        : [],
    );
}

/** Reservations follow their park to its day in the new plan; a park no longer planned drops it. */
export function remapReservations(
  reservations: Reservations,
  before: AiPlan,
  after: AiPlan,
): { reservations: Reservations; dropped: string[] } {
  const out: Reservations = {};
  const dropped: string[] = [];
  for (const [key, record] of Object.entries(reservations)) {
    const old = before.dailyItinerary.find((d) => String(d.day) === key);
    if (!old) continue;
    const found = after.dailyItinerary.find(
      (d) =>
        d.rvPark.name === old.rvPark.name && isArrival(after.dailyItinerary, after.dailyItinerary.indexOf(d)),
    );
    if (found) out[String(found.day)] = record;
    else if (record.confirmed || record.reservedElsewhere)
      dropped.push(
        `Day ${old.day}: your reservation at ${record.reservedElsewhere?.name ?? old.rvPark.name} no longer matches a night of the new plan.`,
      );
  }
  return { reservations: out, dropped };
}

/** What a re-plan changed, in words (or why nothing changed). */
export function describePlanChange(before: AiPlan, after: AiPlan): string[] {
  const changes: string[] = [];
  const b = before.dailyItinerary;
  const a = after.dailyItinerary;
  const miles = (days: readonly Day[]) => Math.round(days.reduce((s, d) => s + d.distance, 0));
  const longest = (days: readonly Day[]) => Math.max(0, ...days.map((d) => d.driveHours));
  const driveDays = (days: readonly Day[]) => days.filter((d) => d.driveHours > 0).length;
  const stops = (days: readonly Day[]) => [...new Set(days.map((d) => d.to.name))];
  if (miles(b) !== miles(a)) changes.push(`Distance: ${miles(b)} mi → ${miles(a)} mi.`);
  if (Math.abs(longest(b) - longest(a)) >= 0.1)
    changes.push(`Longest drive: ${longest(b).toFixed(1)} h → ${longest(a).toFixed(1)} h a day.`);
  if (driveDays(b) !== driveDays(a)) changes.push(`Driving days: ${driveDays(b)} → ${driveDays(a)}.`);
  if (a.length !== b.length) changes.push(`Trip length: ${b.length} → ${a.length} days.`);
  const added = stops(a).filter((s) => !stops(b).includes(s));
  const removed = stops(b).filter((s) => !stops(a).includes(s));
  if (added.length) changes.push(`New stops: ${added.join(', ')}.`);
  if (removed.length) changes.push(`No longer stopping at: ${removed.join(', ')}.`);
  if (before.overview.estimatedCost !== after.overview.estimatedCost)
    changes.push(`Estimated cost: $${before.overview.estimatedCost} → $${after.overview.estimatedCost}.`);
  if (before.selectedRoute !== after.selectedRoute)
    changes.push(`Route: ${before.selectedRoute} → ${after.selectedRoute}.`);
  return changes;
}

/** '09:00' plus hours of driving as a clock time, e.g. '1:30 PM'; null past midnight. */
export function arrivalTime(departureTime: string, driveHours: number): string | null {
  const [h, m] = departureTime.split(':').map(Number);
  const minutes = h * 60 + m + Math.round(driveHours * 60);
  if (!Number.isFinite(minutes) || minutes >= 24 * 60) return null;
  const hh = Math.floor(minutes / 60);
  const mm = minutes % 60;
  return `${((hh + 11) % 12) + 1}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
}

export const DEFAULT_DEPARTURE_TIME = '09:00';

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * The stay ending at a day set to a number of nights, without a new route: rest days are added or
 * removed at that place and the days after it renumbered and redated. Works offline.
 */
export function setStayNights(plan: AiPlan, dayNumber: number, nights: number): AiPlan {
  const days = plan.dailyItinerary;
  const result = withStayNights(days, dayNumber, nights, days[0]?.date ?? plan.input.departureDate);
  if (!result.stay) return plan;
  const { days: renumbered, stay } = result;
  // Marks follow the days they were made on.
  const shift = nights - stay.length;
  const edits = editsOf(plan).map((e) => (e.day > stay[stay.length - 1] ? { ...e, day: e.day + shift } : e));
  // Nights added or taken away cost their camping, food and activities.
  return recostPlan(plan, {
    ...replaceDays(plan, renumbered),
    input: { ...plan.input, duration: renumbered.length },
    travellerEdits: edits,
  });
}

/** Days with the stay holding a day set to a number of nights; `stay` is null when nothing changed. */
function withStayNights(
  days: readonly Day[],
  dayNumber: number,
  nights: number,
  start: string,
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
      ...first,
      from: first.to,
      title: `Explore ${first.to.name}`,
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
  const stayDaysNew: Day[] = [first, ...Array.from({ length: nights - 1 }, (_, i) => rest(i + 1))];
  const all = [...before, ...stayDaysNew, ...after];
  const renumbered = all.map((d, i) => {
    const inStay = i >= before.length && i < before.length + nights;
    const { geometry, ...rest } = d;
    return {
      ...rest,
      ...(geometry ? { geometry } : {}),
      day: i + 1,
      date: addDays(start, i),
      nights: inStay ? nights : d.nights,
    };
  });
  return { days: renumbered, stay };
}

/** The overnight stays of a plan in order: where, the first day and the nights. */
export function overnightsOf(plan: AiPlan): Array<{ day: number; place: PlacePoint; nights: number }> {
  const days = plan.dailyItinerary;
  return days
    .filter((_, i) => isArrival(days, i))
    .map((d) => ({ day: d.day, place: pointOf(d.to), nights: stayDays(days, d.day).size }));
}

/** A traveller stop at this place (the planner puts a stop's overnight within a mile of it). */
const STOP_MATCH_MILES = 1;

/**
 * The traveller sets the nights of a stay (no new route, so offline too) and the change is marked as
 * theirs, anchored to the stay's place like their other edits there, so every re-plan keeps it. When
 * the place is one of their stops, the stop carries the nights too: the planner then plans the stay
 * at that length itself and the other stays around it.
 */
export function recordStayNights(plan: AiPlan, dayNumber: number, nights: number): AiPlan {
  const stay = [...stayDays(plan.dailyItinerary, dayNumber)].sort((a, b) => a - b);
  if (stay.length === 0 || nights < 1 || nights > 30) return plan;
  const first = plan.dailyItinerary.find((d) => d.day === stay[0])!;
  // A chosen park moves the stay's stop to the park; the mark stays where the plan stopped.
  const parkAnchor = editsOf(plan).find((e) => e.kind === 'park' && stay.includes(e.day) && e.at)?.at;
  const at = parkAnchor ?? pointOf(first.to);
  const set = setStayNights(plan, dayNumber, nights);
  const mark: TravellerEdit = { kind: 'nights', id: newEditId(), day: stay[0], at, nights };
  // The other routes' stays at this place get the nights too, so choosing another route keeps them.
  const next: AiPlan = {
    ...set,
    routeOptions: set.routeOptions.map((r) => {
      if (r.type === set.selectedRoute) return r;
      const target = dayForEdit(r.dailyItinerary, mark);
      if (target === null) return r;
      const start = r.dailyItinerary[0]?.date ?? set.input.departureDate;
      return { ...r, dailyItinerary: withStayNights(r.dailyItinerary, target, nights, start).days };
    }),
  };
  const stops = next.input.stops;
  const atStop = stops?.some((s) => milesBetween(s, at) < STOP_MATCH_MILES);
  // The other routes' changed stays are costed too.
  return recostPlan(plan, {
    ...next,
    input: atStop
      ? {
          ...next.input,
          stops: stops!.map((s) => (milesBetween(s, at) < STOP_MATCH_MILES ? { ...s, nights } : s)),
        }
      : next.input,
    travellerEdits: [...withoutEdit(editsOf(next), mark), mark],
  });
}

const sameStop = (a: TripStop, b: TripStop) =>
  a.name === b.name && a.latitude === b.latitude && a.longitude === b.longitude;

/**
 * Before a re-plan with a new list of stops: a stop whose nights the traveller just changed there
 * (in the stops list) wins over an older nights mark at its place. Nights set to a number update the
 * mark; 'Planner decides' or 'Pass through' take it back, so the re-plan does not ask about it.
 */
export function alignNightsWithStops(plan: AiPlan, nextStops: readonly TripStop[]): AiPlan {
  const before = plan.input.stops ?? [];
  let edits = editsOf(plan);
  let removed = plan.removedEditIds ?? [];
  for (const stop of nextStops) {
    const old = before.find((b) => sameStop(b, stop));
    if (!old || old.nights === stop.nights) continue;
    const here = (e: TravellerEdit) =>
      e.kind === 'nights' && !!e.at && milesBetween(e.at, stop) < STOP_MATCH_MILES;
    if (stop.nights && stop.nights > 0) {
      const nights = stop.nights;
      edits = edits.map((e) => (here(e) && e.kind === 'nights' ? { ...e, nights } : e));
    } else {
      removed = [...removed, ...edits.filter((e) => here(e) && e.id).map((e) => e.id as string)].slice(-500);
      edits = edits.filter((e) => !here(e));
    }
  }
  return {
    ...plan,
    travellerEdits: edits,
    ...(removed.length ? { removedEditIds: removed } : {}),
  };
}
