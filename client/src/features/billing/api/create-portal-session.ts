import { useMutation } from '@tanstack/react-query';
import { portalSessionResponseSchema } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';

export const createPortalSession = () =>
  api.post('/api/stripe/portal-session', undefined, portalSessionResponseSchema);
export const useCreatePortalSession = () => useMutation({ mutationFn: createPortalSession });
