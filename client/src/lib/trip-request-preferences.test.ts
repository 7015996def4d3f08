import { describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { OptimizeFormValues } from '@shared/schemas/planner-form';
import { optimizeFormDefaults, optimizePreferencesInput } from '@shared/schemas/planner-form';
import type { OptimizationPreferences } from '@shared/schemas/trip';
import { makePlan, makeTrip } from '@shared/trips/test-factories';
import { optimizationPreferencesOf, optimizeInputOf, preferencesWithPasses, storedTripInputOf } from './trip-request';

// A trip's optimize preferences are saved with it (the optimize form's last choices): every later
// plan of the trip (a first plan made later, a re-plan, the same trip on new dates) is asked with
// them, as its routed miles are. An optimize form says every preference itself: its choice wins.

const saved: OptimizationPreferences = {
  optimizeFor: 'time',
  budgetRange: { min: 800, max: 1500 },
  prioritizeActivities: ['Museums'],
  avoidHighways: true,
  avoidPasses: true,
  maxDrivingHoursPerDay: 8,
  preferredAmenities: ['Full Hookups'],
};
const winterTrip = makeTrip({
  fromLocation: 'Chicago, IL',
  toLocation: 'Phoenix, AZ',
  departureDate: '2027-12-28',
  specialNeeds: ['pet-friendly'],
  pace: { maxDrivingHoursPerDay: 5 },
  optimizationPreferences: saved,
});

describe("a stored trip's plan request carries its saved optimize preferences", () => {
  it('every preference, the amenities as needs too, and the optimize form’s hours over the planner’s', () => {
    const input = storedTripInputOf(winterTrip);
    expect(input).toMatchObject({
      optimizeFor: 'time',
      budgetRange: { min: 800, max: 1500 },
      prioritizeActivities: ['Museums'],
      avoidHighways: true,
      avoidPasses: true,
      maxDrivingHoursPerDay: 8,
      preferredAmenities: ['Full Hookups'],
    });
    expect(input.specialNeeds).toEqual(['pet-friendly', 'full-hookups']);
    expect(generateTripInputSchema.parse(input).avoidPasses).toBe(true);
  });

  it('only what is set: an unticked choice or an empty list is not sent, and a trip without any sends none', () => {
    const none = storedTripInputOf(
      makeTrip({
        optimizationPreferences: {
          ...saved,
          avoidHighways: false,
          avoidPasses: undefined,
          budgetRange: undefined,
          preferredAmenities: [],
          prioritizeActivities: [],
        },
      }),
    );
    for (const key of ['avoidHighways', 'avoidPasses', 'budgetRange', 'preferredAmenities', 'prioritizeActivities'])
      expect(none, key).not.toHaveProperty(key);
    expect(storedTripInputOf(makeTrip())).not.toHaveProperty('optimizeFor');
    expect(storedTripInputOf(makeTrip())).not.toHaveProperty('avoidPasses');
  });

  it('survives an edit of the trip’s dates: the plan on the new dates keeps off the passes', () => {
    const moved = { ...winterTrip, departureDate: '2028-01-15', returnDate: '2028-01-22' };
    expect(storedTripInputOf(moved)).toMatchObject({ departureDate: '2028-01-15', avoidPasses: true });
  });

  it('what an optimize form saves is what the next plan request sends', () => {
    const values: OptimizeFormValues = {
      ...optimizeFormDefaults,
      optimizeFor: 'cost',
      budgetMin: '500',
      budgetMax: '900',
      avoidPasses: true,
      maxDrivingHours: 7,
      preferredAmenities: ['WiFi'],
    };
    const prefs = optimizationPreferencesOf(values);
    expect(prefs.budgetRange).toEqual({ min: 500, max: 900 });
    // Highways kept (false) is the planner's default, sent by the form and not by the trip.
    const { avoidHighways: _kept, ...asked } = optimizePreferencesInput(values);
    expect(storedTripInputOf(makeTrip({ optimizationPreferences: prefs }))).toMatchObject(asked);
    expect(optimizationPreferencesOf(optimizeFormDefaults)).not.toHaveProperty('avoidPasses');
    expect(optimizationPreferencesOf(optimizeFormDefaults)).not.toHaveProperty('budgetRange');
  });
});

describe('an optimize form’s choice wins over the saved preferences', () => {
  const unticked: OptimizeFormValues = { ...optimizeFormDefaults, optimizeFor: 'scenery' };

  it('turned off in the form, passes, budget, amenities and activities are not kept from the trip', () => {
    const input = optimizeInputOf(storedTripInputOf(winterTrip), unticked);
    for (const key of ['avoidPasses', 'budgetRange', 'preferredAmenities', 'prioritizeActivities'])
      expect(input, key).not.toHaveProperty(key);
    expect(input).toMatchObject({ optimizeFor: 'scenery', avoidHighways: false, maxDrivingHoursPerDay: 6 });
    expect(optimizeInputOf(storedTripInputOf(winterTrip), { ...unticked, avoidPasses: true }).avoidPasses).toBe(
      true,
    );
  });
});

describe('"avoid mountain passes" saved from the trip settings', () => {
  it('sets only the pass choice of the saved preferences, and on or off reaches the next request', () => {
    const off = preferencesWithPasses(winterTrip, makePlan(3), false);
    const { avoidPasses: _on, ...withoutPasses } = saved;
    expect(off).toEqual(withoutPasses);
    expect(storedTripInputOf({ ...winterTrip, optimizationPreferences: off })).not.toHaveProperty('avoidPasses');
    const on = preferencesWithPasses({ ...winterTrip, optimizationPreferences: off }, makePlan(3), true);
    expect(on).toEqual(saved);
  });

  it('a trip never optimized saves the preferences its plan was made with, and the choice', () => {
    const plan = makePlan(3);
    const prefs = preferencesWithPasses(makeTrip(), { ...plan, input: { ...plan.input, maxDrivingHoursPerDay: 5 } }, true);
    expect(prefs).toMatchObject({ avoidPasses: true, maxDrivingHoursPerDay: 5, avoidHighways: false });
    const input = storedTripInputOf(makeTrip({ optimizationPreferences: prefs }));
    expect(input).toMatchObject({ avoidPasses: true, maxDrivingHoursPerDay: 5 });
    expect(input).not.toHaveProperty('preferredAmenities');
  });
});
