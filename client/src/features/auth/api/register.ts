import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@shared/schemas/auth';
import { authResponseSchema } from '@shared/schemas/user';
import { api } from '@/lib/api-client';

export const register = (input: RegisterInput) => api.post('/api/auth/register', input, authResponseSchema);
export const useRegisterMutation = () => useMutation({ mutationFn: register });
