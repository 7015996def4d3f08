import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadLegsSchema, roadRouteSchema } from '@shared/schemas/road-route';
import type { TestContext } from '../test/test-app';
import { createTestApp } from '../test/test-app';

// The whole app as production wires it, on a fresh database.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Either side of Wolf Creek Pass on US-160.
const southFork = { latitude: 37.6703, longitude: -106.6406 };
const pagosaSprings = { latitude: 37.2695, longitude: -107.0098 };

describe('/api/road-route by season', () => {
  it('goes around Trail Ridge Road on a January date and over it in July', async () => {
    const on = async (date: string) => {
      const res = await request(ctx.app)
        .get('/api/road-route')
        .query({ from: 'Estes Park, CO', to: 'Grand Lake, CO', date });
      expect(res.status).toBe(200);
      return roadRouteSchema.parse(res.body);
    };
    const july = await on('2027-07-15');
    const january = await on('2027-01-15');
    expect(july.roads).toContain('US-34');
    expect(january.miles).toBeGreaterThan(july.miles * 2);
  });

  it('legs keep off mountain passes when asked', async () => {
    const legs = async (avoidPasses: boolean) => {
      const res = await request(ctx.app)
        .post('/api/road-route/legs')
        .send({ points: [southFork, pagosaSprings], date: '2027-07-15', avoidPasses });
      expect(res.status).toBe(200);
      return roadLegsSchema.parse(res.body).legs[0];
    };
    const over = await legs(false);
    const around = await legs(true);
    expect(around.miles).toBeGreaterThan(over.miles * 1.15);
  });

  it('legs over the Beartooth Highway: over the top in July, round it in January', async () => {
    const redLodge = { latitude: 45.187, longitude: -109.247 };
    const cookeCity = { latitude: 45.0206, longitude: -109.9334 };
    const leg = async (date: string) => {
      const res = await request(ctx.app).post('/api/road-route/legs').send({ points: [redLodge, cookeCity], date });
      expect(res.status).toBe(200);
      return roadLegsSchema.parse(res.body).legs[0];
    };
    const july = await leg('2027-07-15');
    const january = await leg('2027-01-15');
    // Over the top is about 62 road miles; round by Cody and Chief Joseph Highway more than twice that.
    expect(july.miles).toBeLessThan(70);
    expect(january.miles).toBeGreaterThan(july.miles * 2);
  });

  it('answers 400 JSON for a bad date or flag', async () => {
    const badDate = await request(ctx.app)
      .get('/api/road-route')
      .query({ from: 'Estes Park, CO', to: 'Grand Lake, CO', date: 'January' });
    expect(badDate.status).toBe(400);
    expect(typeof badDate.body.message).toBe('string');
    const badFlag = await request(ctx.app)
      .post('/api/road-route/legs')
      .send({ points: [southFork, pagosaSprings], avoidPasses: 'yes' });
    expect(badFlag.status).toBe(400);
    expect(typeof badFlag.body.message).toBe('string');
  });
});
