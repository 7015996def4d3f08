import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import type { BookingStatus, DayBooking } from '@shared/schemas/booking';
import type { Day } from '@shared/schemas/plan';
import type { Reservations } from '@shared/schemas/trip';
import { isWebUrl } from '@shared/schemas/trip-document';
import { withBookingWindows } from '@shared/trips/booking-windows';
import { formatDay } from '@/lib/format';
import { safeBookingUrl } from '../booking-links';
import { countdownText, openingText } from './booking-texts';
import { ExternalLink } from '@/components/ui/text-link';

const STATUS_TEXT: Record<BookingStatus, string> = {
  'not-open': 'Not open yet',
  open: 'Open now',
  'past-window': 'Past the window: book or call',
  booked: 'Booked',
  unknown: 'Rule unknown',
};
const STATUS_CLASS: Record<BookingStatus, string> = {
  'not-open': 'bg-stone-100 text-stone-800',
  open: 'bg-green-100 text-green-900',
  'past-window': 'bg-amber-100 text-amber-900',
  booked: 'bg-brand-100 text-brand-900',
  unknown: 'bg-stone-100 text-stone-700',
};

/** The time now, moved on every second while the page is open: only the countdown reads it. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

const minuteNow = () => Math.floor(Date.now() / 60_000);

/**
 * The current minute, checked every second: the board's statuses and texts move at most once a
 * minute, so the board (every stay with its dialog and switch) is drawn again once a minute, not
 * every second (a second's tick that finds the same minute changes no state, so React draws nothing).
 */
function useMinute(): number {
  const [minute, setMinute] = useState(minuteNow);
  useEffect(() => {
    const id = window.setInterval(() => setMinute(minuteNow()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return minute;
}

/** The time left before a window opens, moved on every second unless the board's clock is fixed. */
function Countdown({ opensAt, fixedNow }: { opensAt: string; fixedNow: Date | undefined }) {
  const ticking = useNow();
  const now = fixedNow ?? ticking;
  return <strong>{countdownText(Date.parse(opensAt) - now.getTime())}</strong>;
}

type Stay = { day: Day; booking: DayBooking };

const LINK = 'font-medium text-brand-700 underline';

function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={LINK}>
      Call {phone}
    </a>
  );
}

/** The stay's date, nights and park, with its badge. */
function StayHeading({ day, badge, badgeClass }: { day: Day; badge: string; badgeClass: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <p className="min-w-0 break-words font-medium">
        {formatDay(day.date)} · {day.nights} night{day.nights === 1 ? '' : 's'} · {day.rvPark.name}
      </p>
      <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${badgeClass}`}>{badge}</span>
    </div>
  );
}

function BookingLink({ stay }: { stay: Stay }) {
  const url = safeBookingUrl(stay.booking.bookingUrl);
  const phone = stay.booking.phone;
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {url ? (
        <ExternalLink href={url} className={LINK}>
          Book<span className="sr-only"> {stay.day.rvPark.name}</span>
        </ExternalLink>
      ) : stay.booking.bookingUrl ? (
        <span className="break-all text-xs text-stone-600">{stay.booking.bookingUrl}</span>
      ) : null}
      {phone ? <PhoneLink phone={phone} /> : null}
    </div>
  );
}

/** The SPEC's reservation fields for the stay's first day, as recorded. */
function ConfirmationText({ record }: { record: Reservations[string] | undefined }) {
  if (!record?.confirmed) return <p className="text-sm text-stone-700">No reservation recorded yet.</p>;
  const elsewhere = record.reservedElsewhere;
  return (
    <p className="break-words text-sm font-medium text-brand-800" data-testid="booking-confirmation">
      Confirmed{elsewhere ? ` at ${elsewhere.name}` : ''}
      {elsewhere?.confirmationNumber ? ` · Confirmation #${elsewhere.confirmationNumber}` : ''}
    </p>
  );
}

function StayRow({
  stay,
  record,
  confirm,
  reminder,
  now,
}: {
  stay: Stay;
  record: Reservations[string] | undefined;
  confirm?: ReactNode;
  reminder?: ReactNode;
  now: Date;
}) {
  const { day, booking } = stay;
  if (day.rvPark.freeOvernight) return <FreeNightRow stay={stay} />;
  return (
    <li className="min-w-0 space-y-1 rounded-lg border border-stone-200 p-3" data-testid="booking-stay">
      <StayHeading day={day} badge={STATUS_TEXT[booking.status]} badgeClass={STATUS_CLASS[booking.status]} />
      <p className="text-sm text-stone-800">{openingText(booking, now)}</p>
      <p className="break-words text-xs text-stone-600">
        {booking.rule}
        {booking.sourceUrl ? (
          <>
            {' '}
            <a href={booking.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline">
              Source
            </a>
          </>
        ) : null}
      </p>
      <BookingLink stay={stay} />
      {reminder}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ConfirmationText record={record} />
        {confirm}
      </div>
    </li>
  );
}

/** A free overnight (a store's lot, a rest area, free public land): nothing to book or confirm. */
function FreeNightRow({ stay }: { stay: Stay }) {
  const { day, booking } = stay;
  // The office's own site as the record reports it (not a booking host: nothing is booked there).
  const office = booking.bookingUrl && isWebUrl(booking.bookingUrl) ? booking.bookingUrl : null;
  return (
    <li className="min-w-0 space-y-1 rounded-lg border border-stone-200 p-3" data-testid="booking-stay">
      <StayHeading day={day} badge="Nothing to book" badgeClass="bg-stone-100 text-stone-700" />
      <p className="break-words text-sm text-stone-800">{booking.rule}</p>
      {office || booking.phone ? (
        <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {office ? (
            <ExternalLink href={office} className={LINK}>
              Managing office<span className="sr-only"> of {day.rvPark.name}</span>
            </ExternalLink>
          ) : null}
          {booking.phone ? <PhoneLink phone={booking.phone} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The trip's booking board: every stay in date order with its window (worked out again here from
 * the bundled rules, so a swapped park and the passing time are always current), a countdown to the
 * next window to open, the booking link or phone, and the day's reservation (the confirmation field).
 */
export function BookingBoard({
  days,
  reservations,
  renderConfirm,
  reminders,
  renderStayReminder,
  now: fixedNow,
}: {
  days: Day[];
  reservations: Reservations;
  /** The owner's reminders switch (ReminderSwitch), under the heading. */
  reminders?: ReactNode;
  /** The day's reservation record and the way to change it (the feature's own dialog). */
  renderConfirm?: (day: Day) => ReactNode;
  /** The owner's switch for one stay's reminders (StayReminderSwitch), on its row. */
  renderStayReminder?: (day: Day, booking: DayBooking) => ReactNode;
  now?: Date;
}) {
  const ticking = useMinute();
  const minute = fixedNow ? Math.floor(fixedNow.getTime() / 60_000) : ticking;
  // The rows read the time to the minute (Opens or Opened); the countdown keeps its own seconds.
  const now = fixedNow ?? new Date(minute * 60_000);
  const stays = useMemo<Stay[]>(
    () =>
      withBookingWindows(days, { now: new Date(minute * 60_000), reservations })
        .filter((d): d is Day & { booking: DayBooking } => d.booking !== undefined)
        .map((d) => ({ day: d, booking: d.booking })),
    // Statuses move at most once a minute; the countdown keeps its own clock, to the second.
    [days, reservations, minute],
  );
  const next = stays
    .filter((s) => s.booking.status === 'not-open' && s.booking.opensAt)
    .sort((a, b) => Date.parse(a.booking.opensAt ?? '') - Date.parse(b.booking.opensAt ?? ''))[0];
  // Only plans made with booking windows show the board (older plans and manual trips do not).
  if (stays.length === 0 || !days.some((d) => d.booking)) return null;
  return (
    <section
      aria-labelledby="booking-board-heading"
      className="lay-out-when-near min-w-0 space-y-3"
      data-testid="booking-board"
    >
      <h2 id="booking-board-heading" className="text-xl font-semibold">
        Booking windows
      </h2>
      {reminders}
      {next ? (
        <p
          role="timer"
          className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm"
          data-testid="booking-countdown"
        >
          Next to open: <strong>{next.day.rvPark.name}</strong> ({formatDay(next.day.date)}) in{' '}
          <Countdown opensAt={next.booking.opensAt ?? ''} fixedNow={fixedNow} />
        </p>
      ) : null}
      <ul className="space-y-2">
        {stays.map((s) => (
          <StayRow
            key={s.day.day}
            stay={s}
            now={now}
            record={reservations[String(s.day.day)]}
            confirm={renderConfirm?.(s.day)}
            reminder={renderStayReminder?.(s.day, s.booking)}
          />
        ))}
      </ul>
      <p className="text-xs text-stone-600">
        Windows come from each operator&apos;s published rule (sources in the app&apos;s data notes). Live
        availability is not in our data: an open window does not mean a site is free.
      </p>
    </section>
  );
}
