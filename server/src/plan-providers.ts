import type { Config } from './config';
import type { PlanProvider } from './planner/plan-provider';
import { createBuiltinPlanProvider, planningProvider } from './planner/plan-provider';
import type { PlanExecutor } from './planner/work/plan-executor';
import { createRoutingProvider } from './routing/provider';
import type { PlacesProvider } from './places/places.provider';
import { createOpenAiProvider } from './ai/openai.provider';

/**
 * The planner's provider for this server: OpenAI grounded in the built-in engine when a key is
 * configured (ai/openai.provider.ts), else the built-in engine alone (planner/plan-provider.ts).
 */
export function createPlanProvider(
  config: Config,
  places: PlacesProvider,
  opts: { timeoutMs?: number; warn?: (message: string, err?: unknown) => void } = {},
  /** Where plans run: the server passes its worker pool; absent, on this thread. */
  plans?: PlanExecutor,
): PlanProvider {
  const builtin = plans
    ? planningProvider(plans)
    : createBuiltinPlanProvider(
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
