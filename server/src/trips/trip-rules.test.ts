import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { WEB_LINKS_ONLY_MESSAGE, firstUnsafeLink } from '@shared/schemas/trip-document';
import { createTestUser, testTrip } from '../test/factories';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';
import { DUPLICATE_ID_MESSAGE, SEEDED_TRIP_ALLOWANCE } from './trips.service';

// One quota rule on both databases (demo and sample trips capped per account for good, counted once
// edited into real trips, `origin` ignored for anything but a seeded demo trip), strict trip fields,
// web-only links (http and https), sharing that can be ended and keeps private details private, 409 for a taken id.
const targets = databaseTargets();

describe.each(targets)('trip rules on %s', (_name, url) => {
  const config = testConfig();
  const ctx = useTestApp(config, url);
  const user = (overrides = {}) => createTestUser(ctx.deps.database.db, config.jwtSecret, overrides);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const create = (token: string, body: Record<string, unknown>) =>
    request(ctx.app).post('/api/trip-plans').set(bearer(token)).send(body);
  const usage = async (token: string) =>
    (await request(ctx.app).get('/api/trip-plans/usage').set(bearer(token))).body.count as number;
  const demoTrip = () => ({ trip: testTrip({ isDemo: true }), origin: 'demo' });

  it('counts a trip sent with origin demo but not marked as a seeded demo trip', async () => {
    const { token } = await user();
    expect((await create(token, { trip: testTrip(), origin: 'demo' })).status).toBe(201);
    expect(await usage(token)).toBe(1);
  });

  it('caps demo trips per account for good: 20 parallel creates give 3, deleting gives none back', async () => {
    const { token } = await user();
    const results = await Promise.all(Array.from({ length: 20 }, () => create(token, demoTrip())));
    expect(results.filter((r) => r.status === 201)).toHaveLength(SEEDED_TRIP_ALLOWANCE);
    expect(results.filter((r) => r.status === 403)).toHaveLength(20 - SEEDED_TRIP_ALLOWANCE);
    for (const r of results.filter((x) => x.status === 201)) {
      expect((await request(ctx.app).delete(`/api/trip-plans/${r.body.id}`).set(bearer(token))).status).toBe(
        204,
      );
    }
    expect((await create(token, demoTrip())).status).toBe(403);
    expect(await usage(token)).toBe(0);
  });

  it('parallel creates of a free account never exceed the monthly limit, mixed with demo trips', async () => {
    const { token } = await user();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => create(token, i % 2 ? demoTrip() : { trip: testTrip() })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3 + SEEDED_TRIP_ALLOWANCE);
    expect(await usage(token)).toBe(3);
    const list = (await request(ctx.app).get('/api/trip-plans').set(bearer(token))).body as unknown[];
    expect(list).toHaveLength(3 + SEEDED_TRIP_ALLOWANCE);
  });

  it('gives the sample trips once per account', async () => {
    const { token } = await user();
    const first = await request(ctx.app).post('/api/trip-plans/sample').set(bearer(token));
    expect(first.status).toBe(201);
    expect(first.body.trips).toHaveLength(3);
    for (const t of first.body.trips as Array<{ id: string }>)
      await request(ctx.app).delete(`/api/trip-plans/${t.id}`).set(bearer(token));
    expect((await request(ctx.app).post('/api/trip-plans/sample').set(bearer(token))).status).toBe(403);
    expect(await usage(token)).toBe(0);
  });

  it('a demo trip edited into a real one counts, and is refused when the month is used up', async () => {
    const { token } = await user();
    const demo = await create(token, demoTrip());
    const edited = await request(ctx.app)
      .put(`/api/trip-plans/${demo.body.id}`)
      .set(bearer(token))
      .send({ version: 1, trip: { ...demo.body.trip, title: 'My real trip' } });
    expect(edited.status).toBe(200);
    expect(await usage(token)).toBe(1);
    // The same content again is not an edit.
    const demo2 = await create(token, demoTrip());
    expect(
      (
        await request(ctx.app)
          .put(`/api/trip-plans/${demo2.body.id}`)
          .set(bearer(token))
          .send({ version: 1, trip: demo2.body.trip })
      ).status,
    ).toBe(200);
    expect(await usage(token)).toBe(1);
    for (let i = 0; i < 2; i++) expect((await create(token, { trip: testTrip() })).status).toBe(201);
    const refused = await request(ctx.app)
      .put(`/api/trip-plans/${demo2.body.id}`)
      .set(bearer(token))
      .send({ version: 2, notes: 'now it is mine' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Monthly Trip Limit Reached', code: 'quota-exceeded' });
    const stored = await request(ctx.app).get(`/api/trip-plans/${demo2.body.id}`).set(bearer(token));
    expect(stored.body.notes).toBe('');
  });

  it.each([
    [{ rvType: 'monster-truck' }],
    [{ departureDate: 'not-a-date' }],
    [{ departureDate: '2030-02-30' }],
    [{ status: 'zzz' }],
    [{ duration: '9999999999' }],
    [{ duration: 0 }],
    [{ duration: 366 }],
    [{ travelStyle: 'reckless' }],
    [{ planningMode: 'telepathy' }],
  ])('refuses the trip field %o with 400 and stores nothing', async (fields) => {
    const { token } = await user();
    const res = await create(token, { trip: testTrip(fields) });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect((await request(ctx.app).get('/api/trip-plans').set(bearer(token))).body).toEqual([]);
  });

  it('keeps extra trip fields and accepts the planner form values', async () => {
    const { token } = await user();
    const res = await create(token, {
      trip: testTrip({ duration: '7', status: 'upcoming', somethingNew: { a: 1 } }),
    });
    expect(res.status).toBe(201);
    expect(res.body.trip).toMatchObject({ duration: '7', somethingNew: { a: 1 } });
  });

  it('refuses a javascript: link behind more than 100,000 values (the check never gives up)', async () => {
    const { token } = await user();
    // Popped last-in first-out: the 100,001 empty objects are walked before the link's object.
    const filler = Array.from({ length: 100_001 }, () => ({}));
    const aiPlan = { dailyItinerary: [{ rvPark: { reservationUrl: 'javascript:alert(1)' } }, ...filler] };
    expect(firstUnsafeLink(aiPlan)).toBe('javascript:alert(1)');
    const res = await create(token, { trip: testTrip(), aiPlan });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(WEB_LINKS_ONLY_MESSAGE);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'ftp://example.com/x',
    'not a url',
  ])('refuses the link %s in plans and reservations', async (link) => {
    const { token } = await user();
    for (const body of [
      { trip: testTrip(), aiPlan: { dailyItinerary: [{ rvPark: { reservationUrl: link } }] } },
      { trip: testTrip(), reservations: { 1: { confirmed: true, bookingUrl: link } } },
    ]) {
      const res = await create(token, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: WEB_LINKS_ONLY_MESSAGE, code: 'validation' });
    }
  });

  it.each(['http://www.example-rv-park.com/', 'https://www.recreation.gov/camping/campgrounds/232447'])(
    'keeps the link %s from the data as it is given, in a new trip and an update',
    async (link) => {
      const { token } = await user();
      const aiPlan = { dailyItinerary: [{ rvPark: { website: link, reservationUrl: link } }] };
      const res = await create(token, { trip: testTrip(), aiPlan });
      expect(res.status).toBe(201);
      expect(res.body.aiPlan).toEqual(aiPlan);
      const updated = await request(ctx.app)
        .put(`/api/trip-plans/${res.body.id}`)
        .set(bearer(token))
        .send({ version: res.body.version, reservations: { 1: { confirmed: true, bookingUrl: link } } });
      expect(updated.status).toBe(200);
      expect(updated.body.reservations).toEqual({ 1: { confirmed: true, bookingUrl: link } });
    },
  );

  it('shares without private details by default, with them when ticked, and ends a share', async () => {
    const owner = await user();
    const viewer = await user();
    const res = await create(owner.token, {
      trip: testTrip(),
      notes: 'Gate code 4411',
      expenses: [{ id: 'e1', category: 'fuel', amount: 80, description: 'Diesel', date: '2030-06-01' }],
      reservations: {
        1: { confirmed: true, reservedElsewhere: { name: 'KOA', confirmationNumber: 'ABC123' } },
      },
    });
    const id = res.body.id as string;
    expect((await request(ctx.app).get(`/api/trip-plans/${id}`).set(bearer(viewer.token))).status).toBe(404);
    expect((await request(ctx.app).post(`/api/trip-plans/${id}/share`).set(bearer(owner.token))).status).toBe(
      200,
    );
    const shared = await request(ctx.app).get(`/api/trip-plans/${id}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ readOnly: true, notes: '', expenses: [] });
    expect(JSON.stringify(shared.body)).not.toContain('ABC123');
    // The name of a park booked elsewhere is typed by the traveller: private too.
    expect(shared.body.reservations[1]).toEqual({ confirmed: true });
    expect(shared.body.sharePrivateDetails).toBeUndefined();
    // The owner still sees everything.
    const own = await request(ctx.app).get(`/api/trip-plans/${id}`).set(bearer(owner.token));
    expect(own.body).toMatchObject({ notes: 'Gate code 4411', sharePrivateDetails: false });

    await request(ctx.app)
      .post(`/api/trip-plans/${id}/share`)
      .set(bearer(owner.token))
      .send({ includePrivateDetails: true });
    const full = await request(ctx.app).get(`/api/trip-plans/${id}`);
    expect(full.body).toMatchObject({ notes: 'Gate code 4411' });
    expect(JSON.stringify(full.body)).toContain('ABC123');

    const ended = await request(ctx.app).delete(`/api/trip-plans/${id}/share`).set(bearer(owner.token));
    expect(ended.status).toBe(200);
    expect(ended.body.shared).toBe(false);
    expect((await request(ctx.app).get(`/api/trip-plans/${id}`)).status).toBe(404);
    expect(
      (await request(ctx.app).delete(`/api/trip-plans/${id}/share`).set(bearer(viewer.token))).status,
    ).toBe(404);
  });

  it('two users creating the same trip id at once: one 201, the other 409', async () => {
    const a = await user({ tier: 'pro' });
    const b = await user({ tier: 'pro' });
    for (let round = 0; round < 5; round++) {
      const trip = testTrip();
      const results = await Promise.all([create(a.token, { trip }), create(b.token, { trip })]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)?.body).toEqual({ message: DUPLICATE_ID_MESSAGE, code: 'conflict' });
    }
  });

  it('parallel retries of one create never answer Monthly Trip Limit Reached below the limit', async () => {
    const { token } = await user();
    for (let i = 0; i < 2; i++) expect((await create(token, { trip: testTrip() })).status).toBe(201);
    const trip = testTrip();
    const results = await Promise.all(Array.from({ length: 6 }, () => create(token, { trip })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id))).toEqual(new Set([trip.id]));
    expect(await usage(token)).toBe(3);
    const fourth = await create(token, { trip: testTrip() });
    expect(fourth.status).toBe(403);
    expect(fourth.body).toEqual({ message: 'Monthly Trip Limit Reached', code: 'quota-exceeded' });
  });
});
