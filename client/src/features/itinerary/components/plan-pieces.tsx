import { memo, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Day, TripPlan } from '@shared/schemas/plan';
import type { DiscoverCategory, DiscoverLocation } from '@shared/schemas/places';
import type { Reservations } from '@shared/schemas/trip';
import { Button } from '@/components/ui/button';
import { useFirstItems } from '@/lib/use-first-items';
import { PARKS_RANKED_NOTE } from '@/components/trip/cost-basis';
import { BookingBoard } from '@/entities/trips/booking/booking-board';
import { ReminderSwitch, StayReminderSwitch } from '@/entities/trips/booking/reminder-switch';
import { DayCard } from './day-card';
import { DiscoverSection } from './discover-section';
import { ReservationDialog } from './reservation-dialog';
import { TravelTips } from './travel-tips';

export type ResultsMode = 'results' | 'optimize' | 'edit';

/**
 * A long itinerary drawn in pieces: its first days with the first paint, then two more pieces (days,
 * or after the last day the booking board with the tips, then the suggestions) at each idle moment,
 * so no one task builds and lays out the whole trip. Printing, or a link to a day (#day-5), draws
 * everything at once. Each piece, once drawn, is not drawn again when the next one comes.
 */
export const FIRST_DAYS = 2;
const PIECES_A_STEP = 2;
const AFTER_DAYS = 2;

type DayProps = {
  plan: TripPlan;
  reservations: Reservations;
  readOnly: boolean;
  onReservations: (next: Reservations) => void;
};

/** Days [from, to) of the plan: memoized, so drawing the next days leaves these alone. */
const DayRun = memo(function DayRun({
  plan,
  from,
  to,
  reservations,
  readOnly,
  onReservations,
}: DayProps & { from: number; to: number }) {
  return plan.dailyItinerary
    .slice(from, to)
    .map((day) => (
      <DayCard
        key={`${plan.selectedRoute}-${day.day}`}
        day={day}
        reservation={reservations[String(day.day)]}
        departureTime={plan.input.departureTime}
        linkify={!readOnly}
        onReservationChange={
          readOnly ? undefined : (record) => onReservations({ ...reservations, [String(day.day)]: record })
        }
      />
    ));
});

/** The [from, to) runs that make up the first `shown` days, as they were added. */
function dayRuns(shown: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [[0, Math.min(shown, FIRST_DAYS)]];
  for (let from = FIRST_DAYS; from < shown; from += PIECES_A_STEP)
    runs.push([from, Math.min(shown, from + PIECES_A_STEP)]);
  return runs;
}

/** The day cards, with the way to edit or optimize them (not on a shared trip opened read-only). */
function DaysSection({
  shown,
  onView,
  ...days
}: DayProps & { shown: number; onView: (view: ResultsMode) => void }) {
  const { plan, readOnly } = days;
  const runs = dayRuns(shown);
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
      {runs.map(([from, to]) => (
        <DayRun key={from} from={from} to={to} {...days} />
      ))}
      <p className="text-xs text-stone-600">{plan.overview.distanceNote}</p>
    </section>
  );
}

/** The booking board and the travel tips, after the days. */
const StaysAndTips = memo(function StaysAndTips({
  tripId,
  plan,
  reservations,
  readOnly,
  onReservations,
}: DayProps & { tripId: string }) {
  return (
    <>
      <BookingBoard
        days={plan.dailyItinerary}
        reservations={reservations}
        reminders={readOnly ? undefined : <ReminderSwitch tripId={tripId} />}
        renderStayReminder={
          readOnly
            ? undefined
            : (day, booking) => <StayReminderSwitch tripId={tripId} day={day} booking={booking} />
        }
        renderConfirm={
          readOnly
            ? undefined
            : (day: Day) => (
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
    </>
  );
});

const Suggestions = memo(DiscoverSection);

/** The days, the booking board, the tips and the suggestions, drawn piece by piece. */
export function PlanPieces({
  tripId,
  onView,
  onAddLocations,
  ...days
}: DayProps & {
  tripId: string;
  onView: (view: ResultsMode) => void;
  onAddLocations: (locations: DiscoverLocation[], category: DiscoverCategory) => void;
}): ReactNode {
  const { plan, readOnly } = days;
  const count = plan.dailyItinerary.length;
  const pieces = useFirstItems(count + AFTER_DAYS, FIRST_DAYS, { step: PIECES_A_STEP, anchorPrefix: 'day-' });
  const routePoints = useMemo(() => {
    const all = plan.dailyItinerary;
    return all.length > 0 ? [all[0].from, ...all.map((d) => d.to)] : [];
  }, [plan]);
  return (
    <>
      <DaysSection shown={Math.min(pieces, count)} onView={onView} {...days} />
      {pieces > count ? <StaysAndTips tripId={tripId} {...days} /> : null}
      {readOnly || pieces <= count + 1 ? null : (
        <Suggestions plan={plan} routePoints={routePoints} onAdd={onAddLocations} />
      )}
    </>
  );
}
