import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../../catalogue/bundled-data';
import { ComputeBusyError } from '../../compute/errors';
import { createDelegatedPlacesProvider } from '../../places/places.provider';
import { builtinRoutingProvider } from '../../routing/provider';
import { RouteNotFoundError } from '../../routing/road-router';
import { denverMoabInput } from '../../test/factories';
import { LocationNotFoundError, NoRoadRouteError } from '../engine';
import type { PlanExecutor } from './plan-executor';
import { createInlinePlanExecutor } from './plan-executor';
import { createPlanPool, PLANS_BUSY_MESSAGE, resolvePlanWorker } from './plan-pool';

const inline = createInlinePlanExecutor({ data: loadBundledData, routing: builtinRoutingProvider });
const input = generateTripInputSchema.parse(denverMoabInput());
const withoutTime = <T extends { generatedAt: string }>(plan: T) => ({ ...plan, generatedAt: '' });

describe('the plan pool (worker threads)', () => {
  let pool: PlanExecutor;
  beforeAll(() => {
    pool = createPlanPool({ threads: 1, maxWaiting: 2 });
  });
  afterAll(() => pool.close());

  it('is not ready until its thread has loaded the graph and the catalogue, then plans as this thread does', async () => {
    expect(pool.ready()).toBe(false);
    await pool.whenReady();
    expect(pool.ready()).toBe(true);
    const [there, here] = await Promise.all([pool.plan(input), inline.plan(input)]);
    expect(withoutTime(there)).toEqual(withoutTime(here));
  }, 120_000);

  it('routes as this thread does, and hands back the errors a request can cause', async () => {
    await pool.whenReady();
    const points = [
      { latitude: 39.74, longitude: -104.99 },
      { latitude: 38.57, longitude: -109.55 },
      { latitude: 38.57, longitude: -109.55 },
    ];
    expect(await pool.route(points.slice(0, 2), 'class-a')).toEqual(
      await inline.route(points.slice(0, 2), 'class-a'),
    );
    expect(await pool.legs(points, 'class-c')).toEqual(await inline.legs(points, 'class-c'));
    await expect(pool.plan({ ...input, fromLocation: 'Nowhere Atall, ZZ' })).rejects.toBeInstanceOf(
      LocationNotFoundError,
    );
    await expect(pool.plan({ ...input, fromLocation: 'Anchorage, AK' })).rejects.toBeInstanceOf(
      NoRoadRouteError,
    );
    // A point in the South Atlantic has no road within reach.
    const sea = [{ latitude: -40, longitude: 10 }, points[0]];
    const [poolError, inlineError] = await Promise.all([
      pool.route(sea, 'class-c').catch((e: unknown) => e),
      inline.route(sea, 'class-c').catch((e: unknown) => e),
    ]);
    expect(inlineError).toBeInstanceOf(RouteNotFoundError);
    expect(poolError).toBeInstanceOf(RouteNotFoundError);
    expect((poolError as Error).message).toBe((inlineError as Error).message);
  }, 60_000);

  it('answers catalogue queries as this thread does: places, campgrounds, discover, parks', async () => {
    await pool.whenReady();
    const data = loadBundledData();
    const here = createDelegatedPlacesProvider(inline);
    const there = createDelegatedPlacesProvider(pool);
    expect(await there.geocode('Moab')).toEqual(await here.geocode('Moab'));
    const search = { lat: 38.5, lng: -109.5, radius: 100 };
    const camps = await there.searchCampgrounds(search);
    expect(camps.length).toBeGreaterThan(5);
    expect(camps).toEqual(await here.searchCampgrounds(search));
    const route = [
      { latitude: 39.74, longitude: -104.99 },
      { latitude: 38.57, longitude: -109.55 },
    ];
    expect(await there.discover(route)).toEqual(await here.discover(route));
    const parks = await there.nationalParks();
    expect(parks).toHaveLength(data.parks.length);
    // The same list object every time (the router keys its serialised copy by it).
    expect(await there.nationalParks()).toBe(parks);
    expect(await pool.resolvePlace('Moab, UT')).toMatchObject({
      name: expect.stringMatching(/^Moab/),
      state: 'UT',
    });
    expect(await pool.resolvePlace('Nowhere Atall, ZZ')).toBeUndefined();
  }, 60_000);

  it('runs the work off this thread, and refuses (a ComputeBusyError with its Retry-After) beyond its queue', async () => {
    await pool.whenReady();
    const coast = { ...input, fromLocation: 'New York, NY', toLocation: 'San Francisco, CA', duration: 14 };
    // One running and two waiting fit; the fourth is refused at once, without waiting its turn.
    const accepted = [pool.plan(coast), pool.plan(coast), pool.plan(coast)];
    const refused = pool.plan(coast);
    await expect(refused).rejects.toBeInstanceOf(ComputeBusyError);
    await expect(refused).rejects.toMatchObject({
      message: PLANS_BUSY_MESSAGE,
      retryAfterSeconds: 5,
    });
    // While the three run in the worker this thread is free: a timer fires long before one coast
    // plan could have run here (each is 0.15 s or more of uninterrupted work).
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(performance.now() - started).toBeLessThan(120);
    expect((await Promise.all(accepted)).every((p) => p.dailyItinerary.length === 14)).toBe(true);
  }, 120_000);
});

/** The id the next worker thread of this process gets (ids count up, one a thread started). */
async function nextThreadId(): Promise<number> {
  const probe = new Worker('', { eval: true });
  const id = probe.threadId;
  await new Promise((resolve) => probe.once('exit', resolve));
  return id + 1;
}

describe('an on-demand plan pool (PLAN_START=on-demand)', () => {
  it('is ready at once and starts no thread, and loads nothing, before its first task', async () => {
    const before = await nextThreadId();
    const pool = createPlanPool({ threads: 2, start: 'on-demand' });
    expect(pool.ready()).toBe(true);
    await pool.whenReady();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A pool that started would have its threads (and the road data's loader thread) by now.
    expect(await nextThreadId()).toBe(before + 1);
    await pool.close();
  });
});

describe('the plan worker file', () => {
  it('is the TypeScript source under tsx, and the compiled file beside a bundled server', async () => {
    const fromSource = resolvePlanWorker();
    expect(fromSource.typescript).toBe(true);
    expect(fromSource.filename).toMatch(/server[\\/]src[\\/]planner[\\/]work[\\/]plan-worker\.ts$/);
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-dist-'));
    fs.writeFileSync(path.join(dist, 'plan-worker.js'), '');
    expect(resolvePlanWorker(pathToFileURL(path.join(dist, 'index.js')).href)).toEqual({
      filename: path.join(dist, 'plan-worker.js'),
      typescript: false,
    });
    fs.rmSync(dist, { recursive: true });
  });
});
