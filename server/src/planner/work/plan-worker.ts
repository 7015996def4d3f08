// A worker thread of the plan pool (plan-pool.ts): when it starts it asks for the road graph the
// process holds in shared memory (shared-roads-channel.ts) and the catalogue's shared indexes, loads
// its own catalogue records meanwhile, plans one long trip so the first real plan runs warm (unless
// PLAN_START=loaded), tells the main thread it is ready, then answers plan and road-route tasks.
import fs from 'node:fs';
import path from 'node:path';
import { threadId, workerData } from 'node:worker_threads';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { adoptSharedCatalogue, loadBundledData } from '../../catalogue/bundled-data';
import { catalogueWarmUpSteps } from '../../catalogue/warm-up-steps';
import { PLAN_WORKER_NICE } from '../../compute/ordered-pool';
import type { TaskOutcome } from '../../compute/registry';
import { announceReady, collectWhenIdle, lowerThreadPriority } from '../../compute/thread';
import { builtinRouter } from '../../routing/builtin';
import { createRoutingProvider } from '../../routing/provider';
import { adoptSharedRoads } from '../../routing/shared-roads';
import type { PlanTask, PlanWorkEnv, PlanWorkerData, TaskError } from './plan-tasks';
import { runPlanTaskOutcome } from './tasks';
import { requestSharedData } from './shared-roads-channel';

// A long trip, so the long searches and every step run warm (optimized) before the first real plan:
// after a 3-day warm-up the first coast-to-coast plan took about 40 % more CPU than after this one.
// No bench plans it (bench/startup.ts measures New York to San Francisco), so no remembered search
// flatters the first plan's figure.
const WARM_UP_TRIP = {
  fromLocation: 'Seattle, WA',
  toLocation: 'Miami, FL',
  departureDate: '2030-06-01',
  duration: 10,
};

async function start(): Promise<(task: PlanTask) => Promise<TaskOutcome<TaskError>>> {
  const given = (workerData ?? {}) as PlanWorkerData;
  const env: PlanWorkEnv = {
    data: loadBundledData,
    routing: createRoutingProvider(given),
    options: given.fuelPricePerGallon !== undefined ? { fuelPricePerGallon: given.fuelPricePerGallon } : {},
  };
  const shared = given.roadsChannel ? requestSharedData(given.roadsChannel) : undefined;
  // The records meanwhile; the indexes the process shares are read from its copy, once it answers.
  loadBundledData();
  const data = await shared;
  if (data?.catalogue) adoptSharedCatalogue(data.catalogue);
  for (const step of catalogueWarmUpSteps(loadBundledData)) step();
  if (data) adoptSharedRoads(data.roads);
  builtinRouter();
  // On the bundled graph whatever routing service is configured: warming up never calls out. Skipped
  // with PLAN_WARM_UP=false (a server that plans little, where the start counts more than the first
  // plan's speed): that plan then runs cold, its answer the same.
  if (given.warmUp !== false) {
    await runPlanTaskOutcome(
      { op: 'plan', input: generateTripInputSchema.parse(WARM_UP_TRIP) },
      { ...env, routing: createRoutingProvider({}) },
    );
  }
  // Started at the main thread's priority, so a start is not slowed by whatever else the machine
  // runs (health says "starting" meanwhile and no plan waits on it); once ready, the plan threads'
  // lower priority, so that under load the main thread answers first and sign-ins (the bcrypt
  // threads, WORKER_NICE) next.
  lowerThreadPriority(PLAN_WORKER_NICE);
  await heldAtTestGate();
  announceReady();
  // Memory a load grew goes back once the thread has been idle a while (compute/thread.ts).
  return collectWhenIdle((task: PlanTask) => runPlanTaskOutcome(task, env));
}

/**
 * A seam for the test that /api/health says "starting" until every thread is ready
 * (server/src/hardening/start-ready.test.ts): with RVTP_TEST_PLAN_WORKER_GATE naming a folder, a
 * warmed-up thread writes `waiting-<threadId>` there and tells the main thread it is ready only once
 * `go-<threadId>` exists. Unset in every other run.
 */
async function heldAtTestGate() {
  const gate = process.env.RVTP_TEST_PLAN_WORKER_GATE;
  if (!gate) return;
  fs.writeFileSync(path.join(gate, `waiting-${threadId}`), '');
  while (!fs.existsSync(path.join(gate, `go-${threadId}`))) await new Promise((r) => setTimeout(r, 20));
  fs.rmSync(path.join(gate, `waiting-${threadId}`));
}

// Piscina awaits the default export before it sends this worker any task.
export default start();
