import { describe, expect, it } from 'vitest';
import type { TripPlan, GenerateTripInput, NormalizedTripInput, TripStop } from '@shared/schemas/plan';
import { createKnownPlans, knownPlanForReuse, offlineStopsMessage, planInputKey } from './known-plans';
import { withActivities } from '@shared/plan/plan-days';
import { editsOf, mergeTravellerEdits } from './edit-merge';
import { recordDayEdit } from './plan-steering';
import { makeGenerateInput, makePlan } from '@shared/trips/test-factories';

const durango: TripStop = { name: 'Durango, CO', latitude: 37.2753, longitude: -107.88007 };
const ouray: TripStop = { name: 'Ouray, CO', latitude: 38.02277, longitude: -107.67145 };

const inputWith = (stops: TripStop[], extra: Partial<NormalizedTripInput> = {}): GenerateTripInput =>
  makeGenerateInput({ stops, ...extra });

/** A plan the planner made for these stops (its overview title tells the plans apart). */
const planFor = (stops: TripStop[], title: string): TripPlan => {
  const plan = makePlan(3);
  return { ...plan, overview: { ...plan.overview, title }, input: { ...plan.input, stops } };
};

const addNote = (plan: TripPlan, day: number, text: string) => {
  const d = plan.dailyItinerary.find((x) => x.day === day)!;
  return recordDayEdit(plan, { ...d, notes: [...d.notes, text] });
};
const removeNote = (plan: TripPlan, day: number, text: string) => {
  const d = plan.dailyItinerary.find((x) => x.day === day)!;
  return recordDayEdit(plan, { ...d, notes: d.notes.filter((n) => n !== text) });
};
const addActivity = (plan: TripPlan, day: number, name: string) => {
  const d = plan.dailyItinerary.find((x) => x.day === day)!;
  return recordDayEdit(plan, withActivities(d, [...d.activities, name]));
};
const removeActivity = (plan: TripPlan, day: number, name: string) => {
  const d = plan.dailyItinerary.find((x) => x.day === day)!;
  return recordDayEdit(
    plan,
    withActivities(
      d,
      d.activities.filter((a) => a !== name),
    ),
  );
};

describe('planInputKey', () => {
  it('is the same for the same input whatever the key order, and leaves absent values out', () => {
    const a = inputWith([durango, ouray]);
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as GenerateTripInput;
    expect(planInputKey(reordered)).toBe(planInputKey(a));
    expect(planInputKey({ ...a, paceRule: undefined })).toBe(planInputKey(a));
  });

  it('differs when the stops order, a stop’s nights or the route differ', () => {
    const a = inputWith([durango, ouray]);
    expect(planInputKey(inputWith([ouray, durango]))).not.toBe(planInputKey(a));
    expect(planInputKey(inputWith([{ ...durango, nights: 2 }, ouray]))).not.toBe(planInputKey(a));
    expect(planInputKey({ ...a, routeType: 'fastest' })).not.toBe(
      planInputKey({ ...a, routeType: 'scenic' }),
    );
  });
});

describe('createKnownPlans', () => {
  it('recalls a plan only for the input it answers', () => {
    const known = createKnownPlans();
    const plan = planFor([durango, ouray], 'DO');
    expect(known.recall(inputWith([durango, ouray]))).toBeNull();
    known.remember(inputWith([durango, ouray]), plan, 'planner');
    expect(known.recall(inputWith([durango, ouray]))).toBe(plan);
    expect(known.recall(inputWith([ouray, durango]))).toBeNull();
  });

  it('keeps a planner answer over a plan left behind, and a newer planner answer over both', () => {
    const known = createKnownPlans();
    const input = inputWith([durango]);
    const fresh = planFor([durango], 'fresh');
    const left = planFor([durango], 'left');
    const newer = planFor([durango], 'newer');
    known.remember(input, left, 'left');
    expect(known.recall(input)).toBe(left);
    known.remember(input, fresh, 'planner');
    known.remember(input, left, 'left');
    expect(known.recall(input)).toBe(fresh);
    known.remember(input, newer, 'planner');
    expect(known.recall(input)).toBe(newer);
  });

  it('forgets the least recently used plan past its limit', () => {
    const known = createKnownPlans(2);
    const one = inputWith([durango]);
    const two = inputWith([ouray]);
    const three = inputWith([durango, ouray]);
    known.remember(one, planFor([durango], '1'), 'planner');
    known.remember(two, planFor([ouray], '2'), 'planner');
    // Using the first makes the second the oldest.
    expect(known.recall(one)).not.toBeNull();
    known.remember(three, planFor([durango, ouray], '3'), 'planner');
    expect(known.recall(two)).toBeNull();
    expect(known.recall(one)?.overview.title).toBe('1');
    expect(known.recall(three)?.overview.title).toBe('3');
  });
});

describe('a known plan reused with the traveller’s current edits', () => {
  it('keeps the edits still theirs, adds the ones made since, and never brings back one they removed', () => {
    // The plan for Durango then Ouray, with the traveller's note and activity.
    let before = planFor([durango, ouray], 'DO');
    before = addNote(before, 2, 'Dog needs a walk every 3 hrs');
    before = addActivity(before, 1, 'Kayak the reservoir');
    // They reorder (a new plan, the edits merged into it), then change their mind about the kayak
    // and add a note before moving the stop back.
    let after = mergeTravellerEdits(planFor([ouray, durango], 'OD'), editsOf(before)).plan;
    after = removeActivity(after, 1, 'Kayak the reservoir');
    after = addNote(after, 3, 'Buy propane');
    expect(after.removedEditIds?.length).toBe(1);

    const reused = knownPlanForReuse(before, after);
    const merged = mergeTravellerEdits({ ...reused, removedEditIds: after.removedEditIds }, editsOf(after));

    expect(merged.dropped).toEqual([]);
    expect(merged.plan.overview.title).toBe('DO');
    expect(merged.plan.input.stops).toEqual([durango, ouray]);
    const days = merged.plan.dailyItinerary;
    expect(days.find((d) => d.day === 2)?.notes).toContain('Dog needs a walk every 3 hrs');
    expect(days.find((d) => d.day === 3)?.notes).toContain('Buy propane');
    for (const d of days) expect(d.activities).not.toContain('Kayak the reservoir');
    for (const d of days) expect(d.activityDetails.map((a) => a.name)).not.toContain('Kayak the reservoir');
    // Every route's days, not only the selected one's.
    for (const r of merged.plan.routeOptions)
      for (const d of r.dailyItinerary) expect(d.activities).not.toContain('Kayak the reservoir');
    expect(merged.plan.travellerEdits).toEqual(editsOf(after));
  });

  it('takes out a note removed since, and the planner’s own content stays', () => {
    let before = planFor([durango], 'D');
    before = addNote(before, 1, 'Call the ranger');
    const after = removeNote(before, 1, 'Call the ranger');
    const reused = knownPlanForReuse(before, after);
    expect(reused.dailyItinerary[0].notes).not.toContain('Call the ranger');
    expect(reused.dailyItinerary[0].notes).toEqual(makePlan(3).dailyItinerary[0].notes);
    expect(reused.dailyItinerary[0].activities).toEqual(makePlan(3).dailyItinerary[0].activities);
  });

  it('does not carry another device’s merge note into the reused plan', () => {
    const before = {
      ...planFor([durango], 'D'),
      mergedFromOtherDevice: { at: '2026-09-01T00:00:00Z', edits: 1 },
    };
    expect(knownPlanForReuse(before, planFor([durango], 'D')).mergedFromOtherDevice).toBeUndefined();
  });
});

describe('offlineStopsMessage', () => {
  it('names what needs a connection', () => {
    expect(offlineStopsMessage([durango, ouray], [ouray, durango])).toMatch(
      /^Reordering these stops needs a connection to route the new legs\./,
    );
    expect(offlineStopsMessage([durango], [durango, ouray])).toMatch(/^Adding a stop needs a connection/);
    expect(offlineStopsMessage([durango, ouray], [ouray])).toMatch(/^Removing a stop needs a connection/);
    expect(offlineStopsMessage([durango], [{ ...durango, nights: 2 }])).toMatch(
      /^Changing a stop's nights needs a connection/,
    );
    for (const m of [offlineStopsMessage([durango, ouray], [ouray, durango])])
      expect(m).toContain('Your current plan is unchanged');
  });
});
