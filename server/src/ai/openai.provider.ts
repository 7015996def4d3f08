import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { TripPlan } from '@shared/schemas/plan';
import { rigFor } from '@shared/plan/rig-profile';
import { planNeeds } from '../planner/core/context';
import type { PlacesProvider } from '../places/places.provider';
import type { PlanProvider } from '../planner/plan-provider';
import { groundingDays, mergeAnswer, modelAnswerSchema } from './openai-plan';

export { modelAnswerSchema } from './openai-plan';
export type { ModelAnswer } from './openai-plan';

export const OPENAI_TIMEOUT_MS = 30_000;
export const OPENAI_MAX_RETRIES = 1;
export const FALLBACK_WARNING =
  'The AI service did not give a usable answer, so this plan comes from the built-in planner.';

const SYSTEM = [
  'You write RV trip itineraries. You are given a route computed by a planner, its overnight stops,',
  'the national parks near each stop and candidate campgrounds (federal and OpenStreetMap data) for each stop.',
  'Keep the days, order and stops exactly as given. For each day choose campgroundId only from that',
  "day's candidates, or null when none is listed. Never name a business (restaurant, store, RV park)",
  'that is not in the data: for meals out write e.g. "Dinner out in <town>". Amenities and fees in the',
  'data are reported, not verified: do not promise them. When trip.fullTimer is true the traveller lives',
  'in the RV full time: keep the slow pace and long stays, and suggest weekly routines (laundry, resupply).',
  'Answer in the JSON schema given.',
].join(' ');

export function createOpenAiProvider(
  opts: {
    apiKey: string;
    model: string;
    baseURL?: string;
    timeoutMs?: number;
    warn?: (m: string, err?: unknown) => void;
  },
  builtin: PlanProvider,
  places: PlacesProvider,
): PlanProvider {
  // One retry: the SDK retries only what may pass a second time (a connection reset or refused, 408,
  // 409, 429 and 5xx), after its short backoff, and the call's one abort signal below bounds both
  // tries to timeoutMs, so a retry never makes the traveller wait longer than a failure would.
  const client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: OPENAI_MAX_RETRIES });
  const timeoutMs = opts.timeoutMs ?? OPENAI_TIMEOUT_MS;
  const warn = opts.warn ?? (() => {});

  return {
    async generateTrip(input) {
      // The engine's plan grounds the model and is the answer whenever the model fails.
      const base = await builtin.generateTrip(input);
      try {
        return await enrich(base);
      } catch (err) {
        warn('OpenAI itinerary failed; using the built-in plan', err);
        return { ...base, warnings: [...base.warnings, FALLBACK_WARNING] };
      }
    },
  };

  async function enrich(base: TripPlan): Promise<TripPlan> {
    const data = places.plannerData();
    const rowsById = new Map(data.campgrounds.rows.map((r) => [r.id, r]));
    // The model may swap a night's park only for one that suits the rig and the night and reports
    // every need the engine's choice reports: the planner's own needs of the trip (planNeeds: the
    // traveller's needs and preferred amenities, pets travelling, a long rig's big-rig night), for
    // the one rig profile (the traveller's own rig, else the RV type's typical one).
    const needs = planNeeds(base.input, rigFor(base.input.rvType, base.input.rig));
    const days = groundingDays(base, data, needs, rowsById);
    const request = {
      trip: base.input,
      route: base.routeOptions.find((o) => o.type === base.selectedRoute),
      days,
    };
    const completion = await client.chat.completions.create(
      {
        model: opts.model,
        messages: [
          { role: 'system', content: SYSTEM },
          {
            role: 'user',
            content: JSON.stringify({
              ...request,
              route: request.route && {
                name: request.route.name,
                distance: request.route.distance,
                driveTime: request.route.driveTime,
                waypoints: request.route.waypoints,
              },
            }),
          },
        ],
        response_format: zodResponseFormat(modelAnswerSchema, 'rv_itinerary'),
      },
      { timeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs) },
    );
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('OpenAI answer had no content');
    const answer = modelAnswerSchema.parse(JSON.parse(content));
    if (answer.days.length !== base.dailyItinerary.length)
      throw new Error('OpenAI answer has the wrong number of days');
    return mergeAnswer(base, answer, days, rowsById, needs);
  }
}
