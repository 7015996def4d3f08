import { describe, expect, it } from 'vitest';
import { goldenPlans } from '../../test/golden-fixtures';
import { planSummaryOf } from '@shared/plan/plan-summary';
import { summaryColumns, toSummary } from './trip-summary';

// A trip list's figures come from the plan as it is now, not from the trip's copies written when it
// was planned (a card listed activities no longer planned, 9 stops, and miles the days did not add to).

describe('the summary columns of a planned trip', () => {
  it('agrees with the figures a fresh plan stores (every golden plan)', () => {
    for (const { name, plan } of goldenPlans()) {
      const s = planSummaryOf(plan);
      expect(s.totalDistance, name).toBe(plan.overview.totalDistance);
      expect(s.estimatedCost, name).toBe(plan.overview.estimatedCost);
      expect(s.stops, name).toBe(new Set(plan.dailyItinerary.map((d) => d.to.name)).size);
      expect(s.mainActivities.length, name).toBeLessThanOrEqual(8);
    }
  });

  it("are the plan's own summary, whatever the trip's stale copies say", () => {
    const { plan } = goldenPlans()[0];
    const trip = { id: 'ABCD1234', numberOfStops: 9, mainActivities: ['A park no longer in the plan'] };
    const stale = { ...plan, overview: { ...plan.overview, totalDistance: 487, estimatedCost: 1 } };
    const columns = summaryColumns(trip, stale as unknown as Record<string, unknown>);
    const summary = toSummary({
      ...columns,
      id: 'ABCD1234',
      title: 't',
      version: 1,
      shared: 0,
      created_at: '',
      updated_at: '',
    });
    const expected = planSummaryOf(plan);
    expect(summary.planDistance).toBe(expected.totalDistance);
    expect(summary.planCost).toBe(expected.estimatedCost);
    expect(summary.numberOfStops).toBe(expected.stops);
    expect(summary.mainActivities).toEqual(expected.mainActivities);
  });

  it("keep the trip's own fields when there is no plan it can read", () => {
    const columns = summaryColumns({ numberOfStops: 4, mainActivities: ['Hike'] }, null);
    expect(JSON.parse(columns.summary_extra)).toEqual({ numberOfStops: 4, mainActivities: ['Hike'] });
    expect(columns.plan_distance).toBeNull();
  });
});
