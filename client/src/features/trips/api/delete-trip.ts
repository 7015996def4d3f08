import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripStore } from '@/entities/trips/trip-store';
import { tripsQueryOptions } from './get-trips';

export const deleteTrip = (id: string) => tripStore.delete(id);

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsQueryOptions().queryKey }),
  });
}
