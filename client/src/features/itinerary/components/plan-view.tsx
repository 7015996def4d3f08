import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { TripPlan } from '@shared/schemas/plan';
import type { DiscoverCategory, DiscoverLocation } from '@shared/schemas/places';
import type { Reservations } from '@shared/schemas/trip';
import { Button, buttonClass } from '@/components/ui/button';
import { LinkedText } from '@/components/ui/linked-text';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { paths } from '@/lib/paths';
import { ShareButton } from '@/entities/trips/sharing/share-button';
import type { TripBundle } from '@/entities/trips/trip-bundle';
import { tripStore } from '@/entities/trips/trip-store';
import { BookParksButton } from './book-parks-dialog';
import type { PlanOperation } from '@shared/plan/operation-types';
import { RouteChoice } from './route-choice';
import type { ResultsMode } from './plan-pieces';
import { PlanPieces } from './plan-pieces';

export const ITINERARY_SAVED = 'Itinerary saved successfully!';

export type { ResultsMode } from './plan-pieces';

/** The plan as the traveller reads it: warnings, route choice, stops, days, tips and what to do next. */
export function PlanView({
  bundle,
  onSelectRoute,
  onAddLocations,
  onReservations,
  onView,
  stopsPanel,
}: {
  bundle: TripBundle & { plan: TripPlan };
  onSelectRoute: (op: Extract<PlanOperation, { kind: 'select-route' }>) => void;
  onAddLocations: (locations: DiscoverLocation[], category: DiscoverCategory) => void;
  onReservations: (next: Reservations) => void;
  onView: (view: ResultsMode) => void;
  stopsPanel: ReactNode;
}) {
  const { trip, plan, reservations, readOnly } = bundle;
  const days = plan.dailyItinerary;

  const saveItinerary = async () => {
    try {
      await tripStore.saveItinerary({ tripData: { trip, plan }, routeSelected: plan.selectedRoute });
      toastSuccess(ITINERARY_SAVED);
    } catch (error) {
      console.warn('Could not save the itinerary', error);
      toastError('The itinerary could not be saved on this device. Please try again.');
    }
  };

  return (
    <>
      {plan.warnings.length > 0 ? (
        <ul className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {plan.warnings.map((w) => (
            <li key={w}>
              <LinkedText text={w} linkify={!readOnly} />
            </li>
          ))}
        </ul>
      ) : null}
      <RouteChoice plan={plan} onSelect={onSelectRoute} />
      {stopsPanel}
      <PlanPieces
        tripId={trip.id}
        plan={plan}
        reservations={reservations}
        readOnly={readOnly}
        onReservations={onReservations}
        onView={onView}
        onAddLocations={onAddLocations}
      />
      <div className="no-print flex flex-wrap gap-3 border-t border-stone-200 pt-6">
        {readOnly ? null : (
          <>
            <Button onClick={() => void saveItinerary()}>Save Itinerary</Button>
            <ShareButton tripId={trip.id} url={window.location.href} label="Share Trip" size="md" />
          </>
        )}
        <Link href={paths.home} className={buttonClass('outline')}>
          Modify Trip
        </Link>
        <BookParksButton days={days} />
      </div>
    </>
  );
}
