import { describe, expect, it } from 'vitest';
import { DEFAULT_RESULTS_DEPARTURE } from '../constants';
import { defaultResultsDeparture, plannableDepartureDateSchema } from './plan-dates';

describe('the departure a stored trip without one is planned for', () => {
  it('is the results page default while it is still within a year back', () => {
    expect(defaultResultsDeparture(new Date('2026-03-15T12:00:00Z'))).toBe(DEFAULT_RESULTS_DEPARTURE);
  });

  it('moves to the next 1 August once the default is more than a year back', () => {
    expect(defaultResultsDeparture(new Date('2026-12-02T03:00:00Z'))).toBe('2027-08-01');
    expect(defaultResultsDeparture(new Date('2027-05-01T00:00:00Z'))).toBe('2027-08-01');
    expect(defaultResultsDeparture(new Date('2027-08-01T00:00:00Z'))).toBe('2027-08-01');
    expect(defaultResultsDeparture(new Date('2027-08-02T00:00:00Z'))).toBe('2028-08-01');
  });

  it('is always a departure a new plan request accepts today', () => {
    expect(plannableDepartureDateSchema.safeParse(defaultResultsDeparture()).success).toBe(true);
  });
});
