import { describe, expect, it } from 'vitest';
import { tripPlanSchema, travellerEditSchema } from '@shared/schemas/plan';
import type { TripPlan, Day, TripStop } from '@shared/schemas/plan';
import { knownPlanForReuse } from './known-plans';
import { alignNightsWithStops, recordDayEdit, recordStayNights } from './plan-steering';
import { mergeDevicePlans, mergeTravellerEdits } from './edit-merge';
import { overnightsOf } from '@shared/plan/stays';
import { makeDay, makePlan } from '@shared/trips/test-factories';

// Nights the traveller sets at a stay are their edit: kept through every re-plan, listed when the
// new plan no longer stays there, and the plan's days and length stay consistent.

/** A plan whose stays are these places (index into the factory's "Stop N") and nights, in order. */
function planOfStays(stays: ReadonlyArray<[place: number, nights: number]>): TripPlan {
  const days: Day[] = [];
  for (const [place, nights] of stays) {
    const drive = makeDay(place);
    for (let n = 0; n < nights; n++) {
      const i = days.length;
      days.push({
        ...drive,
        day: i + 1,
        date: `2026-09-${String(i + 1).padStart(2, '0')}`,
        nights,
        rvPark: { ...drive.rvPark, name: `Engine camp ${place}` },
        ...(n > 0 ? { from: drive.to, distance: 0, driveHours: 0, driveTime: '0 min', title: 'Rest' } : {}),
      });
    }
  }
  const base = makePlan(1);
  const routeOptions = base.routeOptions.map((r) => ({
    ...r,
    dailyItinerary: days,
    distance: days.reduce((s, d) => s + d.distance, 0),
  }));
  return {
    ...base,
    routeOptions,
    dailyItinerary: days,
    overview: { ...base.overview, totalDistance: routeOptions[2].distance },
    input: { ...base.input, duration: days.length },
  };
}

const staysOf = (plan: TripPlan) => overnightsOf(plan).map((o) => [o.place.name, o.nights]);

/** Days numbered from 1, one date after another, each day's nights the length of its stay. */
function expectConsistent(days: readonly Day[]) {
  days.forEach((d, i) => {
    expect(d.day).toBe(i + 1);
    expect(d.date).toBe(`2026-09-${String(i + 1).padStart(2, '0')}`);
    let a = i;
    while (a > 0 && days[a - 1].to.name === d.to.name) a--;
    let b = i;
    while (b < days.length - 1 && days[b + 1].to.name === d.to.name) b++;
    expect(d.nights).toBe(b - a + 1);
  });
}

const miles = (days: readonly Day[]) => days.reduce((s, d) => s + d.distance, 0);

describe('recordStayNights marks the nights as the traveller’s', () => {
  it('adds the nights at the stay and marks them once, anchored to its place', () => {
    const plan = planOfStays([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    const three = recordStayNights(plan, 2, 3);
    expect(staysOf(three)).toEqual([
      ['Stop 1', 1],
      ['Stop 2', 3],
      ['Stop 3', 1],
    ]);
    expect(three.input.duration).toBe(5);
    expect(three.travellerEdits).toEqual([
      expect.objectContaining({
        kind: 'nights',
        day: 2,
        nights: 3,
        at: expect.objectContaining({ name: 'Stop 2' }),
      }),
    ]);
    expect(tripPlanSchema.safeParse(three).success).toBe(true);
    // Every route that stays there has the nights, so choosing another route keeps them.
    for (const r of three.routeOptions)
      expect(r.dailyItinerary.map((d) => d.to.name)).toEqual([
        'Stop 1',
        'Stop 2',
        'Stop 2',
        'Stop 2',
        'Stop 3',
      ]);

    // Changed again: still one mark for the place.
    const two = recordStayNights(three, 3, 2);
    expect(staysOf(two)).toEqual([
      ['Stop 1', 1],
      ['Stop 2', 2],
      ['Stop 3', 1],
    ]);
    expect(two.travellerEdits?.map((e) => (e.kind === 'nights' ? e.nights : e.kind))).toEqual([2]);
  });

  it('gives a traveller stop at that place the nights too, so the planner plans the stay', () => {
    const plan = planOfStays([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    const at = plan.dailyItinerary[1].to;
    const stop: TripStop = { name: 'Stop 2, CO', latitude: at.latitude, longitude: at.longitude };
    const other: TripStop = { name: 'Elsewhere', latitude: 40, longitude: -100 };
    const next = recordStayNights({ ...plan, input: { ...plan.input, stops: [stop, other] } }, 2, 3);
    expect(next.input.stops).toEqual([{ ...stop, nights: 3 }, other]);
  });

  it('older plans without the nights kind still read, and a bad nights mark does not', () => {
    expect(travellerEditSchema.safeParse({ kind: 'nights', day: 2, nights: 3 }).success).toBe(true);
    expect(travellerEditSchema.safeParse({ kind: 'nights', day: 2, nights: 0 }).success).toBe(false);
    expect(tripPlanSchema.safeParse(makePlan(3)).success).toBe(true);
  });
});

describe('a re-plan keeps the traveller’s nights', () => {
  // The traveller set 3 nights at Stop 2 of a 4-stop trip: 6 days, and the re-plan asks for 6.
  const edited = recordStayNights(
    planOfStays([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ]),
    2,
    3,
  );

  it('sets the stay at that place on every route, taking the extra nights from a stay the planner chose', () => {
    // The planner spent the 2 spare days at the destination.
    const fresh = planOfStays([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 3],
    ]);
    const { plan, dropped } = mergeTravellerEdits(fresh, edited.travellerEdits ?? []);
    expect(dropped).toEqual([]);
    for (const days of [plan.dailyItinerary, ...plan.routeOptions.map((r) => r.dailyItinerary)]) {
      expect(days.map((d) => `${d.to.name}`)).toEqual([
        'Stop 1',
        'Stop 2',
        'Stop 2',
        'Stop 2',
        'Stop 3',
        'Stop 4',
      ]);
      expectConsistent(days);
      expect(miles(days)).toBe(miles(fresh.dailyItinerary));
    }
    // The trip keeps the length it was planned for; the extra nights are rest days at the place.
    expect(plan.input.duration).toBe(6);
    expect(plan.dailyItinerary[2]).toMatchObject({ distance: 0, driveHours: 0, title: 'Explore Stop 2' });
    expect(plan.dailyItinerary[1].rvPark.name).toBe('Engine camp 2');
    expect(plan.travellerEdits?.map((e) => e.kind)).toEqual(['nights']);
    expect(tripPlanSchema.safeParse(plan).success).toBe(true);
  });

  it('leaves the planner’s own length alone when there are no nights to set', () => {
    const fresh = planOfStays([
      [1, 1],
      [2, 1],
    ]);
    const longer = { ...fresh, input: { ...fresh.input, duration: 1 } };
    expect(mergeTravellerEdits(longer, []).plan.input.duration).toBe(1);
  });

  it('grows the trip only when no other stay can spare a night', () => {
    const fresh = planOfStays([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
    ]);
    const { plan } = mergeTravellerEdits(fresh, edited.travellerEdits ?? []);
    expect(staysOf(plan).map(([, n]) => n)).toEqual([1, 3, 1, 1, 1, 1]);
    expect(plan.dailyItinerary).toHaveLength(8);
    expect(plan.input.duration).toBe(8);
    expectConsistent(plan.dailyItinerary);
  });

  it('gives nights the traveller took away to the destination, keeping the length', () => {
    const one = recordStayNights(
      planOfStays([
        [1, 1],
        [2, 3],
        [3, 1],
      ]),
      2,
      1,
    );
    const fresh = planOfStays([
      [1, 1],
      [2, 3],
      [3, 1],
    ]);
    const { plan } = mergeTravellerEdits(fresh, one.travellerEdits ?? []);
    expect(staysOf(plan)).toEqual([
      ['Stop 1', 1],
      ['Stop 2', 1],
      ['Stop 3', 3],
    ]);
    expect(plan.input.duration).toBe(5);
    expectConsistent(plan.dailyItinerary);
  });

  it('never takes nights from another stay the traveller set', () => {
    const both = recordStayNights(edited, 5, 2); // Stop 3 set to 2 nights as well: 7 days.
    const fresh = planOfStays([
      [1, 1],
      [2, 1],
      [3, 3],
      [4, 2],
    ]);
    const { plan } = mergeTravellerEdits(fresh, both.travellerEdits ?? []);
    expect(staysOf(plan)).toEqual([
      ['Stop 1', 1],
      ['Stop 2', 3],
      ['Stop 3', 2],
      ['Stop 4', 1],
    ]);
    expect(plan.dailyItinerary).toHaveLength(7);
  });

  it('puts the traveller’s other edits on their day after the nights moved the days', () => {
    const withNote = recordDayEdit(edited, { ...edited.dailyItinerary[4], notes: ['Laundry here'] });
    expect(withNote.dailyItinerary[4].to.name).toBe('Stop 3');
    const { plan } = mergeTravellerEdits(
      planOfStays([
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 3],
      ]),
      withNote.travellerEdits ?? [],
    );
    const noted = plan.dailyItinerary.filter((d) => d.notes.includes('Laundry here'));
    expect(noted.map((d) => [d.day, d.to.name])).toEqual([[5, 'Stop 3']]);
  });

  it('lists the nights when the new plan no longer stays at the place, and keeps its own days', () => {
    const fresh = planOfStays([
      [1, 2],
      [3, 2],
      [4, 2],
    ]);
    const { plan, dropped } = mergeTravellerEdits(fresh, edited.travellerEdits ?? []);
    expect(dropped.map((d) => d.message)).toEqual([
      'Day 2: your 3 nights at Stop 2 will be removed: the new plan no longer stops near Stop 2.',
    ]);
    expect(plan.dailyItinerary).toEqual(fresh.dailyItinerary);
    expect(plan.input.duration).toBe(6);
    expect(plan.travellerEdits).toEqual([]);
  });
});

describe('nights set on another device', () => {
  it('are laid on this device’s plan by place, with the days the nights need', () => {
    const here = planOfStays([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    const there = recordStayNights(here, 2, 3);
    const merged = mergeDevicePlans(here, there, () => new Date('2026-08-02T00:00:00Z'));
    expect(staysOf(merged)).toEqual(staysOf(there));
    expect(merged.input.duration).toBe(5);
    expect(merged.mergedFromOtherDevice).toEqual({ at: '2026-08-02T00:00:00.000Z', edits: 1 });
    expectConsistent(merged.dailyItinerary);
  });
});

describe('nights and the stops list', () => {
  const at = makeDay(2).to;
  const stop: TripStop = { name: 'Stop 2, CO', latitude: at.latitude, longitude: at.longitude, nights: 3 };
  const base = planOfStays([
    [1, 1],
    [2, 1],
    [3, 1],
  ]);
  const marked = recordStayNights(
    { ...base, input: { ...base.input, stops: [{ ...stop, nights: 1 }] } },
    2,
    3,
  );

  it('a stop’s nights chosen in the list update the mark at its place', () => {
    const next = alignNightsWithStops(marked, [{ ...stop, nights: 4 }]);
    expect(next.travellerEdits).toEqual([expect.objectContaining({ kind: 'nights', nights: 4 })]);
  });

  it('"Planner decides" takes the mark back, so another device’s copy cannot revive it', () => {
    const { nights: _n, ...undecided } = stop;
    const next = alignNightsWithStops(marked, [undecided]);
    expect(next.travellerEdits).toEqual([]);
    expect(next.removedEditIds).toEqual([marked.travellerEdits?.[0].id]);
    expect(mergeDevicePlans(next, marked)).toBe(next);
  });

  it('an unchanged stop leaves the mark as it is', () => {
    expect(alignNightsWithStops(marked, marked.input.stops ?? []).travellerEdits).toEqual(
      marked.travellerEdits,
    );
  });

  it('a plan known from before is reused with the traveller’s current nights', () => {
    const known = planOfStays([
      [1, 1],
      [2, 2],
      [3, 2],
    ]);
    const { plan } = mergeTravellerEdits(knownPlanForReuse(known, marked), marked.travellerEdits ?? []);
    expect(staysOf(plan)).toEqual([
      ['Stop 1', 1],
      ['Stop 2', 3],
      ['Stop 3', 1],
    ]);
  });
});
