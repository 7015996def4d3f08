import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripPlan } from '@shared/schemas/plan';
import type { Reservations, Trip } from '@shared/schemas/trip';
import { toastError } from '@/components/ui/toast';
import type { TripBundle } from '@/entities/trips/trip-bundle';
import { tripBundleQueryKey } from '@/entities/trips/trip-bundle';
import { tripStore, tripsQueryKey } from '@/entities/trips/trip-store';

const SAVE_FAILED = 'Your change could not be saved on this device. Please try again.';

/** Writes of the results page: the plan, the reservations and trip fields, through the storage helper. */
export function useItineraryStore(tripId: string) {
  const queryClient = useQueryClient();
  const key = tripBundleQueryKey(tripId);
  const patchCache = (patch: Partial<TripBundle>) =>
    queryClient.setQueryData<TripBundle | null>(key, (old) => (old ? { ...old, ...patch } : old));

  /**
   * A read of the trip begun before a write (the refetch after the session is restored, say) answers
   * with the trip as it was and, landing after the write's own update, undid it on screen: a
   * reservation confirmed offline showed unconfirmed again. Such a read is dropped (the page keeps
   * what it shows) and made again once the write is stored, so it still brings the server's changes.
   * Synchronous, like the update after it: a save is in the cache before the next answer is read.
   */
  const dropEarlierRead = () => {
    const state = queryClient.getQueryState<TripBundle | null>(key);
    if (state?.fetchStatus === 'idle' || state?.data === undefined) return { reread: false };
    void queryClient.cancelQueries({ queryKey: key, exact: true });
    return { reread: true };
  };
  const readAgain = (context: { reread: boolean } | undefined) => {
    if (context?.reread) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  };

  const savePlan = useMutation({
    mutationFn: async (plan: TripPlan) => {
      await tripStore.saveAiPlan(tripId, plan);
      return plan;
    },
    // Shown at once, so quick successive edits each build on the previous one.
    onMutate: (plan) => {
      const { reread } = dropEarlierRead();
      const previous = queryClient.getQueryData<TripBundle | null>(key)?.plan ?? null;
      patchCache({ plan });
      return { previous, reread };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tripsQueryKey, exact: true }),
    onError: (_error, _plan, context) => {
      patchCache({ plan: context?.previous ?? null });
      toastError(SAVE_FAILED);
    },
    onSettled: (_plan, _error, _variables, context) => readAgain(context),
  });

  const saveReservations = useMutation({
    mutationFn: async (reservations: Reservations) => {
      await tripStore.saveReservations(tripId, reservations);
      return reservations;
    },
    onMutate: (reservations) => {
      const { reread } = dropEarlierRead();
      const previous = queryClient.getQueryData<TripBundle | null>(key)?.reservations ?? {};
      patchCache({ reservations });
      return { previous, reread };
    },
    onError: (_error, _reservations, context) => {
      patchCache({ reservations: context?.previous ?? {} });
      toastError(SAVE_FAILED);
    },
    onSettled: (_reservations, _error, _variables, context) => readAgain(context),
  });

  const updateTrip = useMutation({
    mutationFn: (patch: Partial<Omit<Trip, 'id' | 'createdAt'>>) => tripStore.update(tripId, patch),
    onMutate: dropEarlierRead,
    onSuccess: (trip) => {
      if (trip) patchCache({ trip });
      void queryClient.invalidateQueries({ queryKey: tripsQueryKey, exact: true });
    },
    onError: () => toastError(SAVE_FAILED),
    onSettled: (_trip, _error, _patch, context) => readAgain(context),
  });

  /**
   * The plan as last saved: every save reaches the cache before the next answer from the network is
   * read, while the page renders it later. An answer (a routed drive, re-planned road stops) builds
   * on this, so two answers that land before a render do not undo each other.
   */
  const currentPlan = () => queryClient.getQueryData<TripBundle | null>(key)?.plan ?? null;

  return { savePlan, saveReservations, updateTrip, currentPlan };
}

export type ItineraryStore = ReturnType<typeof useItineraryStore>;
