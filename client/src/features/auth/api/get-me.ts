import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The schema (and zod with it) loads only when there is a session to check, so visitors' first
// page does not carry the validation library.
export const getMe = async () => {
  const { userSchema } = await import('@shared/schemas/user');
  return api.get('/api/auth/me', userSchema);
};
export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe });
