import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@shared/schemas/auth';
import { userSchema } from '@shared/schemas/user';
import { api } from '@/lib/api-client';
import { meQueryOptions } from './get-me';

export const updateProfile = (input: UpdateProfileInput) => api.patch('/api/auth/me', input, userSchema);
export const useUpdateProfileMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(meQueryOptions().queryKey, user),
  });
};
