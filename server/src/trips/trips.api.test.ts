import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestUser, testTrip } from '../test/factories';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';

const targets = databaseTargets();

describe.each(targets)('/api/trip-plans on %s', (_name, url) => {
  const config = testConfig();
  const ctx = useTestApp(config, url);
  const user = (overrides = {}) => createTestUser(ctx.deps.database.db, config.jwtSecret, overrides);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('requires sign-in', async () => {
    expect((await request(ctx.app).get('/api/trip-plans')).status).toBe(401);
    expect((await request(ctx.app).post('/api/trip-plans').send({ trip: testTrip() })).status).toBe(401);
  });

  it('creates, lists, reads, updates and deletes a trip of its owner', async () => {
    const { token } = await user();
    const trip = testTrip();
    const created = await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: trip.id,
      version: 1,
      shared: false,
      readOnly: false,
      trip: { title: 'Rockies loop' },
    });

    const list = await request(ctx.app).get('/api/trip-plans').set(bearer(token));
    expect(list.body).toEqual([
      expect.objectContaining({
        id: trip.id,
        title: 'Rockies loop',
        fromLocation: 'Denver, CO',
        hasPlan: false,
      }),
    ]);

    const plan = { overview: { title: 'Plan', totalDistance: 354, estimatedCost: 900 } };
    const updated = await request(ctx.app)
      .put(`/api/trip-plans/${trip.id}`)
      .set(bearer(token))
      .send({ version: 1, aiPlan: plan });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, aiPlan: plan, trip: { title: 'Rockies loop' } });
    const summary = (await request(ctx.app).get('/api/trip-plans').set(bearer(token))).body[0];
    expect(summary).toMatchObject({ hasPlan: true, planDistance: 354, planCost: 900 });

    expect((await request(ctx.app).delete(`/api/trip-plans/${trip.id}`).set(bearer(token))).status).toBe(204);
    expect((await request(ctx.app).get(`/api/trip-plans/${trip.id}`).set(bearer(token))).status).toBe(404);
  });

  it('retrying a create returns the stored trip instead of a duplicate', async () => {
    const { token } = await user();
    const trip = testTrip();
    expect((await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip })).status).toBe(
      201,
    );
    expect((await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip })).status).toBe(
      200,
    );
    expect((await request(ctx.app).get('/api/trip-plans').set(bearer(token))).body).toHaveLength(1);
    const usage = await request(ctx.app).get('/api/trip-plans/usage').set(bearer(token));
    expect(usage.body).toMatchObject({ count: 1, limit: 3, tier: 'free' });
  });

  it("answers 404 for another user's trip on read, update and delete", async () => {
    const owner = await user();
    const other = await user();
    const trip = testTrip();
    await request(ctx.app).post('/api/trip-plans').set(bearer(owner.token)).send({ trip });
    expect((await request(ctx.app).get(`/api/trip-plans/${trip.id}`).set(bearer(other.token))).status).toBe(
      404,
    );
    expect((await request(ctx.app).get(`/api/trip-plans/${trip.id}`)).status).toBe(404);
    const put = await request(ctx.app)
      .put(`/api/trip-plans/${trip.id}`)
      .set(bearer(other.token))
      .send({ version: 1, notes: 'x' });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ message: 'Trip not found', code: 'not-found' });
    expect(
      (await request(ctx.app).delete(`/api/trip-plans/${trip.id}`).set(bearer(other.token))).status,
    ).toBe(404);
    expect(
      (await request(ctx.app).post(`/api/trip-plans/${trip.id}/share`).set(bearer(other.token))).status,
    ).toBe(404);
    expect(
      (await request(ctx.app).get(`/api/trip-plans/${trip.id}`).set(bearer(owner.token))).body.notes,
    ).toBe('');
  });

  it('a shared trip is readable by anyone, read-only', async () => {
    const owner = await user();
    const other = await user();
    const trip = testTrip();
    await request(ctx.app).post('/api/trip-plans').set(bearer(owner.token)).send({ trip });
    expect(
      (await request(ctx.app).post(`/api/trip-plans/${trip.id}/share`).set(bearer(owner.token))).body.shared,
    ).toBe(true);
    const anonymous = await request(ctx.app).get(`/api/trip-plans/${trip.id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ readOnly: true, trip: { title: 'Rockies loop' } });
    expect(
      (await request(ctx.app).get(`/api/trip-plans/${trip.id}`).set(bearer(other.token))).body.readOnly,
    ).toBe(true);
    expect(
      (
        await request(ctx.app)
          .put(`/api/trip-plans/${trip.id}`)
          .set(bearer(other.token))
          .send({ version: 1, notes: 'x' })
      ).status,
    ).toBe(404);
  });

  it('a write with a stale version gets 409 with the current document', async () => {
    const { token } = await user();
    const trip = testTrip();
    await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip });
    const first = await request(ctx.app)
      .put(`/api/trip-plans/${trip.id}`)
      .set(bearer(token))
      .send({ version: 1, notes: 'from A' });
    expect(first.status).toBe(200);
    const stale = await request(ctx.app)
      .put(`/api/trip-plans/${trip.id}`)
      .set(bearer(token))
      .send({ version: 1, notes: 'from B' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed elsewhere/);
    expect(stale.body.current).toMatchObject({ version: 2, notes: 'from A' });
  });

  it('caps document size with 413', async () => {
    const { token } = await user();
    const trip = testTrip();
    const big = { blob: 'x'.repeat(530 * 1024) };
    const res = await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip, aiPlan: big });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
    expect((await request(ctx.app).get('/api/trip-plans').set(bearer(token))).body).toEqual([]);
    const huge = await request(ctx.app)
      .post('/api/trip-plans')
      .set(bearer(token))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ trip, aiPlan: { blob: 'x'.repeat(700 * 1024) } }));
    expect(huge.status).toBe(413);
  });

  it('validates input with readable messages', async () => {
    const { token } = await user();
    const bad = await request(ctx.app)
      .post('/api/trip-plans')
      .set(bearer(token))
      .send({ trip: { id: 'lower' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Trip id must be 8 uppercase letters or digits');
    const badVersion = await request(ctx.app)
      .put('/api/trip-plans/ABCDEFGH')
      .set(bearer(token))
      .send({ notes: 'x' });
    expect(badVersion.status).toBe(400);
    expect((await request(ctx.app).get('/api/trip-plans/not-an-id').set(bearer(token))).status).toBe(400);
  });

  it('creates the 3 sample trips costing 200 + 175 a day, outside the quota', async () => {
    const { token } = await user();
    const res = await request(ctx.app).post('/api/trip-plans/sample').set(bearer(token));
    expect(res.status).toBe(201);
    expect(res.body.trips).toHaveLength(3);
    for (const trip of res.body.trips) {
      const days = Number(trip.duration);
      expect(trip.estimatedCost).toBe(200 + 175 * days);
      expect(trip.costBreakdown).toMatchObject({
        fuel: 200 + 30 * days,
        lodging: 45 * days,
        activities: 40 * days,
        food: 60 * days,
        currency: 'USD',
      });
      for (const day of trip.itinerary) {
        expect(day.distance).toBeGreaterThanOrEqual(150);
        expect(day.distance).toBeLessThanOrEqual(250);
        expect(day.drivingHours).toBeGreaterThanOrEqual(2);
        expect(day.drivingHours).toBeLessThanOrEqual(4);
      }
    }
    expect((await request(ctx.app).get('/api/trip-plans/usage').set(bearer(token))).body.count).toBe(0);
  });

  it('a free user gets 403 Monthly Trip Limit Reached on the 4th trip of the month; pro does not', async () => {
    const free = await user();
    for (let i = 0; i < 3; i++) {
      expect(
        (await request(ctx.app).post('/api/trip-plans').set(bearer(free.token)).send({ trip: testTrip() }))
          .status,
      ).toBe(201);
    }
    const fourth = await request(ctx.app)
      .post('/api/trip-plans')
      .set(bearer(free.token))
      .send({ trip: testTrip() });
    expect(fourth.status).toBe(403);
    expect(fourth.body).toEqual({ message: 'Monthly Trip Limit Reached', code: 'quota-exceeded' });
    // Deleting a trip does not hand back a trip for this month.
    const [first] = (await request(ctx.app).get('/api/trip-plans').set(bearer(free.token))).body;
    await request(ctx.app).delete(`/api/trip-plans/${first.id}`).set(bearer(free.token));
    expect(
      (await request(ctx.app).post('/api/trip-plans').set(bearer(free.token)).send({ trip: testTrip() }))
        .status,
    ).toBe(403);
    // Demo trips do not count.
    // Demo trips (seeded, marked isDemo) do not count, within the account's demo allowance.
    expect(
      (
        await request(ctx.app)
          .post('/api/trip-plans')
          .set(bearer(free.token))
          .send({ trip: testTrip({ isDemo: true }), origin: 'demo' })
      ).status,
    ).toBe(201);

    const pro = await user({ tier: 'pro' });
    for (let i = 0; i < 5; i++) {
      expect(
        (await request(ctx.app).post('/api/trip-plans').set(bearer(pro.token)).send({ trip: testTrip() }))
          .status,
      ).toBe(201);
    }
    expect((await request(ctx.app).get('/api/trip-plans/usage').set(bearer(pro.token))).body).toMatchObject({
      count: 5,
      limit: null,
    });
  });

  it('concurrent creations cannot exceed the free limit', async () => {
    const free = await user();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(ctx.app).post('/api/trip-plans').set(bearer(free.token)).send({ trip: testTrip() }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 403)).toHaveLength(3);
  });
});
