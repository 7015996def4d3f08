import type { Day } from '@shared/schemas/plan';
import type { Reservations } from '@shared/schemas/trip';
import { arrivalTime } from '@/entities/trips/plan/plan-change';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkedText } from '@/components/ui/linked-text';
import { OsmCredit, ParkFacts } from '@/components/campground/park-facts';
import { formatDay, formatMiles, formatNightlyFee } from '@/lib/format';
import { RoadStopStrip } from '@/entities/services/road-stop-strip';
import { openGpsNavigation } from '../lib/gps-navigation';
import { AmenityList } from './amenity-list';
import { CheckAvailability } from './check-availability';
import { ReservationDialog } from './reservation-dialog';
import { CircleCheck } from 'lucide-react';

type Record = Reservations[string];

/**
 * Booking is required where the campground takes reservations: a Recreation.gov facility, or a park
 * that reports taking or requiring them. A park's own website alone says nothing about bookings.
 */
export const bookingRequired = (day: Day): boolean => {
  const park = day.rvPark;
  if (park.facilityId) return true;
  const r = park.reported?.reservation;
  if (r) return r === 'yes' || r === 'required' || r === 'recommended';
  return Boolean(park.reservationUrl && !park.dataSource);
};

/**
 * The day's park: facts, reservation state, and the ways to book, navigate and record a reservation.
 * `linkify`: the web addresses in the park's warning (and a free night's rules) as links.
 */
function DayParkSection({
  day,
  reservation,
  onReservationChange,
  linkify,
}: {
  day: Day;
  reservation: Record | undefined;
  onReservationChange?: (record: Record) => void;
  linkify: boolean;
}) {
  const park = day.rvPark;
  if (park.freeOvernight) return <FreeOvernightSection day={day} linkify={linkify} />;
  return (
    <section className="mt-4 rounded-lg bg-stone-50 p-4" aria-label={`Day ${day.day} RV park`}>
      <h4 className="font-semibold">{park.name}</h4>
      <p className="text-sm text-stone-600">{park.address}</p>
      <div className="mt-2">
        <AmenityList amenities={park.amenities} />
      </div>
      <p className="mt-2 text-sm font-medium">{formatNightlyFee(park)}</p>
      <ParkFacts park={park} />
      {park.warning ? (
        <p className="mt-2 text-sm text-amber-800">
          <LinkedText text={park.warning} linkify={linkify} />
        </p>
      ) : null}
      {park.attribution ? <OsmCredit className="mt-2 text-xs text-stone-600" /> : null}
      {reservation?.reservedElsewhere ? (
        <p className="mt-2 text-sm text-green-800">
          Reserved at {reservation.reservedElsewhere.name}
          {reservation.reservedElsewhere.confirmationNumber
            ? ` · Confirmation #${reservation.reservedElsewhere.confirmationNumber}`
            : ''}
        </p>
      ) : null}
      {reservation?.confirmed !== true && bookingRequired(day) ? (
        <p
          role="status"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
        >
          Reservation required: this campground takes bookings. Reserve your site before you arrive.
        </p>
      ) : null}
      <div className="no-print mt-3 flex flex-wrap gap-2">
        <CheckAvailability park={park} />
        <Button size="sm" variant="outline" onClick={() => openGpsNavigation(park)}>
          Open GPS Navigation
        </Button>
        {onReservationChange ? (
          <ReservationDialog
            key={JSON.stringify(reservation ?? null)}
            day={day.day}
            parkName={park.name}
            record={reservation}
            onSave={onReservationChange}
          />
        ) : null}
      </div>
    </section>
  );
}

/**
 * A free overnight night (a store's lot, a rest area or free public land): $0, its rules (a rest
 * area's state rule and the stay-limit rule cite their pages), nothing to book.
 */
function FreeOvernightSection({ day, linkify }: { day: Day; linkify: boolean }) {
  const park = day.rvPark;
  const rules = park.freeOvernight?.rules ?? [];
  return (
    <section
      className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4"
      aria-label={`Day ${day.day} free overnight`}
    >
      <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">
        {park.freeOvernight?.kind === 'public-land'
          ? 'Free overnight: public land, no hook-ups'
          : 'Free overnight: not a campground'}
      </p>
      <h4 className="font-semibold">{park.name}</h4>
      <p className="text-sm text-stone-600">{park.address}</p>
      <p className="mt-2 text-sm font-medium">$0 for the night (free overnight)</p>
      {park.description ? <p className="mt-1 text-sm text-stone-700">{park.description}</p> : null}
      <ul className="mt-2 list-disc pl-5 text-sm text-stone-800" aria-label="Rules for the night">
        {rules.map((r) => (
          <li key={r}>
            <LinkedText text={r} linkify={linkify} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-stone-600">Location: {park.freeOvernight?.source}</p>
      {park.attribution ? <OsmCredit /> : null}
      <div className="no-print mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => openGpsNavigation(park)}>
          Open GPS Navigation
        </Button>
      </div>
    </section>
  );
}

/** The day's title, date, drive (or rest day) and arrival time, with the confirmed mark. */
function DayCardHeader({
  day,
  confirmed,
  departureTime,
}: {
  day: Day;
  confirmed: boolean;
  departureTime?: string;
}) {
  const arrival = departureTime && day.driveHours > 0 ? arrivalTime(departureTime, day.driveHours) : null;
  return (
    <header className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          {confirmed ? (
            <CircleCheck aria-label="Reservation confirmed" role="img" className="size-5 text-green-700" />
          ) : null}
          Day {day.day}: {day.title}
        </h3>
        <p className="text-sm text-stone-600">
          {formatDay(day.date)} ·{' '}
          {day.distance === 0 && day.from.name === day.to.name
            ? `Rest day at ${day.to.name.split(',')[0]}`
            : `${formatMiles(day.distance)} · ${day.driveTime}`}
          {arrival ? <span data-testid={`arrival-${day.day}`}> · arrive about {arrival}</span> : null}
        </p>
      </div>
      {confirmed ? (
        <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
          Confirmed
        </span>
      ) : null}
    </header>
  );
}

export function DayCard({
  day,
  reservation,
  onReservationChange,
  departureTime,
  linkify = false,
}: {
  day: Day;
  /** When the traveller leaves each morning: drive days show the arrival time from it. */
  departureTime?: string;
  reservation: Record | undefined;
  /** Absent on a shared trip opened read-only: the reservation cannot be changed. */
  onReservationChange?: (record: Record) => void;
  /** Web addresses in the day's warnings, notes and park texts as links: not on a trip shared read-only. */
  linkify?: boolean;
}) {
  return (
    <Card
      id={`day-${day.day}`}
      className="lay-out-when-near break-inside-avoid"
      data-testid={`day-card-${day.day}`}
    >
      <DayCardHeader day={day} confirmed={reservation?.confirmed === true} departureTime={departureTime} />
      {day.warnings && day.warnings.length > 0 ? (
        <ul
          className="mt-3 space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
          aria-label={`Day ${day.day} warnings`}
          data-testid={`day-warnings-${day.day}`}
        >
          {day.warnings.map((w) => (
            <li key={w}>
              <LinkedText text={w} linkify={linkify} />
            </li>
          ))}
        </ul>
      ) : null}
      <RoadStopStrip day={day.day} stops={day.roadStops} className="mt-4" linkify={linkify} />
      <DayParkSection
        day={day}
        reservation={reservation}
        onReservationChange={onReservationChange}
        linkify={linkify}
      />
      <section className="mt-4">
        <h4 className="font-semibold">Must See and Do</h4>
        {day.activities.length === 0 ? (
          <p className="text-sm text-stone-600">No activities planned for this day.</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" aria-label={`Day ${day.day} activities`}>
            {day.activities.map((a, i) => (
              <li key={`${a}-${i}`}>{a}</li>
            ))}
          </ul>
        )}
      </section>
      {day.notes.length > 0 ? (
        <section className="mt-4">
          <h4 className="font-semibold">Notes</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" aria-label={`Day ${day.day} notes`}>
            {day.notes.map((n, i) => (
              <li key={`${n}-${i}`}>
                <LinkedText text={n} linkify={linkify} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
