import { describe, expect, it } from 'vitest';
import { makePlan } from '../trips/test-factories';
import { planSummaryOf, stayCount } from './plan-summary';

describe('a plan summary, read from the plan as it is now', () => {
  it("follows the days, not the overview's stored copy (a card said 487 miles of a 474-mile plan)", () => {
    const base = makePlan(3);
    const plan = { ...base, overview: { ...base.overview, totalDistance: 487 } };
    const days = plan.dailyItinerary.reduce((s, d) => s + d.distance, 0);
    expect(planSummaryOf(plan).totalDistance).toBe(Math.round(days));
    expect(planSummaryOf(plan).totalDistance).not.toBe(487);
  });

  it('counts a stay of several nights once', () => {
    const at = (name: string) => ({ to: { name, latitude: 0, longitude: 0 } });
    expect(stayCount([at('A'), at('B'), at('B'), at('C'), at('B')])).toBe(4);
    expect(stayCount([])).toBe(0);
  });
});
