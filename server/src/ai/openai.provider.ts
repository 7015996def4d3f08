import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { AiPlan } from '@shared/schemas/plan';
import { activityTypeSchema, aiPlanSchema } from '@shared/schemas/plan';
import { amenityLabels, meetsNeed, needLabel, rankCampgrounds, toRvPark } from '../catalogue/campgrounds';
import { overnightNeeds } from '../planner/preferences';
import type { PlacesProvider } from '../places/places.provider';
import type { AiProvider } from './ai.provider';

export const OPENAI_TIMEOUT_MS = 30_000;
export const FALLBACK_WARNING =
  'The AI service did not give a usable answer, so this plan comes from the built-in planner.';

// What the model may write. Route, distances, stops and parks stay the engine's; campgrounds
// are picked by id from the candidates we send (strict structured output: no optional fields).
export const modelAnswerSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  days: z.array(
    z.object({
      day: z.number().int(),
      title: z.string().min(1),
      campgroundId: z.string().nullable(),
      activities: z.array(
        z.object({
          name: z.string().min(1),
          type: activityTypeSchema,
          duration: z.string(),
          description: z.string(),
        }),
      ),
      meals: z.array(
        z.object({
          mealType: z.enum(['breakfast', 'lunch', 'dinner']),
          name: z.string(),
          type: z.enum(['cooking', 'restaurant']),
          location: z.string(),
          priceRange: z.string(),
        }),
      ),
      tips: z.array(z.string()),
    }),
  ),
  recommendations: z.object({
    packingTips: z.array(z.string()),
    weatherConsiderations: z.array(z.string()),
    budgetTips: z.array(z.string()),
    safetyTips: z.array(z.string()),
  }),
});
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

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
  builtin: AiProvider,
  places: PlacesProvider,
): AiProvider {
  const client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 0 });
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

  async function enrich(base: AiPlan): Promise<AiPlan> {
    const data = places.plannerData();
    const rowsById = new Map(data.campgrounds.rows.map((r) => [r.id, r]));
    // The model may swap a night's park only for one that suits the rig and the night and reports
    // every need and preferred amenity the engine's choice reports.
    const needs = overnightNeeds(base.input);
    const days = base.dailyItinerary.map((d) => {
      const enginePark = d.rvPark.id ? rowsById.get(d.rvPark.id) : undefined;
      const kept = enginePark ? needs.filter((n) => meetsNeed(enginePark, n) === true) : [];
      const candidates = rankCampgrounds(data.campgrounds.near(d.to, 40), {
        rvType: base.input.rvType,
        specialNeeds: needs,
        cheap: false,
        dates: [d.date],
      })
        .filter((c) => kept.every((n) => c.needsMet.includes(n)))
        .slice(0, 4)
        .map(({ row: item, distance }) => ({
          id: item.id,
          name: item.name,
          milesFromStop: Math.round(distance),
          reportedAmenities: amenityLabels(item),
          reportedFee: item.cost,
          description: item.description,
        }));
      if (d.rvPark.id && !candidates.some((c) => c.id === d.rvPark.id)) {
        const row = rowsById.get(d.rvPark.id);
        if (row)
          candidates.unshift({
            id: row.id,
            name: row.name,
            milesFromStop: 0,
            reportedAmenities: amenityLabels(row),
            reportedFee: row.cost,
            description: row.description,
          });
      }
      const parks = data.parks
        .filter(
          (p) => Math.abs(p.latitude - d.to.latitude) < 1.5 && Math.abs(p.longitude - d.to.longitude) < 2,
        )
        .map((p) => ({ id: p.id, name: p.fullName, activities: p.activities }));
      return {
        day: d.day,
        date: d.date,
        from: d.from.name,
        to: d.to.name,
        miles: d.distance,
        driveTime: d.driveTime,
        nights: d.nights,
        plannerCampgroundId: d.rvPark.id ?? null,
        candidates,
        parks,
      };
    });
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

    const dailyItinerary = base.dailyItinerary.map((d, i) => {
      const a = answer.days[i];
      const allowed = days[i].candidates;
      let rvPark = d.rvPark;
      if (a.campgroundId !== null) {
        if (!allowed.some((c) => c.id === a.campgroundId))
          throw new Error(`OpenAI named a campground not among the candidates: ${a.campgroundId}`);
        const row = rowsById.get(a.campgroundId);
        if (row && row.id !== d.rvPark.id) {
          rvPark = toRvPark(row, d.rvPark.address);
        }
      }
      const swapped = rvPark !== d.rvPark;
      // A swapped park's own gaps replace what the day said about the engine's park.
      const missing = swapped
        ? needs.filter((n) => {
            const row = rvPark.id ? rowsById.get(rvPark.id) : undefined;
            return !row || meetsNeed(row, n) !== true;
          })
        : [];
      const warnings = swapped
        ? [
            ...(d.warnings ?? []).filter((w) => !w.includes(d.rvPark.name)),
            ...(missing.length > 0 && d.driveHours > 0
              ? [`${rvPark.name} does not report ${missing.map(needLabel).join(', ')}; ask before you book.`]
              : []),
          ]
        : d.warnings;
      const activityDetails = a.activities.length > 0 ? a.activities : d.activityDetails;
      return {
        ...d,
        title: a.title,
        rvPark,
        activities: activityDetails.map((x) => x.name),
        activityDetails,
        meals: a.meals.length > 0 ? a.meals : d.meals,
        notes: [...d.notes.filter((n) => rvPark === d.rvPark || !n.includes(d.rvPark.name)), ...a.tips],
        ...(warnings ? { warnings } : {}),
      };
    });
    const routeOptions = base.routeOptions.map((o) =>
      o.type === base.selectedRoute ? { ...o, dailyItinerary } : o,
    );
    return aiPlanSchema.parse({
      ...base,
      overview: { ...base.overview, title: answer.title, description: answer.description },
      routeOptions,
      dailyItinerary,
      // The full-timer tips are the engine's checked advice; the model writes the other lists.
      recommendations: base.recommendations.fullTimerTips
        ? { ...answer.recommendations, fullTimerTips: base.recommendations.fullTimerTips }
        : answer.recommendations,
      source: 'openai',
      generatedAt: new Date().toISOString(),
    });
  }
}
