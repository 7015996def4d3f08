import { catalogueWarmUpSteps } from './catalogue/warm-up-steps';
import type { WarmUpStep } from './health/core/warm-up';
import type { PlacesProvider } from './places/places.provider';
import type { PlanExecutor } from './planner/work/plan-executor';
import { builtinRouter } from './routing/builtin';

/**
 * Everything a request needs, loaded and indexed at start rather than by the first one; /api/health
 * says "starting" until these steps are done. With a plan pool, its worker threads read the road
 * graph the process loads once into shared memory and each load the catalogue (plan-worker.ts), and
 * answer plans, road routes and catalogue searches;
 * this thread loads its own catalogue only when something here reads it (`catalogueHere`: the OpenAI
 * provider's grounding). Without a pool, the road graph, then the catalogue, on this thread.
 */
export function* startupSteps(
  places: PlacesProvider,
  plans?: PlanExecutor,
  catalogueHere = plans === undefined,
): Generator<WarmUpStep> {
  if (!plans) yield builtinRouter;
  if (catalogueHere) yield* catalogueWarmUpSteps(() => places.plannerData());
  if (plans) yield () => plans.whenReady();
}
