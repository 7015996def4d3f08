import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import type { TestContext } from './test-app';
import { createTestApp } from './test-app';

/**
 * A test file's whole app (createApp() on a fresh database) for plans over real HTTP: `plan(input)`
 * posts the defaults with the input to /api/ai/generate-trip and answers the plan, failing on
 * anything but a 200 (with the server's message, so a refusal reads as itself).
 */
export function plansOverHttp(defaults: Record<string, unknown>) {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });
  return {
    app: () => ctx.app,
    async plan(input: Record<string, unknown>): Promise<TripPlan> {
      const res = await request(ctx.app)
        .post('/api/ai/generate-trip')
        .send({ ...defaults, ...input });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 200, message: undefined });
      return tripPlanSchema.parse(res.body);
    },
  };
}
