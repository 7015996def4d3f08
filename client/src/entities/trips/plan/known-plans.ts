import type { TripPlan, Day, GenerateTripInput, TravellerEdit, TripStop } from '@shared/schemas/plan';
import { replaceDays } from '@shared/plan/plan-days';
import { dayForEdit, editsOf } from './edit-merge';

// Plans already routed in this session, by the exact input they answer. A stops change whose input
// was planned before (the traveller reorders, then moves the stop back) needs no new route: the
// known plan is reused with the traveller's current edits merged in, so it works offline. Anything
// else needs the planner, and without a connection the page says so and keeps the current plan.

/** The same input written the same way: keys sorted, absent values left out. */
export function planInputKey(input: GenerateTripInput): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => [k, canonical(v)]),
      );
    return value;
  };
  return JSON.stringify(canonical(input));
}

export interface KnownPlans {
  /**
   * A plan for this input. A fresh planner answer always takes the place; a plan the traveller
   * leaves behind (with their edits in it) only fills a place no planner answer holds.
   */
  remember: (input: GenerateTripInput, plan: TripPlan, source: 'planner' | 'left') => void;
  recall: (input: GenerateTripInput) => TripPlan | null;
}

/** A bounded, least-recently-used store: whole plans are large, and a session needs only a few. */
export function createKnownPlans(limit = 24): KnownPlans {
  const entries = new Map<string, { plan: TripPlan; source: 'planner' | 'left' }>();
  return {
    remember: (input, plan, source) => {
      const key = planInputKey(input);
      const existing = entries.get(key);
      if (existing && existing.source === 'planner' && source === 'left') {
        entries.delete(key);
        entries.set(key, existing);
        return;
      }
      entries.delete(key);
      entries.set(key, { plan, source });
      while (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    recall: (input) => {
      const key = planInputKey(input);
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      entries.set(key, entry);
      return entry.plan;
    },
  };
}

const sameMark = (a: TravellerEdit, b: TravellerEdit) =>
  a.id && b.id
    ? a.id === b.id
    : a.kind === b.kind &&
      a.day === b.day &&
      ((a.kind === 'activity' && b.kind === 'activity' && a.detail.name === b.detail.name) ||
        (a.kind === 'note' && b.kind === 'note' && a.text === b.text) ||
        a.kind === 'park' ||
        a.kind === 'nights');

function withoutMark(days: readonly Day[], mark: TravellerEdit): Day[] {
  // A stay's nights are not taken out either: the merge sets every marked stay's nights again.
  if (mark.kind === 'park' || mark.kind === 'nights' || days.length === 0) return [...days];
  // Where the merge put it: the day near its place, or (a note with no such day) its own day number.
  const target = dayForEdit(days, mark) ?? Math.min(mark.day, days.length);
  return days.map((d) => {
    if (d.day !== target) return d;
    if (mark.kind === 'note') return { ...d, notes: d.notes.filter((n) => n !== mark.text) };
    return {
      ...d,
      activities: d.activities.filter((a) => a !== mark.detail.name),
      activityDetails: d.activityDetails.filter((a) => a.name !== mark.detail.name),
    };
  });
}

/**
 * A known plan made ready to merge with the current plan's edits: the activities and notes it holds
 * as the traveller's marks but the traveller has since taken back (or agreed to drop) come out, so
 * a reused plan never brings back what they removed. A park they chose stays: it is a real park at
 * that night's place, and the planner's own choice for it is not known here.
 */
export function knownPlanForReuse(known: TripPlan, current: TripPlan): TripPlan {
  const now = editsOf(current);
  const stale = editsOf(known).filter((m) => !now.some((e) => sameMark(m, e)));
  const strip = (days: readonly Day[]) => stale.reduce<Day[]>((out, m) => withoutMark(out, m), [...days]);
  const { mergedFromOtherDevice: _seen, travellerEdits: _marks, ...rest } = known;
  const base: TripPlan = {
    ...rest,
    routeOptions: known.routeOptions.map((r) => ({ ...r, dailyItinerary: strip(r.dailyItinerary) })),
  };
  return replaceDays(base, strip(known.dailyItinerary));
}

const sameStop = (a: TripStop, b: TripStop) =>
  a.name === b.name && a.latitude === b.latitude && a.longitude === b.longitude;

/** Why a stops change cannot be made without a connection, in the panel's words. */
export function offlineStopsMessage(before: readonly TripStop[], after: readonly TripStop[]): string {
  const sameSet =
    before.length === after.length && before.every((b) => after.filter((a) => sameStop(a, b)).length === 1);
  if (sameSet && before.some((b, i) => !sameStop(b, after[i])))
    return 'Reordering these stops needs a connection to route the new legs. Your current plan is unchanged.';
  if (after.length > before.length)
    return 'Adding a stop needs a connection to route the new legs. Your current plan is unchanged.';
  if (after.length < before.length)
    return 'Removing a stop needs a connection to route the new legs. Your current plan is unchanged.';
  if (sameSet && before.some((b, i) => b.nights !== after[i].nights))
    return "Changing a stop's nights needs a connection to re-plan the days. Your current plan is unchanged; the nights of each overnight stay below can be changed offline.";
  return 'This change needs a connection to re-plan the route. Your current plan is unchanged.';
}
