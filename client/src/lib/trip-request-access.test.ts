import { describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { PlannerFormValues } from '@shared/schemas/planner-form';
import { plannerFormDefaults } from '@shared/schemas/planner-form';
import { makeTrip } from '@shared/trips/test-factories';
import {
  optimizeFormValuesOf,
  optimizeInputOf,
  plannerInputOf,
  plannerTripOf,
  storedTripInputOf,
  tripRigAndMoneyOf,
} from './trip-request';

// Military ID and horses: form switches mapped to the plan request's militaryAccess and
// horses, saved with the trip and sent with every plan request for it.

const filled = (overrides: Partial<PlannerFormValues> = {}): PlannerFormValues => ({
  ...plannerFormDefaults,
  fromLocation: 'El Paso, TX',
  toLocation: 'Tucson, AZ',
  departureDate: '2030-05-01',
  ...overrides,
});

describe('military access and horses in every plan request', () => {
  const veteran = filled({ militaryAccess: true, horses: true });

  it('sends them from the planner form as the request’s militaryAccess and horses, saved with the trip', () => {
    const input = plannerInputOf(veteran, 'ai');
    expect(input).toMatchObject({ militaryAccess: true, horses: true });
    expect(generateTripInputSchema.parse(input)).toMatchObject({ militaryAccess: true, horses: true });
    const trip = plannerTripOf(veteran, 'ai');
    expect(trip).toMatchObject({ militaryAccess: true, horses: true });
    // The stored trip's every plan request (generate, re-plan, optimize) carries them again.
    const stored = storedTripInputOf(makeTrip({ militaryAccess: trip.militaryAccess, horses: trip.horses }));
    expect(stored).toMatchObject({ militaryAccess: true, horses: true });
    expect(tripRigAndMoneyOf(stored)).toMatchObject({ militaryAccess: true, horses: true });
  });

  it('opens the optimize form on them and lets it switch them off again', () => {
    const base = plannerInputOf(veteran, 'ai');
    const values = optimizeFormValuesOf(base);
    expect(values).toMatchObject({ militaryAccess: true, horses: true });
    expect(optimizeInputOf(base, values)).toMatchObject({ militaryAccess: true, horses: true });
    const off = optimizeInputOf(base, { ...values, militaryAccess: false, horses: false });
    expect(off.militaryAccess).toBeUndefined();
    expect(off.horses).toBeUndefined();
    // Saved with the trip as not set.
    expect(tripRigAndMoneyOf(off)).toMatchObject({ militaryAccess: undefined, horses: undefined });
  });
});
