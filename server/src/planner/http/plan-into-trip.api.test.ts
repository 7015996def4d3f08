import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPlanSchema } from '@shared/schemas/plan';
import type { TripPlan } from '@shared/schemas/plan';
import { PLAN_NOT_STORED, plannedTripSchema } from '@shared/schemas/planned-trip';
import { mainActivitiesOf } from '@shared/plan/plan-summary';
import { FREE_TRIPS_PER_MONTH } from '@shared/constants';
import { TRIP_DOCUMENT_MAX_BYTES } from '@shared/schemas/trip-document';
import { createTestUser, denverMoabInput, testTrip } from '../../test/factories';
import { databaseTargets, useTestApp } from '../../test/app-suite';
import type { TestContext } from '../../test/test-app';
import { createTestApp, createTestDatabase, testConfig } from '../../test/test-app';
import { createPlanProvider } from '../../plan-providers';
import { createPlacesProvider } from '../../places/places.provider';

const targets = databaseTargets();
const input = denverMoabInput({ departureDate: '2030-06-01', duration: 3 });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe.each(targets)('POST /api/ai/generate-trip into a saved trip on %s', (_name, url) => {
  const config = testConfig();
  const ctx = useTestApp(config, url);
  // The bundled catalogue loads once, before the tests time their plans.
  beforeAll(() => void ctx.deps.places.plannerData(), 120_000);
  const user = () => createTestUser(ctx.deps.database.db, config.jwtSecret);
  const createTrip = async (token: string, overrides: Record<string, unknown> = {}) => {
    const trip = testTrip({ planningMode: 'ai', ...overrides });
    const res = await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip });
    expect(res.status).toBe(201);
    return trip;
  };
  const planInto = (token: string | null, body: Record<string, unknown>) => {
    const req = request(ctx.app).post('/api/ai/generate-trip');
    return (token ? req.set(bearer(token)) : req).send(body);
  };
  const stored = async (token: string, id: string) =>
    (await request(ctx.app).get(`/api/trip-plans/${id}`).set(bearer(token))).body as {
      version: number;
      aiPlan: TripPlan | null;
      trip: Record<string, unknown>;
    };

  it("plans the owner's trip and stores the plan and main activities in it, with a new version", async () => {
    const { token } = await user();
    const trip = await createTrip(token);
    const res = await planInto(token, { ...input, tripId: trip.id });
    expect(res.status).toBe(200);
    // The owner's stored trip: no cache keeps it.
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = plannedTripSchema.parse(res.body);
    expect(answer).toMatchObject({ tripId: trip.id, version: 2, usage: { count: 1 } });
    expect(answer.plan.dailyItinerary).toHaveLength(3);
    const doc = await stored(token, trip.id);
    expect(doc.version).toBe(2);
    expect(tripPlanSchema.parse(doc.aiPlan)).toEqual(answer.plan);
    expect(doc.trip.mainActivities).toEqual(mainActivitiesOf(answer.plan));
    expect(doc.trip.mainActivities).not.toEqual([]);
    // The trip's own fields stay as they were saved.
    expect(doc.trip).toMatchObject({ title: 'Rockies loop', fromLocation: 'Denver, CO' });
    expect(answer.trip).toEqual(doc.trip);
    // The first plan of a run also loads the road graph.
  }, 120_000);

  it("answers 404 for another user's trip, shared or not, and leaves it untouched", async () => {
    const owner = await user();
    const other = await user();
    const trip = await createTrip(owner.token);
    expect((await planInto(other.token, { ...input, tripId: trip.id })).status).toBe(404);
    await request(ctx.app).post(`/api/trip-plans/${trip.id}/share`).set(bearer(owner.token)).send({});
    const sharedVersion = (await stored(owner.token, trip.id)).version;
    const shared = await planInto(other.token, { ...input, tripId: trip.id });
    expect(shared.status).toBe(404);
    expect(shared.body.message).toBe('Trip not found');
    expect(await stored(owner.token, trip.id)).toMatchObject({ version: sharedVersion, aiPlan: null });
    // An id no trip has is the same 404.
    expect((await planInto(owner.token, { ...input, tripId: 'ZZZZ9999' })).status).toBe(404);
  });

  it('needs a session for a trip; a plain plan stays open to visitors', async () => {
    const { token } = await user();
    const trip = await createTrip(token);
    expect((await planInto(null, { ...input, tripId: trip.id })).status).toBe(401);
    const plain = await planInto(null, input);
    expect(plain.status).toBe(200);
    expect(tripPlanSchema.parse(plain.body).dailyItinerary).toHaveLength(3);
  });

  it('answers 400 with a message for invalid input, before planning or storing anything', async () => {
    const { token } = await user();
    const trip = await createTrip(token);
    const badId = await planInto(token, { ...input, tripId: 'not-an-id' });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/Trip id must be 8 uppercase letters or digits/);
    const noFrom = await planInto(token, { ...input, fromLocation: '', tripId: trip.id });
    expect(noFrom.status).toBe(400);
    expect(noFrom.body.message).toBe('From location is required');
    const badDuration = await planInto(token, { ...input, duration: 0, tripId: trip.id });
    expect(badDuration.status).toBe(400);
    expect(await stored(token, trip.id)).toMatchObject({ version: 1, aiPlan: null });
  });

  it('counts a trip once, when it is created: planning into it again takes nothing of the quota', async () => {
    const { token } = await user();
    const trips = [];
    for (let i = 0; i < FREE_TRIPS_PER_MONTH; i++) trips.push(await createTrip(token));
    const last = trips.at(-1)!;
    const first = await planInto(token, { ...input, tripId: last.id });
    expect(first.status).toBe(200);
    expect(first.body.usage).toMatchObject({ count: FREE_TRIPS_PER_MONTH, limit: FREE_TRIPS_PER_MONTH });
    const again = await planInto(token, { ...input, travelStyle: 'adventure', tripId: last.id });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ version: 3, usage: { count: FREE_TRIPS_PER_MONTH } });
    // The quota still holds for a new trip.
    const fourth = await request(ctx.app)
      .post('/api/trip-plans')
      .set(bearer(token))
      .send({ trip: testTrip() });
    expect(fourth.status).toBe(403);
  });
});

describe.each(targets)('a plan the trip cannot store, on %s', (_name, url) => {
  const config = testConfig();
  const places = createPlacesProvider(config);
  const real = createPlanProvider(config, places);
  // A valid plan too large for a trip document.
  const oversized = {
    async generateTrip(input: Parameters<typeof real.generateTrip>[0]) {
      const plan = await real.generateTrip(input);
      const tip = 'x'.repeat(1000);
      const padding = Array.from({ length: TRIP_DOCUMENT_MAX_BYTES / 1000 + 10 }, () => tip);
      return { ...plan, recommendations: { ...plan.recommendations, packingTips: padding } };
    },
  };
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ config, places, planProvider: oversized, database: await createTestDatabase(url) });
    places.plannerData();
  }, 120_000);
  afterAll(() => ctx.close());

  it('says the itinerary was not stored, and why, and keeps the trip', async () => {
    const { token } = await createTestUser(ctx.deps.database.db, config.jwtSecret);
    const trip = testTrip({ planningMode: 'ai' });
    await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip });
    const res = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .set(bearer(token))
      .send({ ...input, tripId: trip.id });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      failed: PLAN_NOT_STORED,
      code: 'plan-not-stored',
      message: expect.stringMatching(
        /^Your trip is saved, but its itinerary could not be stored: This trip is too large/,
      ),
    });
    const doc = await request(ctx.app).get(`/api/trip-plans/${trip.id}`).set(bearer(token));
    expect(doc.body).toMatchObject({ version: 1, aiPlan: null, trip: { title: 'Rockies loop' } });
  });
});
