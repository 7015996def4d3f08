import { HttpError } from '../http/errors';
import type { BillingContext } from './billing-context';
import { stripeObjectId, WebhookSignatureError } from './payment-provider';

// Stripe's webhooks: each event applied once, from the subscription's current state.

export async function handleWebhook(
  ctx: BillingContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate?: true }> {
  const { db, provider, now, applySubscription, userIdForSubscription } = ctx;
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
}
