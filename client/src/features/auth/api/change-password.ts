import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/schemas/auth';
import { authResponseSchema } from '@shared/schemas/user';
import { api } from '@/lib/api-client';

/** Answers a fresh session token: the change signs out every session issued before it. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post('/api/auth/change-password', input, authResponseSchema);
export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
