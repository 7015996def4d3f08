import type { Day, TripPlan } from '../schemas/plan';
import { ownNotesOf } from './day-texts';
import { swapStayPark } from './park-swap';
import { moveItem, replaceDays, selectRoute, withActivities } from './plan-days';
import { stayDays, withStayNights } from './stays';
import type { DayOperation, Derived, Edited, PlanOperation } from './operation-types';

// Each operation's change of the days (operations.ts recomputes what follows from them). An edit
// that changes nothing returns the plan itself.

/** A stay's nights change its days' dates and numbers, its camping, food and the stay notes. */
const NIGHTS_CHANGE: Derived[] = ['costs', 'summary', 'roadStops', 'warnings', 'texts'];
/** A park changes the drives to and from it, their road stops, the camping and the park's sentences. */
const PARK_CHANGE: Derived[] = ['legs', 'roadStops', 'costs', 'warnings', 'texts', 'summary'];
/** Activities are listed in the trip's summary (its main activities). */
const ACTIVITY_CHANGE: Derived[] = ['texts', 'summary'];

const unchanged = (plan: TripPlan): Edited => ({ plan, invalidates: [] });

function setStayNights(plan: TripPlan, dayNumber: number, nights: number, now: Date): Edited {
  const days = plan.dailyItinerary;
  const start = days[0]?.date ?? plan.input.departureDate;
  const result = withStayNights(days, dayNumber, nights, start, ownNotesOf(plan));
  if (!result.stay || result.stay.length === nights) return unchanged(plan);
  const { days: renumbered, stay } = result;
  const last = stay[stay.length - 1];
  // The traveller's marks follow the days they were made on.
  const shift = nights - stay.length;
  const edits = plan.travellerEdits?.map((e) => (e.day > last ? { ...e, day: e.day + shift } : e));
  const edited: TripPlan = {
    ...replaceDays(plan, renumbered, now),
    input: { ...plan.input, duration: renumbered.length },
    ...(edits ? { travellerEdits: edits } : {}),
  };
  // No drive moves, but road stops are planned over the whole trip: the stay's arrival drive plans
  // the dump for its nights, fuel and tanks carry from day to day, and propane is due by the trip's
  // length and its cold nights from its first day on. The planner re-plans them from the first drive.
  const from = renumbered.find((d) => d.distance > 0);
  return { plan: edited, invalidates: NIGHTS_CHANGE, server: { roadStopsFrom: from?.day ?? null } };
}

const nightsAt = (plan: TripPlan, day: number) => stayDays(plan.dailyItinerary, day).size;

function swapPark(plan: TripPlan, op: Extract<DayOperation, { kind: 'swap-park' }>, now: Date): Edited {
  const day = plan.dailyItinerary.find((d) => d.day === op.day);
  if (!day || (day.rvPark.id === op.park.id && day.rvPark.name === op.park.name)) return unchanged(plan);
  const stay = stayDays(plan.dailyItinerary, op.day);
  const days = swapStayPark(plan.dailyItinerary, stay, day.rvPark, op.park, ownNotesOf(plan));
  const first = Math.min(...stay);
  const next = Math.max(...stay) + 1;
  const drives = [first, next].filter((n) => (days.find((d) => d.day === n)?.distance ?? 0) > 0);
  return {
    plan: replaceDays(plan, days, now),
    invalidates: PARK_CHANGE,
    server: { legs: drives, roadStopsFrom: drives[0] ?? null },
  };
}

/** A day's own change (its notes or activities), or null when it changes nothing. */
function dayEdit(day: Day, op: Exclude<DayOperation, { kind: 'swap-park' }>): Day | null {
  const inRange = (list: readonly unknown[], i: number) => i >= 0 && i < list.length;
  switch (op.kind) {
    case 'add-note': {
      const text = op.text.trim();
      return text && !day.notes.includes(text) ? { ...day, notes: [...day.notes, text] } : null;
    }
    case 'remove-note':
      return inRange(day.notes, op.index)
        ? { ...day, notes: day.notes.filter((_, i) => i !== op.index) }
        : null;
    case 'add-activity': {
      const name = op.name.trim();
      return name ? withActivities(day, [...day.activities, name], op.detail ? [op.detail] : []) : null;
    }
    case 'remove-activity':
      return inRange(day.activities, op.index)
        ? withActivities(
            day,
            day.activities.filter((_, i) => i !== op.index),
          )
        : null;
    case 'move-activity': {
      const moved = moveItem(day.activities, op.index, op.direction);
      return moved.some((a, i) => a !== day.activities[i]) ? withActivities(day, moved) : null;
    }
  }
}

/** The plan with the operation's change of the days, before what follows is recomputed. */
export function editOf(plan: TripPlan, op: Exclude<PlanOperation, { kind: 'restore' }>, now: Date): Edited {
  switch (op.kind) {
    case 'set-stay-nights':
      return setStayNights(plan, op.day, op.nights, now);
    case 'add-rest-day':
      return setStayNights(plan, op.day, nightsAt(plan, op.day) + 1, now);
    case 'remove-day': {
      const nights = nightsAt(plan, op.day);
      return nights > 1 ? setStayNights(plan, op.day, nights - 1, now) : unchanged(plan);
    }
    case 'select-route': {
      const switched = selectRoute(plan, op.route);
      return switched === plan || op.route === plan.selectedRoute
        ? unchanged(plan)
        : { plan: switched, invalidates: ['costs', 'summary', 'texts'] };
    }
    case 'swap-park':
      return swapPark(plan, op, now);
    default: {
      const day = plan.dailyItinerary.find((d) => d.day === op.day);
      const edited = day ? dayEdit(day, op) : null;
      if (!edited) return unchanged(plan);
      const days = plan.dailyItinerary.map((d) => (d.day === op.day ? edited : d));
      return { plan: replaceDays(plan, days, now), invalidates: ACTIVITY_CHANGE };
    }
  }
}
