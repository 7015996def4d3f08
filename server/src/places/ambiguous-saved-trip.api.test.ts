import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { tripPlanSchema } from '@shared/schemas/plan';
import { ambiguousPlaceAnswerSchema } from '@shared/schemas/place-choices';
import { plannedTripSchema } from '@shared/schemas/planned-trip';
import { createTestUser, testTrip } from '../test/factories';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';

// A trip saved with a name of two towns ("Twin Lakes, CO": saved when the place check could not be
// asked, or before the rule) is answered with the towns when planned; the town the traveller picks is
// saved with the trip as its listed name, and every plan of the trip after that (a re-plan, optimize,
// a settings change: each sends the trip's saved start and end) is of that town, never asked again.

const LAKE = 'Twin Lakes (Lake County), Colorado, United States';

describe.each(databaseTargets())('a saved trip whose end names two towns, on %s', (_name, url) => {
  const config = testConfig();
  const ctx = useTestApp(config, url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  // What the client sends for a saved trip (client/src/lib/trip-request.ts storedTripInputOf).
  const planInput = (
    trip: { fromLocation: string; toLocation: string },
    more: Record<string, unknown> = {},
  ) => ({
    fromLocation: trip.fromLocation,
    toLocation: trip.toLocation,
    departureDate: '2030-06-01',
    duration: 3,
    rvType: 'class-c',
    travelStyle: 'scenic',
    ...more,
  });

  it('keeps the town chosen from the choices, and plans it on every later request', async () => {
    const { token } = await createTestUser(ctx.deps.database.db, config.jwtSecret, { tier: 'pro' });
    const trip = testTrip({ toLocation: 'Twin Lakes, CO', planningMode: 'ai' });
    expect((await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip })).status).toBe(
      201,
    );

    // The saved name: the towns it may mean, as the shared schema reads them.
    const refused = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .set(bearer(token))
      .send({ ...planInput(trip), tripId: trip.id });
    expect(refused.status).toBe(422);
    const answer = ambiguousPlaceAnswerSchema.parse(refused.body);
    expect(answer.location).toBe('Twin Lakes, CO');
    const chosen = answer.choices.find((c) => c.placeName === LAKE)!;
    expect(chosen).toBeDefined();

    // The pick is saved with the trip (the results page's trip update), as the choice's listed name.
    const saved = await request(ctx.app).get(`/api/trip-plans/${trip.id}`).set(bearer(token));
    const put = await request(ctx.app)
      .put(`/api/trip-plans/${trip.id}`)
      .set(bearer(token))
      .send({ version: saved.body.version, trip: { ...saved.body.trip, toLocation: chosen.placeName } });
    expect(put.status).toBe(200);
    const stored = (await request(ctx.app).get(`/api/trip-plans/${trip.id}`).set(bearer(token))).body.trip;
    expect(stored.toLocation).toBe(LAKE);

    // Planned into the trip, then re-planned and optimized from what the trip saved: never asked again.
    const planned = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .set(bearer(token))
      .send({ ...planInput(stored), tripId: trip.id });
    expect(planned.status).toBe(200);
    const { plan } = plannedTripSchema.parse(planned.body);
    expect(plan.dailyItinerary.at(-1)!.to.name).toBe('Twin Lakes (Lake County), CO');
    for (const more of [{ optimizeFor: 'time', routeType: 'fastest' }, { maxDrivingHoursPerDay: 4 }]) {
      const again = await request(ctx.app).post('/api/ai/generate-trip').send(planInput(stored, more));
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const replanned = tripPlanSchema.parse(again.body);
      expect(replanned.input.toLocation).toBe(LAKE);
      expect(replanned.dailyItinerary.some((d) => d.to.name === 'Twin Lakes (Lake County), CO')).toBe(true);
    }
  }, 120_000);
});
