import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Trip, TripStatus } from '@shared/schemas/trip';
import { tripStatus } from '@shared/trips/rules';
import { buttonClass } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/lib/paths';
import { useFirstItems } from '@/lib/use-first-items';
import type { TripListItem } from '../api/get-trips';
import { DemoSeedError, useTrips } from '../api/get-trips';
import { TripCard, TripCardSkeleton } from './trip-card';
import type { Tab } from '../list-view';
import { FIRST_CARDS, LOADING_LABEL, TABS, itemsOfTab, tabLabel, takeEarlyPress } from '../list-view';

// The list's error texts.
export const LOAD_ERROR = 'Failed to load trips. Please try refreshing the page.';
export const DEMO_ERROR = 'Failed to add demo trips. Please try refreshing the page.';

// The delete confirmation is not part of the first cards: its chunk loads once the list is shown.
const loadDeleteDialog = () => import('./delete-trip-dialog');
const DeleteTripDialog = lazy(loadDeleteDialog);

type Item = TripListItem & { status: TripStatus };

/** One tab's cards: the first ones in the first render, so they paint sooner on a slow phone. */
function TripGrid({ items, onDelete }: { items: Item[]; onDelete: (trip: Trip) => void }) {
  const shown = useFirstItems(items.length, FIRST_CARDS);
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {items.slice(0, shown).map(({ trip, plan, status }) => (
        <TripCard key={trip.id} trip={trip} plan={plan} status={status} onDelete={onDelete} />
      ))}
    </div>
  );
}

/**
 * My Trips: tabs by status, cards, delete with confirmation, skeleton while loading.
 * `waitingForSession`: the server refused the list (401) and the session is being checked; a refused
 * one signs out and draws the page anew (auth-context.tsx), so the list waits instead of showing a
 * failure. Memoized: the page re-renders as the session is checked, the list need not.
 */
export const TripsList = memo(function TripsList({
  waitingForSession = false,
}: {
  waitingForSession?: boolean;
}) {
  const { data, error, isPending } = useTrips();
  const [tab, setTab] = useState<Tab>('all');
  const [pending, setPending] = useState<Trip | null>(null);
  const shown = data !== undefined;
  useEffect(() => {
    if (shown) void loadDeleteDialog().catch(() => undefined);
  }, [shown]);

  const items = (data ?? []).map((item) => ({
    ...item,
    status: tripStatus(item.trip.departureDate, item.trip.duration),
  }));
  const byTab = (t: Tab) => itemsOfTab(items, t);

  // A tab or a Delete pressed on the cards the page drew before the app ran is done now (EarlyPress).
  const tookEarlyPress = useRef(false);
  useEffect(() => {
    if (!data || tookEarlyPress.current) return;
    tookEarlyPress.current = true;
    const press = takeEarlyPress();
    if (press.tab && itemsOfTab(items, press.tab).length > 0) setTab(press.tab);
    const trip = data.find((item) => item.trip.id === press.deleteTripId)?.trip;
    if (trip) setPending(trip);
    // Once, when the list first arrives; `items` is derived from `data`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">My Trips</h1>
        <div className="flex gap-2">
          <Link href={paths.home} className={buttonClass('outline')}>
            Home
          </Link>
          <Link href={paths.newTrip} className={buttonClass('primary')}>
            Plan New Trip
          </Link>
        </div>
      </div>

      {isPending || waitingForSession ? (
        <div
          className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label={LOADING_LABEL}
        >
          <TripCardSkeleton />
          <TripCardSkeleton />
          <TripCardSkeleton />
        </div>
      ) : error ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-red-800">
          {error instanceof DemoSeedError ? DEMO_ERROR : LOAD_ERROR}
        </p>
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-6">
          <TabsList aria-label="Trip status">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} disabled={byTab(t.value).length === 0}>
                {tabLabel(t.label, byTab(t.value).length)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              {byTab(t.value).length === 0 ? (
                <div className="rounded-xl border border-dashed border-stone-300 p-8 text-center">
                  <p className="text-stone-600">No trips yet.</p>
                  <Link href={paths.newTrip} className={buttonClass('primary', 'md', 'mt-4')}>
                    Plan New Trip
                  </Link>
                </div>
              ) : (
                <TripGrid items={byTab(t.value)} onDelete={setPending} />
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}

      {pending ? (
        <Suspense fallback={null}>
          <DeleteTripDialog trip={pending} onClose={() => setPending(null)} />
        </Suspense>
      ) : null}
    </div>
  );
});
