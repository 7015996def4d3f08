import type { AiPlan, NormalizedTripInput } from '../../../shared/schemas/plan';
import { aiPlanSchema } from '../../../shared/schemas/plan';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import type { PlannerOptions } from '../planner/engine';
import { LocationNotFoundError, planTrip } from '../planner/engine';
import type { PlacesProvider } from '../places/places.provider';
import { createOpenAiProvider } from './openai.provider';

export interface AiProvider {
  generateTrip(input: NormalizedTripInput): Promise<AiPlan>;
}

export function createBuiltinAiProvider(places: PlacesProvider, options: PlannerOptions = {}): AiProvider {
  return {
    async generateTrip(input) {
      try {
        // Validated output only: a plan that breaks the contract is a bug, not an answer.
        return aiPlanSchema.parse(planTrip(input, places.plannerData(), options));
      } catch (err) {
        if (err instanceof LocationNotFoundError) throw new HttpError(422, err.message);
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
  const builtin = createBuiltinAiProvider(places, {
    circuityFactor: config.routeCircuity,
    fuelPricePerGallon: config.fuelPricePerGallon,
  });
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
