import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RvPark, TripPlan } from '@shared/schemas/plan';
import { applyOperation } from '@shared/plan/operations';
import type { PlanOperation } from '@shared/plan/operation-types';
import { planSummaryOf } from '@shared/plan/plan-summary';
import { selectedRouteOf } from '@shared/plan/plan-days';
import { recostPlan } from '@shared/trips/plan-costs';
import { ROAD_STOPS_NOT_REPLANNED, stayDayNote } from '@shared/plan/day-texts';
import { operationLabel, undoLastEdit, withLastEdit } from '@shared/plan/last-edit';
import { parseStoredPlan } from '@shared/schemas/plan';
import { goldenPlans } from '../test/golden-fixtures';

// Property tests of the plan's operations on the golden plans: after every operation of a random
// sequence the derived data equals a fresh derivation from the days, and the inverses applied in
// reverse give back the plan exactly; the last edit's Undo, stored with the plan and read back, does too.

const GOLDEN = goldenPlans();
const NOW = new Date('2026-01-01T12:00:00Z');
// Parks of every golden plan, their warnings included, to swap in.
const PARKS: RvPark[] = GOLDEN.flatMap(({ plan }) => plan.dailyItinerary.map((d) => d.rvPark));
const PARK_WARNINGS = new Set(PARKS.flatMap((p) => (p.warning ? [p.warning] : [])));

const KINDS = [
  'add-rest-day',
  'remove-day',
  'set-stay-nights',
  'add-note',
  'remove-note',
  'add-activity',
  'remove-activity',
  'move-activity',
  'select-route',
  'swap-park',
] as const;

const rawOp = fc.record({
  kind: fc.constantFrom(...KINDS),
  at: fc.nat({ max: 1000 }),
  n: fc.nat({ max: 1000 }),
  up: fc.boolean(),
  text: fc.constantFrom('Call the park about late arrival.', 'Laundry day', 'Visit the farmers market'),
});
type RawOp = typeof rawOp extends fc.Arbitrary<infer T> ? T : never;

/** A random operation made concrete on the plan as it is at that point of the sequence. */
function concrete(plan: TripPlan, raw: RawOp): PlanOperation {
  const days = plan.dailyItinerary;
  const day = days[raw.at % days.length];
  const pick = <T>(list: readonly T[]) => raw.n % Math.max(1, list.length);
  switch (raw.kind) {
    case 'set-stay-nights':
      return { kind: raw.kind, day: day.day, nights: 1 + (raw.n % 4) };
    case 'add-note':
      return { kind: raw.kind, day: day.day, text: raw.text };
    case 'remove-note':
      return { kind: raw.kind, day: day.day, index: pick(day.notes) };
    case 'add-activity':
      return { kind: raw.kind, day: day.day, name: raw.text };
    case 'remove-activity':
      return { kind: raw.kind, day: day.day, index: pick(day.activities) };
    case 'move-activity':
      return { kind: raw.kind, day: day.day, index: pick(day.activities), direction: raw.up ? 'up' : 'down' };
    case 'select-route':
      return { kind: raw.kind, route: plan.routeOptions[pick(plan.routeOptions)].type };
    case 'swap-park':
      return { kind: raw.kind, day: day.day, park: PARKS[pick(PARKS)] };
    default:
      return { kind: raw.kind, day: day.day };
  }
}

/** The derived data of a plan, each compared with a fresh derivation from its days. */
function expectDerivedFresh(plan: TripPlan, op: PlanOperation) {
  const why = JSON.stringify(op).slice(0, 200);
  for (const d of plan.dailyItinerary) {
    if (d.distance === 0)
      expect(d.roadStops, `road stops on day ${d.day} without a drive after ${why}`).toBeUndefined();
    for (const w of d.warnings ?? [])
      if (PARK_WARNINGS.has(w))
        expect(w, `a warning of another park on day ${d.day} after ${why}`).toBe(d.rvPark.warning);
  }
  expect(recostPlan(plan, plan).costBreakdown, `costs after ${why}`).toEqual(plan.costBreakdown);
  const summary = planSummaryOf(plan);
  expect(
    {
      miles: plan.overview.totalDistance,
      // The planner's total is the hours rounded once; the summary adds the days, each rounded.
      hours:
        Math.abs(plan.overview.totalDriveHours - summary.totalDriveHours) <=
        0.05 * plan.dailyItinerary.length + 1e-9,
      cost: plan.overview.estimatedCost,
      routeCost: selectedRouteOf(plan).estimatedCost,
    },
    `summary after ${why}`,
  ).toEqual({
    miles: summary.totalDistance,
    hours: true,
    cost: summary.estimatedCost,
    routeCost: summary.estimatedCost,
  });
  expect(selectedRouteOf(plan).dailyItinerary, `the selected route's days after ${why}`).toEqual(
    plan.dailyItinerary,
  );
}

/** The days the server re-plans road stops for wait for them (the results page asks for them). */
function expectRoadStopsAwaited(plan: TripPlan, from: number | null, op: PlanOperation) {
  const why = JSON.stringify(op).slice(0, 200);
  for (const d of plan.dailyItinerary)
    if (d.notes.includes(ROAD_STOPS_NOT_REPLANNED))
      expect(d.distance, `a day without a drive waits for road stops after ${why}`).toBeGreaterThan(0);
  if (from === null) return;
  const day = plan.dailyItinerary.find((d) => d.day === from);
  expect(
    day?.distance,
    `the server re-plans road stops from a day without a drive after ${why}`,
  ).toBeGreaterThan(0);
  expect(day?.notes, `day ${from} does not wait for its road stops after ${why}`).toContain(
    ROAD_STOPS_NOT_REPLANNED,
  );
  // Only the overnight parking of a drive that still ends where it did, which the re-plan offers again.
  expect(
    (day?.roadStops ?? []).filter((s) => s.kind !== 'overnight'),
    `day ${from} keeps its old road stops after ${why}`,
  ).toEqual([]);
  if (op.kind === 'swap-park') expect(day?.roadStops, `day ${from} after ${why}`).toBeUndefined();
}

/** The plan saved with the edit's Undo, stored (JSON) and read back, undone: the plan before. */
function expectUndoRestores(before: TripPlan, after: TripPlan, op: PlanOperation) {
  const saved = withLastEdit(before, after, operationLabel(op));
  if (after === before) return;
  const stored = parseStoredPlan(JSON.parse(JSON.stringify(saved)));
  expect(stored.success, `the plan with its Undo is a stored plan after ${JSON.stringify(op)}`).toBe(true);
  if (stored.success) expect(undoLastEdit(stored.data)).toEqual(before);
}

describe('plan operations on the golden plans', () => {
  it('the golden plans start with fresh derived data', () => {
    for (const { plan } of GOLDEN)
      expectDerivedFresh(plan, { kind: 'restore', parts: { values: {}, absent: [] }, invalidates: [] });
  });

  it('keep derived data fresh after every edit, and the inverses restore the plan exactly', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: GOLDEN.length - 1 }),
        fc.array(rawOp, { minLength: 1, maxLength: 6 }),
        (g, raws) => {
          const original = GOLDEN[g].plan;
          let plan = original;
          const inverses: PlanOperation[] = [];
          for (const raw of raws) {
            const op = concrete(plan, raw);
            const applied = applyOperation(plan, op, { now: NOW });
            expectDerivedFresh(applied.plan, op);
            expectRoadStopsAwaited(applied.plan, applied.server.roadStopsFrom, op);
            expectUndoRestores(plan, applied.plan, op);
            plan = applied.plan;
            inverses.unshift(applied.inverse);
          }
          for (const inverse of inverses) plan = applyOperation(plan, inverse, { now: NOW }).plan;
          expect(plan).toEqual(original);
        },
      ),
      { numRuns: 50, seed: 45 },
    );
  });
});

describe('a park swap on a stay of several nights', () => {
  it("names the new park in each later day's stay note, found by the stay's values", () => {
    const { plan } = GOLDEN.find(({ plan }) => plan.dailyItinerary.some((d) => d.nights >= 3))!;
    const arrival = plan.dailyItinerary.find((d) => d.nights >= 3 && d.distance > 0)!;
    const park = PARKS.find((p) => p.name !== arrival.rvPark.name && !p.isPlaceholder)!;
    const { plan: swapped } = applyOperation(plan, { kind: 'swap-park', day: arrival.day, park }, { now: NOW });
    for (let k = 2; k <= arrival.nights; k++) {
      const day = swapped.dailyItinerary.find((d) => d.day === arrival.day + k - 1)!;
      expect(day.notes).toContain(stayDayNote(k, arrival.nights, park.name));
      expect(day.notes.join(' ')).not.toContain(arrival.rvPark.name);
    }
  });
});
