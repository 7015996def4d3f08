import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/schemas/auth';
import { authResponseSchema } from '@shared/schemas/user';
import { api, replaceSessionToken } from '@/lib/api-client';

/**
 * Answers a fresh session token: the change signs out every session issued before it. The fresh token
 * is stored before any request held back while the change was under way goes out.
 */
export const changePassword = (input: ChangePasswordInput) =>
  replaceSessionToken(() => api.post('/api/auth/change-password', input, authResponseSchema));
export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
