import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { optimizeFormDefaults } from '@shared/schemas/planner-form';
import { editsOf } from '@/entities/trips/plan/edit-merge';
import { recordDayEdit } from '@/entities/trips/plan/plan-steering';
import { makePlan, makeTrip } from '@shared/trips/test-factories';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import {
  NOTHING_CHANGED,
  currentRequestOf,
  mergeReplan,
  optimizeRequestOf,
  steeringOf,
  tripLengthPatch,
} from './replan';

/** A plan as a re-plan leaves it (its costs worked out from its days). */
const replanned = (dayCount = 3): TripPlan =>
  mergeReplan({ fresh: makePlan(dayCount), edits: [], current: null, reservations: {} }).plan;

/** The plan with the traveller's own note on day 2. */
const withNote = (plan: TripPlan, text = 'Visit the arches at dawn.'): TripPlan => {
  const day = plan.dailyItinerary[1];
  return recordDayEdit(plan, { ...day, notes: [...day.notes, text] });
};

describe('tripLengthPatch', () => {
  it('is empty while the plan has as many days as the trip', () => {
    expect(tripLengthPatch(makeTrip({ duration: 3 }), makePlan(3))).toEqual({});
    expect(tripLengthPatch(makeTrip(), null)).toEqual({});
  });

  it('gives the new length and return date when the plan has more days', () => {
    expect(tripLengthPatch(makeTrip({ duration: 3, departureDate: '2026-09-01' }), makePlan(5))).toEqual({
      duration: 5,
      returnDate: '2026-09-06',
    });
  });
});

describe('steeringOf', () => {
  it("carries the plan's stops, pace and chosen route into the next request", () => {
    const plan = makePlan(3);
    plan.selectedRoute = 'scenic';
    plan.input = {
      ...plan.input,
      stops: [{ name: 'Grand Junction, CO', latitude: 39.06, longitude: -108.55 }],
      paceRule: '2-2-2',
      departureTime: '08:30',
      avoidHighways: false,
    };
    expect(steeringOf(plan)).toEqual({
      stops: plan.input.stops,
      paceRule: '2-2-2',
      departureTime: '08:30',
      routeType: 'scenic',
      duration: 3,
    });
    expect(steeringOf(null)).toEqual({});
  });

  it("keeps the plan's rig and money settings in every re-plan; a setting cleared on the plan stays cleared", () => {
    const plan = makePlan(3);
    const rig = { ...RIG_DEFAULTS['class-c'], lengthFeet: 31, towingCar: true };
    plan.input = { ...plan.input, rig, fuelPricePerGallon: 3.5 };
    const trip = makeTrip({ rig: RIG_DEFAULTS['class-c'], nightlyBudget: 60 });
    const request = currentRequestOf(trip, plan);
    expect(request.rig).toEqual(rig);
    expect(request.fuelPricePerGallon).toBe(3.5);
    expect(request.nightlyBudget).toBeUndefined();
    // A plan from before rigs: the trip's rig goes with the request.
    expect(currentRequestOf(trip, makePlan(3)).rig).toEqual(RIG_DEFAULTS['class-c']);
  });

  it('lays the steering over the trip for the current request', () => {
    const plan = makePlan(4);
    const request = currentRequestOf(makeTrip({ duration: 3 }), plan);
    expect(request).toMatchObject({ fromLocation: 'Denver, CO', duration: 4, routeType: 'balanced' });
  });
});

describe('optimizeRequestOf', () => {
  const trip = makeTrip();

  it('takes the route that serves the target', () => {
    const plan = makePlan(3);
    plan.selectedRoute = 'scenic';
    const routeFor = (optimizeFor: typeof optimizeFormDefaults.optimizeFor) =>
      optimizeRequestOf(trip, plan, { ...optimizeFormDefaults, optimizeFor }).routeType;
    expect(routeFor('time')).toBe('fastest');
    expect(routeFor('cost')).toBe('fastest');
    expect(routeFor('scenery')).toBe('scenic');
    // Activities keep the chosen route and weigh the stays instead.
    expect(routeFor('activities')).toBe('scenic');
    expect(
      optimizeRequestOf(trip, null, { ...optimizeFormDefaults, optimizeFor: 'activities' }).routeType,
    ).toBe('balanced');
  });

  it("keeps the plan's stops and length, and the form's pace and departure time", () => {
    const plan = makePlan(5);
    plan.input = { ...plan.input, stops: [{ name: 'Green River, UT', latitude: 38.99, longitude: -110.16 }] };
    const request = optimizeRequestOf(trip, plan, {
      ...optimizeFormDefaults,
      optimizeFor: 'time',
      maxDrivingHours: 4,
      paceRule: '2-2-2',
      departureTime: '07:45',
    });
    expect(request).toMatchObject({
      stops: plan.input.stops,
      duration: 5,
      maxDrivingHoursPerDay: 4,
      paceRule: '2-2-2',
      departureTime: '07:45',
    });
  });
});

describe('mergeReplan', () => {
  it("lays the traveller's note on the fresh plan and says what changed", () => {
    const current = withNote(replanned());
    const fresh = makePlan(3);
    fresh.dailyItinerary = fresh.dailyItinerary.map((d) => (d.day === 3 ? { ...d, distance: 200 } : d));
    const result = mergeReplan({ fresh, edits: editsOf(current), current, reservations: {} });
    expect(result.plan.dailyItinerary[1].notes).toContain('Visit the arches at dawn.');
    expect(result.changes).toContain('Distance: 360 mi → 440 mi.');
    expect(result.changes).not.toContain(NOTHING_CHANGED);
    expect(result.dropped).toEqual([]);
  });

  it('says the plan is the same when nothing visible changed', () => {
    const result = mergeReplan({ fresh: makePlan(3), edits: [], current: replanned(), reservations: {} });
    expect(result.changes).toEqual([NOTHING_CHANGED]);
  });

  it('lists nothing for a first plan', () => {
    const result = mergeReplan({ fresh: makePlan(3), edits: [], current: null, reservations: {} });
    expect(result.changes).toEqual([]);
  });

  it('keeps the removals the traveller made', () => {
    const current = { ...makePlan(3), removedEditIds: ['gone-1'] };
    const result = mergeReplan({ fresh: makePlan(3), edits: [], current, reservations: {} });
    expect(result.plan.removedEditIds).toEqual(['gone-1']);
  });

  it('names the reservations the new plan cannot keep', () => {
    const current = makePlan(3);
    const reservations = { '3': { confirmed: true } };
    const result = mergeReplan({ fresh: makePlan(2), edits: [], current, reservations });
    expect(result.dropped.length).toBeGreaterThan(0);
  });
});
