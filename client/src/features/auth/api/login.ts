import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@shared/schemas/auth';
import { authResponseSchema } from '@shared/schemas/user';
import { api } from '@/lib/api-client';

export const login = (input: LoginInput) => api.post('/api/auth/login', input, authResponseSchema);
export const useLoginMutation = () => useMutation({ mutationFn: login });
