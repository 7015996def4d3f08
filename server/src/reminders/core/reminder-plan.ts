import { z } from 'zod';
import type { DayBooking } from '@shared/schemas/booking';
import type { Day } from '@shared/schemas/plan';
import { rvParkSchema } from '@shared/schemas/plan';
import { reservationsSchema } from '@shared/schemas/trip';
import { withBookingWindows } from '@shared/trips/booking-windows';
import type { StoredData } from '../../trips/trip-data';
import type { NewReminderJob, ReminderKind } from '../reminder-queue';

/** How long before a window opens each reminder goes out. */
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = {
  'day-before': 24 * 60 * 60_000,
  'hour-before': 60 * 60_000,
};

// What a reminder reads of a stored plan's day; the rest of the day is left as stored.
const dayFactsSchema = z
  .object({
    day: z.number().int(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    nights: z.number().int().min(1),
    rvPark: rvParkSchema.pick({ name: true, address: true, isPlaceholder: true }).passthrough(),
  })
  .passthrough();

export type StayWindow = { day: Day; booking: DayBooking & { opensAt: string } };

/**
 * The stays of a trip's plan with their window worked out now from the bundled rules (as the booking
 * board does), each with the stay's reservation taken into account. Days a stored plan holds in a shape
 * the rules cannot read are left out.
 */
export function stayWindows(data: Pick<StoredData, 'aiPlan' | 'reservations'>, now: Date): StayWindow[] {
  const raw = data.aiPlan?.dailyItinerary;
  if (!Array.isArray(raw)) return [];
  const days = raw.flatMap((d) => {
    const parsed = dayFactsSchema.safeParse(d);
    return parsed.success ? [parsed.data as unknown as Day] : [];
  });
  const reservations = reservationsSchema.safeParse(data.reservations ?? {});
  return withBookingWindows(days, { now, reservations: reservations.success ? reservations.data : null }).flatMap(
    (day) =>
      day.booking && day.booking.opensAt ? [{ day, booking: { ...day.booking, opensAt: day.booking.opensAt } }] : [],
  );
}

/**
 * The jobs a trip's reminders need now: for each stay whose window has not opened (not booked), an
 * e-mail a day before and an hour before it opens. A moment already past is not planned (a reminder
 * turned on 5 hours before an opening sends only the hour-before one), so a re-plan never repeats a
 * reminder that went out.
 */
export function plannedReminders(
  trip: { id: string; ownerId: string },
  data: Pick<StoredData, 'aiPlan' | 'reservations'>,
  now: Date,
  /** Only these stays (by the day that begins each); all stays when absent. */
  days?: ReadonlySet<number>,
): NewReminderJob[] {
  const jobs: NewReminderJob[] = [];
  for (const { day, booking } of stayWindows(data, now)) {
    if (booking.status !== 'not-open' || (days && !days.has(day.day))) continue;
    const opens = Date.parse(booking.opensAt);
    for (const kind of Object.keys(REMINDER_LEAD_MS) as ReminderKind[]) {
      const runAt = opens - REMINDER_LEAD_MS[kind];
      if (runAt <= now.getTime()) continue;
      jobs.push({
        trip_id: trip.id,
        user_id: trip.ownerId,
        day: day.day,
        kind,
        opens_at: booking.opensAt,
        run_at: new Date(runAt).toISOString(),
      });
    }
  }
  return jobs;
}
