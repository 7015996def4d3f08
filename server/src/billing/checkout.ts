import { TRIAL_DAYS } from '@shared/constants';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@shared/schemas/billing';
import type { CreateCheckoutSessionInput, VerifySessionResponse } from '@shared/schemas/billing';
import type { UserRow } from '../auth/users.repository';
import { HttpError } from '../http/errors';
import type { BillingContext } from './billing-context';
import { SESSION_NOT_FOUND } from './billing-context';

// Starting a checkout and verifying it when the traveller comes back (Stripe or the demo checkout).

export function demoSubscriptionId(sessionId: string) {
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

export async function createCheckoutSession(
  ctx: BillingContext,
  user: UserRow,
  input: CreateCheckoutSessionInput,
): Promise<{ sessionUrl: string }> {
  const { db, config, provider, now, billingForPrice } = ctx;
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
}

export async function verifySession(
  ctx: BillingContext,
  user: UserRow,
  sessionId: string,
): Promise<VerifySessionResponse> {
  const { db, provider, ownSession, applySubscription } = ctx;
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
}
