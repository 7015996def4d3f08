import type { Config } from '../config';
import type { PlannerOptions } from '../planner/engine';
import type { PlanExecutor } from '../planner/work/plan-executor';
import { createInlinePlanExecutor } from '../planner/work/plan-executor';
import type { RoutingProvider } from '../routing/provider';
import { builtinRoutingProvider, createRoutingProvider } from '../routing/provider';
import type { PlacesProvider } from '../places/places.provider';
import type { AiProvider } from './ai.types';
import { createOpenAiProvider } from './openai.provider';

export type { AiProvider } from './ai.types';

/**
 * The built-in engine through a plan executor (the server's worker threads). Its plans are validated
 * against the contract; a place not found or not reached by road is thrown as the planner's error (a
 * 422, see domain-errors.ts).
 */
export const planningAiProvider = (plans: PlanExecutor): AiProvider => ({
  generateTrip: (input) => plans.plan(input),
});

/** The built-in engine on the calling thread (tests that build the app in-process). */
export function createBuiltinAiProvider(
  places: PlacesProvider,
  options: PlannerOptions = {},
  routing: RoutingProvider = builtinRoutingProvider,
): AiProvider {
  return planningAiProvider(createInlinePlanExecutor({ data: () => places.plannerData(), routing, options }));
}

export function createAiProvider(
  config: Config,
  places: PlacesProvider,
  opts: { timeoutMs?: number; warn?: (message: string, err?: unknown) => void } = {},
  /** Where plans run: the server passes its worker pool; absent, on this thread. */
  plans?: PlanExecutor,
): AiProvider {
  const builtin = plans
    ? planningAiProvider(plans)
    : createBuiltinAiProvider(
        places,
        { fuelPricePerGallon: config.fuelPricePerGallon },
        createRoutingProvider(config),
      );
  if (!config.openaiApiKey) return builtin;
  return createOpenAiProvider(
    {
      apiKey: config.openaiApiKey,
      model: config.openaiModel,
      baseURL: config.openaiBaseUrl,
      timeoutMs: opts.timeoutMs,
      warn: opts.warn,
    },
    builtin,
    places,
  );
}
