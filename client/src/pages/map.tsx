import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { Page } from '@/components/layout/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useLazyTripBundle } from '@/entities/trips/lazy-trip-bundle';
import { evaluateInTurn } from '@/lib/yield-to-main';

// The heading paints on its own; the explorer (search, map, its schemas and data hooks) follows in
// its own chunk, so a phone shows the page before it has evaluated the map code. The schemas it
// checks answers with are evaluated first, each in a task of its own (zod builds them as they load),
// the smallest first (it brings the parts of zod they use; importing 'zod' itself would bring all of it):
// all in the explorer's evaluation made one task of it. The first of them fetches the explorer's
// chunks too, all at once (scripts/preload-together.ts), so staging adds no round trips.
// The explorer reads the road stop kinds, the rig limits and the military label from zod-free
// modules (shared/trips/road-stop-kinds.ts, shared/plan/rig-profile.ts, shared/trips/traveller-labels.ts),
// so the rig, travellers and road stops schemas are not built for it.
const explorerSchemas = [() => import('@shared/schemas/needs'), () => import('@shared/schemas/places')];
const MapExplorer = lazy(async () => {
  await evaluateInTurn(explorerSchemas);
  const { MapExplorer: Explorer } = await import('@/features/map/components/map-explorer');
  return { default: Explorer };
});

/** The explorer's frame while its code loads: search bar, status line and map box at their sizes. */
function ExplorerPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-5">
      <Skeleton className="h-10 w-full" />
      <div className="space-y-2">
        <div className="min-h-6" />
        <Skeleton className="h-[360px] rounded-xl sm:h-[520px] lg:h-[600px]" />
      </div>
      {/* Legend and info cards: keeps the footer where it will be, below the fold. */}
      <div className="h-[28rem]" />
    </div>
  );
}

/**
 * Opened from a trip (/map?trip=<id>), the traveller's own Military ID holder setting of that trip
 * (never a shared trip's: its request leaves it out); undefined otherwise or while it loads.
 */
function useTripMilitaryAccess(): { pending: boolean; value?: boolean } {
  const tripId = new URLSearchParams(useSearch()).get('trip') ?? '';
  // The trip store loads only with a trip: /map alone paints without it (and without its schemas).
  const bundle = useLazyTripBundle(tripId, { enabled: tripId !== '' });
  if (!tripId) return { pending: false };
  if (bundle.isPending) return { pending: true };
  const data = bundle.data;
  if (!data) return { pending: false };
  return {
    pending: false,
    value: !data.readOnly && (data.trip.militaryAccess === true || data.plan?.input.militaryAccess === true),
  };
}

export default function MapPage() {
  const fromTrip = useTripMilitaryAccess();
  return (
    <Page title="Interactive RV Map">
      <h1 className="text-3xl font-bold">Interactive RV Map</h1>
      <p className="mt-2 mb-6 text-stone-700">National parks and campgrounds across the United States.</p>
      {fromTrip.pending ? (
        <ExplorerPlaceholder />
      ) : (
        <Suspense fallback={<ExplorerPlaceholder />}>
          <MapExplorer tripMilitaryAccess={fromTrip.value} />
        </Suspense>
      )}
    </Page>
  );
}
