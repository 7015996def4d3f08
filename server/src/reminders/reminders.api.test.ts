import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_A_STAY_MESSAGE, REMINDERS_PRO_MESSAGE } from '@shared/schemas/reminders';
import { createOutboxMailer } from '../auth/mail/mailer';
import { databaseTargets } from '../test/app-suite';
import { createTestUser, testTrip } from '../test/factories';
import type { TestContext } from '../test/test-app';
import { createTestApp, createTestDatabase, testConfig } from '../test/test-app';
import { createReminderQueue } from './reminder-queue';
import { federalPlan } from './reminder-test-data';
import type { ReminderWorker } from './reminder-worker';
import { createReminders } from './reminders';

// Booking-window reminders over HTTP and through the worker, with the server's clock in the test's hand.

const silent = pino({ level: 'silent' });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
// Recreation.gov opens a 1 September 2030 arrival on 1 March 2030 at 10:00 EST (15:00 UTC).
const DAY1_OPENS = '2030-03-01T10:00:00-05:00';

describe.each(databaseTargets())('booking reminders on %s', (_name, url) => {
  const config = testConfig();
  const outbox = path.join(config.dataDir, 'outbox');
  let now = new Date('2030-01-01T00:00:00Z');
  const clock = () => now;
  let ctx: TestContext;
  let worker: ReminderWorker;

  beforeAll(async () => {
    ctx = await createTestApp({
      config,
      clock,
      database: await createTestDatabase(url),
      mailer: createOutboxMailer(outbox, config.mailFrom, silent),
    });
    worker = createReminders({
      database: ctx.deps.database,
      mailer: ctx.deps.mailer,
      logger: silent,
      appUrl: config.appUrl,
      intervalMs: 20,
      clock,
    }).worker;
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  const db = () => ctx.deps.database.db;
  const outboxFiles = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);

  async function plannedTrip(tier: 'free' | 'pro' = 'pro') {
    const owner = await createTestUser(db(), config.jwtSecret, { tier });
    const trip = testTrip({ title: 'Autumn in the Rockies', planningMode: 'ai' });
    const created = await request(ctx.app)
      .post('/api/trip-plans')
      .set(bearer(owner.token))
      .send({ trip, aiPlan: federalPlan('2030-09-01', 2) });
    expect(created.status).toBe(201);
    return { owner, id: trip.id as string };
  }
  const turnOn = (token: string, id: string, enabled = true) =>
    request(ctx.app).put(`/api/trip-plans/${id}/reminders`).set(bearer(token)).send({ enabled });
  const pending = async (id: string) =>
    (await createReminderQueue(ctx.deps.database).listForTrip(id)).filter((j) => j.status === 'pending');

  it('turns reminders on for a Pro owner: a day and an hour before each window', async () => {
    const { owner, id } = await plannedTrip();
    const res = await turnOn(owner.token, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enabled: true, available: true });
    expect(res.body.reminders).toEqual([
      { day: 1, kind: 'day-before', opensAt: DAY1_OPENS, sendAt: '2030-02-28T15:00:00.000Z', status: 'pending' },
      { day: 1, kind: 'hour-before', opensAt: DAY1_OPENS, sendAt: '2030-03-01T14:00:00.000Z', status: 'pending' },
      { day: 2, kind: 'day-before', opensAt: '2030-03-02T10:00:00-05:00', sendAt: '2030-03-01T15:00:00.000Z', status: 'pending' },
      { day: 2, kind: 'hour-before', opensAt: '2030-03-02T10:00:00-05:00', sendAt: '2030-03-02T14:00:00.000Z', status: 'pending' },
    ]);
    expect((await request(ctx.app).get(`/api/trip-plans/${id}/reminders`).set(bearer(owner.token))).body).toEqual(res.body);
    const off = await turnOn(owner.token, id, false);
    expect(off.body).toEqual({ enabled: false, stays: [], available: true, reminders: [] });
  });

  it('answers a free account 403 with its message, a bad body 400 and another account 404', async () => {
    const free = await plannedTrip('free');
    const refused = await turnOn(free.owner.token, free.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: REMINDERS_PRO_MESSAGE, code: 'pro-required' });
    expect(await pending(free.id)).toEqual([]);
    // The free owner reads where they stand: not on, and not available on their plan.
    const read = await request(ctx.app).get(`/api/trip-plans/${free.id}/reminders`).set(bearer(free.owner.token));
    expect(read.body).toEqual({ enabled: false, stays: [], available: false, reminders: [] });
    const bad = await request(ctx.app).put(`/api/trip-plans/${free.id}/reminders`).set(bearer(free.owner.token)).send({ enabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));

    const { id } = await plannedTrip();
    const stranger = await createTestUser(db(), config.jwtSecret, { tier: 'pro' });
    for (const res of [
      await turnOn(stranger.token, id),
      await request(ctx.app).get(`/api/trip-plans/${id}/reminders`).set(bearer(stranger.token)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Trip not found', code: 'not-found' });
    }
    expect(await pending(id)).toEqual([]);
    expect((await request(ctx.app).get(`/api/trip-plans/${id}/reminders`)).status).toBe(401);
  });

  it('re-plans when the plan changes, and cancels a stay once it is booked and all once the trip is deleted', async () => {
    const { owner, id } = await plannedTrip();
    await turnOn(owner.token, id);
    const moved = await request(ctx.app)
      .put(`/api/trip-plans/${id}`)
      .set(bearer(owner.token))
      .send({ version: 1, aiPlan: federalPlan('2030-10-01', 2) });
    expect(moved.status).toBe(200);
    expect(new Set((await pending(id)).map((j) => j.opens_at))).toEqual(
      new Set(['2030-04-01T10:00:00-04:00', '2030-04-02T10:00:00-04:00']),
    );
    const booked = await request(ctx.app)
      .put(`/api/trip-plans/${id}`)
      .set(bearer(owner.token))
      .send({ version: 2, reservations: { '1': { confirmed: true } } });
    expect(booked.status).toBe(200);
    expect((await pending(id)).map((j) => `${j.day} ${j.kind}`)).toEqual(['2 day-before', '2 hour-before']);
    expect((await request(ctx.app).delete(`/api/trip-plans/${id}`).set(bearer(owner.token))).status).toBe(204);
    expect(await createReminderQueue(ctx.deps.database).listForTrip(id)).toEqual([]);
  });

  const stayOn = (token: string, id: string, day: number | string, enabled = true) =>
    request(ctx.app).put(`/api/trip-plans/${id}/reminders/stays/${day}`).set(bearer(token)).send({ enabled });

  it('turns reminders on for one stay only, keeps it when the trip-wide switch goes off, and cancels it once that stay is booked', async () => {
    const { owner, id } = await plannedTrip();
    const on = await stayOn(owner.token, id, 2);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: false, stays: [2], available: true });
    expect(on.body.reminders.map((r: { day: number; kind: string }) => `${r.day} ${r.kind}`)).toEqual([
      '2 day-before',
      '2 hour-before',
    ]);
    // The whole trip on, then off again: the stay's own reminders stay.
    expect((await turnOn(owner.token, id)).body.reminders).toHaveLength(4);
    const tripOff = await turnOn(owner.token, id, false);
    expect(tripOff.body).toMatchObject({ enabled: false, stays: [2] });
    expect((await pending(id)).map((j) => `${j.day} ${j.kind}`)).toEqual(['2 day-before', '2 hour-before']);
    // Booking the stay cancels its e-mails.
    const booked = await request(ctx.app)
      .put(`/api/trip-plans/${id}`)
      .set(bearer(owner.token))
      .send({ version: 1, reservations: { '2': { confirmed: true } } });
    expect(booked.status).toBe(200);
    expect(await pending(id)).toEqual([]);
    const stayOff = await stayOn(owner.token, id, 2, false);
    expect(stayOff.body).toEqual({ enabled: false, stays: [], available: true, reminders: [] });
  });

  it('answers a stay switch: 400 for a day that begins no stay or is not a day, 403 on a free account, 404 for another account', async () => {
    const { owner, id } = await plannedTrip();
    const noStay = await stayOn(owner.token, id, 9);
    expect(noStay.status).toBe(400);
    expect(noStay.body).toEqual({ message: NOT_A_STAY_MESSAGE, code: 'bad-request' });
    for (const day of ['x', '0', '1.5']) {
      const bad = await stayOn(owner.token, id, day);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toEqual(expect.any(String));
    }
    const free = await plannedTrip('free');
    const refused = await stayOn(free.owner.token, free.id, 1);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: REMINDERS_PRO_MESSAGE, code: 'pro-required' });
    const stranger = await createTestUser(db(), config.jwtSecret, { tier: 'pro' });
    expect((await stayOn(stranger.token, id, 1)).status).toBe(404);
    expect(await pending(id)).toEqual([]);
    expect(await pending(free.id)).toEqual([]);
  });

  it('writes the mail to the outbox once the clock passes its moment, once, and never for a trip that is not the job owner\u2019s', async () => {
    const { owner, id } = await plannedTrip();
    await turnOn(owner.token, id);
    // A job planted for the same trip under another account is cancelled, not sent.
    const stranger = await createTestUser(db(), config.jwtSecret, { tier: 'pro' });
    await db()
      .insertInto('reminder_jobs')
      .values({
        id: 'planted-job',
        trip_id: id,
        user_id: stranger.user.id,
        day: 1,
        kind: 'day-before',
        opens_at: DAY1_OPENS,
        run_at: '2030-02-28T15:00:00.000Z',
        status: 'pending',
        claim_token: null,
        locked_until: null,
        last_error: null,
        created_at: now.toISOString(),
        finished_at: null,
      })
      .execute();
    const before = outboxFiles().length;
    now = new Date('2030-02-28T14:59:00Z');
    expect(await worker.tick()).toBe(0);
    worker.start();
    now = new Date('2030-02-28T15:00:30Z');
    await vi.waitFor(() => expect(outboxFiles().length).toBe(before + 1), { timeout: 5000, interval: 20 });
    await vi.waitFor(async () => {
      const jobs = await createReminderQueue(ctx.deps.database).listForTrip(id);
      expect(jobs.find((j) => j.id === 'planted-job')?.status).toBe('cancelled');
    });
    await worker.stop();
    const mail = fs.readFileSync(path.join(outbox, outboxFiles().sort().at(-1)!), 'utf8');
    expect(mail).toContain(`To: ${owner.user.email}`);
    expect(mail).toContain('Subject: Booking opens tomorrow: Campground 1 (2030-09-01)');
    expect(mail).toContain('https://www.recreation.gov/camping/campgrounds/1001');
    const jobs = await createReminderQueue(ctx.deps.database).listForTrip(id);
    expect(jobs.filter((j) => j.status === 'sent').map((j) => `${j.day} ${j.kind}`)).toEqual(['1 day-before']);
    // The next poll at the same moment sends nothing more.
    expect(await worker.tick()).toBe(0);
    expect(outboxFiles().length).toBe(before + 1);
  });
});
