import type { DayBooking } from '@shared/schemas/booking';

/** "12 d 4 h 5 min", "3 h 2 min 10 s", "40 s": the time left before a window opens. */
export function countdownText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d} d ${h} h ${m} min`;
  if (h > 0) return `${h} h ${m} min ${sec} s`;
  if (m > 0) return `${m} min ${sec} s`;
  return `${sec} s`;
}

/** The opening as the rule states it, in its own zone, with the traveller's own clock beside it. */
export function openingText(booking: DayBooking, now: Date): string {
  if (!booking.opensAt || !booking.timeZone) return 'Booking window unknown.';
  const at = new Date(booking.opensAt);
  const inZone = at.toLocaleString('en-US', {
    timeZone: booking.timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const verb = at.getTime() > now.getTime() ? 'Opens' : 'Opened';
  return `${verb} ${inZone}`;
}
