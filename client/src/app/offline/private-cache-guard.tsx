import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { clearPrivateCaches } from './service-worker';

/**
 * The service worker keeps the signed-in user's trips and profile for offline use, keyed by URL
 * only. When that user signs out, or another one signs in, those cached answers are dropped.
 */
export function PrivateCacheGuard() {
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (isLoading) return;
    if (previous.current !== null && previous.current !== userId) {
      clearPrivateCaches().catch((error: unknown) => console.warn('Could not clear cached trips', error));
    }
    previous.current = userId;
  }, [userId, isLoading]);

  return null;
}
