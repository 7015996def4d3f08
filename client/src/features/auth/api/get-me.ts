import { queryOptions } from '@tanstack/react-query';
import { userSchema } from '@shared/schemas/user';
import { api } from '@/lib/api-client';

export const getMe = () => api.get('/api/auth/me', userSchema);
export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe });
