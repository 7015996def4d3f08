import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@shared/schemas/auth';
import { messageResponseSchema } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

export const resetPassword = (input: ResetPasswordInput) =>
  api.post('/api/auth/reset-password', input, messageResponseSchema);
export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
