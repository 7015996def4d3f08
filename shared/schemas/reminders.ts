import { z } from 'zod';

// Booking-window reminders: the owner turns them on for a trip, or for one stay; each
// covered stay whose window has not opened gets an e-mail a day before and an hour before it opens.
// A Pro feature.

export const tripRemindersInputSchema = z
  .object({ enabled: z.boolean({ message: 'enabled must be true or false' }) })
  .strict();
export type TripRemindersInput = z.infer<typeof tripRemindersInputSchema>;

export const reminderKindSchema = z.enum(['day-before', 'hour-before']);

export const tripReminderSchema = z.object({
  /** The day that begins the stay. */
  day: z.number().int(),
  kind: reminderKindSchema,
  /** When booking opens (ISO 8601 with the rule's offset) and when the e-mail goes out (UTC). */
  opensAt: z.string(),
  sendAt: z.string(),
  status: z.enum(['pending', 'running', 'sent', 'cancelled', 'failed']),
});
export type TripReminder = z.infer<typeof tripReminderSchema>;

export const tripRemindersSchema = z.object({
  /** On for the whole trip: every stay. */
  enabled: z.boolean(),
  /** The stays (by the day that begins each) with reminders on for that stay alone. */
  stays: z.array(z.number().int()),
  /** Whether the account may turn them on (Pro); a free account sees the windows, not the e-mails. */
  available: z.boolean(),
  /** The reminders still to go out and those sent, by time (cancelled ones are left out). */
  reminders: z.array(tripReminderSchema),
});
export type TripReminders = z.infer<typeof tripRemindersSchema>;

export const REMINDERS_PRO_MESSAGE =
  'Booking-window reminders are part of Pro. Upgrade to have them e-mailed before each window opens.';

const DAY_MESSAGE = 'day must be a day number';
export const stayReminderParamsSchema = z.object({
  day: z.coerce
    .number({ message: DAY_MESSAGE })
    .int({ message: DAY_MESSAGE })
    .min(1, { message: DAY_MESSAGE })
    .max(10_000, { message: DAY_MESSAGE }),
});

export const NOT_A_STAY_MESSAGE = 'That day does not begin a stay of this trip whose booking window we know.';
