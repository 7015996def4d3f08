import type { Day, TripPlan } from '../schemas/plan';
import { recostPlan } from '../trips/plan-costs';
import { driveHoursOfDays, milesOfDays } from './plan-summary';
import { editOf } from './operation-edits';
import { ROAD_STOPS_NOT_REPLANNED, withStaleRoadStops } from './day-texts';
import type {
  Applied,
  Derived,
  OperationContext,
  PlanOperation,
  PlanParts,
  ServerWork,
} from './operation-types';

// The traveller's local edits as operations on the plan (docs/decisions/0002-derived-plan-data.md).
// Each one changes the days, says what it invalidates, recomputes here what follows from the days
// alone (costs, the overview's miles and hours, no road stops on a day without a drive) and names
// the days whose legs and road stops only the server can re-plan. Its inverse puts the plan back
// exactly: figures are rounded when re-costed, so the inverse restores the values the edit replaced
// rather than re-costing back.

const NO_SERVER: ServerWork = { legs: [], roadStopsFrom: null };

/** A day without a drive has no road stops: none are planned for it and none of the day before stay. */
export function withoutRoadStopsOffDrive(days: readonly Day[]): Day[] {
  return days.map((d) => {
    if (d.distance > 0 || d.roadStops === undefined) return d;
    const { roadStops: _none, ...rest } = d;
    return rest;
  });
}

/**
 * The drive of the day the server re-plans road stops from, marked as waiting for them (its old stops
 * and their sentences gone, the day saying so), so the results page asks the planner for them
 * (use-road-stops-replan.ts) now or, offline, after a reload. A drive the server does not re-route
 * (not among `legs`) ends where it did at the park it had, so it keeps its overnight-parking stop,
 * the planner's choice for that end, which the re-plan offers again for the day as it is now.
 */
export function withRoadStopsAwaited(
  days: readonly Day[],
  from: number | null,
  legs: readonly number[] = [],
): Day[] {
  return days.map((d) =>
    d.day === from && d.distance > 0 && !d.notes.includes(ROAD_STOPS_NOT_REPLANNED)
      ? withStaleRoadStops(d, { keepOvernight: !legs.includes(d.day) })
      : d,
  );
}

/** The overview's miles and hours read from the plan's days. */
export function withSummaryOfDays(plan: TripPlan): TripPlan {
  const days = plan.dailyItinerary;
  const totalDistance = milesOfDays(days);
  const totalDriveHours = driveHoursOfDays(days);
  if (plan.overview.totalDistance === totalDistance && plan.overview.totalDriveHours === totalDriveHours)
    return plan;
  return { ...plan, overview: { ...plan.overview, totalDistance, totalDriveHours } };
}

/** The derived data an edit invalidated, recomputed from the edited days where the plan alone tells. */
export function rederive(
  before: TripPlan,
  after: TripPlan,
  invalidates: readonly Derived[],
  server: ServerWork = NO_SERVER,
): TripPlan {
  let plan = after;
  if (invalidates.includes('roadStops')) {
    const days = withRoadStopsAwaited(
      withoutRoadStopsOffDrive(plan.dailyItinerary),
      server.roadStopsFrom,
      server.legs,
    );
    plan = {
      ...plan,
      dailyItinerary: days,
      routeOptions: plan.routeOptions.map((r) =>
        r.type === plan.selectedRoute ? { ...r, dailyItinerary: days } : r,
      ),
    };
  }
  // The planner's own totals are kept while the days' miles and hours are the same: the days are
  // rounded each, so their sum may differ from the total by a tenth of an hour.
  const drives = (p: TripPlan) => `${milesOfDays(p.dailyItinerary)}|${driveHoursOfDays(p.dailyItinerary)}`;
  if (invalidates.includes('summary') && drives(before) !== drives(plan)) plan = withSummaryOfDays(plan);
  if (invalidates.includes('costs')) plan = recostPlan(before, plan);
  return plan;
}

/** The parts of `before` that `after` replaced or added, to put them back. */
export function changedParts(before: TripPlan, after: TripPlan): PlanParts {
  const values: Partial<TripPlan> = {};
  const absent: Array<keyof TripPlan> = [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as Array<keyof TripPlan>);
  for (const key of keys) {
    if (before[key] === after[key]) continue;
    if (!(key in before)) absent.push(key);
    else (values as Record<string, unknown>)[key] = before[key];
  }
  return { values, absent };
}

function restore(plan: TripPlan, parts: PlanParts): TripPlan {
  const out: Record<string, unknown> = { ...plan, ...parts.values };
  for (const key of parts.absent) delete out[key];
  return out as TripPlan;
}

const NOTHING: PlanOperation = { kind: 'restore', parts: { values: {}, absent: [] }, invalidates: [] };

/** An operation applied: the plan after it, its inverse, what it invalidated and what the server re-plans. */
export function applyOperation(plan: TripPlan, op: PlanOperation, ctx: OperationContext = {}): Applied {
  if (op.kind === 'restore') {
    const restored = restore(plan, op.parts);
    return {
      plan: restored,
      inverse: { kind: 'restore', parts: changedParts(plan, restored), invalidates: op.invalidates },
      invalidates: op.invalidates,
      server: NO_SERVER,
    };
  }
  const edited = editOf(plan, op, ctx.now ?? new Date());
  if (edited.plan === plan) return { plan, inverse: NOTHING, invalidates: [], server: NO_SERVER };
  const server = { ...NO_SERVER, ...edited.server };
  const next = rederive(plan, edited.plan, edited.invalidates, server);
  return {
    plan: next,
    inverse: { kind: 'restore', parts: changedParts(plan, next), invalidates: edited.invalidates },
    invalidates: edited.invalidates,
    server,
  };
}

/** Operations applied in order; the inverses come back in the order that undoes them. */
export function applyOperations(
  plan: TripPlan,
  ops: readonly PlanOperation[],
  ctx: OperationContext = {},
): { plan: TripPlan; inverses: PlanOperation[] } {
  let current = plan;
  const inverses: PlanOperation[] = [];
  for (const op of ops) {
    const applied = applyOperation(current, op, ctx);
    current = applied.plan;
    inverses.unshift(applied.inverse);
  }
  return { plan: current, inverses };
}
