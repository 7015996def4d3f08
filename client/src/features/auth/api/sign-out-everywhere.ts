import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Ends every session of the account, on every device, this one included. */
export const signOutEverywhere = () => api.post<void>('/api/auth/logout');
export const useSignOutEverywhereMutation = () => useMutation({ mutationFn: signOutEverywhere });
