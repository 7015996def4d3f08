import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { listShowsCurrentAccount, tripStore, tripsQueryKey } from '@/entities/trips/trip-store';

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
        // After sign-in every trip list shown so far was the device's, unless the page opened signed
        // in and has listed the account's trips already (the sync waited for that list); after
        // reconnecting, only delivered writes change what the lists show.
        const listsAreStale = afterSignIn && !listShowsCurrentAccount();
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
