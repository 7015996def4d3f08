import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocodeResponseSchema } from '@shared/schemas/places';
import { tripPlanSchema } from '@shared/schemas/plan';
import { AmbiguousPlaceError } from '../catalogue/core/ambiguous-place';
import { planTaskErrors } from '../planner/work/plan-tasks';
import type { TestContext } from '../test/test-app';
import { createTestApp } from '../test/test-app';

// Two towns of one name in one state, on the whole app as production wires it: the Denver suburb and
// the village below Independence Pass are both "Twin Lakes, CO"; Highland, IN is a Chicago suburb
// and a town by Evansville.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const LAKE = 'Twin Lakes (Lake County), Colorado, United States';
const ADAMS = 'Twin Lakes (Adams County), Colorado, United States';
const trip = (over: Record<string, unknown>) => ({
  fromLocation: 'Denver, CO',
  toLocation: 'Moab, UT',
  departureDate: '2027-07-01',
  duration: 3,
  ...over,
});

describe('the place search lists each town of an ambiguous name', () => {
  it.each([
    ['Twin Lakes, CO', [ADAMS, LAKE]],
    [
      'Highland, IN',
      [
        'Highland (Lake County), Indiana, United States',
        'Highland (Vanderburgh County), Indiana, United States',
      ],
    ],
  ])('%s', async (q, expected) => {
    const res = await request(ctx.app).get('/api/geocode').query({ q });
    expect(res.status).toBe(200);
    const { features } = geocodeResponseSchema.parse(res.body);
    expect(features.map((f) => f.place_name)).toEqual(expected);
    // Two places, not one place twice.
    expect(new Set(features.map((f) => f.center.join())).size).toBe(2);
  });
});

describe('GET /api/road-route/places with an ambiguous name', () => {
  it('answers 422 location-ambiguous beside the field, with every choice', async () => {
    const res = await request(ctx.app)
      .get('/api/road-route/places')
      .query({ from: 'Denver, CO', to: 'Twin Lakes, CO' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'location-ambiguous',
      place: 'to',
      location: 'Twin Lakes, CO',
      message:
        'There is more than one Twin Lakes, CO: Twin Lakes (Adams County), CO or Twin Lakes (Lake County), CO. Please choose one.',
    });
    expect(res.body.choices.map((c: { placeName: string }) => c.placeName)).toEqual([ADAMS, LAKE]);
  });

  it('takes the town the traveller picked from the list, or named with its county', async () => {
    for (const to of [LAKE, 'Twin Lakes, Lake County, CO']) {
      const res = await request(ctx.app).get('/api/road-route/places').query({ from: 'Denver, CO', to });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ from: 'Denver, CO', to: 'Twin Lakes (Lake County), CO' });
    }
  });
});

describe('POST /api/ai/generate-trip with an ambiguous name', () => {
  it('answers 422 with the choices instead of planning one of them', async () => {
    const res = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .send(trip({ fromLocation: 'Highland, IN', toLocation: 'Chicago, IL' }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('location-ambiguous');
    expect(res.body.location).toBe('Highland, IN');
    expect(res.body.choices.map((c: { name: string }) => c.name)).toEqual([
      'Highland (Lake County), IN',
      'Highland (Vanderburgh County), IN',
    ]);
  });

  it('plans to the town the traveller chose', async () => {
    const res = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .send(trip({ toLocation: LAKE }));
    expect(res.status).toBe(200);
    const plan = tripPlanSchema.parse(res.body);
    const last = plan.dailyItinerary[plan.dailyItinerary.length - 1];
    expect(JSON.stringify(last)).toContain('Twin Lakes (Lake County), CO');
  }, 60_000);
});

describe('the ambiguity across the plan threads', () => {
  it('crosses as data and comes back the same error, with its choices', () => {
    const choices = [
      {
        name: 'A (X County), CO',
        placeName: 'A (X County), Colorado, United States',
        latitude: 39,
        longitude: -105,
      },
      {
        name: 'A (Y County), CO',
        placeName: 'A (Y County), Colorado, United States',
        latitude: 39.1,
        longitude: -106.4,
      },
    ];
    const encoded = planTaskErrors.encode(new AmbiguousPlaceError('A', choices, 'A, CO'));
    const back = planTaskErrors.decode(JSON.parse(JSON.stringify(encoded)));
    expect(back).toBeInstanceOf(AmbiguousPlaceError);
    expect(back).toMatchObject({
      location: 'A',
      choices,
      message: 'There is more than one A, CO: A (X County), CO or A (Y County), CO. Please choose one.',
    });
  });
});
