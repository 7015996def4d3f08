import type { Transaction } from 'kysely';
import { planCatalogue, planPrice } from '@shared/billing/plans';
import { TRIAL_DAYS } from '@shared/constants';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@shared/schemas/billing';
import type {
  BillingConfig,
  BillingPeriod,
  CreateCheckoutSessionInput,
  DemoCheckoutSession,
  SubscriptionSummary,
  VerifySessionResponse,
} from '@shared/schemas/billing';
import type { UserRow } from '../auth/users.repository';
import { findUserById } from '../auth/users.repository';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { PaymentProvider, ProviderSubscription } from './payment-provider';
import { stripeObjectId, WebhookSignatureError } from './payment-provider';
import { isDemoSubscription, tierForSubscription } from './subscription-tier';

type BillingDeps = { db: Db; config: Config; provider: PaymentProvider; now: () => Date };

/** An open checkout that is not paid within a day has to be started again. */
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
const SESSION_NOT_FOUND = 'Checkout session not found';

type Executor = Db | Transaction<Database>;

function demoSubscriptionId(sessionId: string) {
  return `demo_sub_${sessionId.replace(/^demo_cs_/, '')}`;
}

/**
 * Keeps the redirect targets on our own origin: the path and query the client sent, on APP_URL.
 * Stripe needs absolute URLs, and a crafted body must not turn checkout into an open redirect.
 */
function ownUrl(raw: string, appUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw, appUrl);
  } catch {
    throw new HttpError(400, 'Invalid redirect URL');
  }
  if (!parsed.pathname.startsWith('/checkout')) throw new HttpError(400, 'Invalid redirect URL');
  return `${appUrl}${parsed.pathname}${parsed.search}`;
}

export function createBillingService({ db, config, provider, now }: BillingDeps) {
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
    config(): BillingConfig {
      return { provider: provider.kind, publishableKey: provider.publishableKey, plans };
    },

    async createCheckoutSession(
      user: UserRow,
      input: CreateCheckoutSessionInput,
    ): Promise<{ sessionUrl: string }> {
      if (provider.kind === 'none') throw new HttpError(503, PAYMENTS_NOT_CONFIGURED_MESSAGE);
      if (input.userId && input.userId !== user.id) {
        throw new HttpError(403, 'You can only start a checkout for your own account.');
      }
      const billing = billingForPrice(input.priceId);
      if (!billing) throw new HttpError(400, 'Unknown price');
      if (user.tier === 'pro' && user.cancel_at_period_end === 0 && user.subscription_id) {
        throw new HttpError(409, 'You already have an active Pro subscription.');
      }
      const successUrl = ownUrl(input.successUrl, config.appUrl);
      const cancelUrl = ownUrl(input.cancelUrl, config.appUrl);
      const session = await provider.createCheckoutSession({
        priceId: input.priceId,
        customerEmail: input.customerEmail,
        customerId: user.stripe_customer_id,
        userId: user.id,
        trialDays: TRIAL_DAYS,
        successUrl,
        cancelUrl,
      });
      await db
        .insertInto('checkout_sessions')
        .values({
          id: session.id,
          user_id: user.id,
          provider: provider.kind,
          price_id: input.priceId,
          billing,
          status: 'open',
          customer_email: input.customerEmail,
          customer_name: input.customerName,
          current_period_end: null,
          created_at: now().toISOString(),
        })
        .execute();
      return { sessionUrl: session.url };
    },

    async verifySession(user: UserRow, sessionId: string): Promise<VerifySessionResponse> {
      const row = await ownSession(user, sessionId);
      if (provider.kind === 'none') throw new HttpError(503, PAYMENTS_NOT_CONFIGURED_MESSAGE);
      // A demo session counts only while the demo checkout is on: switching it off ends that path.
      if (row.provider === 'demo' && provider.kind !== 'demo') throw new HttpError(404, SESSION_NOT_FOUND);
      if (provider.kind === 'demo') {
        if (row.status !== 'complete') throw new HttpError(409, 'Checkout has not been completed yet.');
        const subscriptionId = demoSubscriptionId(row.id);
        // Verifying again (a reload of the success page) must not undo a later cancellation.
        if (user.subscription_id !== subscriptionId) {
          await applySubscription(db, user.id, {
            id: subscriptionId,
            customerId: '',
            status: 'active',
            currentPeriodEnd: row.current_period_end,
            trialEnd: row.trial_end,
            cancelAtPeriodEnd: false,
            userId: user.id,
          });
        }
        return {
          customerEmail: row.customer_email,
          currentPeriodEnd: row.current_period_end,
          trialEnd: row.trial_end,
        };
      }
      const session = await provider.retrieveCheckoutSession(row.id);
      if (!session.complete) throw new HttpError(409, 'Checkout has not been completed yet.');
      let currentPeriodEnd: string | null = null;
      let trialEnd: string | null = null;
      if (session.subscriptionId) {
        const sub = await provider.retrieveSubscription(session.subscriptionId);
        currentPeriodEnd = sub.currentPeriodEnd;
        trialEnd = sub.trialEnd;
        await applySubscription(db, user.id, sub);
      }
      await db
        .updateTable('checkout_sessions')
        .set({ status: 'complete', current_period_end: currentPeriodEnd, trial_end: trialEnd })
        .where('id', '=', row.id)
        .execute();
      return { customerEmail: session.customerEmail ?? row.customer_email, currentPeriodEnd, trialEnd };
    },

    async demoSession(user: UserRow, sessionId: string): Promise<DemoCheckoutSession> {
      if (provider.kind === 'none') throw new HttpError(503, PAYMENTS_NOT_CONFIGURED_MESSAGE);
      if (provider.kind !== 'demo') throw new HttpError(404, SESSION_NOT_FOUND);
      const row = await ownSession(user, sessionId);
      const expired = row.status === 'open' && now().getTime() - Date.parse(row.created_at) > CHECKOUT_TTL_MS;
      return {
        id: row.id,
        status: expired ? 'expired' : row.status,
        billing: row.billing,
        amount: planPrice(pro, row.billing),
        customerEmail: row.customer_email,
        customerName: row.customer_name,
        trialDays: TRIAL_DAYS,
      };
    },

    /** The demo payment page's confirm: the session completes with one billing period from now. */
    async completeDemoSession(user: UserRow, sessionId: string): Promise<{ successUrl: string }> {
      if (provider.kind === 'none') throw new HttpError(503, PAYMENTS_NOT_CONFIGURED_MESSAGE);
      if (provider.kind !== 'demo') throw new HttpError(404, SESSION_NOT_FOUND);
      const row = await ownSession(user, sessionId);
      const successUrl = `/checkout/success?session_id=${encodeURIComponent(row.id)}`;
      if (row.status === 'complete') return { successUrl };
      if (row.status === 'expired' || now().getTime() - Date.parse(row.created_at) > CHECKOUT_TTL_MS) {
        await db
          .updateTable('checkout_sessions')
          .set({ status: 'expired' })
          .where('id', '=', row.id)
          .execute();
        throw new HttpError(410, 'This checkout session has expired. Please start again.');
      }
      const periodEnd = provider.periodEnd(now(), row.billing).toISOString();
      // The demo offers the same free trial as Stripe: it ends TRIAL_DAYS after the confirm.
      const trialEnd = new Date(now().getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000).toISOString();
      await db
        .updateTable('checkout_sessions')
        .set({ status: 'complete', current_period_end: periodEnd, trial_end: trialEnd })
        .where('id', '=', row.id)
        .where('status', '=', 'open')
        .execute();
      return { successUrl };
    },

    async subscription(user: UserRow): Promise<SubscriptionSummary> {
      return summary(user);
    },

    /** Demo provider: cancels at the end of the period; Stripe subscriptions go through the portal. */
    async cancel(user: UserRow): Promise<SubscriptionSummary> {
      if (provider.kind !== 'demo')
        throw new HttpError(400, 'Manage your subscription in the customer portal.');
      if (user.tier !== 'pro' || !user.subscription_id?.startsWith('demo_sub_')) {
        throw new HttpError(400, 'You have no active subscription to cancel.');
      }
      await db
        .updateTable('users')
        .set({ cancel_at_period_end: 1, updated_at: now().toISOString() })
        .where('id', '=', user.id)
        .execute();
      return summary(await reload(user));
    },

    async portalSession(user: UserRow): Promise<{ url: string }> {
      if (provider.kind !== 'stripe')
        throw new HttpError(400, 'The customer portal is only available with Stripe.');
      if (!user.stripe_customer_id) throw new HttpError(400, 'You have no subscription to manage.');
      return provider.createPortalSession(user.stripe_customer_id, `${config.appUrl}/settings`);
    },

    async handleWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ received: true; duplicate?: true }> {
      if (provider.kind !== 'stripe') throw new HttpError(400, 'Webhooks are not configured');
      let event;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new HttpError(400, `Webhook error: ${error.message}`);
        throw error;
      }
      const seen = await db
        .selectFrom('processed_events')
        .select('id')
        .where('id', '=', event.id)
        .executeTakeFirst();
      if (seen) return { received: true, duplicate: true };

      // Events can arrive late and out of order, so each one re-reads the subscription's current
      // state from Stripe instead of trusting the snapshot it carries.
      const obj = event.object;
      let subscriptionId: string | null = null;
      let userId: string | null = null;
      let checkoutSessionId: string | null = null;
      if (event.type === 'checkout.session.completed') {
        checkoutSessionId = typeof obj.id === 'string' ? obj.id : null;
        subscriptionId = stripeObjectId(obj.subscription);
        userId = typeof obj.client_reference_id === 'string' ? obj.client_reference_id : null;
      } else if (event.type.startsWith('customer.subscription.')) {
        subscriptionId = typeof obj.id === 'string' ? obj.id : null;
      } else if (event.type === 'invoice.payment_failed' || event.type === 'invoice.paid') {
        const parent = obj.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
        subscriptionId =
          stripeObjectId(parent?.subscription_details?.subscription) ?? stripeObjectId(obj.subscription);
      }
      const sub = subscriptionId ? await provider.retrieveSubscription(subscriptionId) : null;
      if (sub && !userId) userId = await userIdForSubscription(sub);

      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('processed_events')
          .values({ id: event.id, type: event.type, created_at: now().toISOString() })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        // A concurrent delivery of the same event got here first.
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
        if (checkoutSessionId) {
          await trx
            .updateTable('checkout_sessions')
            .set({
              status: 'complete',
              current_period_end: sub?.currentPeriodEnd ?? null,
              trial_end: sub?.trialEnd ?? null,
            })
            .where('id', '=', checkoutSessionId)
            .execute();
        }
        if (sub && userId) await applySubscription(trx, userId, sub);
      });
      return { received: true };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
