import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { tripSummarySchema } from '@shared/schemas/trip-document';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { tripsQueryKey } from '@/entities/trips/trip-store';
import { tripPlansQueryOptions } from './get-trip-plans';

// Bearer token and JSON header, no body; the trip list is refetched afterwards.
export const createSampleTrips = () =>
  api.post('/api/trip-plans/sample', undefined, z.object({ trips: z.array(tripSummarySchema) }));

export function useCreateSampleTrips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSampleTrips,
    onSuccess: async () => {
      toastSuccess('3 sample trips have been added to your account.', 'Sample trips created!');
      await queryClient.invalidateQueries({ queryKey: tripPlansQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    },
    onError: () => toastError('Failed to create sample trips. Please try again.'),
  });
}
