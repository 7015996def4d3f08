import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { TripPlan } from '@shared/schemas/plan';
import type { DiscoverCategory, DiscoverLocation } from '@shared/schemas/places';
import type { Reservations } from '@shared/schemas/trip';
import { Button, buttonClass } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { paths } from '@/lib/paths';
import { useFirstItems } from '@/lib/use-first-items';
import { ShareButton } from '@/entities/trips/sharing/share-button';
import type { TripBundle } from '@/entities/trips/trip-bundle';
import { tripStore } from '@/entities/trips/trip-store';
import { PARKS_RANKED_NOTE } from '@/components/trip/cost-basis';
import { BookingBoard } from '@/entities/trips/booking/booking-board';
import { ReminderSwitch, StayReminderSwitch } from '@/entities/trips/booking/reminder-switch';
import { BookParksButton } from './book-parks-dialog';
import { DayCard } from './day-card';
import { ReservationDialog } from './reservation-dialog';
import type { PlanOperation } from '@shared/plan/operation-types';
import { DiscoverSection } from './discover-section';
import { RouteChoice } from './route-choice';
import { TravelTips } from './travel-tips';

export const ITINERARY_SAVED = 'Itinerary saved successfully!';

export type ResultsMode = 'results' | 'optimize' | 'edit';

/** The day cards rendered with the page's first paint; the others follow when the browser is idle. */
const FIRST_DAYS = 3;

/** The day cards, with the way to edit or optimize them (not on a shared trip opened read-only). */
function DaysSection({
  plan,
  reservations,
  readOnly,
  onReservations,
  onView,
}: {
  plan: TripPlan;
  reservations: Reservations;
  readOnly: boolean;
  onReservations: (next: Reservations) => void;
  onView: (view: ResultsMode) => void;
}) {
  // A long trip paints its first days at once and the rest right after (printing waits for all).
  const shown = useFirstItems(plan.dailyItinerary.length, FIRST_DAYS);
  return (
    <section aria-labelledby="days-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="days-heading" className="text-xl font-semibold">
          Day-by-Day Itinerary
        </h2>
        {readOnly ? (
          <p className="text-sm text-stone-600">
            You are viewing a shared trip. Only its owner can change it.
          </p>
        ) : (
          <div className="no-print flex gap-2">
            <Button variant="outline" size="sm" onClick={() => onView('edit')}>
              Edit Itinerary
            </Button>
            <Button variant="outline" size="sm" onClick={() => onView('optimize')}>
              Optimize Trip
            </Button>
          </div>
        )}
      </div>
      <p className="text-sm text-stone-700" data-testid="parks-ranked-note">
        {PARKS_RANKED_NOTE}
      </p>
      {plan.dailyItinerary.slice(0, shown).map((day) => (
        <DayCard
          key={`${plan.selectedRoute}-${day.day}`}
          day={day}
          reservation={reservations[String(day.day)]}
          departureTime={plan.input.departureTime}
          onReservationChange={
            readOnly ? undefined : (record) => onReservations({ ...reservations, [String(day.day)]: record })
          }
        />
      ))}
      <p className="text-xs text-stone-600">{plan.overview.distanceNote}</p>
    </section>
  );
}

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
  const routePoints = days.length > 0 ? [days[0].from, ...days.map((d) => d.to)] : [];

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
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      <RouteChoice plan={plan} onSelect={onSelectRoute} />
      {stopsPanel}
      <DaysSection
        plan={plan}
        reservations={reservations}
        readOnly={readOnly}
        onReservations={onReservations}
        onView={onView}
      />
      <BookingBoard
        days={days}
        reservations={reservations}
        reminders={readOnly ? undefined : <ReminderSwitch tripId={trip.id} />}
        renderStayReminder={
          readOnly
            ? undefined
            : (day, booking) => <StayReminderSwitch tripId={trip.id} day={day} booking={booking} />
        }
        renderConfirm={
          readOnly
            ? undefined
            : (day) => (
                <ReservationDialog
                  key={JSON.stringify(reservations[String(day.day)] ?? null)}
                  day={day.day}
                  parkName={day.rvPark.name}
                  record={reservations[String(day.day)]}
                  onSave={(record) => onReservations({ ...reservations, [String(day.day)]: record })}
                />
              )
        }
      />
      <TravelTips recommendations={plan.recommendations} />
      {readOnly ? null : <DiscoverSection plan={plan} routePoints={routePoints} onAdd={onAddLocations} />}
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
