import { describe, expect, it } from 'vitest';
import type { GenerateTripInput } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { defaultResultsDeparture } from '@shared/schemas/plan-dates';
import type { PlannerFormValues } from '@shared/schemas/planner-form';
import { optimizeFormDefaults, plannerFormDefaults, plannerFormSchema } from '@shared/schemas/planner-form';
import { addDays } from '@shared/plan/calendar';
import { todayIso } from '@shared/trips/dates';
import { makeTrip } from '@shared/trips/test-factories';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { rigFormValuesOf } from '@shared/schemas/rig-form';
import {
  optimizeFormValuesOf,
  optimizeInputOf,
  plannerInputOf,
  plannerTripOf,
  storedTripInputOf,
} from './trip-request';

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
    const input = plannerInputOf(filled(), 'ai');
    expect(input).toMatchObject({ fromLocation: 'Denver, CO', duration: 3, planningMode: 'ai' });
    expect(input).not.toHaveProperty('maxDrivingHoursPerDay');
    expect(input).not.toHaveProperty('paceRule');
    expect(input).not.toHaveProperty('departureTime');
  });

  it('sends each pace field that is set, in the generate contract', () => {
    const input = plannerInputOf(
      filled({ maxDrivingHours: '4', twoTwoTwoRule: true, departureTime: '08:30' }),
      'hybrid',
    );
    expect(input).toMatchObject({ maxDrivingHoursPerDay: 4, paceRule: '2-2-2', departureTime: '08:30' });
    expect(generateTripInputSchema.parse(input)).toMatchObject({ maxDrivingHoursPerDay: 4 });

    const hoursOnly = plannerInputOf(filled({ maxDrivingHours: '12' }), 'ai');
    expect(hoursOnly.maxDrivingHoursPerDay).toBe(12);
    expect(hoursOnly).not.toHaveProperty('paceRule');
    expect(hoursOnly).not.toHaveProperty('departureTime');
  });
});

describe('the rig and money settings in every plan request', () => {
  it('sends the rig the form shows and the money settings that are set, and saves them with the trip', () => {
    const rig = { ...plannerFormDefaults.rig, lengthFeet: '33', towingCar: true };
    const values = filled({ rvType: 'class-c', rig, nightlyBudget: '50', fuelPrice: '' });
    const input = plannerInputOf(values, 'ai');
    expect(input.rig).toMatchObject({ lengthFeet: 33, towingCar: true });
    expect(input.nightlyBudget).toBe(50);
    expect(input).not.toHaveProperty('fuelPricePerGallon');
    expect(generateTripInputSchema.parse(input).rig?.lengthFeet).toBe(33);
    expect(plannerTripOf(values, 'ai')).toMatchObject({ rig: { lengthFeet: 33 }, nightlyBudget: 50 });
  });

  it("a stored trip's rig and money go with its plan requests, and optimize can change them", () => {
    const rig = { ...RIG_DEFAULTS['class-a'], mpg: 7 };
    const trip = makeTrip({ rvType: 'class-a', rig, fuelPricePerGallon: 4.2 });
    const base = storedTripInputOf(trip);
    expect(base).toMatchObject({ rig, fuelPricePerGallon: 4.2 });
    expect(base).not.toHaveProperty('nightlyBudget');
    const optimized = optimizeInputOf(base, {
      ...optimizeFormDefaults,
      rig: { ...rigFormValuesOf(rig), mpg: '9' },
      nightlyBudget: '40',
      fuelPrice: '',
    });
    expect(optimized.rig?.mpg).toBe(9);
    expect(optimized.nightlyBudget).toBe(40);
    expect(optimized.fuelPricePerGallon).toBeUndefined();
    // A form without the rig leaves the request's as it was.
    expect(optimizeInputOf(base, optimizeFormDefaults).rig).toEqual(rig);
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
    expect(plannerFormDefaults).toMatchObject({
      maxDrivingHours: '',
      twoTwoTwoRule: false,
      departureTime: '',
    });
    const bad = plannerFormSchema.safeParse(filled({ departureTime: '25:00' }));
    expect(bad.success).toBe(false);
  });
});

describe('storedTripInputOf', () => {
  it('sends the trip fields', () => {
    const trip = makeTrip();
    expect(storedTripInputOf(trip)).toEqual({
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
    expect(storedTripInputOf(makeTrip({ fullTimer: true })).fullTimer).toBe(true);
    expect(
      optimizeInputOf(storedTripInputOf(makeTrip({ fullTimer: true })), optimizeFormDefaults).fullTimer,
    ).toBe(true);
    expect(storedTripInputOf(makeTrip({ fullTimer: false }))).not.toHaveProperty('fullTimer');
  });

  it('defaults departure to the results default and travel style to scenic', () => {
    const input = storedTripInputOf(makeTrip({ departureDate: '', travelStyle: undefined, duration: 'x' }));
    // 2025-08-01 while a request may still ask for it, else the next 1 August (plan-dates.test.ts).
    expect(input.departureDate).toBe(defaultResultsDeparture());
    expect(generateTripInputSchema.safeParse(input).success).toBe(true);
    expect(input.travelStyle).toBe('scenic');
    expect(input.duration).toBe(7);
  });
});

describe('optimizeInputOf', () => {
  it('sends the preferences, without a budget unless both ends are set and non-zero', () => {
    const trip = makeTrip();
    expect(optimizeInputOf(storedTripInputOf(trip), optimizeFormDefaults)).toMatchObject({
      optimizeFor: 'scenery',
      maxDrivingHoursPerDay: 6,
      avoidHighways: false,
    });
    expect(optimizeInputOf(storedTripInputOf(trip), optimizeFormDefaults)).not.toHaveProperty('budgetRange');
    expect(
      optimizeInputOf(storedTripInputOf(trip), { ...optimizeFormDefaults, budgetMin: '500', budgetMax: '' }),
    ).not.toHaveProperty('budgetRange');
    expect(
      optimizeInputOf(storedTripInputOf(trip), { ...optimizeFormDefaults, budgetMin: '0', budgetMax: '900' }),
    ).not.toHaveProperty('budgetRange');
    expect(
      optimizeInputOf(storedTripInputOf(trip), {
        ...optimizeFormDefaults,
        budgetMin: '500',
        budgetMax: '900',
      }).budgetRange,
    ).toEqual({ min: 500, max: 900 });
  });

  it('sends the preferred amenities and prioritized activities only when some are chosen', () => {
    const trip = makeTrip();
    const none = optimizeInputOf(storedTripInputOf(trip), optimizeFormDefaults);
    expect(none).not.toHaveProperty('preferredAmenities');
    expect(none).not.toHaveProperty('prioritizeActivities');
    expect(
      optimizeInputOf(storedTripInputOf(trip), {
        ...optimizeFormDefaults,
        preferredAmenities: ['Dump Station', 'WiFi'],
        prioritizeActivities: ['Museums'],
      }),
    ).toMatchObject({ preferredAmenities: ['Dump Station', 'WiFi'], prioritizeActivities: ['Museums'] });
  });
});

describe('one request for a trip in every screen', () => {
  it('saves the trip the planner form describes, with the request it plans', () => {
    const values = filled({ travelStyle: 'scenic', specialNeeds: ['pet-friendly'] });
    const trip = plannerTripOf(values, 'ai');
    const input = plannerInputOf(values, 'ai');
    expect(trip).toMatchObject({
      fromLocation: 'Denver, CO',
      duration: 3,
      planningMode: 'ai',
      isEditable: false,
    });
    for (const key of [
      'fromLocation',
      'toLocation',
      'departureDate',
      'duration',
      'rvType',
      'travelStyle',
    ] as const)
      expect(input[key]).toEqual(trip[key]);
    expect(input.specialNeeds).toEqual(['pet-friendly']);
    expect(input.reviewPreferences).toEqual(trip.reviewPreferences);
    expect(plannerTripOf(values, 'hybrid').isEditable).toBe(true);
  });

  it('optimizes with the route the target asks for, on the planner and the results page alike', () => {
    const draft = plannerInputOf(filled(), 'hybrid');
    const stored = storedTripInputOf(makeTrip());
    for (const base of [draft, stored]) {
      const route = (optimizeFor: 'time' | 'cost' | 'scenery' | 'activities') =>
        optimizeInputOf(base, { ...optimizeFormDefaults, optimizeFor }, 'scenic').routeType;
      expect(route('time')).toBe('fastest');
      expect(route('cost')).toBe('fastest');
      expect(route('scenery')).toBe('scenic');
      expect(route('activities')).toBe('scenic');
    }
    expect(optimizeInputOf(stored, { ...optimizeFormDefaults, optimizeFor: 'activities' }).routeType).toBe(
      'balanced',
    );
  });

  it("lets the optimize form have the last word on the 2-2-2 rule and keeps the draft's departure time", () => {
    const draft = plannerInputOf(filled({ twoTwoTwoRule: true, departureTime: '07:00' }), 'hybrid');
    const off = optimizeInputOf(draft, optimizeFormDefaults);
    expect(off).not.toHaveProperty('paceRule');
    expect(off.departureTime).toBe('07:00');
    const on = optimizeInputOf(draft, { ...optimizeFormDefaults, paceRule: '2-2-2', departureTime: '09:30' });
    expect(on).toMatchObject({ paceRule: '2-2-2', departureTime: '09:30', fromLocation: 'Denver, CO' });
  });

  it("adds the needs behind the amenities ticked to the trip's own, once", () => {
    const base: GenerateTripInput = {
      ...storedTripInputOf(makeTrip()),
      specialNeeds: ['pet-friendly', 'full-hookups'],
    };
    const input = optimizeInputOf(base, {
      ...optimizeFormDefaults,
      preferredAmenities: ['Full Hookups', 'WiFi'],
    });
    expect(input.specialNeeds).toEqual(['pet-friendly', 'full-hookups', 'wifi-required']);
    expect(input.preferredAmenities).toEqual(['Full Hookups', 'WiFi']);
  });
});

describe("the trip's pace", () => {
  it('is saved with the trip and used by every plan made from it', () => {
    const values = filled({ maxDrivingHours: '5', twoTwoTwoRule: true, departureTime: '07:30' });
    const trip = plannerTripOf(values, 'hybrid');
    expect(trip.pace).toEqual({ maxDrivingHoursPerDay: 5, paceRule: '2-2-2', departureTime: '07:30' });
    const input = storedTripInputOf(makeTrip({ pace: trip.pace }));
    expect(input).toMatchObject({ maxDrivingHoursPerDay: 5, paceRule: '2-2-2', departureTime: '07:30' });
    expect(plannerTripOf(filled(), 'ai')).not.toHaveProperty('pace');
  });
});

describe('the optimize form as the plan stands', () => {
  it("opens on the plan's target, budget, hours, highways, choices, pace, rig and costs", () => {
    expect(
      optimizeFormValuesOf(
        {
          rvType: 'class-a',
          rig: { ...RIG_DEFAULTS['class-a'], lengthFeet: 40 },
          nightlyBudget: 45,
          optimizeFor: 'time',
          budgetRange: { min: 500, max: 2000 },
          maxDrivingHoursPerDay: 4,
          avoidHighways: true,
          preferredAmenities: ['Full Hookups'],
          prioritizeActivities: ['Museums'],
          paceRule: '2-2-2',
          departureTime: '08:00',
          travellers: { adults: 2, childAges: [4, 9], pets: 1, shorterDriveDays: true },
          preferFreeOvernights: true,
        },
        'fastest',
      ),
    ).toEqual({
      optimizeFor: 'time',
      budgetMin: '500',
      budgetMax: '2000',
      maxDrivingHours: 4,
      avoidHighways: true,
      preferredAmenities: ['Full Hookups'],
      prioritizeActivities: ['Museums'],
      paceRule: '2-2-2',
      departureTime: '08:00',
      rig: rigFormValuesOf({ ...RIG_DEFAULTS['class-a'], lengthFeet: 40 }),
      nightlyBudget: '45',
      fuelPrice: '',
      travellers: { adults: '2', childAges: '4, 9', pets: '1', shorterDriveDays: true },
      preferFreeOvernights: true,
      militaryAccess: false,
      horses: false,
    });
  });

  it('opens on the target of the route the plan follows, and the default hours of its mode', () => {
    expect(optimizeFormValuesOf({}, 'fastest')).toMatchObject({ optimizeFor: 'time', maxDrivingHours: 6 });
    expect(optimizeFormValuesOf({}, 'balanced').optimizeFor).toBe('activities');
    expect(optimizeFormValuesOf({ fullTimer: true }, 'scenic')).toMatchObject({
      optimizeFor: 'scenery',
      maxDrivingHours: 4,
    });
  });
});

describe('who travels and free overnights in every plan request', () => {
  const family = filled({
    travellers: { adults: '2', childAges: '4, 9', pets: '1', shorterDriveDays: true },
    preferFreeOvernights: true,
  });

  it('sends them from the planner form and saves them with the trip', () => {
    const input = plannerInputOf(family, 'ai');
    expect(input).toMatchObject({
      travellers: { adults: 2, childAges: [4, 9], pets: 1, shorterDriveDays: true },
      preferFreeOvernights: true,
    });
    expect(generateTripInputSchema.parse(input).travellers?.childAges).toEqual([4, 9]);
    const trip = plannerTripOf(family, 'ai');
    expect(trip).toMatchObject({ travellers: input.travellers, preferFreeOvernights: true });
    // The stored trip's next plan request carries them again.
    expect(
      storedTripInputOf(
        makeTrip({ travellers: trip.travellers, preferFreeOvernights: trip.preferFreeOvernights }),
      ),
    ).toMatchObject({
      travellers: input.travellers,
      preferFreeOvernights: true,
    });
  });

  it('leaves both out when the form says only the defaults, so plans stay as they were', () => {
    const input = plannerInputOf(filled(), 'ai');
    expect(input).not.toHaveProperty('travellers');
    expect(input).not.toHaveProperty('preferFreeOvernights');
  });

  it('lets the optimize form switch them off again', () => {
    const base = plannerInputOf(family, 'ai');
    const values = optimizeFormValuesOf(base);
    const off = optimizeInputOf(base, {
      ...values,
      travellers: { adults: '2', childAges: '', pets: '0', shorterDriveDays: false },
      preferFreeOvernights: false,
    });
    expect(off.travellers).toBeUndefined();
    expect(off.preferFreeOvernights).toBeUndefined();
  });

  it('leaves military access and horses out unless switched on', () => {
    const input = plannerInputOf(filled(), 'ai');
    expect(input).not.toHaveProperty('militaryAccess');
    expect(input).not.toHaveProperty('horses');
    expect(storedTripInputOf(makeTrip({}))).not.toHaveProperty('militaryAccess');
  });

  it("refuses children's ages that are not ages", () => {
    const bad = plannerFormSchema.safeParse(
      filled({ travellers: { adults: '0', childAges: '4, nine', pets: '0', shorterDriveDays: false } }),
    );
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Adults must be a whole number from 1 to 12',
      "Children's ages must be whole numbers from 0 to 17, separated by commas",
    ]);
  });
});
