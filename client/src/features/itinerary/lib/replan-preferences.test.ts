import { describe, expect, it } from 'vitest';
import { optimizeFormDefaults } from '@shared/schemas/planner-form';
import type { OptimizationPreferences } from '@shared/schemas/trip';
import { makePlan, makeTrip } from '@shared/trips/test-factories';
import { currentRequestOf, optimizeRequestOf } from './replan';

// The results page's plan requests of a trip with saved optimize preferences: a re-plan (stops,
// nights, settings) keeps them, on the trip's dates as they are now; optimize asks with its form's.

const saved: OptimizationPreferences = {
  optimizeFor: 'time',
  prioritizeActivities: [],
  avoidHighways: true,
  avoidPasses: true,
  maxDrivingHoursPerDay: 8,
  preferredAmenities: ['Full Hookups'],
};
const trip = makeTrip({ specialNeeds: ['pet-friendly'], optimizationPreferences: saved });

describe('a re-plan of a trip with saved optimize preferences', () => {
  it('keeps them over a plan made without them, and on the trip’s new dates', () => {
    const plan = makePlan(3);
    const { avoidPasses: _none, avoidHighways: _highways, ...input } = plan.input;
    const moved = { ...trip, departureDate: '2028-01-15' };
    expect(currentRequestOf(moved, { ...plan, input })).toMatchObject({
      departureDate: '2028-01-15',
      avoidPasses: true,
      avoidHighways: true,
    });
    expect(currentRequestOf(moved, null)).toMatchObject({ avoidPasses: true, maxDrivingHoursPerDay: 8 });
    expect(currentRequestOf(moved, null).specialNeeds).toEqual(['pet-friendly', 'full-hookups']);
  });

  it('optimize asks with its form’s choices: one turned off there is off, the amenity’s need too', () => {
    const off = optimizeRequestOf(trip, makePlan(3), optimizeFormDefaults);
    expect(off).not.toHaveProperty('avoidPasses');
    expect(off).not.toHaveProperty('preferredAmenities');
    expect(off.specialNeeds).toEqual(['pet-friendly']);
    const on = optimizeRequestOf(trip, makePlan(3), { ...optimizeFormDefaults, avoidPasses: true });
    expect(on.avoidPasses).toBe(true);
  });
});
