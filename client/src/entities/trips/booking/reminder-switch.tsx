import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { toastError } from '@/components/ui/toast';
import { ApiError, authToken } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import type { DayBooking } from '@shared/schemas/booking';
import type { Day } from '@shared/schemas/plan';
import { useSetStayReminders, useSetTripReminders, useTripReminders } from './trip-reminders';

const failure = (error: unknown) =>
  (error instanceof ApiError && error.serverMessage) || 'The reminders could not be changed. Please try again.';

/**
 * The owner's "Remind me before booking opens" switch on the booking board: on a Pro account it turns
 * the e-mails on and off; on a free account a line says they are part of Pro. Nothing shows for a
 * trip the server does not hold for this account (signed out, or saved on this device only).
 */
export function ReminderSwitch({ tripId }: { tripId: string }) {
  const id = useId();
  const reminders = useTripReminders(tripId, authToken() !== null);
  const change = useSetTripReminders(tripId);
  const state = reminders.data;
  if (!state) return null;
  if (!state.available) {
    return (
      <p className="text-sm text-stone-700" data-testid="reminders-pro">
        E-mail reminders before each window opens are part of Pro.{' '}
        <a href={paths.pricing} className="font-medium text-brand-700 underline">
          See Pro plans
        </a>
      </p>
    );
  }
  const waiting = state.reminders.filter((r) => r.status === 'pending').length;
  return (
    <div className="space-y-1 rounded-lg border border-stone-200 p-3">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={state.enabled}
          disabled={change.isPending}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(on) => change.mutate(on, { onError: (error) => toastError(failure(error)) })}
        />
        <label htmlFor={id} className="text-sm font-medium">
          Remind me before booking opens
        </label>
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {state.enabled
          ? `An e-mail a day and an hour before each window opens (${waiting} to come).`
          : state.stays.length > 0
            ? `On for ${state.stays.length} stay${state.stays.length === 1 ? '' : 's'} below (${waiting} to come); turn this on for every stay.`
            : 'An e-mail a day and an hour before each window opens, for stays not yet booked; or turn them on for one stay below.'}
      </p>
    </div>
  );
}

/**
 * A stay's own reminders switch on its booking-board row (reminders are for a trip or a single stay): shown
 * to a Pro owner for a stay whose window has not opened while the trip's reminders are off. Booking
 * the stay cancels its e-mails (the server re-plans on the reservation).
 */
export function StayReminderSwitch({ tripId, day, booking }: { tripId: string; day: Day; booking: DayBooking }) {
  const id = useId();
  const reminders = useTripReminders(tripId, authToken() !== null);
  const change = useSetStayReminders(tripId);
  const state = reminders.data;
  if (!state?.available || state.enabled || booking.status !== 'not-open') return null;
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        checked={state.stays.includes(day.day)}
        disabled={change.isPending}
        aria-label={`Remind me before booking opens for ${day.rvPark.name}`}
        onCheckedChange={(enabled) =>
          change.mutate({ day: day.day, enabled }, { onError: (error) => toastError(failure(error)) })
        }
      />
      <label htmlFor={id} className="text-xs text-stone-700">
        Remind me for this stay
      </label>
    </div>
  );
}
