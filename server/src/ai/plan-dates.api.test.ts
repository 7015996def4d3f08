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
import { domainErrorStatus } from '../domain-errors';
import { createErrorHandler } from '../http/errors';
import { createMemoryRateLimitStore } from '../http/rate-limit';
import { PlanContractError } from '../planner/work/plan-tasks';
import { createInlinePlanExecutor } from '../planner/work/plan-executor';
import { builtinRoutingProvider } from '../routing/provider';
import { denverMoabInput } from '../test/factories';
import { testPlannerData } from '../test/planner-data';
import { createAiRouter } from './ai.router';
import type { AiProvider } from './ai.provider';
import { planningAiProvider } from './ai.provider';

// Issue 44, item 3: a plan request's departure is a real calendar day from a year back to five years
// ahead (2027-02-30 is refused as trip documents refuse it), and a plan that would break its answer's
// contract (a day past 9999-12-31) is the request's problem, a 422 with what broke, never a 500.

function appWith(ai: AiProvider) {
  const app = express();
  app.use(express.json());
  app.use('/api/ai', createAiRouter({ ai, rateLimitStore: createMemoryRateLimitStore() }));
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
    expect(res.body).toEqual({ message });
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
    expect(domainErrorStatus(error)).toBe(422);

    const app = appWith({ generateTrip: (asked) => planningAiProvider(plans).generateTrip({ ...asked, departureDate: '9999-12-25', duration: 10 }) });
    const res = await request(app).post('/api/ai/generate-trip').send(denverMoabInput({ departureDate: dayFromToday(0) }));
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^This trip cannot be planned with these dates and places \((routeOptions\.\d+\.)?dailyItinerary\.\d+\.date: .+\)/);
  }, 60_000);
});
