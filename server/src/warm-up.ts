import { catalogueWarmUpSteps } from './catalogue/warm-up-steps';
import type { WarmUpStep } from './health/warm-up';
import type { PlacesProvider } from './places/places.provider';
import { builtinRouter } from './routing/builtin';

/**
 * Everything a plan needs, loaded and indexed at start rather than by the first plan: the road graph
 * (the fallback of any configured routing service too), then the bundled catalogue and its indexes.
 */
export function* startupSteps(places: PlacesProvider): Generator<WarmUpStep> {
  yield builtinRouter;
  yield* catalogueWarmUpSteps(() => places.plannerData());
}
