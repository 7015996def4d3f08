import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../auth/users.repository';
import { expireLapsedSubscription } from './subscription-tier';
import { createTestUser } from '../test/billing-users';
import { createTestApp, createTestDatabase, testConfig } from '../test/test-app';
import type { TestContext } from '../test/test-app';

const targets: Array<[string, string | undefined]> = [['sqlite', undefined]];
if (process.env.TEST_DATABASE_URL) targets.push(['postgres', process.env.TEST_DATABASE_URL]);

const appUrl = 'http://localhost:3000';
const checkoutBody = (priceId = 'price_pro_monthly') => ({
  priceId,
  customerEmail: 'ann@example.com',
  customerName: 'Ann Walker',
  successUrl: `${appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${appUrl}/checkout?plan=pro&billing=monthly`,
});

describe.each(targets)('billing with the demo provider on %s', (_dialect, url) => {
  let ctx: TestContext | undefined;
  let time = new Date('2026-01-31T10:00:00.000Z');
  const clock = () => time;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
    time = new Date('2026-01-31T10:00:00.000Z');
  });

  async function setup() {
    const config = testConfig({ appUrl });
    ctx = await createTestApp({ config, database: await createTestDatabase(url), clock });
    const { user, token } = await createTestUser(ctx.deps.database.db, config);
    return { app: ctx.app, db: ctx.deps.database.db, user, auth: `Bearer ${token}` };
  }

  type App = Parameters<typeof request>[0];
  const checkout = (app: App, auth: string, body: object = checkoutBody()) =>
    request(app).post('/api/stripe/create-checkout-session').set('Authorization', auth).send(body);
  const sessionIdOf = (created: request.Response) => String(created.body.sessionUrl).split('session=')[1];
  const completeDemo = (app: App, auth: string, sessionId: string) =>
    request(app).post('/api/stripe/demo/complete').set('Authorization', auth).send({ sessionId });

  const readUser = async (db: Awaited<ReturnType<typeof setup>>['db'], id: string): Promise<UserRow> =>
    db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('serves the plan catalogue with price ids and the provider', async () => {
    const { app } = await setup();
    const res = await request(app).get('/api/stripe/config');
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('demo');
    expect(res.body.publishableKey).toBeNull();
    const pro = res.body.plans.find((p: { id: string }) => p.id === 'pro');
    expect(pro.price).toEqual({ monthly: 19.99, yearly: 199 });
    expect(pro.priceIds).toEqual({ monthly: 'price_pro_monthly', yearly: 'price_pro_yearly' });
  });

  it('runs the whole round trip: checkout, demo payment, verification, pro until the period end', async () => {
    const { app, db, user, auth } = await setup();
    const created = await checkout(app, auth);
    expect(created.status).toBe(200);
    expect(created.body.sessionUrl).toMatch(/^\/checkout\/demo\?session=demo_cs_[a-f0-9]{32}$/);
    const sessionId = sessionIdOf(created);

    const page = await request(app).get(`/api/stripe/demo/sessions/${sessionId}`).set('Authorization', auth);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      status: 'open',
      billing: 'monthly',
      amount: 19.99,
      customerEmail: 'ann@example.com',
      trialDays: 7,
    });

    // Not paid yet: verification refuses and the user stays free.
    const early = await request(app)
      .get(`/api/stripe/verify-session/${sessionId}`)
      .set('Authorization', auth);
    expect(early.status).toBe(409);
    expect((await readUser(db, user.id)).tier).toBe('free');

    const completed = await completeDemo(app, auth, sessionId);
    expect(completed.status).toBe(200);
    expect(completed.body.successUrl).toBe(`/checkout/success?session_id=${sessionId}`);

    const verified = await request(app)
      .get(`/api/stripe/verify-session/${sessionId}`)
      .set('Authorization', auth);
    expect(verified.status).toBe(200);
    // Jan 31 + 1 month is the last day of February; the 7-day free trial ends on Feb 7.
    expect(verified.body).toEqual({
      customerEmail: 'ann@example.com',
      currentPeriodEnd: '2026-02-28T10:00:00.000Z',
      trialEnd: '2026-02-07T10:00:00.000Z',
    });
    const pro = await readUser(db, user.id);
    expect(pro).toMatchObject({ tier: 'pro', subscription_status: 'active', cancel_at_period_end: 0 });

    const summary = await request(app).get('/api/stripe/subscription').set('Authorization', auth);
    expect(summary.body).toEqual({
      tier: 'pro',
      provider: 'demo',
      status: 'active',
      currentPeriodEnd: '2026-02-28T10:00:00.000Z',
      cancelAtPeriodEnd: false,
      hasSubscription: true,
    });

    // A second checkout is refused while the subscription renews.
    const again = await checkout(app, auth);
    expect(again.status).toBe(409);
  });

  it('gives a yearly subscription one year', async () => {
    const { app, auth } = await setup();
    const created = await checkout(app, auth, checkoutBody('price_pro_yearly'));
    const sessionId = sessionIdOf(created);
    await completeDemo(app, auth, sessionId)
      .expect(200);
    const verified = await request(app)
      .get(`/api/stripe/verify-session/${sessionId}`)
      .set('Authorization', auth);
    expect(verified.body.currentPeriodEnd).toBe('2027-01-31T10:00:00.000Z');
  });

  it('cancel keeps pro until the period end, then the user is free again', async () => {
    const { app, db, user, auth } = await setup();
    const created = await checkout(app, auth);
    const sessionId = sessionIdOf(created);
    await completeDemo(app, auth, sessionId)
      .expect(200);
    await request(app).get(`/api/stripe/verify-session/${sessionId}`).set('Authorization', auth).expect(200);

    const cancelled = await request(app).post('/api/stripe/cancel').set('Authorization', auth);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      tier: 'pro',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-02-28T10:00:00.000Z',
    });

    // Reloading the success page does not undo the cancellation.
    await request(app).get(`/api/stripe/verify-session/${sessionId}`).set('Authorization', auth).expect(200);
    expect((await readUser(db, user.id)).cancel_at_period_end).toBe(1);

    time = new Date('2026-02-28T09:59:00.000Z');
    const before = await request(app).get('/api/stripe/subscription').set('Authorization', auth);
    expect(before.body.tier).toBe('pro');
    const meBefore = await request(app).get('/api/auth/me').set('Authorization', auth);
    expect(meBefore.body.tier).toBe('pro');

    time = new Date('2026-02-28T10:00:01.000Z');
    // The current-user call, the source of the client's tier, sees the downgrade first.
    const me = await request(app).get('/api/auth/me').set('Authorization', auth);
    expect(me.status).toBe(200);
    expect(me.body.tier).toBe('free');
    const after = await request(app).get('/api/stripe/subscription').set('Authorization', auth);
    expect(after.body).toMatchObject({ tier: 'free', hasSubscription: false });
    expect((await readUser(db, user.id)).tier).toBe('free');

    // Free again: a new checkout may start.
    const renewed = await checkout(app, auth);
    expect(renewed.status).toBe(200);
  });

  it('refuses a cancel without a subscription and the Stripe-only endpoints', async () => {
    const { app, auth } = await setup();
    const cancel = await request(app).post('/api/stripe/cancel').set('Authorization', auth);
    expect(cancel.status).toBe(400);
    expect(cancel.body.message).toBe('You have no active subscription to cancel.');
    const portal = await request(app).post('/api/stripe/portal-session').set('Authorization', auth);
    expect(portal.status).toBe(400);
    const webhook = await request(app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(webhook.status).toBe(400);
  });

  it('validates the checkout body and requires sign-in', async () => {
    const { app, auth } = await setup();
    const anonymous = await request(app).post('/api/stripe/create-checkout-session').send(checkoutBody());
    expect(anonymous.status).toBe(401);

    const unknownPrice = await checkout(app, auth, checkoutBody('price_enterprise'));
    expect(unknownPrice.status).toBe(400);
    expect(unknownPrice.body.message).toBe('Unknown price');

    const missingName = await checkout(app, auth, { ...checkoutBody(), customerName: '  ' });
    expect(missingName.status).toBe(400);
    expect(missingName.body.message).toBe('Please fill in all required fields');

    const elsewhere = await checkout(app, auth, { ...checkoutBody(), successUrl: 'https://evil.example/steal' });
    expect(elsewhere.status).toBe(400);

    const otherUser = await checkout(app, auth, { ...checkoutBody(), userId: 'someone-else' });
    expect(otherUser.status).toBe(403);
  });

  it("hides another user's session", async () => {
    const { app, db, auth } = await setup();
    const created = await checkout(app, auth);
    const sessionId = sessionIdOf(created);
    const other = await createTestUser(db, ctx!.deps.config);
    const otherAuth = `Bearer ${other.token}`;
    for (const res of [
      await request(app).get(`/api/stripe/verify-session/${sessionId}`).set('Authorization', otherAuth),
      await request(app).get(`/api/stripe/demo/sessions/${sessionId}`).set('Authorization', otherAuth),
      await request(app)
        .post('/api/stripe/demo/complete')
        .set('Authorization', otherAuth)
        .send({ sessionId }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Checkout session not found');
    }
    const bad = await request(app).get('/api/stripe/verify-session/bad%20id').set('Authorization', auth);
    expect(bad.status).toBe(400);
  });

  it('expires a demo session left open for more than a day', async () => {
    const { app, auth } = await setup();
    const created = await checkout(app, auth);
    const sessionId = sessionIdOf(created);
    time = new Date('2026-02-02T10:00:00.000Z');
    const late = await completeDemo(app, auth, sessionId);
    expect(late.status).toBe(410);
    const page = await request(app).get(`/api/stripe/demo/sessions/${sessionId}`).set('Authorization', auth);
    expect(page.body.status).toBe('expired');
  });
});

describe('expireLapsedSubscription', () => {
  it('downgrades a lapsed subscription and leaves users made pro without one alone', async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig();
      const manual = await createTestUser(database.db, config, { tier: 'pro' });
      const lapsed = await createTestUser(database.db, config, {
        tier: 'pro',
        subscription_id: 'sub_1',
        subscription_status: 'active',
        cancel_at_period_end: 1,
        current_period_end: '2026-01-01T00:00:00.000Z',
      });
      const now = new Date('2026-01-02T00:00:00.000Z');
      expect((await expireLapsedSubscription(database.db, manual.user, now)).tier).toBe('pro');
      expect((await expireLapsedSubscription(database.db, lapsed.user, now)).tier).toBe('free');
      const stored = await database.db
        .selectFrom('users')
        .select('tier')
        .where('id', '=', lapsed.user.id)
        .executeTakeFirstOrThrow();
      expect(stored.tier).toBe('free');
    } finally {
      await database.close();
    }
  });
});
