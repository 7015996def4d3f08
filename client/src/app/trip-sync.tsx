import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { readsShowCurrentAccount, tripStore, tripsQueryKey } from '@/entities/trips/trip-store';

/** The 'online' event can come a moment before requests get through: undelivered writes are retried. */
export const SYNC_RETRY_MS = 3000;
const SYNC_RETRIES = 3;

/**
 * Keeps the device and the server in step: at sign-in it uploads trips made while signed out and
 * delivers queued writes; when the browser comes back online it delivers what was queued offline.
 */
export function TripSync() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    let cancelled = false;
    let retry: number | undefined;
    const sync = async (afterSignIn: boolean, attempt = 0) => {
      try {
        const report = await tripStore.syncNow();
        if (
          !cancelled &&
          report.pending > report.blockedByQuota &&
          navigator.onLine &&
          attempt < SYNC_RETRIES
        ) {
          window.clearTimeout(retry);
          retry = window.setTimeout(() => void sync(false, attempt + 1), SYNC_RETRY_MS);
        }
        // After sign-in every trip shown so far was the device's, unless the page opened signed in and
        // has read the account's trips (a list, or a trip and its plan) from the server already: the
        // sync waited for those reads, so they are not read again. After reconnecting, only delivered
        // writes change what the pages show.
        const listsAreStale = afterSignIn && !readsShowCurrentAccount();
        if (!cancelled && (listsAreStale || report.delivered > 0)) {
          await queryClient.invalidateQueries({ queryKey: tripsQueryKey });
          await queryClient.invalidateQueries({ queryKey: ['trip-plans'] });
        }
      } catch (error) {
        console.warn('Could not sync trips', error);
      }
    };
    const onOnline = () => void sync(false);
    if (userId !== null) void sync(true);
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.clearTimeout(retry);
      window.removeEventListener('online', onOnline);
    };
  }, [userId, queryClient]);

  return null;
}
