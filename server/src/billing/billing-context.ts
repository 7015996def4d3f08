import type { Transaction } from 'kysely';
import { planCatalogue } from '@shared/billing/plans';
import type { BillingPeriod, SubscriptionSummary } from '@shared/schemas/billing';
import type { UserRow } from '../auth/users.repository';
import { findUserById } from '../auth/users.repository';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { PaymentProvider, ProviderSubscription } from './payment-provider';
import { isDemoSubscription, tierForSubscription } from './subscription-tier';

export type BillingDeps = { db: Db; config: Config; provider: PaymentProvider; now: () => Date };

type Executor = Db | Transaction<Database>;

export const SESSION_NOT_FOUND = 'Checkout session not found';

/** The billing service's shared state and the steps its operations share. */
export type BillingContext = ReturnType<typeof createBillingContext>;

export function createBillingContext({ db, config, provider, now }: BillingDeps) {
  const plans = planCatalogue({ monthly: config.stripePriceProMonthly, yearly: config.stripePriceProYearly });
  const pro = plans.find((p) => p.id === 'pro')!;

function billingForPrice(priceId: string): BillingPeriod | null {
  if (priceId === pro.priceIds.monthly) return 'monthly';
  if (priceId === pro.priceIds.yearly) return 'yearly';
  return null;
}

async function ownSession(user: UserRow, sessionId: string) {
  const row = await db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirst();
  // Another user's session answers like a missing one, so ids cannot be probed.
  if (!row || row.user_id !== user.id) throw new HttpError(404, SESSION_NOT_FOUND);
  return row;
}

/** Writes a subscription's state to its user; an old subscription ending never downgrades a newer one. */
async function applySubscription(executor: Executor, userId: string, sub: ProviderSubscription) {
  const user = await executor.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  const tier = tierForSubscription(
    {
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      renews: !isDemoSubscription(sub.id),
    },
    now(),
  );
  if (user.subscription_id && user.subscription_id !== sub.id && tier === 'free') return;
  await executor
    .updateTable('users')
    .set({
      stripe_customer_id: sub.customerId || user.stripe_customer_id,
      subscription_id: sub.id,
      subscription_status: sub.status,
      current_period_end: sub.currentPeriodEnd,
      cancel_at_period_end: sub.cancelAtPeriodEnd ? 1 : 0,
      tier,
      updated_at: now().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

function summary(user: UserRow): SubscriptionSummary {
  return {
    tier: user.tier,
    provider: provider.kind,
    status: user.subscription_status,
    currentPeriodEnd: user.current_period_end,
    // An immediately cancelled subscription also just runs out: nothing renews, nothing to cancel.
    cancelAtPeriodEnd: user.cancel_at_period_end === 1 || user.subscription_status === 'canceled',
    hasSubscription: user.tier === 'pro' && user.subscription_id !== null,
  };
}

async function reload(user: UserRow): Promise<UserRow> {
  const fresh = await findUserById(db, user.id);
  if (!fresh) throw new HttpError(401, 'Authentication required');
  return fresh;
}

async function userIdForSubscription(sub: ProviderSubscription): Promise<string | null> {
  if (sub.userId) return sub.userId;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([eb('subscription_id', '=', sub.id), eb('stripe_customer_id', '=', sub.customerId)]),
    )
    .executeTakeFirst();
  return row?.id ?? null;
}

  return {
    db,
    config,
    provider,
    now,
    plans,
    pro,
    billingForPrice,
    ownSession,
    applySubscription,
    summary,
    reload,
    userIdForSubscription,
  };
}
