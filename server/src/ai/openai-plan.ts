import { z } from 'zod';
import type { Need } from '@shared/schemas/needs';
import type { TripPlan } from '@shared/schemas/plan';
import { activityTypeSchema, tripPlanSchema } from '@shared/schemas/plan';
import { rigFor } from '@shared/schemas/rig';
import { amenityLabels, meetsNeed, needLabel, rankCampgrounds, toRvPark } from '../catalogue/core/campgrounds';
import type { CampgroundRow } from '../catalogue/core/data';
import type { PlannerData } from '../catalogue/planner-data';

// The OpenAI plan's two halves around the model call: what the model is given, and how its answer
// is written into the engine's plan.

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

type RowsById = ReadonlyMap<string, CampgroundRow>;
export type GroundingDay = ReturnType<typeof groundingDays>[number];

/**
 * What the model is given for each day: the engine's day, its candidate campgrounds (rig, night and
 * the needs the engine's park reports; the engine's own park always among them) and parks nearby.
 */
export function groundingDays(base: TripPlan, data: PlannerData, needs: Need[], rowsById: RowsById) {
  return base.dailyItinerary.map((d) => {
    const enginePark = d.rvPark.id ? rowsById.get(d.rvPark.id) : undefined;
    const rigFeet = rigFor(base.input.rvType, base.input.rig).lengthFeet;
    const kept = enginePark ? needs.filter((n) => meetsNeed(enginePark, n, rigFeet) === true) : [];
    const candidates = rankCampgrounds(data.campgrounds.near(d.to, 40), {
      rvType: base.input.rvType,
      rigFeet,
      specialNeeds: needs,
      cheap: false,
      dates: [d.date],
      access: { militaryAccess: base.input.militaryAccess === true, horses: base.input.horses === true },
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
      .filter((p) => Math.abs(p.latitude - d.to.latitude) < 1.5 && Math.abs(p.longitude - d.to.longitude) < 2)
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
}

/**
 * The engine's plan with the model's answer written in: titles, activities, meals and tips, and a
 * night's park swapped only for one of that day's candidates (its unmet needs said in a warning).
 */
export function mergeAnswer(
  base: TripPlan,
  answer: ModelAnswer,
  days: GroundingDay[],
  rowsById: RowsById,
  needs: Need[],
): TripPlan {
  const rigFeet = rigFor(base.input.rvType, base.input.rig).lengthFeet;
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
          return !row || meetsNeed(row, n, rigFeet) !== true;
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
  return tripPlanSchema.parse({
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
