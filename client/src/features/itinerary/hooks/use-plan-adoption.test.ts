// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import type { Reservations } from '@shared/schemas/trip';
import { makePlan, makeTrip } from '@shared/trips/test-factories';
import type { ReplanResult } from '../lib/replan';
import type { ItineraryStore } from './use-itinerary-store';
import { withoutUndo } from '../lib/undo-store';
import { usePlanAdoption } from './use-plan-adoption';

/** A store that records what the hook saves; `current` is the plan as saved last (the page's plan). */
function recordingStore(first: TripPlan) {
  const saved = {
    plans: [] as TripPlan[],
    reservations: [] as Reservations[],
    trips: [] as object[],
    current: first,
  };
  const save = (plan: TripPlan) => {
    saved.plans.push(plan);
    saved.current = plan;
  };
  const store = {
    savePlan: {
      mutate: save,
      mutateAsync: async (plan: TripPlan) => {
        save(plan);
        return plan;
      },
    },
    saveReservations: { mutate: (r: Reservations) => saved.reservations.push(r) },
    updateTrip: { mutate: (patch: object) => saved.trips.push(patch) },
  } as unknown as ItineraryStore;
  return { store, saved };
}

const result = (plan: TripPlan, overrides: Partial<ReplanResult> = {}): ReplanResult => ({
  plan,
  reservations: {},
  changes: ['Distance: 360 mi → 440 mi.'],
  dropped: [],
  moved: [],
  placements: [],
  ...overrides,
});

describe('usePlanAdoption', () => {
  const trip = makeTrip({ duration: 3, departureDate: '2026-09-01' });
  const current = makePlan(3);

  it('applies a re-plan that keeps every edit, follows its length, and offers its Undo', async () => {
    const { store, saved } = recordingStore(current);
    const { result: hook, rerender } = renderHook(() =>
      usePlanAdoption({ trip, plan: saved.current, reservations: {} }, store),
    );
    const longer = makePlan(4);
    await act(() => hook.current.adopt(result(longer)));
    // A new length is the traveller's to agree to.
    expect(saved.plans).toEqual([]);
    expect(hook.current.pending?.changes).toEqual(['The new plan takes 4 days; your trip is 3 days.']);
    expect(hook.current.pending?.applyLabel).toBe('Make it 4 days');
    await act(async () => hook.current.applyPending());
    rerender();
    expect(saved.plans.map(withoutUndo)).toEqual([longer]);
    // The Undo is kept in the plan it made, so it is saved with the trip.
    expect(saved.plans[0].lastReplan?.previous).toEqual(JSON.parse(JSON.stringify(current)));
    expect(saved.trips).toEqual([{ duration: 4, returnDate: '2026-09-05' }]);
    expect(hook.current.undo).toMatchObject({ plan: current, reservations: {}, edits: [] });
    expect(hook.current.undo?.changes).toContain('Trip length: 3 → 4 days.');

    await act(() => hook.current.undoReplan());
    rerender();
    expect(saved.plans.map(withoutUndo)).toEqual([longer, current]);
    expect(saved.plans[1].lastReplan).toBeUndefined();
    expect(hook.current.undo).toBeNull();
  });

  it('holds a re-plan that drops an edit until the traveller says yes', async () => {
    const { store, saved } = recordingStore(current);
    const { result: hook } = renderHook(() =>
      usePlanAdoption({ trip, plan: saved.current, reservations: {} }, store),
    );
    const fresh = makePlan(3);
    await act(() => hook.current.adopt(result(fresh, { dropped: ['Your note on day 2 cannot be kept.'] })));
    expect(saved.plans).toEqual([]);
    expect(hook.current.pending?.changes).toEqual(['Your note on day 2 cannot be kept.']);

    act(() => hook.current.keepCurrentPlan());
    expect(hook.current.pending).toBeNull();
    expect(saved.plans).toEqual([]);

    await act(() => hook.current.adopt(result(fresh, { dropped: ['Your note on day 2 cannot be kept.'] })));
    await act(async () => hook.current.applyPending());
    expect(saved.plans.map(withoutUndo)).toEqual([fresh]);
    expect(hook.current.pending).toBeNull();
  });

  it("ends the Undo at the traveller's next edit", async () => {
    const { store, saved } = recordingStore(current);
    const { result: hook, rerender } = renderHook(() =>
      usePlanAdoption({ trip, plan: saved.current, reservations: {} }, store),
    );
    await act(() => hook.current.adopt(result(makePlan(3))));
    rerender();
    expect(hook.current.undo).not.toBeNull();
    // An edit of the plan as it is (with its Undo in it) saves it without the Undo.
    act(() => hook.current.savePlan({ ...saved.current, warnings: ['edited'] }));
    rerender();
    expect(saved.current.lastReplan).toBeUndefined();
    expect(hook.current.undo).toBeNull();
  });
});
