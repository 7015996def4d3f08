import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { tripSchema } from '@shared/schemas/trip';
import { createTestUser, testTrip } from '../test/factories';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';

// The app's trip (shared/schemas/trip.ts) needs a createdAt: a trip the server stored without one
// was missing from My Trips and /results ("Trip Not Found"). The server gives it one.
describe.each(databaseTargets())('a trip saved without createdAt on %s', (_name, url) => {
  const config = testConfig();
  const ctx = useTestApp(config, url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const withoutCreatedAt = () => {
    const { createdAt: _dropped, ...trip } = testTrip({ title: 'No createdAt' });
    return trip;
  };

  it('is listed and read with the server time as createdAt, a trip the app can parse', async () => {
    const { token } = await createTestUser(ctx.deps.database.db, config.jwtSecret, { tier: 'pro' });
    const trip = withoutCreatedAt();
    const created = await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(typeof created.body.trip.createdAt).toBe('string');

    const list = await request(ctx.app).get('/api/trip-plans').set(bearer(token));
    const listed = list.body.find((t: { id: string }) => t.id === trip.id);
    expect(listed.createdAt).toBe(created.body.trip.createdAt);
    expect(tripSchema.safeParse(listed).success).toBe(true);

    const read = await request(ctx.app).get(`/api/trip-plans/${trip.id}`).set(bearer(token));
    expect(tripSchema.safeParse(read.body.trip).success).toBe(true);
  });

  it('keeps the stored createdAt when an update replaces the trip with one that has none', async () => {
    const { token } = await createTestUser(ctx.deps.database.db, config.jwtSecret, { tier: 'pro' });
    const trip = testTrip({ createdAt: '2030-01-02T03:04:05.000Z' });
    await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip });
    const { createdAt: _dropped, ...replaced } = { ...trip, title: 'Renamed' };
    const updated = await request(ctx.app)
      .put(`/api/trip-plans/${trip.id}`)
      .set(bearer(token))
      .send({ trip: replaced, version: 1 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.trip.createdAt).toBe('2030-01-02T03:04:05.000Z');
    const list = await request(ctx.app).get('/api/trip-plans').set(bearer(token));
    expect(list.body.find((t: { id: string }) => t.id === trip.id).createdAt).toBe('2030-01-02T03:04:05.000Z');
  });
});
