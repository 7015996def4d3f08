import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayRoadStopsSchema } from '@shared/schemas/day-road-stops';
import type { TripPlan } from '@shared/schemas/plan';
import { goldenPlans } from '../../test/golden-fixtures';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { stopsDaysOf } from '@shared/plan/stops-days';

// POST /api/plan/road-stops over the test app: a plan's days in, the planner's road stops out, from
// the first changed day on; bad input is a 400 with a message, never a 500.
const slim = (plan: TripPlan) => stopsDaysOf(plan);

describe('POST /api/plan/road-stops', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });
  const { plan } = goldenPlans().find((g) => g.name === 'newyork-sanfrancisco-14')!;

  it("answers the planner's road stops of every day from the first changed one on", async () => {
    const res = await request(ctx.app)
      .post('/api/plan/road-stops')
      .send({ input: plan.input, days: slim(plan), changedDays: [3, 4] });
    expect(res.status).toBe(200);
    const { days } = dayRoadStopsSchema.parse(res.body);
    expect(days.map((d) => d.day)).toEqual(plan.dailyItinerary.filter((d) => d.day >= 3).map((d) => d.day));
    const fuel = days.flatMap((d) => d.roadStops).filter((s) => s.kind === 'fuel');
    expect(fuel.length).toBeGreaterThan(0);
    for (const d of days)
      if (plan.dailyItinerary.find((p) => p.day === d.day)!.distance === 0) expect(d.roadStops).toEqual([]);
  });

  it('refuses a request without days, or naming a day it does not send, with a 400 message', async () => {
    const none = await request(ctx.app)
      .post('/api/plan/road-stops')
      .send({ input: plan.input, days: [], changedDays: [1] });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/day/i);
    const stray = await request(ctx.app)
      .post('/api/plan/road-stops')
      .send({ input: plan.input, days: slim(plan), changedDays: [99] });
    expect(stray.status).toBe(400);
    expect(stray.body.message).toBe('Every changed day must be one of the days sent');
  });
});
