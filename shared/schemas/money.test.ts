import { describe, expect, it } from 'vitest';
import { generateTripInputSchema } from './plan';
import { FUEL_PRICE_MESSAGE, NIGHTLY_BUDGET_MESSAGE } from './money';

const input = {
  fromLocation: 'Austin, TX',
  toLocation: 'El Paso, TX',
  departureDate: '2026-10-01',
  duration: 5,
};
const firstMessage = (value: unknown) => {
  const result = generateTripInputSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('money in the generate input', () => {
  it('takes an optional nightly budget and fuel price', () => {
    const parsed = generateTripInputSchema.parse({ ...input, nightlyBudget: 45, fuelPricePerGallon: 3.89 });
    expect(parsed).toMatchObject({ nightlyBudget: 45, fuelPricePerGallon: 3.89 });
    expect(generateTripInputSchema.parse(input)).not.toHaveProperty('nightlyBudget');
  });

  it('refuses amounts outside the limits with a clear message', () => {
    expect(firstMessage({ ...input, nightlyBudget: -1 })).toBe(NIGHTLY_BUDGET_MESSAGE);
    expect(firstMessage({ ...input, nightlyBudget: 5000 })).toBe(NIGHTLY_BUDGET_MESSAGE);
    expect(firstMessage({ ...input, nightlyBudget: '45' })).toBe(NIGHTLY_BUDGET_MESSAGE);
    expect(firstMessage({ ...input, fuelPricePerGallon: 0.1 })).toBe(FUEL_PRICE_MESSAGE);
    expect(firstMessage({ ...input, fuelPricePerGallon: 99 })).toBe(FUEL_PRICE_MESSAGE);
    expect(NIGHTLY_BUDGET_MESSAGE).toBe('Nightly budget must be between $0 and $1000');
    expect(FUEL_PRICE_MESSAGE).toBe('Fuel price must be between $0.50 and $15.00 a gallon');
  });
});
