import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@shared/schemas/billing';
import { loadConfig } from '../config';
import { PAYMENT_PROVIDER_ERROR } from '../http/errors';
import { createTestUser } from '../test/billing-users';
import type { TestContext } from '../test/test-app';
import { createTestApp, createTestDatabase, testConfig } from '../test/test-app';
import { createDemoProvider, createNoPaymentProvider, createPaymentProvider, createStripeProvider } from './payment-provider';

// Money: production never hands out Pro through the demo checkout, demo subscriptions lapse at the end
// of their period, and a failing Stripe is a logged 502, not a 400.
const targets: Array<[string, string | undefined]> = [['sqlite', undefined]];
if (process.env.TEST_DATABASE_URL) targets.push(['postgres', process.env.TEST_DATABASE_URL]);

const appUrl = 'http://localhost:3000';
const checkoutBody = {
  priceId: 'price_pro_monthly',
  customerEmail: 'ann@example.com',
  customerName: 'Ann Walker',
  successUrl: `${appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${appUrl}/checkout?plan=pro&billing=monthly`,
};

describe('payment provider choice', () => {
  const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), APP_URL: 'https://rv.example.com' };
  it('is none in production without Stripe keys, demo only with DEMO_CHECKOUT=true', () => {
    expect(createPaymentProvider(loadConfig({ ...prod, DATA_DIR: '/tmp/rvtp-pp1' })).kind).toBe('none');
    expect(createPaymentProvider(loadConfig({ ...prod, DATA_DIR: '/tmp/rvtp-pp2', DEMO_CHECKOUT: 'true' })).kind).toBe('demo');
    expect(createPaymentProvider(loadConfig({ DATA_DIR: '/tmp/rvtp-pp3' })).kind).toBe('demo');
  });
});

describe.each(targets)('billing safety on %s', (_dialect, url) => {
  let ctx: TestContext | undefined;
  let time = new Date('2026-01-31T10:00:00.000Z');
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
    time = new Date('2026-01-31T10:00:00.000Z');
  });

  it('without a payment provider: config says none, checkout and the demo endpoints answer 503, nobody becomes Pro', async () => {
    const config = testConfig({ appUrl });
    ctx = await createTestApp({ config, database: await createTestDatabase(url), payments: createNoPaymentProvider() });
    const { user, token } = await createTestUser(ctx.deps.database.db, config);
    const auth = `Bearer ${token}`;
    expect((await request(ctx.app).get('/api/stripe/config')).body.provider).toBe('none');
    const created = await request(ctx.app).post('/api/stripe/create-checkout-session').set('Authorization', auth).send(checkoutBody);
    expect(created.status).toBe(503);
    expect(created.body).toEqual({ message: PAYMENTS_NOT_CONFIGURED_MESSAGE, code: 'unavailable' });
    const complete = await request(ctx.app)
      .post('/api/stripe/demo/complete')
      .set('Authorization', auth)
      .send({ sessionId: 'demo_cs_0123456789abcdef0123456789abcdef' });
    expect(complete.status).toBe(503);
    const row = await ctx.deps.database.db.selectFrom('users').select('tier').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.tier).toBe('free');
  });

  it('a demo session completed while the demo was on does not verify once it is off', async () => {
    const config = testConfig({ appUrl });
    const database = await createTestDatabase(url);
    ctx = await createTestApp({ config, database, clock: () => time });
    const { user, token } = await createTestUser(database.db, config);
    const auth = `Bearer ${token}`;
    const created = await request(ctx.app).post('/api/stripe/create-checkout-session').set('Authorization', auth).send(checkoutBody);
    const sessionId = String(created.body.sessionUrl).split('session=')[1];
    expect((await request(ctx.app).post('/api/stripe/demo/complete').set('Authorization', auth).send({ sessionId })).status).toBe(200);
    const off = await createTestApp({ config, database, payments: createNoPaymentProvider(), clock: () => time });
    const verify = await request(off.app).get(`/api/stripe/verify-session/${sessionId}`).set('Authorization', auth);
    expect(verify.status).toBe(503);
    const row = await database.db.selectFrom('users').select('tier').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.tier).toBe('free');
  });

  it('a demo subscription has a real period and lapses at its end without any cancellation', async () => {
    const config = testConfig({ appUrl });
    ctx = await createTestApp({ config, database: await createTestDatabase(url), payments: createDemoProvider(), clock: () => time });
    const { token } = await createTestUser(ctx.deps.database.db, config);
    const auth = `Bearer ${token}`;
    const created = await request(ctx.app).post('/api/stripe/create-checkout-session').set('Authorization', auth).send(checkoutBody);
    const sessionId = String(created.body.sessionUrl).split('session=')[1];
    await request(ctx.app).post('/api/stripe/demo/complete').set('Authorization', auth).send({ sessionId });
    const verified = await request(ctx.app).get(`/api/stripe/verify-session/${sessionId}`).set('Authorization', auth);
    expect(verified.status).toBe(200);
    const periodEnd = Date.parse(verified.body.currentPeriodEnd);
    expect(periodEnd).toBeGreaterThan(time.getTime() + 27 * 86_400_000);
    expect((await request(ctx.app).get('/api/auth/me').set('Authorization', auth)).body.tier).toBe('pro');
    time = new Date(periodEnd - 60_000);
    expect((await request(ctx.app).get('/api/auth/me').set('Authorization', auth)).body.tier).toBe('pro');
    time = new Date(periodEnd + 60_000);
    expect((await request(ctx.app).get('/api/auth/me').set('Authorization', auth)).body.tier).toBe('free');
  });

  it('a Stripe outage answers 502 with a message and is logged', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const config = testConfig({
      appUrl,
      stripeSecretKey: 'sk_test_fake_key',
      stripePriceProMonthly: 'price_pro_monthly',
      stripeApiBase: `http://127.0.0.1:${port}`,
    });
    const lines: string[] = [];
    const logger = pino(
      { level: 'error' },
      new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    ctx = await createTestApp({ config, database: await createTestDatabase(url), payments: createStripeProvider(config), logger });
    const { token } = await createTestUser(ctx.deps.database.db, config);
    const res = await request(ctx.app).post('/api/stripe/create-checkout-session').set('Authorization', `Bearer ${token}`).send(checkoutBody);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: PAYMENT_PROVIDER_ERROR, code: 'upstream-failed' });
    expect(lines.join('')).toMatch(/Payment provider error/);
  }, 30_000);
});
