import { sql } from 'kysely';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import * as tripSummaryMigration from '../db/migrations/0004-trip-summary';
import { createTestUser, testTrip } from '../test/factories';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { createTestDatabase, testConfig } from '../test/test-app';

const targets = databaseTargets();

/** The path of a Link rel="next" header, or null. */
function nextLink(header: string | undefined): string | null {
  const match = header?.match(/<([^>]+)>;\s*rel="next"/);
  return match ? match[1] : null;
}

describe.each(targets)('trip list pages and summaries on %s', (_name, url) => {
  const config = testConfig();
  const ctx = useTestApp(config, url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const proUser = () => createTestUser(ctx.deps.database.db, config.jwtSecret, { tier: 'pro' });
  const create = async (token: string, trip = testTrip()) => {
    const res = await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return trip.id;
  };

  it('pages newest first with a cursor, every trip exactly once, 50 by default', async () => {
    const { token } = await proUser();
    const ids: string[] = [];
    for (let i = 0; i < 53; i++) ids.push(await create(token, testTrip({ title: `Trip ${i}` })));

    const first = await request(ctx.app).get('/api/trip-plans').set(bearer(token));
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(50);
    const rest = await request(ctx.app).get(nextLink(first.headers.link)!).set(bearer(token));
    expect(rest.body).toHaveLength(3);
    expect(nextLink(rest.headers.link)).toBeNull();

    // Small pages, following the Link header: the same trips, each once, newest first.
    const seen: string[] = [];
    let path: string | null = '/api/trip-plans?limit=7';
    let pages = 0;
    while (path) {
      const page = await request(ctx.app).get(path).set(bearer(token));
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(7);
      seen.push(...page.body.map((t: { id: string }) => t.id));
      path = nextLink(page.headers.link);
      if (path) expect(path).toContain('limit=7');
      pages += 1;
    }
    expect(pages).toBe(8);
    expect(new Set(seen).size).toBe(53);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(seen).toEqual([...first.body, ...rest.body].map((t: { id: string }) => t.id));
    // Newest first: the last trip created leads (ties within a millisecond go by id).
    expect(seen[0]).toBe(ids[52]);
    expect(seen[52]).toBe(ids[0]);
  });

  it('answers 400 with a message for a bad limit or cursor', async () => {
    const { token } = await proUser();
    for (const query of [
      'limit=0',
      'limit=201',
      'limit=abc',
      'cursor=nonsense',
      `cursor=${'x'.repeat(300)}`,
    ]) {
      const res = await request(ctx.app).get(`/api/trip-plans?${query}`).set(bearer(token));
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('keeps the summary in step with every write and never sends the day plans', async () => {
    const { token } = await proUser();
    const dayPlans = Array.from({ length: 7 }, (_, i) => ({ day: i + 1, notes: 'x'.repeat(2000) }));
    const trip = testTrip({
      dayPlans,
      mainActivities: ['Hiking'],
      returnDate: '2030-06-06',
      status: 'upcoming',
    });
    await create(token, trip);
    const list = async () => (await request(ctx.app).get('/api/trip-plans').set(bearer(token))).body[0];

    expect(await list()).toEqual({
      id: trip.id,
      title: 'Rockies loop',
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      departureDate: '2030-06-01',
      returnDate: '2030-06-06',
      duration: 5,
      rvType: 'class-c',
      travelStyle: 'scenic',
      status: 'upcoming',
      planningMode: 'manual',
      specialNeeds: [],
      mainActivities: ['Hiking'],
      createdAt: trip.createdAt,
      version: 1,
      shared: false,
      updatedAt: expect.any(String),
      hasPlan: false,
      planDistance: null,
      planCost: null,
    });

    const plan = { overview: { title: 'Plan', totalDistance: 410.5, estimatedCost: 1234 } };
    const changed = {
      ...trip,
      fromLocation: 'Boulder, CO',
      duration: '6',
      status: 'past',
      travelStyle: 'relaxed',
    };
    const put = await request(ctx.app)
      .put(`/api/trip-plans/${trip.id}`)
      .set(bearer(token))
      .send({ version: 1, trip: changed, aiPlan: plan });
    expect(put.status).toBe(200);
    expect(await list()).toMatchObject({
      fromLocation: 'Boulder, CO',
      duration: '6',
      status: 'past',
      travelStyle: 'relaxed',
      version: 2,
      hasPlan: true,
      planDistance: 410.5,
      planCost: 1234,
      updatedAt: put.body.updatedAt,
    });
    expect(await list()).not.toHaveProperty('dayPlans');

    // A write of another part (the plan removed) updates the summary too.
    await request(ctx.app)
      .put(`/api/trip-plans/${trip.id}`)
      .set(bearer(token))
      .send({ version: 2, aiPlan: null });
    expect(await list()).toMatchObject({ hasPlan: false, planDistance: null, planCost: null, version: 3 });
    // Sharing is shown as well.
    await request(ctx.app).post(`/api/trip-plans/${trip.id}/share`).set(bearer(token));
    expect(await list()).toMatchObject({ shared: true });
  });

  it('the migration fills the summary of trips stored before it', async () => {
    const database = await createTestDatabase(url);
    try {
      const { db } = database;
      const owner = await createTestUser(db, config.jwtSecret);
      await tripSummaryMigration.down(db as never);
      const trip = testTrip({ status: 'upcoming' });
      const data = JSON.stringify({ trip, aiPlan: { overview: { totalDistance: 99, estimatedCost: 500 } } });
      const now = new Date().toISOString();
      await sql`insert into trips (id, owner_id, title, data, created_at, updated_at)
        values (${trip.id}, ${owner.user.id}, ${'Old trip'}, ${data}, ${now}, ${now})`.execute(db);
      await sql`insert into trips (id, owner_id, title, data, created_at, updated_at)
        values (${'BROKEN01'}, ${owner.user.id}, ${'Broken'}, ${'{not json'}, ${now}, ${now})`.execute(db);
      await tripSummaryMigration.up(db as never);
      const row = await db
        .selectFrom('trips')
        .selectAll()
        .where('id', '=', trip.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        from_location: 'Denver, CO',
        to_location: 'Moab, UT',
        departure_date: '2030-06-01',
        duration: '5',
        rv_type: 'class-c',
        travel_style: 'scenic',
        status: 'upcoming',
        has_plan: 1,
      });
      expect(Number(row.plan_distance)).toBe(99);
      expect(Number(row.plan_cost)).toBe(500);
      const broken = await db
        .selectFrom('trips')
        .selectAll()
        .where('id', '=', 'BROKEN01')
        .executeTakeFirstOrThrow();
      expect(broken).toMatchObject({ from_location: null, has_plan: 0, summary_extra: '{}' });
    } finally {
      await database.close();
    }
  });
});
