import { describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { PlannerFormValues } from '@shared/schemas/planner-form';
import { plannerFormDefaults, plannerFormSchema } from '@shared/schemas/planner-form';
import { addDays, todayIso } from '@shared/trips/dates';
import { generateInputOf } from './planner-request';

const filled = (overrides: Partial<PlannerFormValues> = {}): PlannerFormValues => ({
  ...plannerFormDefaults,
  fromLocation: ' Denver, CO ',
  toLocation: 'Moab, UT',
  departureDate: addDays(todayIso(), 10) ?? '',
  duration: '3',
  ...overrides,
});

describe('the generate request built from the planner form', () => {
  it('leaves the pace out when the traveller set none, so the planner applies its default', () => {
    const input = generateInputOf(filled(), 'ai');
    expect(input).toMatchObject({ fromLocation: 'Denver, CO', duration: 3, planningMode: 'ai' });
    expect(input).not.toHaveProperty('maxDrivingHoursPerDay');
    expect(input).not.toHaveProperty('paceRule');
    expect(input).not.toHaveProperty('departureTime');
  });

  it('sends each pace field that is set, in the generate contract', () => {
    const input = generateInputOf(
      filled({ maxDrivingHours: '4', twoTwoTwoRule: true, departureTime: '08:30' }),
      'hybrid',
    );
    expect(input).toMatchObject({ maxDrivingHoursPerDay: 4, paceRule: '2-2-2', departureTime: '08:30' });
    expect(generateTripInputSchema.parse(input)).toMatchObject({ maxDrivingHoursPerDay: 4 });

    const hoursOnly = generateInputOf(filled({ maxDrivingHours: '12' }), 'ai');
    expect(hoursOnly.maxDrivingHoursPerDay).toBe(12);
    expect(hoursOnly).not.toHaveProperty('paceRule');
    expect(hoursOnly).not.toHaveProperty('departureTime');
  });
});

describe('planner form pace validation', () => {
  const hoursError = (maxDrivingHours: string) => {
    const result = plannerFormSchema.safeParse(filled({ maxDrivingHours }));
    return result.success ? null : result.error.issues.map((i) => i.message);
  };

  it('accepts empty and whole hours from 1 to 12, nothing else', () => {
    expect(hoursError('')).toBeNull();
    expect(hoursError('1')).toBeNull();
    expect(hoursError('12')).toBeNull();
    for (const bad of ['0', '13', '4.5', 'abc']) {
      expect(hoursError(bad), bad).toEqual(['Max driving hours must be a whole number from 1 to 12']);
    }
  });

  it('keeps the defaults: no limit, no 2-2-2 rule, no departure time', () => {
    expect(plannerFormDefaults).toMatchObject({ maxDrivingHours: '', twoTwoTwoRule: false, departureTime: '' });
    const bad = plannerFormSchema.safeParse(filled({ departureTime: '25:00' }));
    expect(bad.success).toBe(false);
  });
});
