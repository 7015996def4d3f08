import { z } from 'zod';

// Booking windows (issue 46): when each stay can be booked. The rules live in
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

const windowSchema = z.object({
  type: z.literal('rolling'),
  months: z.number().int().min(1).max(24).optional(),
  days: z.number().int().min(1).max(730).optional(),
  // 'arrival': the stay can be booked once its arrival date is in the window; 'every-night': once
  // its last night is.
  basis: z.enum(['arrival', 'every-night']),
});

export const bookingRuleSchema = z.object({
  id: z.string(),
  operator: z.string(),
  match: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('federal') }),
    z.object({ kind: z.literal('state'), state: z.string().length(2) }),
    z.object({ kind: z.literal('chain'), namePattern: z.string() }),
  ]),
  window: windowSchema.nullable(),
  openTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  timeZone: z.string().nullable(),
  bookingUrl: z.string().url().nullable(),
  phone: z.string().nullable(),
  maxNights: z.number().int().min(1).optional(),
  sourceUrl: z.string().url(),
  checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  confirmed: z.boolean(),
  note: z.string(),
});
export type BookingRule = z.infer<typeof bookingRuleSchema>;

export const bookingRulesSchema = z.object({
  unknownRule: z.string(),
  rules: z.array(bookingRuleSchema),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;
