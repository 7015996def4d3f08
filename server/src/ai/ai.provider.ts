import { tripPlanSchema } from '@shared/schemas/plan';
import type { Config } from '../config';
import type { PlannerOptions } from '../planner/engine';
import { planTripWithProvider } from '../planner/engine';
import type { RoutingProvider } from '../routing/provider';
import { builtinRoutingProvider, createRoutingProvider } from '../routing/provider';
import type { PlacesProvider } from '../places/places.provider';
import type { AiProvider } from './ai.types';
import { createOpenAiProvider } from './openai.provider';

export type { AiProvider } from './ai.types';

export function createBuiltinAiProvider(
  places: PlacesProvider,
  options: PlannerOptions = {},
  routing: RoutingProvider = builtinRoutingProvider,
): AiProvider {
  return {
    async generateTrip(input) {
      // Validated output only: a plan that breaks the contract is a bug, not an answer. A place not
      // found or not reached by road is thrown as the planner's error (a 422, see domain-errors.ts).
      return tripPlanSchema.parse(await planTripWithProvider(input, places.plannerData(), routing, options));
    },
  };
}

export function createAiProvider(
  config: Config,
  places: PlacesProvider,
  opts: { timeoutMs?: number; warn?: (message: string, err?: unknown) => void } = {},
): AiProvider {
  const builtin = createBuiltinAiProvider(
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
