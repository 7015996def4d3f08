import { planPrice } from '@shared/billing/plans';
import { TRIAL_DAYS } from '@shared/constants';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@shared/schemas/billing';
import type { DemoCheckoutSession } from '@shared/schemas/billing';
import type { UserRow } from '../auth/users.repository';
import { HttpError } from '../http/errors';
import type { BillingContext } from './billing-context';
import { SESSION_NOT_FOUND } from './billing-context';

// The demo checkout's hosted page: reading a session and confirming it.

/** An open checkout that is not paid within a day has to be started again. */
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

export async function demoSession(
  ctx: BillingContext,
  user: UserRow,
  sessionId: string,
): Promise<DemoCheckoutSession> {
  const { provider, now, pro, ownSession } = ctx;
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
}

/** The demo payment page's confirm: the session completes with one billing period from now. */
export async function completeDemoSession(
  ctx: BillingContext,
  user: UserRow,
  sessionId: string,
): Promise<{ successUrl: string }> {
  const { db, provider, now, ownSession } = ctx;
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
}
