import { describe, expect, it } from 'vitest';
import { optimizeFormDefaults } from '@shared/schemas/planner-form';
import { makeTrip } from '@shared/trips/test-factories';
import { generateInputOf, optimizeInputOf } from './generate-input';

describe('generateInputOf', () => {
  it('sends the trip fields', () => {
    const trip = makeTrip();
    expect(generateInputOf(trip)).toEqual({
      fromLocation: trip.fromLocation,
      toLocation: trip.toLocation,
      departureDate: trip.departureDate,
      duration: trip.duration,
      rvType: trip.rvType,
      travelStyle: trip.travelStyle,
      specialNeeds: trip.specialNeeds,
      planningMode: trip.planningMode,
    });
  });

  it('keeps full-timer mode', () => {
    expect(generateInputOf(makeTrip({ fullTimer: true })).fullTimer).toBe(true);
    expect(optimizeInputOf(makeTrip({ fullTimer: true }), optimizeFormDefaults).fullTimer).toBe(true);
    expect(generateInputOf(makeTrip({ fullTimer: false }))).not.toHaveProperty('fullTimer');
  });

  it('defaults departure to 2025-08-01 and travel style to scenic (SPEC 9)', () => {
    const input = generateInputOf(makeTrip({ departureDate: '', travelStyle: undefined, duration: 'x' }));
    expect(input.departureDate).toBe('2025-08-01');
    expect(input.travelStyle).toBe('scenic');
    expect(input.duration).toBe(7);
  });
});

describe('optimizeInputOf', () => {
  it('sends the preferences, without a budget unless both ends are set and non-zero', () => {
    const trip = makeTrip();
    expect(optimizeInputOf(trip, optimizeFormDefaults)).toMatchObject({
      optimizeFor: 'scenery',
      maxDrivingHoursPerDay: 6,
      avoidHighways: false,
    });
    expect(optimizeInputOf(trip, optimizeFormDefaults)).not.toHaveProperty('budgetRange');
    expect(
      optimizeInputOf(trip, { ...optimizeFormDefaults, budgetMin: '500', budgetMax: '' }),
    ).not.toHaveProperty('budgetRange');
    expect(
      optimizeInputOf(trip, { ...optimizeFormDefaults, budgetMin: '0', budgetMax: '900' }),
    ).not.toHaveProperty('budgetRange');
    expect(
      optimizeInputOf(trip, { ...optimizeFormDefaults, budgetMin: '500', budgetMax: '900' }).budgetRange,
    ).toEqual({ min: 500, max: 900 });
  });

  it('sends the preferred amenities and prioritized activities only when some are chosen', () => {
    const trip = makeTrip();
    const none = optimizeInputOf(trip, optimizeFormDefaults);
    expect(none).not.toHaveProperty('preferredAmenities');
    expect(none).not.toHaveProperty('prioritizeActivities');
    expect(
      optimizeInputOf(trip, {
        ...optimizeFormDefaults,
        preferredAmenities: ['Dump Station', 'WiFi'],
        prioritizeActivities: ['Museums'],
      }),
    ).toMatchObject({ preferredAmenities: ['Dump Station', 'WiFi'], prioritizeActivities: ['Museums'] });
  });
});
