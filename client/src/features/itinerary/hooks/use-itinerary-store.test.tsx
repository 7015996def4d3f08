// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlan, makeTrip } from '@shared/trips/test-factories';
import type { TripBundle } from '@/entities/trips/trip-bundle';
import { tripBundleQueryKey } from '@/entities/trips/trip-bundle';
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
});
