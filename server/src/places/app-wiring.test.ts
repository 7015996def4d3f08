import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/test-app';
import { createTestApp } from '../test/test-app';

// The same routers through createApp(), as production mounts them.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('places and AI routes in createApp', () => {
  it('serves geocoding, parks, campgrounds and discover under /api', async () => {
    expect(
      (await request(ctx.app).get('/api/geocode').query({ q: 'Springdale, UT' })).body.features[0].place_name,
    ).toBe('Springdale, Utah, United States');
    expect((await request(ctx.app).get('/api/national-parks')).body).toHaveLength(63);
    expect(
      (await request(ctx.app).get('/api/campgrounds/search').query({ lat: 44.6, lng: -110.5, radius: 50 }))
        .status,
    ).toBe(200);
    expect((await request(ctx.app).get('/api/discover').query({ lat: 44.6, lng: -110.5 })).status).toBe(200);
  });

  it('serves the built-in planner at /api/ai/generate-trip', async () => {
    const res = await request(ctx.app).post('/api/ai/generate-trip').send({
      fromLocation: 'Seattle, WA',
      toLocation: 'Portland, OR',
      departureDate: '2026-08-01',
      duration: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('builtin');
    expect(res.body.routeOptions).toHaveLength(3);
  });
});
