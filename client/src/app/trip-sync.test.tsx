// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTrip } from '@shared/trips/test-factories';

// The sign-in sync of a page opened signed in: the trip the page read as the account a moment before
// is not read again; a page that had shown this device's trips before signing in reads them again.

vi.mock('@/features/auth/auth-context', () => ({ useAuth: () => ({ user: { id: 'user-1' } }) }));

const trip = makeTrip({ id: 'SYNC0001', title: 'Arches loop' });
const document = {
  id: trip.id,
  version: 3,
  shared: false,
  readOnly: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  trip,
  aiPlan: null,
  reservations: {},
  savedItinerary: null,
  expenses: [],
  notes: '',
};
const usage = { month: '2030-01', count: 1, limit: null, tier: 'pro' };
const jwt = `e30.${btoa(JSON.stringify({ sub: 'user-1' }))}.sig`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The server, as the store's fetch meets it: counts the reads of the trip's document. */
function stubServer() {
  const documentReads: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === `/api/trip-plans/${trip.id}`) documentReads.push(path);
    const body = path === '/api/trip-plans/usage' ? usage : path === `/api/trip-plans/${trip.id}` ? document : null;
    return new Response(JSON.stringify(body ?? { message: 'Not found' }), {
      status: body ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { documentReads };
}

/** The app's modules afresh (the trip store is one per page), with the session as the page finds it. */
async function openPage(signedIn: boolean) {
  vi.resetModules();
  if (signedIn) localStorage.setItem('authToken', jwt);
  const [{ QueryClientProvider }, { createQueryClient }, { useTripBundle }, { TripSync }, { tripStore }] =
    await Promise.all([
      import('@tanstack/react-query'),
      import('@/lib/query-client'),
      import('@/entities/trips/trip-bundle'),
      import('./trip-sync'),
      import('@/entities/trips/trip-store'),
    ]);
  const client = createQueryClient();
  const reads = vi.spyOn(tripStore, 'getWithParts');
  const synced = vi.spyOn(tripStore, 'syncNow');
  function Title() {
    const bundle = useTripBundle(trip.id);
    return <p>{bundle.data ? bundle.data.trip.title : 'loading'}</p>;
  }
  /** The page showing the trip; with `sync`, the sign-in sync beside it. */
  const Page = ({ sync }: { sync: boolean }) => (
    <QueryClientProvider client={client}>
      <Title />
      {sync && <TripSync />}
    </QueryClientProvider>
  );
  /** Until the sync has ended and what it set off has been read. */
  const syncEnded = async () => {
    await vi.waitFor(() => expect(synced).toHaveBeenCalled());
    await act(async () => {
      await synced.mock.results[0]?.value;
    });
    // The sync continues before this (it awaited the same promise first): a refetch it asks for has
    // started by now, as invalidating starts it.
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  };
  return { Page, reads, syncEnded };
}

describe('TripSync at sign-in', () => {
  it('reads no trip again that the page read as the signed-in account', async () => {
    const server = stubServer();
    const { Page, reads, syncEnded } = await openPage(true);
    const view = render(<Page sync={false} />);
    expect(await view.findByText('Arches loop')).toBeInTheDocument();
    view.rerender(<Page sync />);
    await syncEnded();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(server.documentReads).toHaveLength(1);
  });

  it('reads the trip again when the page had shown it signed out', async () => {
    // The trip by its link, read signed out; signing in uploads nothing, so only the reads say it is stale.
    const server = stubServer();
    const { Page, reads, syncEnded } = await openPage(false);
    const view = render(<Page sync={false} />);
    expect(await view.findByText('Arches loop')).toBeInTheDocument();
    localStorage.setItem('authToken', jwt);
    view.rerender(<Page sync />);
    await syncEnded();
    expect(reads).toHaveBeenCalledTimes(2);
    expect(server.documentReads).toHaveLength(2);
  });
});
