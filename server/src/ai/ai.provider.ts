import type { AiPlan, NormalizedTripInput } from '@shared/schemas/plan';
import { aiPlanSchema } from '@shared/schemas/plan';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import type { PlannerOptions } from '../planner/engine';
import { LocationNotFoundError, NoRoadRouteError, planTripWithProvider } from '../planner/engine';
import type { RoutingProvider } from '../routing/provider';
import { builtinRoutingProvider, createRoutingProvider } from '../routing/provider';
import { RouteNotFoundError } from '../routing/road-router';
import type { PlacesProvider } from '../places/places.provider';
import { createOpenAiProvider } from './openai.provider';

export interface AiProvider {
  generateTrip(input: NormalizedTripInput): Promise<AiPlan>;
}

export function createBuiltinAiProvider(
  places: PlacesProvider,
  options: PlannerOptions = {},
  routing: RoutingProvider = builtinRoutingProvider,
): AiProvider {
  return {
    async generateTrip(input) {
      try {
        // Validated output only: a plan that breaks the contract is a bug, not an answer.
        return aiPlanSchema.parse(await planTripWithProvider(input, places.plannerData(), routing, options));
      } catch (err) {
        if (err instanceof LocationNotFoundError || err instanceof NoRoadRouteError) throw new HttpError(422, err.message);
        if (err instanceof RouteNotFoundError) throw new HttpError(422, err.message);
        throw err;
      }
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
