import type { BillingConfig, CreateCheckoutSessionInput, SubscriptionSummary } from '@shared/schemas/billing';
import type { UserRow } from '../auth/users.repository';
import { HttpError } from '../http/errors';
import type { BillingDeps } from './billing-context';
import { createBillingContext } from './billing-context';
import { handleWebhook } from './billing-webhook';
import { createCheckoutSession, verifySession } from './checkout';
import { completeDemoSession, demoSession } from './demo-checkout';

// Plans, checkout (Stripe or the demo), the subscription and Stripe's webhooks, over one context.
export function createBillingService(deps: BillingDeps) {
  const ctx = createBillingContext(deps);
  const { db, config, provider, now, plans, summary, reload } = ctx;

  return {
    config(): BillingConfig {
      return { provider: provider.kind, publishableKey: provider.publishableKey, plans };
    },

    createCheckoutSession: (user: UserRow, input: CreateCheckoutSessionInput) =>
      createCheckoutSession(ctx, user, input),

    verifySession: (user: UserRow, sessionId: string) => verifySession(ctx, user, sessionId),

    demoSession: (user: UserRow, sessionId: string) => demoSession(ctx, user, sessionId),

    completeDemoSession: (user: UserRow, sessionId: string) => completeDemoSession(ctx, user, sessionId),

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

    handleWebhook: (rawBody: Buffer, signature: string | undefined) => handleWebhook(ctx, rawBody, signature),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
