// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlan, makeTrip } from '@shared/trips/test-factories';
import type { TripBundle } from '@/entities/trips/trip-bundle';
import { loadTripBundle, tripBundleQueryKey } from '@/entities/trips/trip-bundle';
import { useItineraryStore } from './use-itinerary-store';

// Answers from the network (a drive routed to a new park, re-planned road stops) land on the plan as
// last saved. Two of them can land before the page renders again: the second must see the first's
// save, or it writes the older plan back over it (a park swap's drive lost to its road stops).
describe('the itinerary store', () => {
  it('gives the plan as saved at once, before the page renders it', () => {
    const trip = makeTrip();
    const first = makePlan(3);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const bundle: TripBundle = { trip, plan: first, reservations: {}, readOnly: false };
    client.setQueryData(tripBundleQueryKey(trip.id), bundle);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useItineraryStore(trip.id);
      },
      { wrapper },
    );
    expect(result.current.currentPlan()).toEqual(first);

    const second = { ...first, overview: { ...first.overview, title: 'After the drive' } };
    const third = { ...second, overview: { ...second.overview, title: 'After the road stops' } };
    const rendersBefore = renders;
    result.current.savePlan.mutate(second);
    // No render between the save and the next answer: the store already has the save.
    expect(renders).toBe(rendersBefore);
    expect(result.current.currentPlan()).toEqual(second);
    result.current.savePlan.mutate(third);
    expect(result.current.currentPlan()).toEqual(third);
  });

  // The results page opened offline: the session is restored from the device, the trips are read
  // again, and the traveller confirms a night while that read is still under way. The read answers
  // with the trip as it was before the confirmation; it must not undo it on screen.
  it('keeps a reservation saved while an earlier read of the trip is still under way', async () => {
    localStorage.clear();
    const trip = makeTrip();
    localStorage.setItem('trips', JSON.stringify([trip]));
    const key = tripBundleQueryKey(trip.id);
    const before: TripBundle = { trip, plan: null, reservations: {}, readOnly: false };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(key, before);
    let answerEarlierRead: (bundle: TripBundle) => void = () => undefined;
    const reads = [
      () => new Promise<TripBundle>((resolve) => (answerEarlierRead = resolve)),
      () => loadTripBundle(trip.id),
    ];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        // The page's own read of the trip.
        useQuery({ queryKey: key, queryFn: () => reads.shift()!(), staleTime: Infinity });
        return useItineraryStore(trip.id);
      },
      { wrapper },
    );

    void client.refetchQueries({ queryKey: key, exact: true });
    expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    result.current.saveReservations.mutate({ '1': { confirmed: true } });
    answerEarlierRead(before);

    await waitFor(() => expect(result.current.saveReservations.isSuccess).toBe(true));
    await waitFor(() => expect(client.getQueryState(key)?.fetchStatus).toBe('idle'));
    expect(client.getQueryData<TripBundle>(key)?.reservations).toEqual({ '1': { confirmed: true } });
    // Read again once stored: the device's copy has it too.
    expect(reads).toHaveLength(0);
  });
});
