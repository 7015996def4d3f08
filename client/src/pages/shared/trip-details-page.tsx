import type { ComponentProps } from 'react';
import { useParams } from 'wouter';
import { useTripExpenses } from '@/features/expenses/api/trip-expenses';
import { LazyRouteMap } from '@/features/map/components/lazy-route-map';
import { TripDetailsView } from '@/features/trip-details/components/trip-details-view';
import { Page } from '@/components/layout/page';

type Variant = ComponentProps<typeof TripDetailsView>['variant'];

/** /trip-test/:id, /trip/:id and /trip/:id/itinerary: the trip details with the route map composed in. */
export function TripDetailsPage({ title, variant }: { title: string; variant: Variant }) {
  const { id = '' } = useParams<{ id: string }>();
  // The Budget tab shows the trip's recorded expenses against the estimate.
  const expenses = useTripExpenses(id);
  return (
    <Page title={title}>
      <TripDetailsView
        key={id}
        tripId={id}
        variant={variant}
        expenses={expenses.data}
        renderRouteMap={(stops, geometry, roadStops, militaryAccess, linkify) => (
          <LazyRouteMap
            stops={stops}
            geometry={geometry}
            roadStops={roadStops}
            militaryAccess={militaryAccess}
            linkify={linkify}
            label="Route map"
          />
        )}
      />
    </Page>
  );
}
