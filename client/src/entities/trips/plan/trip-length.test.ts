import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { makePlan } from '@shared/trips/test-factories';
import { replaceDays } from '@shared/plan/plan-days';
import { overnightsOf, withStayNights } from '@shared/plan/stays';
import { nightsQuestion, replanLengthQuestion } from './trip-length';

// The trip's length is the traveller's: a nights change that would change it asks how.

/** Stop 1, two nights at Stop 2, Stop 3: four days. */
function withTwoNightStay(): TripPlan {
  const base = makePlan(3);
  const days = withStayNights(base.dailyItinerary, 2, 2, base.dailyItinerary[0].date).days;
  return { ...replaceDays(base, days), input: { ...base.input, duration: days.length } };
}

const nightsAt = (plan: TripPlan) => overnightsOf(plan).map((s) => `${s.place.name}:${s.nights}`);

describe('nightsQuestion', () => {
  it('asks to add a day or take it from the stay that can spare one', () => {
    const plan = withTwoNightStay();
    const q = nightsQuestion(plan, 4, 2)!;
    expect(q.question).toBe('Two nights at Stop 3 need a day: add one, or take it from Stop 2?');
    expect(q.grow.label).toBe('Add a day (5 days)');
    expect(q.grow.plan.dailyItinerary).toHaveLength(5);
    expect(nightsAt(q.grow.plan)).toEqual(['Stop 1:1', 'Stop 2:2', 'Stop 3:2']);
    expect(q.keep?.label).toBe('Take it from Stop 2');
    expect(q.keep?.plan.dailyItinerary).toHaveLength(4);
    expect(nightsAt(q.keep!.plan)).toEqual(['Stop 1:1', 'Stop 2:1', 'Stop 3:2']);
    // Both answers keep the traveller's nights at Stop 3 as theirs.
    expect(q.keep?.plan.travellerEdits?.some((e) => e.kind === 'nights' && e.at?.name === 'Stop 3')).toBe(true);
  });

  it('offers only the extra day when no other stay has a night to spare', () => {
    const q = nightsQuestion(makePlan(3), 3, 2)!;
    expect(q.question).toBe('Two nights at Stop 3 need a day: add one? No other stay has a night to spare.');
    expect(q.keep).toBeNull();
  });

  it('asks to end sooner or give the night to the destination when a stay gets shorter', () => {
    const q = nightsQuestion(withTwoNightStay(), 2, 1)!;
    expect(q.question).toBe('One night at Stop 2 frees a day: end the trip sooner, or give it to Stop 3?');
    expect(q.grow.plan.dailyItinerary).toHaveLength(3);
    expect(nightsAt(q.keep!.plan)).toEqual(['Stop 1:1', 'Stop 2:1', 'Stop 3:2']);
  });

  it('asks nothing when the length stays', () => {
    expect(nightsQuestion(makePlan(3), 2, 1)).toBeNull();
  });
});

describe('replanLengthQuestion', () => {
  it('says both lengths and offers to keep the trip length from a stay that can spare it', () => {
    const q = replanLengthQuestion(makePlan(3), withTwoNightStay())!;
    expect(q.question).toBe('The new plan takes 4 days; your trip is 3 days.');
    expect(q.grow.label).toBe('Make it 4 days');
    expect(q.keep?.label).toBe('Keep 3 days: fewer nights at Stop 2');
    expect(q.keep?.plan.dailyItinerary).toHaveLength(3);
  });

  it('is null for a plan of the same length', () => {
    expect(replanLengthQuestion(makePlan(3), makePlan(3))).toBeNull();
  });
});
