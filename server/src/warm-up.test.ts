import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import * as campgroundNamesModule from './catalogue/core/gazetteer-campgrounds';
import type { DatabaseHandle } from './db/database';
import { createWarmUp } from './health/core/warm-up';
import type { StartState, WarmUpStep } from './health/core/warm-up';
import { START_FAILED_MESSAGE } from './health/http/health.router';
import { createBundledPlacesProvider } from './places/places.provider';
import { createTestApp } from './test/test-app';
import type { TestContext } from './test/test-app';
import type { PlanExecutor } from './planner/work/plan-executor';
import { builtinRouter } from './routing/builtin';
import { startupSteps } from './warm-up';
import { denverMoabInput } from './test/factories';

// The campground name index builder, counted: the warm-up builds it, the first plan reuses it.
vi.mock('./catalogue/core/gazetteer-campgrounds', async (importOriginal) => {
  const actual = await importOriginal<typeof campgroundNamesModule>();
  return { ...actual, campgroundNames: vi.fn(actual.campgroundNames) };
});
const nameIndexBuilds = () => vi.mocked(campgroundNamesModule.campgroundNames).mock.calls.length;

const plan = denverMoabInput();

let ctx: TestContext | undefined;
let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await ctx?.close();
  server = undefined;
  ctx = undefined;
});

/** A warm-up that waits at its first step until released, then runs `rest`. */
function heldWarmUp(rest: () => Iterable<WarmUpStep>) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const warmUp = createWarmUp(
    (function* () {
      yield () => gate;
      yield* rest();
    })(),
  );
  return { warmUp, release };
}

async function listen(startState: () => StartState, places = createBundledPlacesProvider()) {
  ctx = await createTestApp({ places, startState });
  const listening = ctx.app.listen(0, '127.0.0.1');
  server = listening;
  await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

const health = async (url: string) => {
  const res = await fetch(`${url}/api/health`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const generate = (url: string) =>
  fetch(`${url}/api/ai/generate-trip`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(plan),
  });

describe('start-up warm-up', () => {
  it('health says starting until the catalogue is indexed, and the first plan reuses the indexes', async () => {
    const places = createBundledPlacesProvider();
    const { warmUp, release } = heldWarmUp(() => startupSteps(places));
    const url = await listen(warmUp.state, places);
    const done = warmUp.start();

    const early = await health(url);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ status: 'starting', database: 'ok', redis: 'not configured' });
    expect(early.body.message).toMatch(/loading/i);
    expect(nameIndexBuilds()).toBe(0);

    release();
    await done;
    expect(warmUp.ready()).toBe(true);
    expect(nameIndexBuilds()).toBe(1);
    const after = await health(url);
    expect(after).toEqual({
      status: 200,
      body: {
        status: 'ok',
        database: 'ok',
        redis: 'not configured',
        dialect: 'sqlite',
        rateLimits: 'memory',
      },
    });

    const res = await generate(url);
    expect(res.status).toBe(200);
    expect(nameIndexBuilds()).toBe(1);
  }, 120_000);

  it('answers plans while the warm-up is still running', async () => {
    const { warmUp, release } = heldWarmUp(() => []);
    const url = await listen(warmUp.state);
    const done = warmUp.start();
    const res = await generate(url);
    expect(res.status).toBe(200);
    expect((await health(url)).body.status).toBe('starting');
    release();
    await done;
    expect((await health(url)).body.status).toBe('ok');
  });

  it('reports an unreachable database as degraded (503), not as starting', async () => {
    ctx = await createTestApp({ startState: () => 'starting' });
    const broken: DatabaseHandle = {
      ...ctx.deps.database,
      check: () => Promise.reject(new Error('refused')),
    };
    const res = await request(createApp({ ...ctx.deps, database: broken })).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('degraded');
  });

  it('with a plan pool, says starting until every plan thread is ready, and loads neither graph nor catalogue here', async () => {
    let poolReady: (() => void) | undefined;
    const plans = { whenReady: () => new Promise<void>((resolve) => (poolReady = resolve)) } as PlanExecutor;
    const steps = [...startupSteps(createBundledPlacesProvider(), plans)];
    expect(steps).not.toContain(builtinRouter);
    expect(steps).toHaveLength(1);
    const warmUp = createWarmUp(steps);
    const done = warmUp.start();
    await vi.waitFor(() => expect(poolReady).toBeDefined(), { timeout: 100_000, interval: 50 });
    expect(warmUp.ready()).toBe(false);
    poolReady?.();
    await done;
    expect(warmUp.ready()).toBe(true);
  }, 120_000);

  it('ends the warm-up on a failed step, and health says degraded with a message, not starting or ok', async () => {
    const warmUp = createWarmUp([
      () => {
        throw new Error('no data');
      },
    ]);
    const url = await listen(warmUp.state);
    expect((await health(url)).body.status).toBe('starting');
    await expect(warmUp.start()).rejects.toThrow('no data');
    expect(warmUp.ready()).toBe(true);
    expect(warmUp.state()).toBe('failed');
    const res = await health(url);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'degraded', database: 'ok', message: START_FAILED_MESSAGE });
  });
});
