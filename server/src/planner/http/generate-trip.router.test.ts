import polyline from '@mapbox/polyline';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { tripPlanSchema } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { signToken } from '../../auth/core/tokens';
import { createErrorHandler } from '../../http/errors';
import { createMemoryRateLimitStore } from '../../http/rate-limit';
import { createBundledPlacesProvider } from '../../places/places.provider';
import { createPlacesTestApp } from '../../test/places-app';
import { createBuiltinPlanProvider } from '../plan-provider';
import { createGenerateTripRouter } from './generate-trip.router';
import { denverMoabInput } from '../../test/factories';

const app = createPlacesTestApp();
const valid = denverMoabInput();

describe('POST /api/ai/generate-trip', () => {
  it('answers a validated built-in plan', async () => {
    const res = await request(app).post('/api/ai/generate-trip').send(valid);
    expect(res.status).toBe(200);
    const plan = tripPlanSchema.parse(res.body);
    expect(plan.source).toBe('builtin');
    expect(plan.dailyItinerary).toHaveLength(4);
    expect(plan.input.specialNeeds).toEqual([]);
  });

  it('answers road miles and road geometry for every option and driving day', async () => {
    const res = await request(app)
      .post('/api/ai/generate-trip')
      .send({ ...valid, routeType: 'fastest', duration: 3 });
    expect(res.status).toBe(200);
    const plan = tripPlanSchema.parse(res.body);
    const fastest = plan.routeOptions.find((o) => o.type === 'fastest');
    // Denver to Moab is about 354 road miles (great-circle x 1.2 said about 330). The night's park
    // lies off Moab on US-191, on the way in from I-70: the drive ends there, the day still Moab's,
    // and the trip's road miles and the park's from Moab make up the chart's.
    const last = fastest?.dailyItinerary.filter((d) => d.distance > 0).at(-1);
    expect(last?.to.name).toBe(fastest?.waypoints.at(-1)?.name);
    expect(last ? [last.to.latitude, last.to.longitude] : []).toEqual([
      last?.rvPark.latitude,
      last?.rvPark.longitude,
    ]);
    const parkMiles = Number(/(\d+) road miles from the centre of Moab\./.exec(last?.notes[0] ?? '')?.[1]);
    expect(parkMiles).toBeGreaterThan(5);
    expect(Math.abs((fastest?.distance ?? 0) + parkMiles - 354)).toBeLessThanOrEqual(0.05 * 354);
    expect(fastest?.roads?.slice(0, 2)).toEqual(['I-70', 'US-191']);
    expect(plan.overview.totalDistance).toBe(fastest?.distance);
    expect(plan.overview.distanceNote).toMatch(/^Distances are road miles on the bundled US highway network/);
    for (const option of plan.routeOptions) {
      expect(polyline.decode(option.geometry ?? '', 5).length).toBeGreaterThan(20);
      for (const day of option.dailyItinerary) {
        if (day.distance > 0) expect(polyline.decode(day.geometry ?? '', 5).length).toBeGreaterThan(2);
        else expect(day.geometry).toBeUndefined();
      }
    }
  });

  it('answers 422 with a message for a place no road reaches', async () => {
    const res = await request(app)
      .post('/api/ai/generate-trip')
      .send({ ...valid, toLocation: 'Honolulu, HI' });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/lower 48/);
  });

  it('accepts duration as a string and the optimization preferences', async () => {
    const res = await request(app)
      .post('/api/ai/generate-trip')
      .send({
        ...valid,
        duration: '7',
        maxDrivingHoursPerDay: 4,
        avoidHighways: true,
        optimizeFor: 'scenery',
        budgetRange: { min: 500, max: 900 },
        planningMode: 'hybrid',
        reviewPreferences: {
          minimumRating: 4,
          minimumReviewCount: 25,
          prioritizeRecentReviews: true,
          avoidNegativeKeywords: ['noisy'],
        },
      });
    expect(res.status).toBe(200);
    expect(res.body.dailyItinerary).toHaveLength(7);
  });

  it('re-plans with the preferred amenities and prioritized activities and keeps them in the plan input', async () => {
    const res = await request(app)
      .post('/api/ai/generate-trip')
      .send({
        ...valid,
        preferredAmenities: ['Dump Station', 'Jacuzzi'],
        prioritizeActivities: ['State Parks'],
      });
    expect(res.status).toBe(200);
    const plan = tripPlanSchema.parse(res.body);
    expect(plan.input.preferredAmenities).toEqual(['Dump Station', 'Jacuzzi']);
    expect(plan.input.prioritizeActivities).toEqual(['State Parks']);
    expect(plan.warnings.join(' ')).toMatch(/does not report Jacuzzi/);
    expect(plan.warnings.join(' ')).toMatch(/nothing for State Parks/);
  });

  it('plans in full-timer mode: 4 h days, long stays and a budget view', async () => {
    const res = await request(app)
      .post('/api/ai/generate-trip')
      .send({ ...valid, duration: 14, fullTimer: true });
    expect(res.status).toBe(200);
    const plan = tripPlanSchema.parse(res.body);
    expect(plan.input.fullTimer).toBe(true);
    expect(Math.max(...plan.dailyItinerary.map((d) => d.driveHours))).toBeLessThanOrEqual(4.05);
    expect(Math.min(...plan.dailyItinerary.map((d) => d.nights))).toBeGreaterThanOrEqual(3);
    expect(plan.budgetView?.weekly.total).toBeGreaterThan(0);
    expect(plan.recommendations.fullTimerTips?.length).toBeGreaterThan(0);
  });

  it('answers 400 for a full-timer flag that is not a boolean', async () => {
    const res = await request(app)
      .post('/api/ai/generate-trip')
      .send({ ...valid, fullTimer: 'yes' });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 422 for an unknown location', async () => {
    const res = await request(app)
      .post('/api/ai/generate-trip')
      .send({ ...valid, toLocation: 'Nowhereville Qq' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Could not find location: Nowhereville Qq');
  });

  it.each([
    [{ fromLocation: '' }, 'From location is required'],
    [{ toLocation: '' }, 'To location is required'],
    [{ departureDate: '' }, 'Departure date is required'],
    [{ departureDate: '07/01/2026' }, 'Departure date must be YYYY-MM-DD'],
    [{ duration: 0 }, 'Trip duration must be at least 1 day'],
    [{ duration: 61 }, 'Trip duration must be at most 60 days'],
  ])('answers 400 for %o', async (patch, message) => {
    const res = await request(app)
      .post('/api/ai/generate-trip')
      .send({ ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 400 for an unknown RV type or style', async () => {
    expect(
      (
        await request(app)
          .post('/api/ai/generate-trip')
          .send({ ...valid, rvType: 'bus' })
      ).status,
    ).toBe(400);
    expect(
      (
        await request(app)
          .post('/api/ai/generate-trip')
          .send({ ...valid, travelStyle: 'wild' })
      ).status,
    ).toBe(400);
    expect(
      (
        await request(app)
          .post('/api/ai/generate-trip')
          .send({ ...valid, maxDrivingHoursPerDay: 13 })
      ).status,
    ).toBe(400);
  });

  it('rate limits per IP', async () => {
    const limited = createPlacesTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await request(limited).post('/api/ai/generate-trip').send({})).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('rate limits per signed-in user too, whatever the IP', async () => {
    const secret = 'test-secret-for-the-per-user-limit-0123456789';
    const places = createBundledPlacesProvider();
    const app = express();
    app.set('trust proxy', true);
    app.use(express.json());
    app.use(
      '/api/ai',
      createGenerateTripRouter({
        planProvider: createBuiltinPlanProvider(places),
        rateLimitStore: createMemoryRateLimitStore(),
        config: { jwtSecret: secret },
      }),
    );
    app.use(createErrorHandler(pino({ level: 'silent' })));
    const post = (ip: string, token?: string) => {
      const req = request(app).post('/api/ai/generate-trip').set('X-Forwarded-For', ip);
      return (token ? req.set('Authorization', `Bearer ${token}`) : req).send({});
    };
    const alice = signToken(secret, 'user-alice', 0);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post(`10.0.0.${i + 1}`, alice)).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another user, and a visitor, on a fresh IP are not affected.
    expect((await post('10.0.1.1', signToken(secret, 'user-bob', 0))).status).toBe(400);
    expect((await post('10.0.1.2')).status).toBe(400);
    // A forged token is not a user: it counts per IP only.
    expect(
      (await post('10.0.1.3', signToken('another-secret-entirely-0123456789', 'user-alice', 0))).status,
    ).toBe(400);
  });
});

// Its own app (and rate limit), so these requests do not count against the tests above.
describe('POST /api/ai/generate-trip with the rig and money settings', () => {
  const moneyApp = createPlacesTestApp();

  it("costs the plan by the traveller's rig, fuel price and nightly budget, and says the basis", async () => {
    const rig = { ...RIG_DEFAULTS['class-a'], mpg: 10 };
    const res = await request(moneyApp)
      .post('/api/ai/generate-trip')
      .send({ ...valid, rvType: 'class-a', rig, fuelPricePerGallon: 3, nightlyBudget: 40 });
    expect(res.status).toBe(200);
    const plan = tripPlanSchema.parse(res.body);
    expect(plan.input).toMatchObject({ rig, fuelPricePerGallon: 3, nightlyBudget: 40 });
    const { costBreakdown } = plan;
    expect(costBreakdown.fuelRate).toEqual({
      mpg: 10,
      fuel: 'diesel',
      pricePerGallon: 3,
      priceIsTravellers: true,
    });
    const miles = plan.dailyItinerary.reduce((sum, d) => sum + d.distance, 0);
    expect(Math.abs(costBreakdown.fuel - (miles / 10) * 3)).toBeLessThan(2);
    expect(costBreakdown.campingBasis).toMatch(
      /(at your nightly budget of \$40|^\d+ nights? at reported fees)/,
    );
  });

  it.each([
    [{ nightlyBudget: -5 }, 'Nightly budget must be between $0 and $1000'],
    [{ fuelPricePerGallon: 40 }, 'Fuel price must be between $0.50 and $15.00 a gallon'],
    [{ rig: { ...RIG_DEFAULTS['class-a'], lengthFeet: 95 } }, 'Rig length (ft) must be between 10 and 70'],
  ])('answers 400 for %o', async (patch, message) => {
    const res = await request(moneyApp)
      .post('/api/ai/generate-trip')
      .send({ ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
