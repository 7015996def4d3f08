import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { NormalizedTripInput, TripPlan } from '@shared/schemas/plan';
import {
  DEPARTURE_REAL_DAY_MESSAGE,
  DEPARTURE_TOO_EARLY_MESSAGE,
  DEPARTURE_TOO_LATE_MESSAGE,
} from '@shared/schemas/plan-dates';
import { PLAN_MAX_BYTES, PLAN_MAX_DAYS, PLAN_TOO_LARGE_MESSAGE, planNightsMessage } from '@shared/schemas/plan-bounds';
import { domainErrorStatus } from '../../domain-errors';
import { createErrorHandler } from '../../http/errors';
import { createMemoryRateLimitStore } from '../../http/rate-limit';
import { PlanContractError } from '../work/plan-tasks';
import { createInlinePlanExecutor } from '../work/plan-executor';
import { builtinRoutingProvider } from '../../routing/provider';
import { denverMoabInput } from '../../test/factories';
import { testPlannerData } from '../../test/planner-data';
import { createGenerateTripRouter } from './generate-trip.router';
import type { PlanProvider } from '../plan-provider';
import { planningProvider } from '../plan-provider';

// A plan request's departure is a real calendar day from a year back to five years
// ahead (2027-02-30 is refused as trip documents refuse it), and a plan that would break its answer's
// contract (a day past 9999-12-31) is the request's problem, a 422 with what broke, never a 500.

function appWith(planProvider: PlanProvider) {
  const app = express();
  app.use(express.json());
  app.use('/api/ai', createGenerateTripRouter({ planProvider, rateLimitStore: createMemoryRateLimitStore() }));
  app.use(createErrorHandler(pino({ level: 'silent' }), domainErrorStatus));
  return app;
}

const dayFromToday = (years: number, days = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
};

describe('the departure of a plan request', () => {
  const asked: NormalizedTripInput[] = [];
  const app = appWith({
    generateTrip: async (input) => {
      asked.push(input);
      return { input } as unknown as TripPlan;
    },
  });
  const ask = (departureDate: string) => request(app).post('/api/ai/generate-trip').send(denverMoabInput({ departureDate }));

  it.each([
    ['2027-02-30', DEPARTURE_REAL_DAY_MESSAGE],
    ['2028-02-30', DEPARTURE_REAL_DAY_MESSAGE],
    ['2027-13-01', DEPARTURE_REAL_DAY_MESSAGE],
    ['2027-04-31', DEPARTURE_REAL_DAY_MESSAGE],
    [dayFromToday(-1, -2), DEPARTURE_TOO_EARLY_MESSAGE],
    [dayFromToday(5, 2), DEPARTURE_TOO_LATE_MESSAGE],
    ['9999-12-25', DEPARTURE_TOO_LATE_MESSAGE],
  ])('%s is refused: %s', async (date, message) => {
    const res = await ask(date);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
    expect(asked.map((i) => i.departureDate)).not.toContain(date);
  });

  it.each([dayFromToday(0), dayFromToday(-1), dayFromToday(5), '2028-02-29'])('%s is planned', async (date) => {
    const res = await ask(date);
    expect(res.status).toBe(200);
    expect(asked.at(-1)?.departureDate).toBe(date);
  });
});

describe('a plan that breaks its answer’s contract', () => {
  it('is a 422 naming what broke, through the executor the server uses, never a 500', async () => {
    const plans = createInlinePlanExecutor({ data: () => testPlannerData(), routing: builtinRoutingProvider });
    // A stored trip's re-plan does not go through the request's window: its days run past 9999-12-31.
    const input = generateTripInputSchema.parse(denverMoabInput({ departureDate: '9999-12-25', duration: 10 }));
    const error = await plans.plan(input).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(PlanContractError);
    expect(domainErrorStatus(error)).toEqual({ status: 422, code: 'plan-contract' });

    const app = appWith({ generateTrip: (asked) => planningProvider(plans).generateTrip({ ...asked, departureDate: '9999-12-25', duration: 10 }) });
    const res = await request(app).post('/api/ai/generate-trip').send(denverMoabInput({ departureDate: dayFromToday(0) }));
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^This trip cannot be planned with these dates and places \((routeOptions\.\d+\.)?dailyItinerary\.\d+\.date: .+\)/);
  }, 60_000);
});

describe('a plan’s bounds (nights asked for, days and size of the answer)', () => {
  const stop = (i: number, nights: number) => ({ name: `Stop ${i}`, latitude: 39 + i / 100, longitude: -106 - i / 100, nights });

  it('stops asking for more than PLAN_MAX_NIGHTS nights in all are a 422 before any plan is made', async () => {
    let plans = 0;
    const app = appWith({
      generateTrip: async (input) => {
        plans += 1;
        return { input, dailyItinerary: [] } as unknown as TripPlan;
      },
    });
    const ask = (stops: unknown[]) =>
      request(app).post('/api/ai/generate-trip').send(denverMoabInput({ departureDate: dayFromToday(0), stops }));
    const tooMany = await ask(Array.from({ length: 25 }, (_, i) => stop(i, 30)));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toEqual({ message: planNightsMessage(750), code: 'plan-too-large' });
    expect((await ask([stop(1, 30), stop(2, 31 - 1), stop(3, 1)])).status).toBe(422);
    expect(plans).toBe(0);
    const atTheCap = await ask([stop(1, 30), stop(2, 30)]);
    expect(atTheCap.status).toBe(200);
    expect(plans).toBe(1);
  });

  it('an answer past PLAN_MAX_DAYS days or PLAN_MAX_BYTES is a 422, not megabytes sent', async () => {
    const day = { day: 1, notes: ['x'.repeat(100)] };
    const long = appWith({ generateTrip: async () => ({ dailyItinerary: Array(PLAN_MAX_DAYS + 1).fill(day) }) as unknown as TripPlan });
    const big = appWith({ generateTrip: async () => ({ dailyItinerary: [{ day: 1, notes: ['x'.repeat(PLAN_MAX_BYTES)] }] }) as unknown as TripPlan });
    for (const app of [long, big]) {
      const res = await request(app).post('/api/ai/generate-trip').send(denverMoabInput({ departureDate: dayFromToday(0) }));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: PLAN_TOO_LARGE_MESSAGE, code: 'plan-too-large' });
    }
    const fits = appWith({ generateTrip: async () => ({ dailyItinerary: Array(PLAN_MAX_DAYS).fill(day) }) as unknown as TripPlan });
    expect((await request(fits).post('/api/ai/generate-trip').send(denverMoabInput({ departureDate: dayFromToday(0) }))).status).toBe(200);
  });
});
