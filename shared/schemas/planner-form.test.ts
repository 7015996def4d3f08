import { describe, expect, it } from 'vitest';
import { addDays } from '../plan/calendar';
import { todayIso } from '../trips/dates';
import {
  budgetRangeOf,
  optimizeFormDefaults,
  optimizeFormSchema,
  plannerFormDefaults,
  plannerFormSchema,
  tripBuilderDefaults,
  tripBuilderSchema,
} from './planner-form';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('planner form', () => {
  it('has the form defaults: balanced, 4.0 stars, 25 reviews, recent reviews on', () => {
    expect(plannerFormDefaults).toMatchObject({
      travelStyle: 'balanced',
      minimumRating: '4.0',
      minimumReviewCount: '25',
      prioritizeRecentReviews: true,
      specialNeeds: [],
      fullTimer: false,
    });
    expect(optimizeFormDefaults).toMatchObject({
      optimizeFor: 'scenery',
      maxDrivingHours: 6,
      avoidHighways: false,
    });
  });

  it('reports every required field with the SPEC text', () => {
    const result = plannerFormSchema.safeParse({
      ...plannerFormDefaults,
      duration: '',
      rvType: '',
      travelStyle: '',
      minimumRating: '',
      minimumReviewCount: '',
    });
    expect(messages(result)).toEqual({
      fromLocation: 'From location is required',
      toLocation: 'To location is required',
      departureDate: 'Departure date is required',
      duration: 'Trip duration is required',
      rvType: 'RV type is required',
      travelStyle: 'Travel style is required',
      minimumRating: 'Minimum rating is required',
      minimumReviewCount: 'Minimum review count is required',
    });
  });

  it('rejects past departure dates and accepts today', () => {
    const base = { ...plannerFormDefaults, fromLocation: 'Denver, CO', toLocation: 'Moab, UT' };
    const past = plannerFormSchema.safeParse({ ...base, departureDate: addDays(todayIso(), -1) });
    expect(messages(past).departureDate).toBe('Departure date must be today or in the future');
    expect(plannerFormSchema.safeParse({ ...base, departureDate: todayIso() }).success).toBe(true);
    expect(
      messages(plannerFormSchema.safeParse({ ...base, departureDate: todayIso(), travelStyle: 'relaxed' }))
        .travelStyle,
    ).toBe('Travel style is required');
  });

  it('validates the trip builder', () => {
    expect(messages(tripBuilderSchema.safeParse(tripBuilderDefaults))).toEqual({
      tripTitle: 'Trip title is required',
      fromLocation: 'From location is required',
      toLocation: 'To location is required',
      departureDate: 'Departure date is required',
    });
    expect(
      messages(tripBuilderSchema.safeParse({ ...tripBuilderDefaults, duration: '', rvType: '' })),
    ).toMatchObject({
      duration: 'Trip duration is required',
      rvType: 'RV type is required',
    });
  });

  it('limits driving hours to 1..12 and budgets to 0 or more', () => {
    expect(optimizeFormSchema.safeParse({ ...optimizeFormDefaults, maxDrivingHours: 13 }).success).toBe(
      false,
    );
    expect(optimizeFormSchema.safeParse({ ...optimizeFormDefaults, maxDrivingHours: 0 }).success).toBe(false);
    expect(
      messages(optimizeFormSchema.safeParse({ ...optimizeFormDefaults, budgetMin: '-5' })).budgetMin,
    ).toBe('Enter an amount of 0 or more');
  });

  it('sends the budget range only when both ends are set and non-zero', () => {
    expect(budgetRangeOf({ budgetMin: '', budgetMax: '500' })).toBeUndefined();
    expect(budgetRangeOf({ budgetMin: '0', budgetMax: '500' })).toBeUndefined();
    expect(budgetRangeOf({ budgetMin: '100', budgetMax: '0' })).toBeUndefined();
    expect(budgetRangeOf({ budgetMin: '100', budgetMax: '500' })).toEqual({ min: 100, max: 500 });
  });
});
