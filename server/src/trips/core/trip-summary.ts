import type { Selectable } from 'kysely';
import type { TripSummary } from '@shared/schemas/trip-document';
import { parseStoredPlan } from '@shared/schemas/plan';
import type { PlanSummary } from '@shared/plan/plan-summary';
import { planSummaryOf } from '@shared/plan/plan-summary';
import type { TripSummaryTable } from '../../db/schema';

// What a trip list shows, kept in columns beside the document so a list never reads or parses whole
// documents (a trip with a 7-day plan is about 80 kB). Written with the document on every write.

/** Small trip fields the cards also show; anything else stays in the document only. */
const EXTRA_KEYS = [
  'createdAt',
  'planningMode',
  'fullTimer',
  'isDemo',
  'mainActivities',
  'specialNeeds',
  'lastModified',
  'numberOfStops',
  'estimatedBudget',
  'estimatedCost',
  'totalDistance',
  'coverImage',
] as const;
/** A field longer than this (a pasted data: URL as coverImage, say) is left to the document. */
const EXTRA_FIELD_MAX = 2000;

export type SummaryColumns = Selectable<TripSummaryTable>;

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' ? value.slice(0, max) : null;

function numberAt(value: unknown, key: string): number | null {
  if (value && typeof value === 'object' && key in value) {
    const n = (value as Record<string, unknown>)[key];
    return typeof n === 'number' && Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The plan's summary as it is now, or null when the document holds no plan it can read. */
function planSummary(aiPlan: Record<string, unknown> | null): PlanSummary | null {
  if (!aiPlan) return null;
  const parsed = parseStoredPlan(aiPlan);
  return parsed.success ? planSummaryOf(parsed.data) : null;
}

/**
 * The summary columns of a document's trip and plan. A planned trip's distance, cost, stops and main
 * activities are read from its plan as it is now (the trip's own copies of them go stale with every
 * edit of the plan: a card listed activities no longer planned and miles the days did not add up to).
 */
export function summaryColumns(
  trip: Record<string, unknown>,
  aiPlan: Record<string, unknown> | null,
): SummaryColumns {
  const duration = trip.duration;
  const summary = planSummary(aiPlan);
  const fromPlan = summary ? { numberOfStops: summary.stops, mainActivities: summary.mainActivities } : {};
  const extra: Record<string, unknown> = {};
  for (const key of EXTRA_KEYS) {
    const value = key in fromPlan ? fromPlan[key as keyof typeof fromPlan] : trip[key];
    if (value === undefined) continue;
    if (JSON.stringify(value).length > EXTRA_FIELD_MAX) continue;
    extra[key] = value;
  }
  return {
    from_location: text(trip.fromLocation, 200),
    to_location: text(trip.toLocation, 200),
    departure_date: text(trip.departureDate, 40),
    return_date: text(trip.returnDate, 40),
    duration:
      (typeof duration === 'number' && Number.isFinite(duration)) || typeof duration === 'string'
        ? JSON.stringify(typeof duration === 'string' ? duration.slice(0, 10) : duration)
        : null,
    rv_type: text(trip.rvType, 40),
    travel_style: text(trip.travelStyle, 40),
    status: text(trip.status, 20),
    plan_distance: summary ? summary.totalDistance : numberAt(aiPlan?.overview, 'totalDistance'),
    plan_cost: summary ? summary.estimatedCost : numberAt(aiPlan?.overview, 'estimatedCost'),
    has_plan: aiPlan ? 1 : 0,
    summary_extra: JSON.stringify(extra),
  };
}

export type SummaryRow = SummaryColumns & {
  id: string;
  title: string;
  version: number;
  shared: number;
  created_at: string;
  updated_at: string;
};

/** The list entry: the trip's own fields as the client stores them, plus the server's. */
export function toSummary(row: SummaryRow): TripSummary {
  let extra: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.summary_extra || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      extra = parsed as Record<string, unknown>;
  } catch {
    extra = {};
  }
  let duration: unknown;
  try {
    duration = row.duration === null ? undefined : JSON.parse(row.duration);
  } catch {
    duration = undefined;
  }
  const optional = (key: string, value: unknown) =>
    value === null || value === undefined ? {} : { [key]: value };
  return {
    // The app's trip needs a createdAt: a trip stored without one lists with the row's.
    createdAt: row.created_at,
    ...extra,
    ...optional('fromLocation', row.from_location),
    ...optional('toLocation', row.to_location),
    ...optional('departureDate', row.departure_date),
    ...optional('returnDate', row.return_date),
    ...optional('duration', typeof duration === 'number' || typeof duration === 'string' ? duration : null),
    ...optional('rvType', row.rv_type),
    ...optional('travelStyle', row.travel_style),
    ...optional('status', row.status),
    id: row.id,
    title: row.title,
    version: row.version,
    shared: row.shared === 1,
    updatedAt: row.updated_at,
    hasPlan: row.has_plan === 1,
    planDistance: row.plan_distance === null ? null : Number(row.plan_distance),
    planCost: row.plan_cost === null ? null : Number(row.plan_cost),
  };
}
