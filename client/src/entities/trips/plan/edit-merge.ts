import type { TripPlan, Day, PlacePoint, TravellerEdit, TripStop } from '@shared/schemas/plan';
import { recostPlan } from '@shared/trips/plan-costs';
import { milesBetween, nearestDayNumber } from './plan-edits';
import type { EditPlacement, PlacementStatus } from './edit-summary';
import { questionLine } from './edit-summary';
import { swapStayPark } from '@shared/plan/park-swap';
import { isArrival, pointOf, stayDays, staysIn, withStayNights } from '@shared/plan/stays';

// A new plan (Generate AI Plan, Optimize, a re-plan after a stop changed, another device's copy) is
// merged with the traveller's marked edits so nothing they entered is silently lost. What a new plan
// cannot keep is listed, so the page can ask first.

/** An edit belongs to the overnight stop within this distance of where it was made. */
export const SAME_PLACE_MILES = 20;

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

export function editsOf(plan: TripPlan): TravellerEdit[] {
  return plan.travellerEdits ?? [];
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

/** What the new plan cannot keep, in words the page shows before applying it. */
export interface DroppedEdit {
  edit: TravellerEdit;
  message: string;
}

type NightsEdit = Extract<TravellerEdit, { kind: 'nights' }>;

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

/** The day a note whose place the new plan no longer stops at goes to: the nearest drive to it. */
function dayForMovedNote(days: readonly Day[], edit: TravellerEdit): number {
  const near = edit.at ? nearestDayNumber(days, edit.at) : null;
  return near ?? Math.min(edit.day, days.length);
}

const withText = (days: readonly Day[], day: number, text: string): Day[] =>
  days.map((d) => (d.day === day && !d.notes.includes(text) ? { ...d, notes: [...d.notes, text] } : d));

function applyEdits(
  days: readonly Day[],
  allEdits: readonly TravellerEdit[],
  fixed: readonly PlacePoint[],
  departureDate: string,
): { days: Day[]; placements: EditPlacement[] } {
  // Nights first: they add and remove days, and the other edits then find their final day.
  const nights = applyNights(
    days,
    allEdits.filter((e): e is NightsEdit => e.kind === 'nights'),
    fixed,
    days[0]?.date ?? departureDate,
  );
  let out = nights.days;
  const droppedNights = new Set(nights.dropped);
  const others: EditPlacement[] = [];
  for (const edit of allEdits) {
    if (edit.kind === 'nights') continue;
    const target = dayForEdit(out, edit);
    if (target === null) {
      // A note is the traveller's own text: it is never dropped; it moves to the day whose drive
      // passes nearest its place (or the same day number), and the traveller is told.
      if (edit.kind === 'note' && out.length > 0) {
        const day = dayForMovedNote(out, edit);
        out = withText(out, day, edit.text);
        others.push({ edit, status: 'moved', day, place: null });
        continue;
      }
      others.push({ edit, status: 'dropped', day: null, place: edit.at?.name ?? null });
      continue;
    }
    // A note without a place stays on its day number; past the new plan's end it moves to the last.
    const status: PlacementStatus = !edit.at && edit.day !== target ? 'moved' : 'kept';
    if (edit.kind === 'park') {
      const stay = stayDays(out, target);
      const own = new Set(allEdits.flatMap((e) => (e.kind === 'note' ? [e.text] : [])));
      const first = out.find((d) => stay.has(d.day));
      if (first) out = swapStayPark(out, stay, first.rvPark, edit.park, own);
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
      out = withText(out, target, edit.text);
    }
    others.push({ edit, status, day: target, place: null });
  }
  // Nights in the order they were given, with their final first day; every place named by the day.
  const placements = [
    ...allEdits.flatMap((edit): EditPlacement[] => {
      if (edit.kind !== 'nights') return [];
      if (droppedNights.has(edit)) return [{ edit, status: 'dropped', day: null, place: edit.at?.name ?? null }];
      return [{ edit, status: 'kept', day: dayForEdit(out, edit), place: null }];
    }),
    ...others,
  ].map((p) => (p.day !== null ? { ...p, place: out.find((d) => d.day === p.day)?.to.name ?? null } : p));
  return { days: out, placements };
}

export interface MergeResult {
  plan: TripPlan;
  /** Edits the new plan cannot keep: ask before applying. */
  dropped: DroppedEdit[];
  /** Edits the new plan keeps somewhere else than their place (notes): ask before applying too. */
  moved: DroppedEdit[];
  /** Every edit and where it ends up, for the summary after the re-plan. */
  placements: EditPlacement[];
}

/** An edit placed on the new plan: its day follows, and a moved note now belongs to its new place. */
function placedEdit(p: EditPlacement, days: readonly Day[]): TravellerEdit {
  if (p.day === null) return p.edit;
  if (p.status !== 'moved') return { ...p.edit, day: p.day };
  const to = days.find((d) => d.day === p.day)?.to;
  return { ...p.edit, day: p.day, ...(to && p.edit.at ? { at: pointOf(to) } : {}) };
}

/**
 * A new plan with the traveller's edits laid on every route's days. Edits that fit nowhere are
 * reported and left out of the merged plan's marks (they apply only once the traveller agrees).
 */
export function mergeTravellerEdits(next: TripPlan, edits: readonly TravellerEdit[]): MergeResult {
  // The plan's own marks count too: merging another device's edits must not take their nights.
  const fixed = fixedPlaces([...edits, ...editsOf(next)], next.input.stops ?? []);
  const routeOptions = next.routeOptions.map((r) => ({
    ...r,
    dailyItinerary: applyEdits(r.dailyItinerary, edits, fixed, next.input.departureDate).days,
  }));
  const selected = applyEdits(next.dailyItinerary, edits, fixed, next.input.departureDate);
  const { placements } = selected;
  const message = (p: EditPlacement): DroppedEdit => ({ edit: p.edit, message: questionLine(p) });
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
      travellerEdits: placements.filter((p) => p.status !== 'dropped').map((p) => placedEdit(p, selected.days)),
    }),
    dropped: placements.filter((p) => p.status === 'dropped').map(message),
    moved: placements.filter((p) => p.status === 'moved').map(message),
    placements,
  };
}

export function withoutEdit(edits: readonly TravellerEdit[], edit: TravellerEdit): TravellerEdit[] {
  return edits.filter((e) => !sameEdit(e, edit));
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
export function mergeDevicePlans(local: TripPlan, other: TripPlan, now: () => Date = () => new Date()): TripPlan {
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
