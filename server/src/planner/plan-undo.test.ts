import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { parseStoredPlan } from '@shared/schemas/plan';
import { applyOperation } from '@shared/plan/operations';
import { UNDO_IN_PLAN_MAX_CHARS, undoLastEdit, withLastEdit, withoutUndos } from '@shared/plan/last-edit';
import { ROAD_STOPS_NOT_REPLANNED } from '@shared/plan/day-texts';
import { replaceDays } from '@shared/plan/plan-days';
import { goldenPlans } from '../test/golden-fixtures';

// The last edit's Undo kept in the plan (shared/plan/last-edit.ts): stored, read back and undone.

const GOLDEN = goldenPlans();
const NOW = new Date('2026-01-01T12:00:00Z');
const stored = (plan: TripPlan) => {
  const parsed = parseStoredPlan(JSON.parse(JSON.stringify(plan)));
  if (!parsed.success) throw new Error('not a stored plan');
  return parsed.data;
};

describe('the Undo of the last edit', () => {
  it('undoes a park swap after its road stops arrived (derived data saved after the edit)', () => {
    const plan = GOLDEN.reduce(
      (a, b) => (JSON.stringify(b.plan).length > JSON.stringify(a).length ? b.plan : a),
      GOLDEN[0].plan,
    );
    const park = GOLDEN.find((g) => g.plan !== plan)!.plan.dailyItinerary[0].rvPark;
    const day = plan.dailyItinerary.find((d) => d.distance > 0)!.day;
    const swapped = applyOperation(plan, { kind: 'swap-park', day, park }, { now: NOW });
    expect(swapped.server.legs.length).toBeGreaterThan(0);
    const saved = withLastEdit(plan, swapped.plan, 'Park changed', swapped.invalidates);
    expect(saved.lastEdit?.label).toBe('Park changed');
    // The largest golden plan and its Undo fit the trip document: only the changed parts are kept.
    expect(JSON.stringify(saved).length).toBeLessThan(UNDO_IN_PLAN_MAX_CHARS);
    // The planner's road stops arrive for the days waiting for them, kept with the Undo.
    const arrived = replaceDays(
      saved,
      saved.dailyItinerary.map((d) =>
        d.notes.includes(ROAD_STOPS_NOT_REPLANNED)
          ? { ...d, notes: d.notes.filter((n) => n !== ROAD_STOPS_NOT_REPLANNED), roadStops: [] }
          : d,
      ),
    );
    expect(undoLastEdit(stored(arrived))).toEqual(plan);
  });

  it('replaces the Undo before it and ends a re-plan Undo; a plan without one has nothing to undo', () => {
    const plan = GOLDEN[0].plan;
    const day = plan.dailyItinerary[0].day;
    const first = withLastEdit(
      plan,
      applyOperation(plan, { kind: 'add-note', day, text: 'One' }).plan,
      'one',
    );
    const withReplan = {
      ...first,
      lastReplan: { previous: null, reservations: {}, changes: [], edits: [], headline: '' },
    };
    const second = withLastEdit(
      withReplan,
      applyOperation(withReplan, { kind: 'add-note', day, text: 'Two' }).plan,
      'two',
    );
    expect(second.lastReplan).toBeUndefined();
    expect(second.lastEdit?.label).toBe('two');
    expect(undoLastEdit(stored(second))).toEqual(withoutUndos(first));
    expect(undoLastEdit(plan)).toBeNull();
    // Nothing changed: no Undo.
    expect(withLastEdit(plan, plan, 'none').lastEdit).toBeUndefined();
  });

  it('keeps no Undo when the plan and its Undo would pass the trip document size', () => {
    const plan = GOLDEN[0].plan;
    const big = { ...plan, warnings: ['x'.repeat(UNDO_IN_PLAN_MAX_CHARS)] };
    expect(withLastEdit(plan, big, 'big').lastEdit).toBeUndefined();
  });
});
