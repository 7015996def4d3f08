import polyline from '@mapbox/polyline';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadLegsSchema, roadRouteSchema } from '@shared/schemas/road-route';
import { segmentsOnLine, sharedRestrictedSegments } from '../restricted-segments';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

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

describe('POST /api/road-route/legs', () => {
  const denver = { latitude: 39.7392, longitude: -104.9903 };
  const grandJunction = { latitude: 39.0639, longitude: -108.5506 };
  const moab = { latitude: 38.5733, longitude: -109.5498 };

  it('answers road miles, hours and the line of each leg in order', async () => {
    const res = await request(app)
      .post('/api/road-route/legs')
      .send({ points: [denver, grandJunction, moab], rvType: 'class-a' });
    expect(res.status).toBe(200);
    const { legs, note } = roadLegsSchema.parse(res.body);
    expect(legs).toHaveLength(2);
    // Denver to Grand Junction is about 243 road miles on I-70; on to Moab about 113.
    expect(Math.abs(legs[0].miles - 243) / 243).toBeLessThan(0.08);
    expect(Math.abs(legs[1].miles - 113) / 113).toBeLessThan(0.12);
    expect(legs[0].driveHours).toBeGreaterThan(legs[0].miles / 65);
    const line = polyline.decode(legs[0].geometry, 5);
    expect(line[0][0]).toBeCloseTo(denver.latitude, 0);
    expect(line[line.length - 1][1]).toBeCloseTo(grandJunction.longitude, 0);
    expect(note).toMatch(/road miles/);
    // The legs add up to about the through route.
    const through = await request(app)
      .post('/api/road-route/legs')
      .send({ points: [denver, moab] });
    const whole = roadLegsSchema.parse(through.body).legs[0].miles;
    expect(legs[0].miles + legs[1].miles).toBeGreaterThanOrEqual(whole - 1);
  });

  it('answers 400 JSON with a message for bad input', async () => {
    for (const body of [
      {},
      { points: [denver] },
      { points: [denver, { latitude: 'x', longitude: 1 }] },
      { points: [denver, { latitude: 95, longitude: 1 }] },
      { points: Array.from({ length: 11 }, () => denver) },
      { points: [denver, moab], rvType: 'bus' },
    ]) {
      const res = await request(app).post('/api/road-route/legs').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it("routes for the RV type's typical rig: with propane on board, around Baltimore's tunnels", async () => {
    const res = await request(app)
      .post('/api/road-route/legs')
      .send({
        points: [
          { latitude: 39.2, longitude: -76.72 },
          { latitude: 39.45, longitude: -76.35 },
        ],
        rvType: 'class-c',
      });
    expect(res.status).toBe(200);
    const [leg] = roadLegsSchema.parse(res.body).legs;
    const points = polyline.decode(leg!.geometry, 5);
    const line = { lat: points.map((p) => p[0]), lng: points.map((p) => p[1]) };
    expect(segmentsOnLine(line, sharedRestrictedSegments(), { propaneOnBoard: true })).toEqual([]);
  });
});

describe('GET /api/road-route/places', () => {
  it('names both places when the planner can find them and reach them by road', async () => {
    const res = await request(app)
      .get('/api/road-route/places')
      .query({ from: 'Denver, CO', to: 'Moab, UT' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      from: expect.stringContaining('Denver'),
      to: expect.stringContaining('Moab'),
    });
  });

  it('answers 422 naming the field of a place it cannot find or cannot reach by road', async () => {
    const misspelt = await request(app)
      .get('/api/road-route/places')
      .query({ from: 'Springfeild', to: 'Moab, UT' });
    expect(misspelt.status).toBe(422);
    expect(misspelt.body).toEqual({
      message: 'Could not find location: Springfeild',
      code: 'location-not-found',
      place: 'from',
      location: 'Springfeild',
    });
    const island = await request(app)
      .get('/api/road-route/places')
      .query({ from: 'Denver, CO', to: 'Honolulu, HI' });
    expect(island.status).toBe(422);
    expect(island.body.place).toBe('to');
    expect(island.body.message).toMatch(/lower 48 states/);
    const empty = await request(app).get('/api/road-route/places').query({ from: 'Denver, CO', to: ' ' });
    expect(empty.status).toBe(400);
  });
});
