// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTrip } from '@shared/trips/test-factories';
import { createQueryClient } from '@/lib/query-client';
import { resetBrowserAfterEach } from '@/test/query-render';
import { useLazyTripBundle } from './lazy-trip-bundle';
import { tripBundleQueryKey } from './trip-bundle';

resetBrowserAfterEach();

function Title({ id, enabled }: { id: string; enabled?: boolean }) {
  const bundle = useLazyTripBundle(id, { enabled });
  if (!enabled && enabled !== undefined) return <p>{bundle.fetchStatus}</p>;
  if (bundle.isPending) return <p>loading</p>;
  return <p>{bundle.data ? `${bundle.data.trip.title}, read-only ${String(bundle.data.readOnly)}` : 'none'}</p>;
}

describe('useLazyTripBundle', () => {
  it("loads the trip store on use and reads the trip into useTripBundle's cache entry", async () => {
    localStorage.setItem('trips', JSON.stringify([makeTrip({ title: 'Denver to Moab' })]));
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Title id="TRIP0001" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Denver to Moab, read-only false')).toBeInTheDocument();
    expect(client.getQueryData(tripBundleQueryKey('TRIP0001'))).toMatchObject({ trip: { id: 'TRIP0001' } });
  });

  it('asks nothing while disabled', () => {
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Title id="TRIP0001" enabled={false} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(client.getQueryData(tripBundleQueryKey('TRIP0001'))).toBeUndefined();
  });
});
