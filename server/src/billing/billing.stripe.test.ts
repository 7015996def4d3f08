import Stripe from 'stripe';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createTestUser } from '../test/billing-users';
import type { FakeStripe, FakeSubscription } from '../test/fake-stripe';
import { startFakeStripe } from '../test/fake-stripe';
import { createTestApp, createTestDatabase, testConfig } from '../test/test-app';
import type { TestContext } from '../test/test-app';
import { createStripeProvider } from './payment-provider';

const targets: Array<[string, string | undefined]> = [['sqlite', undefined]];
if (process.env.TEST_DATABASE_URL) targets.push(['postgres', process.env.TEST_DATABASE_URL]);

const appUrl = 'http://localhost:3000';
const webhookSecret = 'whsec_test_secret';
const start = new Date('2026-03-01T12:00:00.000Z');
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const checkoutBody = {
  priceId: 'price_live_monthly',
  customerEmail: 'ann@example.com',
  customerName: 'Ann Walker',
  successUrl: `${appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${appUrl}/checkout?plan=pro&billing=monthly`,
};

/** A checkout.session.completed event for `userId`'s session, subscribed to sub_123. */
const sessionCompleted = (id: string, sessionId: string, userId: string, extra: Record<string, string> = {}) => ({
  id,
  type: 'checkout.session.completed',
  object: { id: sessionId, object: 'checkout.session', client_reference_id: userId, subscription: 'sub_123', ...extra },
});

describe.each(targets)('billing with Stripe on %s', (_dialect, url) => {
  let ctx: TestContext | undefined;
  let fake: FakeStripe | undefined;
  let time = start;
  afterEach(async () => {
    await ctx?.close();
    await fake?.close();
    ctx = undefined;
    fake = undefined;
    time = start;
  });

  async function setup() {
    fake = await startFakeStripe();
    const config = testConfig({
      appUrl,
      stripeSecretKey: 'sk_test_fake_key',
      stripeWebhookSecret: webhookSecret,
      stripePublishableKey: 'pk_test_fake_key',
      stripePriceProMonthly: 'price_live_monthly',
      stripePriceProYearly: 'price_live_yearly',
      stripeApiBase: fake.url,
    });
    ctx = await createTestApp({
      config,
      database: await createTestDatabase(url),
      payments: createStripeProvider(config),
      clock: () => time,
    });
    const { user, token } = await createTestUser(ctx.deps.database.db, config, { email: 'ann@example.com' });
    return { app: ctx.app, db: ctx.deps.database.db, fake, user, auth: `Bearer ${token}` };
  }

  const readUser = (db: Db, id: string) =>
    db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  function sendEvent(
    app: TestContext['app'],
    event: { id: string; type: string; object: Record<string, unknown> },
    secret = webhookSecret,
  ) {
    const payload = JSON.stringify({
      id: event.id,
      object: 'event',
      type: event.type,
      data: { object: event.object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return request(app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(payload);
  }

  async function startCheckout(app: TestContext['app'], auth: string) {
    const res = await request(app)
      .post('/api/stripe/create-checkout-session')
      .set('Authorization', auth)
      .send(checkoutBody);
    expect(res.status).toBe(200);
    return String(res.body.sessionUrl).split('/').pop()!;
  }

  const subscription = (userId: string, overrides: Partial<FakeSubscription> = {}): FakeSubscription => ({
    id: 'sub_123',
    customer: 'cus_123',
    status: 'trialing',
    currentPeriodEnd: seconds('2026-03-08T12:00:00.000Z'),
    trialEnd: seconds('2026-03-08T12:00:00.000Z'),
    metadata: { userId },
    ...overrides,
  });

  it('offers the configured price ids and the publishable key', async () => {
    const { app } = await setup();
    const res = await request(app).get('/api/stripe/config');
    expect(res.body.provider).toBe('stripe');
    expect(res.body.publishableKey).toBe('pk_test_fake_key');
    expect(res.body.plans[1].priceIds).toEqual({
      monthly: 'price_live_monthly',
      yearly: 'price_live_yearly',
    });
  });

  it('creates a subscription checkout with a 7-day trial, the email and the user id', async () => {
    const { app, fake, user, auth } = await setup();
    const res = await request(app)
      .post('/api/stripe/create-checkout-session')
      .set('Authorization', auth)
      .send(checkoutBody);
    expect(res.status).toBe(200);
    expect(res.body.sessionUrl).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(sent.authorization).toBe('Bearer sk_test_fake_key');
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_live_monthly',
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][userId]': user.id,
      customer_email: 'ann@example.com',
      client_reference_id: user.id,
      success_url: `${appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/checkout?plan=pro&billing=monthly`,
    });
  });

  it('verifies a completed session for its owner and marks the user pro', async () => {
    const { app, db, fake, user, auth } = await setup();
    const sessionId = await startCheckout(app, auth);
    const early = await request(app)
      .get(`/api/stripe/verify-session/${sessionId}`)
      .set('Authorization', auth);
    expect(early.status).toBe(409);

    fake.completeSession(sessionId, subscription(user.id));
    const other = await createTestUser(db, ctx!.deps.config);
    const foreign = await request(app)
      .get(`/api/stripe/verify-session/${sessionId}`)
      .set('Authorization', `Bearer ${other.token}`);
    expect(foreign.status).toBe(404);

    const res = await request(app).get(`/api/stripe/verify-session/${sessionId}`).set('Authorization', auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      customerEmail: 'ann@example.com',
      currentPeriodEnd: '2026-03-08T12:00:00.000Z',
      trialEnd: '2026-03-08T12:00:00.000Z',
    });
    expect(await readUser(db, user.id)).toMatchObject({
      tier: 'pro',
      stripe_customer_id: 'cus_123',
      subscription_id: 'sub_123',
      subscription_status: 'trialing',
    });
  });

  it('answers no trial end for a subscription without a trial', async () => {
    const { app, fake, user, auth } = await setup();
    const sessionId = await startCheckout(app, auth);
    fake.completeSession(
      sessionId,
      subscription(user.id, {
        status: 'active',
        currentPeriodEnd: seconds('2026-04-01T12:00:00.000Z'),
        trialEnd: undefined,
      }),
    );
    const res = await request(app).get(`/api/stripe/verify-session/${sessionId}`).set('Authorization', auth);
    expect(res.body).toEqual({
      customerEmail: 'ann@example.com',
      currentPeriodEnd: '2026-04-01T12:00:00.000Z',
      trialEnd: null,
    });
  });

  it('opens the customer portal for a subscriber', async () => {
    const { app, fake, user, auth } = await setup();
    const none = await request(app).post('/api/stripe/portal-session').set('Authorization', auth);
    expect(none.status).toBe(400);
    const sessionId = await startCheckout(app, auth);
    fake.completeSession(sessionId, subscription(user.id));
    await request(app).get(`/api/stripe/verify-session/${sessionId}`).set('Authorization', auth).expect(200);
    const res = await request(app).post('/api/stripe/portal-session').set('Authorization', auth);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const sent = fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(sent.form).toEqual({ customer: 'cus_123', return_url: `${appUrl}/settings` });
    const cancel = await request(app).post('/api/stripe/cancel').set('Authorization', auth);
    expect(cancel.status).toBe(400);
  });

  it('makes the user pro from a signed checkout.session.completed webhook', async () => {
    const { app, db, fake, user, auth } = await setup();
    const sessionId = await startCheckout(app, auth);
    fake.completeSession(sessionId, subscription(user.id));
    const res = await sendEvent(app, sessionCompleted('evt_1', sessionId, user.id, { customer: 'cus_123' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect((await readUser(db, user.id)).tier).toBe('pro');
    const row = await db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('complete');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { app, db, fake, user, auth } = await setup();
    const sessionId = await startCheckout(app, auth);
    fake.completeSession(sessionId, subscription(user.id));
    const event = sessionCompleted('evt_forged', sessionId, user.id);
    const forged = await sendEvent(app, event, 'whsec_wrong_secret');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/^Webhook error/);
    const unsigned = await request(app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(event));
    expect(unsigned.status).toBe(400);
    expect((await readUser(db, user.id)).tier).toBe('free');
    expect(await db.selectFrom('processed_events').selectAll().execute()).toEqual([]);
  });

  it('ignores a replayed event', async () => {
    const { app, db, fake, user } = await setup();
    fake.setSubscription(
      subscription(user.id, { status: 'active', currentPeriodEnd: seconds('2026-04-01T12:00:00.000Z') }),
    );
    const event = {
      id: 'evt_replay',
      type: 'customer.subscription.updated',
      object: { id: 'sub_123', object: 'subscription' },
    };
    expect((await sendEvent(app, event)).body).toEqual({ received: true });
    expect((await readUser(db, user.id)).tier).toBe('pro');

    // Someone changes the user behind the event's back; replaying the old event must not touch it.
    await db
      .updateTable('users')
      .set({ tier: 'free', subscription_status: null })
      .where('id', '=', user.id)
      .execute();
    const replay = await sendEvent(app, event);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await readUser(db, user.id)).tier).toBe('free');
    expect(fake.requests.filter((r) => r.path === '/v1/subscriptions/sub_123')).toHaveLength(1);
  });

  it('handles events out of order by reading the current subscription', async () => {
    const { app, db, fake, user } = await setup();
    // The customer cancelled at period end; that update is delivered before the older "created".
    fake.setSubscription(
      subscription(user.id, {
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: seconds('2026-04-01T12:00:00.000Z'),
      }),
    );
    await sendEvent(app, {
      id: 'evt_newer',
      type: 'customer.subscription.updated',
      object: { id: 'sub_123', cancel_at_period_end: true },
    }).expect(200);
    await sendEvent(app, {
      id: 'evt_older',
      type: 'customer.subscription.created',
      object: { id: 'sub_123', cancel_at_period_end: false },
    }).expect(200);
    expect(await readUser(db, user.id)).toMatchObject({
      tier: 'pro',
      cancel_at_period_end: 1,
      current_period_end: '2026-04-01T12:00:00.000Z',
    });

    // A subscription.deleted that overtakes checkout completion leaves the user free.
    const other = await createTestUser(db, ctx!.deps.config);
    fake.setSubscription({
      id: 'sub_gone',
      customer: 'cus_gone',
      status: 'canceled',
      currentPeriodEnd: seconds('2026-02-28T12:00:00.000Z'),
      metadata: { userId: other.user.id },
    });
    await sendEvent(app, {
      id: 'evt_deleted',
      type: 'customer.subscription.deleted',
      object: { id: 'sub_gone' },
    }).expect(200);
    await sendEvent(app, {
      id: 'evt_completed',
      type: 'checkout.session.completed',
      object: { id: 'cs_unknown', client_reference_id: other.user.id, subscription: 'sub_gone' },
    }).expect(200);
    expect(await readUser(db, other.user.id)).toMatchObject({
      tier: 'free',
      subscription_status: 'canceled',
    });
  });

  it('keeps an immediately cancelled subscription until its period end, with nothing left to cancel', async () => {
    const { app, fake, user, auth } = await setup();
    fake.setSubscription(
      subscription(user.id, { status: 'canceled', currentPeriodEnd: seconds('2026-03-20T12:00:00.000Z') }),
    );
    await sendEvent(app, {
      id: 'evt_cancel_now',
      type: 'customer.subscription.deleted',
      object: { id: 'sub_123' },
    }).expect(200);
    const res = await request(app).get('/api/stripe/subscription').set('Authorization', auth);
    expect(res.body).toMatchObject({
      tier: 'pro',
      status: 'canceled',
      cancelAtPeriodEnd: true,
      hasSubscription: true,
    });
  });

  it('keeps pro after a failed payment until the period ends', async () => {
    const { app, db, fake, user, auth } = await setup();
    fake.setSubscription(
      subscription(user.id, { status: 'past_due', currentPeriodEnd: seconds('2026-03-20T12:00:00.000Z') }),
    );
    await sendEvent(app, {
      id: 'evt_failed',
      type: 'invoice.payment_failed',
      object: {
        id: 'in_1',
        object: 'invoice',
        parent: { subscription_details: { subscription: 'sub_123' } },
      },
    }).expect(200);
    expect((await readUser(db, user.id)).tier).toBe('pro');
    time = new Date('2026-03-21T00:00:00.000Z');
    const res = await request(app).get('/api/stripe/subscription').set('Authorization', auth);
    expect(res.body).toMatchObject({ tier: 'free', status: 'past_due' });
  });

  it('does not let an old subscription ending downgrade a newer one', async () => {
    const { app, db, fake, user } = await setup();
    fake.setSubscription(subscription(user.id, { id: 'sub_new', status: 'active' }));
    await sendEvent(app, {
      id: 'evt_new',
      type: 'customer.subscription.created',
      object: { id: 'sub_new' },
    }).expect(200);
    fake.setSubscription(
      subscription(user.id, {
        id: 'sub_old',
        status: 'canceled',
        currentPeriodEnd: seconds('2026-02-01T00:00:00.000Z'),
      }),
    );
    await sendEvent(app, {
      id: 'evt_old',
      type: 'customer.subscription.deleted',
      object: { id: 'sub_old' },
    }).expect(200);
    expect(await readUser(db, user.id)).toMatchObject({ tier: 'pro', subscription_id: 'sub_new' });
  });
});
