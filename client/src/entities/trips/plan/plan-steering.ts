import type {
  ActivityDetail,
  TripPlan,
  Day,
  PlacePoint,
  RvPark,
  TravellerEdit,
  TripStop,
} from '@shared/schemas/plan';
import type { DayPlan } from '@shared/schemas/trip';
import { recostPlan } from '@shared/trips/plan-costs';
import { milesBetween } from './plan-edits';
import { replaceDays } from '@shared/plan/plan-days';
import { dayForEdit, editsOf, newEditId, withoutEdit } from './edit-merge';
import { swapStayPark } from '@shared/plan/park-swap';
import { applyOperation } from '@shared/plan/operations';
import { pointOf, stayDays, withStayNights } from '@shared/plan/stays';
import { ownNotesOf } from '@shared/plan/day-texts';

// The traveller steers the plan: every edit they make is marked as theirs (a park, an activity, a
// note, the nights of a stay), anchored to the place where the plan stopped, so every re-plan and
// every other device can lay it back on the new plan (edit-merge.ts).

/** The traveller's marks after a day of theirs changed from `before` to `after` (edit-merge.ts). */
function ownMarks(plan: TripPlan, before: Day, after: Day) {
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
  if (parkChanged) mark({ kind: 'park', day: after.day, at, park: after.rvPark });
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
  return { edits, removed, parkChanged };
}

/**
 * A day operation's result (shared/plan/operations.ts) with the difference on that day marked as the
 * traveller's, so every re-plan and every other device lays it back: a chosen park, added activities
 * and notes (a removed one unmarks).
 */
export function markDayEdit(plan: TripPlan, edited: TripPlan, dayNumber: number): TripPlan {
  const before = plan.dailyItinerary.find((d) => d.day === dayNumber);
  const after = edited.dailyItinerary.find((d) => d.day === dayNumber);
  if (!before || !after || edited === plan) return edited;
  const { edits, removed } = ownMarks(plan, before, after);
  return { ...edited, travellerEdits: edits, ...(removed.length ? { removedEditIds: removed } : {}) };
}

/**
 * The plan with one day replaced by the traveller's version of it, the difference marked as theirs:
 * a chosen park, added activities (a removed one unmarks), added notes (a removed one unmarks).
 */
export function recordDayEdit(plan: TripPlan, after: Day): TripPlan {
  const before = plan.dailyItinerary.find((d) => d.day === after.day);
  if (!before) return plan;
  const { edits, removed, parkChanged } = ownMarks(plan, before, after);
  const days = plan.dailyItinerary.map((d) => (d.day === after.day ? after : d));
  // A park chosen for one night of a stay is the park of the whole stay.
  const stay = stayDays(plan.dailyItinerary, after.day);
  const own = new Set(edits.flatMap((e) => (e.kind === 'note' ? [e.text] : [])));
  const withPark = parkChanged ? swapStayPark(days, stay, before.rvPark, after.rvPark, own) : days;
  const edited: TripPlan = {
    ...replaceDays(plan, withPark),
    travellerEdits: edits,
    ...(removed.length ? { removedEditIds: removed } : {}),
  };
  // The stay's camping now costs the chosen park's reported fee (or the RV-type rate).
  return parkChanged ? recostPlan(plan, edited) : edited;
}

const defaultDetail = (name: string): ActivityDetail => ({
  name,
  type: 'sightseeing',
  duration: '2 hours',
  description: '',
});

/**
 * The stay ending at a day set to a number of nights, without a new route: rest days are added or
 * removed at that place and the days after it renumbered and redated (the plan's operation, which
 * re-costs the nights). Works offline.
 */
export function setStayNights(plan: TripPlan, dayNumber: number, nights: number): TripPlan {
  return applyOperation(plan, { kind: 'set-stay-nights', day: dayNumber, nights }).plan;
}

/** A traveller stop at this place (the planner puts a stop's overnight within a mile of it). */
const STOP_MATCH_MILES = 1;

/**
 * The traveller sets the nights of a stay (no new route, so offline too) and the change is marked as
 * theirs, anchored to the stay's place like their other edits there, so every re-plan keeps it. When
 * the place is one of their stops, the stop carries the nights too: the planner then plans the stay
 * at that length itself and the other stays around it.
 */
export function recordStayNights(plan: TripPlan, dayNumber: number, nights: number): TripPlan {
  const stay = [...stayDays(plan.dailyItinerary, dayNumber)].sort((a, b) => a - b);
  if (stay.length === 0 || nights < 1 || nights > 30) return plan;
  const first = plan.dailyItinerary.find((d) => d.day === stay[0])!;
  // A chosen park moves the stay's stop to the park; the mark stays where the plan stopped.
  const parkAnchor = editsOf(plan).find((e) => e.kind === 'park' && stay.includes(e.day) && e.at)?.at;
  const at = parkAnchor ?? pointOf(first.to);
  const set = setStayNights(plan, dayNumber, nights);
  const mark: TravellerEdit = { kind: 'nights', id: newEditId(), day: stay[0], at, nights };
  // The other routes' stays at this place get the nights too, so choosing another route keeps them.
  const next: TripPlan = {
    ...set,
    routeOptions: set.routeOptions.map((r) => {
      if (r.type === set.selectedRoute) return r;
      const target = dayForEdit(r.dailyItinerary, mark);
      if (target === null) return r;
      const start = r.dailyItinerary[0]?.date ?? set.input.departureDate;
      return {
        ...r,
        dailyItinerary: withStayNights(r.dailyItinerary, target, nights, start, ownNotesOf(set)).days,
      };
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
export function alignNightsWithStops(plan: TripPlan, nextStops: readonly TripStop[]): TripPlan {
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
