import type { Tier } from '@shared/schemas/user';
import type { Db } from '../db/database';
import type { UserRow } from '../auth/users.repository';

export type SubscriptionState = {
  status: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /**
   * False for subscriptions nothing renews (the demo checkout): they keep Pro only until the period
   * they paid for ends, like a cancelled Stripe one.
   */
  renews?: boolean;
};

/** Demo subscriptions charge nothing and never renew. */
export const isDemoSubscription = (id: string | null | undefined) => Boolean(id?.startsWith('demo_sub_'));

// A subscription that renews on its own keeps Pro even if its period end has passed and the
// renewal has not reached us yet. Every other state keeps Pro only until the paid period ends.
const RENEWING = new Set(['active', 'trialing']);
const PAID_UNTIL_PERIOD_END = new Set(['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'paused']);

/**
 * The tier a subscription grants at `now`. A cancellation (at period end or immediate) or a failed
 * payment returns the user to free at the end of the period already paid for.
 */
export function tierForSubscription(state: SubscriptionState, now: Date): Tier {
  const status = state.status;
  if (!status) return 'free';
  if (RENEWING.has(status) && !state.cancelAtPeriodEnd && state.renews !== false) return 'pro';
  if (!PAID_UNTIL_PERIOD_END.has(status) || !state.currentPeriodEnd) return 'free';
  return new Date(state.currentPeriodEnd).getTime() > now.getTime() ? 'pro' : 'free';
}

export function subscriptionStateOf(user: UserRow): SubscriptionState {
  return {
    status: user.subscription_status,
    currentPeriodEnd: user.current_period_end,
    cancelAtPeriodEnd: user.cancel_at_period_end === 1,
    renews: !isDemoSubscription(user.subscription_id),
  };
}

/**
 * Downgrades a Pro user whose subscription has lapsed. Called when a user is read for a request, so
 * the tier is right even when no webhook arrives (the demo provider sends none). Users made Pro
 * without a subscription record are left alone.
 */
export async function expireLapsedSubscription(db: Db, user: UserRow, now: Date): Promise<UserRow> {
  if (user.tier !== 'pro' || !user.subscription_status) return user;
  if (tierForSubscription(subscriptionStateOf(user), now) === 'pro') return user;
  const updated_at = now.toISOString();
  await db.updateTable('users').set({ tier: 'free', updated_at }).where('id', '=', user.id).execute();
  return { ...user, tier: 'free', updated_at };
}
