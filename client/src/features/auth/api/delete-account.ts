import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

export const deleteAccount = (input: DeleteAccountInput) => api.delete<void>('/api/auth/me', input);
export const useDeleteAccountMutation = () => useMutation({ mutationFn: deleteAccount });
