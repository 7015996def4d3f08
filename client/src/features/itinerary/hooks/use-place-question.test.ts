// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Trip } from '@shared/schemas/trip';
import { makeTrip } from '@shared/trips/test-factories';
import { ApiError } from '@/lib/api-client';
import { storedTripInputOf } from '@/lib/trip-request';
import type { ItineraryStore } from './use-itinerary-store';
import { usePlaceQuestion } from './use-place-question';

// The server's answer to a plan of a trip saved with a name of two towns (server domain-errors.ts).
const choices = [
  {
    name: 'Twin Lakes (Adams County), CO',
    placeName: 'Twin Lakes (Adams County), Colorado, United States',
    latitude: 39.82,
    longitude: -105,
  },
  {
    name: 'Twin Lakes (Lake County), CO',
    placeName: 'Twin Lakes (Lake County), Colorado, United States',
    latitude: 39.08,
    longitude: -106.38,
  },
];
const ambiguous = (location: string) =>
  new Error('HTTP error! status: 422', {
    cause: new ApiError(
      422,
      JSON.stringify({
        code: 'location-ambiguous',
        message: `There is more than one ${location}: ${choices.map((c) => c.name).join(' or ')}. Please choose one.`,
        location,
        choices,
      }),
      'Unprocessable Entity',
    ),
  });

function recordingStore(fail = false) {
  const saved: object[] = [];
  const store = {
    updateTrip: {
      mutateAsync: async (patch: object) => {
        if (fail) throw new Error('offline');
        saved.push(patch);
        return patch;
      },
    },
  } as unknown as ItineraryStore;
  return { store, saved };
}

describe('usePlaceQuestion', () => {
  const trip = makeTrip({ fromLocation: 'Denver, CO', toLocation: 'Twin Lakes, CO' });

  it('asks which town, saves the pick with the trip and plans again with it', async () => {
    const { store, saved } = recordingStore();
    const { result } = renderHook(() => usePlaceQuestion(store));
    const asked: Trip[] = [];
    const retry = async (t: Trip) => {
      asked.push(t);
      return true;
    };
    act(() => {
      expect(result.current.ask(ambiguous('Twin Lakes, CO'), trip, retry)).toBe(true);
    });
    expect(result.current.question).toMatchObject({ field: 'toLocation', choices });
    let done = false;
    await act(async () => {
      done = await result.current.answer(choices[1]);
    });
    expect(done).toBe(true);
    expect(result.current.question).toBeNull();
    // The trip keeps the town as its listed name, and the plan is asked again with it.
    expect(saved).toEqual([{ toLocation: 'Twin Lakes (Lake County), Colorado, United States' }]);
    expect(asked).toHaveLength(1);
    expect(storedTripInputOf(asked[0])).toMatchObject({
      fromLocation: 'Denver, CO',
      toLocation: 'Twin Lakes (Lake County), Colorado, United States',
    });
  });

  it('asks about the start when the start names two towns', () => {
    const { store } = recordingStore();
    const { result } = renderHook(() => usePlaceQuestion(store));
    const start = makeTrip({ fromLocation: ' Twin Lakes, CO ', toLocation: 'Moab, UT' });
    act(() => {
      result.current.ask(ambiguous('Twin Lakes, CO'), start, async () => true);
    });
    expect(result.current.question?.field).toBe('fromLocation');
  });

  it('leaves other failures, and names not in the trip, to the caller', () => {
    const { store } = recordingStore();
    const { result } = renderHook(() => usePlaceQuestion(store));
    act(() => {
      expect(result.current.ask(new Error('HTTP error! status: 500'), trip, async () => true)).toBe(false);
      expect(result.current.ask(ambiguous('Highland, IN'), trip, async () => true)).toBe(false);
    });
    expect(result.current.question).toBeNull();
  });

  it('plans nothing when the traveller cancels or the pick cannot be saved', async () => {
    for (const [fail, pick] of [
      [false, null],
      [true, choices[0]],
    ] as const) {
      const { store, saved } = recordingStore(fail);
      const { result } = renderHook(() => usePlaceQuestion(store));
      let retried = false;
      act(() => {
        result.current.ask(ambiguous('Twin Lakes, CO'), trip, async () => (retried = true));
      });
      await act(async () => {
        expect(await result.current.answer(pick)).toBe(false);
      });
      expect([saved, retried]).toEqual([[], false]);
    }
  });
});
