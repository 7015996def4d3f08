import type { MailMessage } from '../../auth/mail/mailer';
import { escapeHtml } from '../../http/html';
import type { StayWindow } from './reminder-plan';
import type { ReminderKind } from '../reminder-queue';

/** The opening in the rule's own time zone, e.g. 'Tue, Mar 3, 2026, 10:00 AM EST'. */
export function openingWords(opensAt: string, timeZone: string | null): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timeZone ?? 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(opensAt));
}

/**
 * A reminder that a stay's booking window opens soon: which park and nights, the moment in the
 * operator's time zone, where to book, and that an open window does not promise a free site.
 */
export function reminderMail(input: {
  to: string;
  kind: ReminderKind;
  tripTitle: string;
  tripUrl: string;
  stay: StayWindow;
}): MailMessage {
  const { day, booking } = input.stay;
  const when = input.kind === 'day-before' ? 'tomorrow' : 'in an hour';
  const park = day.rvPark.name;
  const nights = `${day.nights} night${day.nights === 1 ? '' : 's'} from ${day.date}`;
  const lines = [
    `Booking for ${park} (${nights}) on your trip "${input.tripTitle}" opens ${when}:`,
    openingWords(booking.opensAt, booking.timeZone),
    '',
    booking.rule,
    ...(booking.bookingUrl ? [`Book: ${booking.bookingUrl}`] : []),
    ...(booking.phone ? [`Call: ${booking.phone}`] : []),
    '',
    'An open window does not mean a site is free: popular parks sell out within minutes.',
    `Your trip's booking board: ${input.tripUrl}`,
    'You get this because you turned on booking-window reminders for this trip or this stay; turn them off on its booking board.',
  ];
  const html = lines
    .filter((l) => l !== '')
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('\n');
  return {
    to: input.to,
    subject: `Booking opens ${when}: ${park} (${day.date})`,
    text: lines.join('\n'),
    html,
  };
}
