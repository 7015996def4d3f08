import { z } from 'zod';

// Booking windows: when each stay can be booked. The rules live in
// data/booking-windows.json (sources in data/SOURCES.md); each stay's window is worked out from them.

export const bookingStatusSchema = z.enum(['not-open', 'open', 'past-window', 'booked', 'unknown']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** The window of the stay that begins on a day (absent on the other days of a stay and in older plans). */
export const dayBookingSchema = z.object({
  /** ISO 8601 with the offset of the rule's time zone; null when the rule is unknown. */
  opensAt: z.string().nullable(),
  /** IANA zone the opening is stated in; null when unknown. */
  timeZone: z.string().nullable(),
  /** The rule in words (which operator, how far ahead, what is not known). */
  rule: z.string(),
  operator: z.string().nullable(),
  bookingUrl: z.string().nullable(),
  phone: z.string().nullable().optional(),
  sourceUrl: z.string().nullable(),
  /** false when the rule was not confirmed on the agency's own page. */
  confirmed: z.boolean(),
  status: bookingStatusSchema,
});
export type DayBooking = z.infer<typeof dayBookingSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const monthDay = z.string().regex(/^\d{2}-\d{2}$/);

// A rolling window: `months` (on the calendar) or `days` before the arrival date or each night.
const rollingWindowSchema = z
  .object({
    type: z.literal('rolling'),
    months: z.number().int().min(1).max(24).optional(),
    days: z.number().int().min(1).max(730).optional(),
    // 'arrival': the stay can be booked once its arrival date is in the window; 'every-night': once
    // its last night is.
    basis: z.enum(['arrival', 'every-night']),
  })
  .refine((w) => (w.months === undefined) !== (w.days === undefined), {
    message: 'a rolling window has months or days, not both',
  });

// A fixed opening: each season's bookings (the arrivals of one calendar year) open on one announced
// day. A season not listed has no date yet.
const fixedWindowSchema = z.object({
  type: z.literal('fixed'),
  basis: z.literal('arrival'),
  openings: z.array(z.object({ season: z.number().int().min(2000).max(2100), date: isoDate })),
});

// A monthly release: every arrival date of a calendar month opens together, `months` months before,
// on the first release day (see releaseSkips) on or after day `fromDay` of that month (Vermont: the
// whole of July opens on the first business day of the August before).
const monthlyWindowSchema = z.object({
  type: z.literal('monthly'),
  months: z.number().int().min(1).max(24),
  fromDay: z.number().int().min(1).max(28),
  basis: z.literal('arrival'),
});

const windowSchema = z.union([rollingWindowSchema, fixedWindowSchema, monthlyWindowSchema]);
export type BookingWindow = z.infer<typeof windowSchema>;

export const bookingRuleSchema = z.object({
  id: z.string(),
  operator: z.string(),
  match: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('federal') }),
    z.object({ kind: z.literal('state'), state: z.string().length(2) }),
    z.object({ kind: z.literal('chain'), namePattern: z.string() }),
  ]),
  window: windowSchema.nullable(),
  // The dates (month-day, inclusive) sites can be reserved for; outside them first come, first served.
  season: z.object({ from: monthDay, to: monthDay }).optional(),
  openTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  // The hour on Saturdays and Sundays where the source gives another one (New Hampshire: 9 a.m.).
  weekendOpenTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
  // Days the operator releases no new dates on: a date due then opens on the next day that is none of
  // them (Maryland: weekends, 25 Dec, 1 Jan, 31 Dec and Thanksgiving). `nthWeekdays` names holidays
  // kept as the nth weekday of a month (Labor Day: month 9, weekday 1 = Monday, nth 1).
  releaseSkips: z
    .object({
      weekends: z.boolean(),
      monthDays: z.array(monthDay),
      thanksgiving: z.boolean(),
      nthWeekdays: z
        .array(
          z.object({
            month: z.number().int().min(1).max(12),
            weekday: z.number().int().min(0).max(6),
            nth: z.number().int().min(1).max(5),
          }),
        )
        .optional(),
    })
    .optional(),
  timeZone: z.string().nullable(),
  bookingUrl: z.string().url().nullable(),
  phone: z.string().nullable(),
  maxNights: z.number().int().min(1).optional(),
  sourceUrl: z.string().url(),
  checked: isoDate,
  confirmed: z.boolean(),
  note: z.string(),
});
export type BookingRule = z.infer<typeof bookingRuleSchema>;

export const bookingRulesSchema = z.object({
  unknownRule: z.string(),
  rules: z.array(bookingRuleSchema),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;
