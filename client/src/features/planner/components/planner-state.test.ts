import { describe, expect, it } from 'vitest';
import { plannerFormDefaults, tripBuilderDefaults } from '@shared/schemas/planner-form';
import { needsForAmenities } from '@shared/schemas/needs';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { rigFormValuesOf } from '@shared/schemas/rig-form';
import { initialPlannerState, pickValues } from './planner-state';

const reader = (values: Record<string, unknown>) => ({ readJson: (key: string) => values[key] });

describe('planner start state', () => {
  it('copies only values of the right type', () => {
    expect(pickValues({ a: '', b: [] as string[], c: true }, { a: 5, b: ['x', 1], c: 'yes', d: 1 })).toEqual({
      a: '5',
      b: [],
      c: true,
    });
    expect(pickValues({ a: 'x' }, null)).toEqual({ a: 'x' });
  });

  it('starts at mode choice with the defaults when nothing is stored', () => {
    expect(initialPlannerState(reader({}), 'free')).toMatchObject({
      step: 'mode',
      planningMode: null,
      planner: plannerFormDefaults,
      builder: tripBuilderDefaults,
    });
  });

  it('prefills from similarTripData with the departure date cleared', () => {
    const state = initialPlannerState(
      reader({
        similarTripData: {
          title: 'Again',
          fromLocation: 'Denver, CO',
          departureDate: '2030-01-01',
          duration: 10,
        },
        tripPlannerDraft: { planningMode: 'manual' },
      }),
      'free',
    );
    expect(state.fromSimilarTrip).toBe(true);
    expect(state.planner).toMatchObject({ fromLocation: 'Denver, CO', departureDate: '', duration: '10' });
    expect(state.builder).toMatchObject({ tripTitle: 'Again', departureDate: '' });
    expect(state.step).toBe('mode');
  });

  it('restores a draft and its mode only when the tier allows it', () => {
    const draft = {
      planningMode: 'hybrid',
      planner: { fromLocation: 'Moab, UT' },
      builder: { tripTitle: 'T' },
      dayPlans: 'junk',
    };
    expect(initialPlannerState(reader({ tripPlannerDraft: draft }), 'pro')).toMatchObject({
      step: 'form',
      planningMode: 'hybrid',
      dayPlans: [],
    });
    const free = initialPlannerState(reader({ tripPlannerDraft: draft }), 'free');
    expect(free).toMatchObject({ step: 'mode', planningMode: null });
    expect(free.planner.fromLocation).toBe('Moab, UT');
    expect(
      initialPlannerState(reader({ tripPlannerDraft: { ...draft, planningMode: 'manual' } }), 'free').step,
    ).toBe('manual');
  });

  it('restores full-timer mode from a draft and from similar trip data', () => {
    const draft = { planningMode: 'ai', planner: { fromLocation: 'Denver, CO', fullTimer: true } };
    expect(initialPlannerState(reader({ tripPlannerDraft: draft }), 'pro').planner).toMatchObject({
      fromLocation: 'Denver, CO',
      fullTimer: true,
    });
    expect(
      initialPlannerState(reader({ similarTripData: { fromLocation: 'Moab, UT', fullTimer: true } }), 'pro')
        .planner.fullTimer,
    ).toBe(true);
    expect(initialPlannerState(reader({}), 'pro').planner.fullTimer).toBe(false);
  });

  it('restores the pace from a saved draft', () => {
    const draft = {
      planningMode: 'ai',
      planner: {
        fromLocation: 'Denver, CO',
        maxDrivingHours: '4',
        twoTwoTwoRule: true,
        departureTime: '07:45',
      },
    };
    expect(initialPlannerState(reader({ tripPlannerDraft: draft }), 'pro').planner).toMatchObject({
      maxDrivingHours: '4',
      twoTwoTwoRule: true,
      departureTime: '07:45',
    });
    // A number stored by an older draft reads back as the field's text.
    expect(
      initialPlannerState(reader({ tripPlannerDraft: { planner: { maxDrivingHours: 5 } } }), 'pro').planner
        .maxDrivingHours,
    ).toBe('5');
  });

  it("restores a draft's rig, and gives a draft or similar trip without one the typical rig of its type", () => {
    const rig = { ...rigFormValuesOf(RIG_DEFAULTS['class-a']), lengthFeet: '42', fuel: 'bogus' };
    const restored = initialPlannerState(
      reader({ tripPlannerDraft: { planner: { rvType: 'class-a', rig } } }),
      'pro',
    ).planner.rig;
    // Each field is checked on its own: the length is kept; the schema refuses a bad fuel at submit.
    expect(restored.lengthFeet).toBe('42');
    expect(
      initialPlannerState(reader({ tripPlannerDraft: { planner: { rvType: 'fifth-wheel' } } }), 'pro').planner
        .rig,
    ).toEqual(rigFormValuesOf(RIG_DEFAULTS['fifth-wheel']));
    const similar = { rvType: 'class-b', rig: { ...RIG_DEFAULTS['class-b'], mpg: 21 } };
    expect(initialPlannerState(reader({ similarTripData: similar }), 'pro').planner.rig.mpg).toBe('21');
  });

  it('remembers the trip a draft saved, so a retry plans into it; similar trip data starts afresh', () => {
    const draft = { planningMode: 'ai', planner: { fromLocation: 'Denver, CO' }, savedTripId: 'AB12CD34' };
    expect(initialPlannerState(reader({ tripPlannerDraft: draft }), 'pro')).toMatchObject({
      step: 'form',
      savedTripId: 'AB12CD34',
    });
    for (const bad of ['ab12', 42, null, undefined])
      expect(
        initialPlannerState(reader({ tripPlannerDraft: { ...draft, savedTripId: bad } }), 'pro').savedTripId,
      ).toBeNull();
    expect(
      initialPlannerState(
        reader({ tripPlannerDraft: draft, similarTripData: { fromLocation: 'Moab, UT' } }),
        'pro',
      ).savedTripId,
    ).toBeNull();
  });

  it('maps optimize amenities to the special needs the engine reads', () => {
    expect(needsForAmenities(['Full Hookups', 'Restrooms', 'Jacuzzi', 'WiFi'])).toEqual([
      'full-hookups',
      'restrooms',
      'wifi-required',
    ]);
  });
});
