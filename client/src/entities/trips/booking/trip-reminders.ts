import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripReminders } from '@shared/schemas/reminders';
import { tripRemindersSchema } from '@shared/schemas/reminders';
import { api } from '@/lib/api-client';

const remindersUrl = (tripId: string) => `/api/trip-plans/${encodeURIComponent(tripId)}/reminders`;

export const getTripReminders = (tripId: string) => api.get(remindersUrl(tripId), tripRemindersSchema);

export const tripRemindersQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: ['trip-reminders', tripId], queryFn: () => getTripReminders(tripId), retry: false });

/** The trip's reminders as its signed-in owner reads them (off until the trip is on the server). */
export const useTripReminders = (tripId: string, enabled: boolean) =>
  useQuery({ ...tripRemindersQueryOptions(tripId), enabled });

export const setTripReminders = (tripId: string, enabled: boolean) =>
  api.put(remindersUrl(tripId), { enabled }, tripRemindersSchema);

/** Turns them on or off; the answer is the new state. */
export function useSetTripReminders(tripId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setTripReminders(tripId, enabled),
    onSuccess: (state: TripReminders) => client.setQueryData(tripRemindersQueryOptions(tripId).queryKey, state),
  });
}

export const setStayReminders = (tripId: string, day: number, enabled: boolean) =>
  api.put(`${remindersUrl(tripId)}/stays/${day}`, { enabled }, tripRemindersSchema);

/** Turns them on or off for the one stay that begins on `day`; the answer is the new state. */
export function useSetStayReminders(tripId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ day, enabled }: { day: number; enabled: boolean }) => setStayReminders(tripId, day, enabled),
    onSuccess: (state: TripReminders) => client.setQueryData(tripRemindersQueryOptions(tripId).queryKey, state),
  });
}
