import { useCallback, useEffect, useState } from 'react';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { copyLink } from '@/lib/share';
import type { ShareState } from '@/entities/trips/storage/synced-store';
import { shareTrip, tripShareState, unshareTrip } from '@/entities/trips/trip-store';

export type ShareStatus =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; state: ShareState };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * A trip's share settings as the owner edits them: read from the server, then shared (the link
 * copied) or updated with the private details choice, or sharing stopped after a confirmation.
 */
export function useShareSettings(tripId: string, url: string) {
  const [status, setStatus] = useState<ShareStatus>({ kind: 'loading' });
  const [includePrivate, setIncludePrivate] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmingStop, setConfirmingStop] = useState(false);

  const fetchState = useCallback(
    (isCurrent: () => boolean) =>
      tripShareState(tripId).then(
        (state) => {
          if (!isCurrent()) return;
          // Not on the server yet (saved offline): not shared; sharing uploads it first.
          const current = state ?? { shared: false, includePrivateDetails: false };
          setIncludePrivate(current.includePrivateDetails);
          setStatus({ kind: 'ready', state: current });
        },
        (error: unknown) => {
          if (isCurrent())
            setStatus({ kind: 'error', message: messageOf(error, 'Could not read the sharing settings.') });
        },
      ),
    [tripId],
  );
  useEffect(() => {
    let current = true;
    void fetchState(() => current);
    return () => {
      current = false;
    };
  }, [fetchState]);
  const load = () => {
    setStatus({ kind: 'loading' });
    void fetchState(() => true);
  };

  // Runs one change at a time; a failure is told in a toast.
  const run = async (change: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await change();
    } catch (error) {
      toastError(messageOf(error, failure));
    } finally {
      setBusy(false);
    }
  };
  const share = () =>
    run(async () => {
      const state = await shareTrip(tripId, { includePrivateDetails: includePrivate });
      setStatus({ kind: 'ready', state });
      await copyLink(url);
    }, 'Could not share the trip. Please try again.');
  const stop = () =>
    run(async () => {
      const state = await unshareTrip(tripId);
      setStatus({ kind: 'ready', state });
      setIncludePrivate(false);
      setConfirmingStop(false);
      toastSuccess('Sharing stopped. The link no longer opens for anyone else.');
    }, 'Could not stop sharing. Please try again.');

  const shared = status.kind === 'ready' && status.state.shared;
  const changed = status.kind === 'ready' && shared && includePrivate !== status.state.includePrivateDetails;

  return {
    status,
    load,
    includePrivate,
    setIncludePrivate,
    busy,
    confirmingStop,
    setConfirmingStop,
    share,
    stop,
    shared,
    changed,
  };
}
