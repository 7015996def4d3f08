// The plan threads' task kinds (op -> handler), registered with compute/ (compute/registry.ts): the
// pool runs a task by its op and knows none of them. The plan thread (plan-worker.ts) and the
// in-process executor (plan-executor.ts) run them through this registry.
import { tripPlanSchema } from '@shared/schemas/plan';
import { CAMPGROUND_RESULT_CAP, geocodeFeatures, nationalParkList } from '../../catalogue/catalogue-answers';
import { searchCatalogue } from '../../catalogue/core/campgrounds';
import { discoverAlongRoute } from '../../catalogue/core/discover';
import { searchServices } from '../../catalogue/core/services';
import type { TaskOutcome, TaskRegistry } from '../../compute/registry';
import { runTaskOutcome } from '../../compute/registry';
import { roadLegSummaries, roadSummary } from '../../routing/road-work';
import { CAMPGROUND_RADIUS, DEFAULT_FUEL_PRICE, planTripWithProvider } from '../engine';
import { rederiveRoadStops } from '../day-road-stops';
import type { PlanTask, PlanWorkEnv, TaskError } from './plan-tasks';
import { planTaskErrors } from './plan-tasks';

type Kinds<Op extends PlanTask['op']> = TaskRegistry<Extract<PlanTask, { op: Op }>, PlanWorkEnv>;

/** The planner's own: a whole plan, and a plan's road stops re-planned from a changed day on. */
const plannerKinds: Kinds<'plan' | 'road-stops'> = {
  // Validated output only: a plan that breaks the contract is a bug, not an answer.
  plan: async (task, env) =>
    tripPlanSchema.parse(await planTripWithProvider(task.input, env.data(), env.routing, env.options)),
  'road-stops': (task, env) =>
    rederiveRoadStops(env.data(), task.request, {
      fuelPricePerGallon: env.options?.fuelPricePerGallon ?? DEFAULT_FUEL_PRICE,
      campgroundRadiusMiles: env.options?.campgroundRadiusMiles ?? CAMPGROUND_RADIUS,
    }),
};

/** Road routes on the bundled graph (routing/). */
const routingKinds: Kinds<'route' | 'legs'> = {
  route: (task) => roadSummary(task.points, task.rvType, task.terms),
  legs: (task) => roadLegSummaries(task.points, task.rvType, task.terms),
};

/** The catalogue's answers (catalogue/), from the records this thread holds. */
const catalogueKinds: Kinds<'resolve' | 'geocode' | 'campgrounds' | 'discover' | 'parks' | 'services'> = {
  resolve: (task, env) => {
    const m = env.data().gazetteer.resolve(task.query);
    return m
      ? { name: m.name, ...(m.state ? { state: m.state } : {}), latitude: m.latitude, longitude: m.longitude }
      : null;
  },
  geocode: (task, env) => geocodeFeatures(env.data(), task.query),
  campgrounds: (task, env) => searchCatalogue(env.data().campgrounds, task.query, CAMPGROUND_RESULT_CAP),
  discover: (task, env) => discoverAlongRoute(task.points, env.data()),
  parks: (_task, env) => nationalParkList(env.data()),
  services: (task, env) => searchServices(env.data().services, task.query),
};

export const PLAN_TASKS: TaskRegistry<PlanTask, PlanWorkEnv> = {
  ...plannerKinds,
  ...routingKinds,
  ...catalogueKinds,
};

/** Runs a plan thread's task and reports a request's own error as data; anything else is thrown. */
export const runPlanTaskOutcome = (task: PlanTask, env: PlanWorkEnv): Promise<TaskOutcome<TaskError>> =>
  runTaskOutcome(PLAN_TASKS, planTaskErrors, task, env);
