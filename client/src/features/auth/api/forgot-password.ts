import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@shared/schemas/auth';
import { messageResponseSchema } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post('/api/auth/forgot-password', input, messageResponseSchema);
export const useForgotPasswordMutation = () => useMutation({ mutationFn: forgotPassword });
