import type { LastEdit, RouteOption, TripPlan } from '../schemas/plan';
import { parseStoredPlan } from '../schemas/plan';
import type { Derived, PlanOperation, PlanParts } from './operation-types';
import { applyOperation, changedParts } from './operations';

// The Undo of the traveller's last edit, of any kind, kept in the plan the edit made (`lastEdit`), so
// it is saved with the trip, reaches every device and survives a reload; the next edit replaces it
// and a re-plan (which keeps its own Undo, `lastReplan`) ends it. It is the edit's inverse operation
// (a `restore` of the top-level parts the edit replaced), so undoing gives back the plan exactly.

/**
 * The most the plan and its Undo may take together (characters of JSON) for the Undo to be kept in
 * the plan: the trip document holds at most 512 kB with its reservations and expenses.
 */
export const UNDO_IN_PLAN_MAX_CHARS = 400_000;

/** The plan without either Undo (the last edit's, the last re-plan's). */
export function withoutUndos(plan: TripPlan): TripPlan {
  if (!plan.lastEdit && !plan.lastReplan) return plan;
  const { lastEdit: _edit, lastReplan: _replan, ...rest } = plan;
  return rest;
}

/** A route option's days stored as "the plan's days" (the selected route's copy of them). */
const PLAN_DAYS = '=dailyItinerary';

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The parts stored compactly: each route option as the fields the edit changed (the plan after the
 * edit has the others; an option with other fields is stored whole), the selected route's days,
 * which are the plan's days, as a marker. A plan's three routes are most of its size, and an edit
 * changes one route's days and every route's cost.
 */
function compacted(parts: PlanParts, before: TripPlan, after: TripPlan): Record<string, unknown> {
  const values: Record<string, unknown> = { ...parts.values };
  if (!parts.values.routeOptions) return values;
  values.routeOptions = before.routeOptions.map((r, i) => {
    const now = after.routeOptions[i] as Record<string, unknown> | undefined;
    const keys = Object.keys(r) as Array<keyof RouteOption>;
    const whole = !now || Object.keys(now).length !== keys.length || keys.some((k) => !(k in now));
    const diff: Record<string, unknown> = {};
    for (const k of keys) if (whole || !sameJson(r[k], now[k])) diff[k] = r[k];
    if (
      r.type === before.selectedRoute &&
      diff.dailyItinerary &&
      sameJson(r.dailyItinerary, before.dailyItinerary)
    )
      diff.dailyItinerary = PLAN_DAYS;
    return { ...diff, type: r.type };
  });
  return values;
}

/** The stored parts read against the plan they undo (`compacted` the other way). */
function expanded(values: Record<string, unknown>, current: TripPlan): Partial<TripPlan> {
  const options = values.routeOptions;
  if (!Array.isArray(options)) return values as Partial<TripPlan>;
  const days = (values.dailyItinerary as TripPlan['dailyItinerary'] | undefined) ?? current.dailyItinerary;
  const routeOptions = options.map((stored: Record<string, unknown>, i): RouteOption => {
    const r = { ...current.routeOptions[i], ...stored } as RouteOption;
    return (r.dailyItinerary as unknown) === PLAN_DAYS ? { ...r, dailyItinerary: days } : r;
  });
  return { ...values, routeOptions } as Partial<TripPlan>;
}

/** What an operation does, as the Undo names it. */
export function operationLabel(op: PlanOperation): string {
  switch (op.kind) {
    case 'swap-park':
      return `Park changed on day ${op.day}`;
    case 'set-stay-nights':
      return `Nights changed at day ${op.day}`;
    case 'add-rest-day':
      return `Rest day added after day ${op.day}`;
    case 'remove-day':
      return `Night removed at day ${op.day}`;
    case 'select-route':
      return `Route changed to ${op.route}`;
    case 'add-note':
    case 'remove-note':
      return `Note changed on day ${op.day}`;
    case 'add-activity':
    case 'remove-activity':
    case 'move-activity':
      return `Activities changed on day ${op.day}`;
    case 'restore':
      return 'Last change undone';
  }
}

/**
 * The plan an edit made, with the edit's inverse kept in it as its Undo (any Undo `before` had ends
 * here). Without an Undo when nothing changed or when both would pass the trip document's size.
 */
export function withLastEdit(
  before: TripPlan,
  after: TripPlan,
  label: string,
  invalidates: readonly Derived[] = [],
): TripPlan {
  const bareBefore = withoutUndos(before);
  const bareAfter = withoutUndos(after);
  const parts = changedParts(bareBefore, bareAfter);
  if (Object.keys(parts.values).length === 0 && parts.absent.length === 0) return bareAfter;
  const lastEdit: LastEdit = {
    label,
    inverse: { values: compacted(parts, bareBefore, bareAfter), absent: parts.absent },
    invalidates: [...invalidates],
  };
  if (JSON.stringify(bareAfter).length + JSON.stringify(lastEdit).length > UNDO_IN_PLAN_MAX_CHARS)
    return bareAfter;
  return { ...bareAfter, lastEdit };
}

/**
 * The plan before the last edit (its inverse applied), without an Undo; null when there is none or
 * what it restores is no longer a plan this version reads.
 */
export function undoLastEdit(plan: TripPlan): TripPlan | null {
  const last = plan.lastEdit;
  if (!last) return null;
  const current = withoutUndos(plan);
  const parts: PlanParts = {
    values: expanded(last.inverse.values, current),
    absent: last.inverse.absent as PlanParts['absent'],
  };
  const restored = applyOperation(current, {
    kind: 'restore',
    parts,
    invalidates: last.invalidates,
  }).plan;
  const parsed = parseStoredPlan(restored);
  return parsed.success ? withoutUndos(parsed.data) : null;
}
