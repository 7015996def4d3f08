import { describe, expect, it } from 'vitest';
import { tripPlanSchema, generateTripInputSchema } from '@shared/schemas/plan';
import type { TripPlan, Day, RvPark } from '@shared/schemas/plan';
import type { DayPlan } from '@shared/schemas/trip';
import { arrivalTime, describePlanChange, remapReservations } from './plan-change';
import { dayForEdit, mergeDevicePlans, mergeTravellerEdits } from './edit-merge';
import {
  editsFromDayPlans,
  markDayEdit,
  recordDayEdit,
  setStayNights,
  stopsFromDayPlans,
} from './plan-steering';
import { applyOperation } from '@shared/plan/operations';
import { overnightsOf } from '@shared/plan/stays';
import { makeDay, makePlan } from '@shared/trips/test-factories';

const myPark: RvPark = {
  id: 'mine',
  name: 'Riverside RV Resort',
  amenities: ['Water'],
  amenitiesReported: true,
  nightlyFee: null,
  latitude: 38.8,
  longitude: -106,
  address: 'Near Stop 2',
  isPlaceholder: false,
};

/** A "new plan": the same places shifted by one day (a rest day inserted first). */
function replanned(plan: TripPlan): TripPlan {
  const shifted: Day[] = [
    makeDay(1, {
      to: plan.dailyItinerary[0].from,
      title: 'Rest at start',
      activities: [],
      activityDetails: [],
      notes: [],
    }),
    ...plan.dailyItinerary.map((d) => ({
      ...d,
      day: d.day + 1,
      notes: ['Engine note.'],
      activities: ['Engine idea'],
      activityDetails: [
        { name: 'Engine idea', type: 'sightseeing' as const, duration: '1 hour', description: '' },
      ],
      rvPark: { ...d.rvPark, name: `Engine camp ${d.day}` },
    })),
  ];
  return {
    ...plan,
    routeOptions: plan.routeOptions.map((r) => ({ ...r, dailyItinerary: shifted })),
    dailyItinerary: shifted,
    travellerEdits: undefined,
  };
}

describe('recordDayEdit marks the traveller’s edits', () => {
  it('marks a chosen park, an added activity and a note, and unmarks a removed one', () => {
    const plan = makePlan(3);
    const day2 = plan.dailyItinerary[1];
    let next = recordDayEdit(plan, { ...day2, rvPark: myPark });
    next = recordDayEdit(next, {
      ...next.dailyItinerary[1],
      activities: [...next.dailyItinerary[1].activities, 'Brewery tour'],
      notes: [...next.dailyItinerary[1].notes, 'Dog needs a walk every 3 hrs'],
    });
    expect(next.travellerEdits?.map((e) => e.kind)).toEqual(['park', 'activity', 'note']);
    expect(next.travellerEdits?.every((e) => e.at?.name === 'Stop 2')).toBe(true);
    expect(next.dailyItinerary[1].rvPark.name).toBe('Riverside RV Resort');
    expect(tripPlanSchema.safeParse(next).success).toBe(true);

    const removed = recordDayEdit(next, {
      ...next.dailyItinerary[1],
      activities: next.dailyItinerary[1].activities.filter((a) => a !== 'Brewery tour'),
    });
    expect(removed.travellerEdits?.map((e) => e.kind)).toEqual(['park', 'note']);
  });

  it('an unchanged day marks nothing', () => {
    const plan = makePlan(2);
    expect(recordDayEdit(plan, plan.dailyItinerary[0]).travellerEdits).toEqual([]);
  });
});

describe('mergeTravellerEdits (re-plan keeps the traveller’s edits)', () => {
  it('puts each edit on the new day at the same place, on every route', () => {
    const base = makePlan(3);
    let edited = recordDayEdit(base, { ...base.dailyItinerary[1], rvPark: myPark });
    edited = recordDayEdit(edited, {
      ...edited.dailyItinerary[1],
      activities: [...edited.dailyItinerary[1].activities, 'Brewery tour'],
      notes: [...edited.dailyItinerary[1].notes, 'Dog needs a walk every 3 hrs'],
    });
    const { plan, dropped } = mergeTravellerEdits(replanned(base), edited.travellerEdits ?? []);
    expect(dropped).toEqual([]);
    // Stop 2 is day 3 in the new plan.
    const day3 = plan.dailyItinerary[2];
    expect(day3.to.name).toBe('Stop 2');
    expect(day3.rvPark.name).toBe('Riverside RV Resort');
    expect(day3.activities).toEqual(['Engine idea', 'Brewery tour']);
    expect(day3.notes).toContain('Dog needs a walk every 3 hrs');
    expect(plan.dailyItinerary[1].rvPark.name).toBe('Engine camp 1');
    for (const r of plan.routeOptions) expect(r.dailyItinerary[2].rvPark.name).toBe('Riverside RV Resort');
    expect(plan.travellerEdits).toHaveLength(3);
    expect(tripPlanSchema.safeParse(plan).success).toBe(true);
  });

  it('reports what it cannot keep when a stop is gone, but never drops a note', () => {
    const base = makePlan(3);
    let edited = recordDayEdit(base, { ...base.dailyItinerary[2], rvPark: myPark });
    edited = recordDayEdit(edited, { ...edited.dailyItinerary[2], notes: ['Call grandma'] });
    const shorter: TripPlan = {
      ...base,
      dailyItinerary: base.dailyItinerary.slice(0, 2),
      routeOptions: base.routeOptions.map((r) => ({ ...r, dailyItinerary: r.dailyItinerary.slice(0, 2) })),
    };
    const { plan, dropped } = mergeTravellerEdits(shorter, edited.travellerEdits ?? []);
    expect(dropped.map((d) => d.message)).toEqual([
      'Day 3: your RV park Riverside RV Resort will be removed: the new plan no longer stops near Stop 3.',
    ]);
    expect(plan.dailyItinerary[1].notes).toContain('Call grandma');
    expect(plan.travellerEdits?.map((e) => e.kind)).toEqual(['note']);
  });

  it('an edit without a place stays with its day number', () => {
    const days = makePlan(3).dailyItinerary;
    expect(dayForEdit(days, { kind: 'note', day: 2, text: 'x' })).toBe(2);
    expect(dayForEdit(days, { kind: 'note', day: 9, text: 'x' })).toBe(3);
  });
});

describe('manual trips', () => {
  const dayPlans: DayPlan[] = [
    {
      day: 1,
      date: '2026-09-01',
      rvPark: {
        id: 'p1',
        day: 1,
        name: 'Lake Fork',
        address: 'Gunnison, CO',
        coordinates: [38.9, -105.5],
        selectedAmenities: ['Water'],
        reservationStatus: 'needed',
      },
      activities: [
        {
          id: 'a1',
          day: 1,
          name: 'Kayak',
          type: 'sightseeing',
          duration: '2 hours',
          userAdded: true,
          priority: 'medium',
        },
        {
          id: 'a2',
          day: 1,
          name: 'Suggested',
          type: 'sightseeing',
          duration: '2 hours',
          userAdded: false,
          priority: 'medium',
        },
      ],
      notes: 'Dog needs a walk every 3 hrs',
    },
    { day: 2, date: '2026-09-02', rvPark: null, activities: [], notes: 'Laundry day' },
  ];

  it('turns parks, added activities and notes into edits and parks into stops', () => {
    const edits = editsFromDayPlans(dayPlans);
    expect(edits.map((e) => e.kind)).toEqual(['park', 'activity', 'note', 'note']);
    expect(stopsFromDayPlans(dayPlans)).toEqual([{ name: 'Lake Fork', latitude: 38.9, longitude: -105.5 }]);
    const { plan, dropped } = mergeTravellerEdits(makePlan(3), edits);
    expect(dropped).toEqual([]);
    expect(plan.dailyItinerary[0].rvPark.name).toBe('Lake Fork');
    expect(plan.dailyItinerary[0].notes).toContain('Dog needs a walk every 3 hrs');
    expect(plan.dailyItinerary[0].activities).toContain('Kayak');
    expect(plan.dailyItinerary[0].activities).not.toContain('Suggested');
    expect(plan.dailyItinerary[1].notes).toContain('Laundry day');
  });
});

describe('stays, reservations and arrival times', () => {
  it('sets the nights of a stay offline, renumbering and redating the days after it', () => {
    const plan = recordDayEdit(makePlan(3), { ...makePlan(3).dailyItinerary[2], notes: ['Late'] });
    const next = setStayNights(plan, 2, 3);
    expect(next.dailyItinerary.map((d) => d.to.name)).toEqual([
      'Stop 1',
      'Stop 2',
      'Stop 2',
      'Stop 2',
      'Stop 3',
    ]);
    expect(next.dailyItinerary.map((d) => d.date)).toEqual([
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
      '2026-09-04',
      '2026-09-05',
    ]);
    expect(next.dailyItinerary[2]).toMatchObject({ driveHours: 0, nights: 3, title: 'Explore Stop 2' });
    expect(next.input.duration).toBe(5);
    expect(next.travellerEdits?.[0].day).toBe(5);
    expect(overnightsOf(next).map((o) => o.nights)).toEqual([1, 3, 1]);
    const back = setStayNights(next, 3, 1);
    expect(back.dailyItinerary).toHaveLength(3);
    expect(tripPlanSchema.safeParse(back).success).toBe(true);
  });

  it('moves a reservation to its park’s new day and reports one that no longer fits', () => {
    const before = makePlan(3);
    const after = replanned(before);
    const withPark = {
      ...after,
      dailyItinerary: after.dailyItinerary.map((d) =>
        d.day === 3 ? { ...d, rvPark: before.dailyItinerary[1].rvPark } : d,
      ),
    };
    const out = remapReservations({ '2': { confirmed: true }, '3': { confirmed: true } }, before, withPark);
    expect(out.reservations).toEqual({ '3': { confirmed: true } });
    expect(out.dropped).toEqual([
      'Day 3: your reservation at Campground 3 no longer matches a night of the new plan.',
    ]);
  });

  it('shows arrival times from a departure time', () => {
    expect(arrivalTime('09:00', 4.5)).toBe('1:30 PM');
    expect(arrivalTime('08:15', 0)).toBe('8:15 AM');
    expect(arrivalTime('22:00', 3)).toBeNull();
  });

  it('describes what a re-plan changed', () => {
    const before = makePlan(3);
    const after = replanned(before);
    expect(describePlanChange(before, after)).toContain('Trip length: 3 → 4 days.');
    expect(describePlanChange(before, before)).toEqual([]);
  });
});

describe('generate input', () => {
  it('accepts stops, the 2-2-2 pace and a departure time; rejects bad ones', () => {
    const base = {
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      departureDate: '2026-09-01',
      duration: 5,
    };
    expect(
      generateTripInputSchema.safeParse({
        ...base,
        stops: [{ name: 'Grand Junction, CO', latitude: 39.06, longitude: -108.55, nights: 2 }],
        paceRule: '2-2-2',
        departureTime: '08:30',
      }).success,
    ).toBe(true);
    expect(generateTripInputSchema.safeParse({ ...base, departureTime: '25:00' }).success).toBe(false);
    expect(generateTripInputSchema.safeParse({ ...base, paceRule: '3-3-3' }).success).toBe(false);
    expect(
      generateTripInputSchema.safeParse({ ...base, stops: [{ name: 'X', latitude: 100, longitude: 0 }] })
        .success,
    ).toBe(false);
  });
});

describe('mergeDevicePlans (shared and offline edits)', () => {
  it('lays another device’s new edits on this device’s plan by place, with a note, and keeps removals removed', () => {
    const base = makePlan(3);
    // Both devices start from the same plan with one shared note.
    const shared = recordDayEdit(base, { ...base.dailyItinerary[0], notes: ['Shared note'] });
    // Device A: a park on day 2. Device B: an activity on day 3, and removes the shared note.
    const a = recordDayEdit(shared, { ...shared.dailyItinerary[1], rvPark: myPark });
    let b = recordDayEdit(shared, {
      ...shared.dailyItinerary[2],
      activities: [...shared.dailyItinerary[2].activities, 'Hot springs'],
    });
    b = recordDayEdit(b, {
      ...b.dailyItinerary[0],
      notes: b.dailyItinerary[0].notes.filter((n) => n !== 'Shared note'),
    });

    const merged = mergeDevicePlans(b, a, () => new Date('2026-09-01T00:00:00Z'));
    expect(merged.dailyItinerary[1].rvPark.name).toBe('Riverside RV Resort');
    expect(merged.dailyItinerary[2].activities).toContain('Hot springs');
    expect(merged.dailyItinerary[0].notes).not.toContain('Shared note');
    expect(merged.mergedFromOtherDevice).toEqual({ at: '2026-09-01T00:00:00.000Z', edits: 1 });
    expect(merged.travellerEdits?.map((e) => e.kind).sort()).toEqual(['activity', 'park']);
    expect(tripPlanSchema.safeParse(merged).success).toBe(true);
    // Nothing new from the other copy: the plan is returned as it is.
    expect(mergeDevicePlans(merged, b)).toBe(merged);
  });
});

describe('markDayEdit', () => {
  it("marks a park swap operation's day as the traveller's, as a day edited in place is", () => {
    const plan = makePlan();
    const day = plan.dailyItinerary[1];
    const applied = applyOperation(plan, { kind: 'swap-park', day: day.day, park: myPark });
    const marked = markDayEdit(plan, applied.plan, day.day);
    expect(marked.dailyItinerary).toEqual(applied.plan.dailyItinerary);
    const parks = (marked.travellerEdits ?? []).filter((e) => e.kind === 'park');
    expect(parks.map((e) => (e.kind === 'park' ? e.park.name : ''))).toEqual([myPark.name]);
    const inPlace = recordDayEdit(plan, { ...day, rvPark: myPark });
    expect(inPlace.dailyItinerary.map((d) => d.rvPark.name)).toEqual(
      marked.dailyItinerary.map((d) => d.rvPark.name),
    );
    expect(markDayEdit(plan, plan, day.day)).toBe(plan);
  });
});
