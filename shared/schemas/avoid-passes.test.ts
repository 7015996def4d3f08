import { describe, expect, it } from 'vitest';
import { generateTripInputSchema } from './plan';
import { optimizeFormDefaults, optimizePreferencesInput } from './planner-form';
import { optimizationPreferencesSchema } from './trip';

describe('avoid mountain passes in the forms and the plan request', () => {
  it('is sent only when ticked, and the plan request keeps it', () => {
    expect(optimizePreferencesInput(optimizeFormDefaults)).not.toHaveProperty('avoidPasses');
    const ticked = optimizePreferencesInput({ ...optimizeFormDefaults, avoidPasses: true });
    expect(ticked.avoidPasses).toBe(true);
    const input = generateTripInputSchema.parse({
      fromLocation: 'Chicago, IL',
      toLocation: 'Phoenix, AZ',
      departureDate: '2027-07-10',
      duration: 8,
      ...ticked,
    });
    expect(input.avoidPasses).toBe(true);
    expect(() => generateTripInputSchema.parse({ ...input, avoidPasses: 'yes' })).toThrow();
  });

  it('is saved with the trip settings, and trips saved before it still read', () => {
    const saved = {
      optimizeFor: 'scenery' as const,
      prioritizeActivities: [],
      avoidHighways: false,
      maxDrivingHoursPerDay: 6,
      preferredAmenities: [],
    };
    expect(optimizationPreferencesSchema.parse(saved)).not.toHaveProperty('avoidPasses');
    expect(optimizationPreferencesSchema.parse({ ...saved, avoidPasses: true }).avoidPasses).toBe(true);
  });
});
