import polyline from '@mapbox/polyline';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadRouteSchema } from '../../../shared/schemas/road-route';
import type { TestContext } from '../test/test-app';
import { createTestApp } from '../test/test-app';

// The whole app as production wires it, on a fresh database.
let ctx: TestContext;
let app: TestContext['app'];
beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(() => ctx.close());

describe('GET /api/road-route', () => {
  it('answers road miles, RV drive hours, main roads and the line', async () => {
    const res = await request(app)
      .get('/api/road-route')
      .query({ from: 'Denver, CO', to: 'Moab, UT', rvType: 'class-a' });
    expect(res.status).toBe(200);
    const route = roadRouteSchema.parse(res.body);
    expect(Math.abs(route.miles - 354) / 354).toBeLessThan(0.05);
    expect(route.roads.slice(0, 2)).toEqual(['I-70', 'US-191']);
    // A Class A at RV speeds: slower than a car at 65 mph.
    expect(route.driveHours).toBeGreaterThan(route.miles / 65);
    expect(polyline.decode(route.geometry, 5).length).toBeGreaterThan(20);
    expect(route.note).toMatch(/road miles/);
  });

  it('answers 4xx JSON for bad input and unknown or unreachable places', async () => {
    const missing = await request(app).get('/api/road-route').query({ from: 'Denver, CO' });
    expect(missing.status).toBe(400);
    expect(typeof missing.body.message).toBe('string');
    const unknown = await request(app)
      .get('/api/road-route')
      .query({ from: 'Denver, CO', to: 'Atlantisville Qq' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('Could not find location: Atlantisville Qq');
    const island = await request(app)
      .get('/api/road-route')
      .query({ from: 'Denver, CO', to: 'Honolulu, HI' });
    expect(island.status).toBe(422);
    const badRig = await request(app)
      .get('/api/road-route')
      .query({ from: 'Denver, CO', to: 'Moab, UT', rvType: 'bus' });
    expect(badRig.status).toBe(400);
  });
});
