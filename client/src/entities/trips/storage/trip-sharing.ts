import type { TripDocument } from '@shared/schemas/trip-document';
import { TripServerError } from './server-transport';
import { cacheDocument } from './local-cache';
import { flushOne } from './change-queue';
import { reconcileAccount } from './reconcile';
import type { SyncContext } from './sync-state';
import { isOffline } from './sync-state';

// Sharing an own trip by link: it needs an account and a connection, and the trip on the server.

/** Whether an own trip's link opens for others, and whether it shows the private details. */
export type ShareState = { shared: boolean; includePrivateDetails: boolean };

const shareStateOf = (doc: TripDocument): ShareState => ({
  shared: doc.shared,
  includePrivateDetails: doc.shared && doc.sharePrivateDetails === true,
});

/** Sharing needs an account and a connection; the message is meant for the user. */
export class TripShareError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TripShareError';
  }
}

const OFFLINE_MESSAGE = 'You appear to be offline. Connect to the internet and try again.';

/** A share or unshare call: the answer is cached, failures become messages for the user. */
async function shareCall(
  ctx: SyncContext,
  id: string,
  send: () => Promise<TripDocument>,
): Promise<ShareState> {
  try {
    const doc = await send();
    ctx.recent.delete(id);
    cacheDocument(ctx, doc);
    return shareStateOf(doc);
  } catch (error) {
    if (isOffline(error)) throw new TripShareError(OFFLINE_MESSAGE);
    if (error instanceof TripServerError && error.status === 404) {
      throw new TripShareError('Only trips saved to your account can be shared.');
    }
    throw error;
  }
}

export async function shareTrip(
  ctx: SyncContext,
  id: string,
  options: { includePrivateDetails?: boolean } = {},
): Promise<ShareState> {
  const account = reconcileAccount(ctx);
  if (account === null) throw new TripShareError('Sign in to share this trip.');
  const result = await flushOne(ctx, account, id);
  if (result.outcome !== 'delivered') {
    throw new TripShareError('This trip is not on the server yet. Connect to the internet and try again.');
  }
  return shareCall(ctx, id, () =>
    ctx.server.shareTrip(id, { includePrivateDetails: options.includePrivateDetails === true }),
  );
}

export async function unshareTrip(ctx: SyncContext, id: string): Promise<ShareState> {
  if (reconcileAccount(ctx) === null) throw new TripShareError('Sign in to stop sharing this trip.');
  return shareCall(ctx, id, () => ctx.server.unshareTrip(id));
}

export async function shareState(ctx: SyncContext, id: string): Promise<ShareState | null> {
  if (reconcileAccount(ctx) === null) return null;
  let doc: TripDocument | null;
  try {
    doc = await ctx.server.getTrip(id);
  } catch (error) {
    if (isOffline(error)) throw new TripShareError(OFFLINE_MESSAGE);
    throw error;
  }
  if (doc === null || doc.readOnly) return null;
  return shareStateOf(doc);
}
