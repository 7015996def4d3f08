import { describe, expect, it } from 'vitest';
import { DAILY_RV_RATE } from '@shared/constants';
import type { TripPlan, RvPark } from '@shared/schemas/plan';
import { makeCostedPlan } from '@shared/trips/test-factories';
import { replaceDay } from '@shared/plan/plan-days';
import { mergeTravellerEdits } from './edit-merge';
import { recordDayEdit, recordStayNights, setStayNights } from './plan-steering';

// A traveller's edit re-costs the plan: a park's reported fee, the nights of a stay.

const RATE = DAILY_RV_RATE['class-c']; // the factories' RV type

/** A costed 3-day plan whose day-2 park reports no fee: that night costs the RV-type rate. */
function planWithUnlistedPark(): TripPlan {
  const base = makeCostedPlan(3);
  const day2 = base.dailyItinerary[1];
  const unlisted = replaceDay(base, {
    ...day2,
    rvPark: { ...day2.rvPark, nightlyFee: null, nightlyFeeBasis: undefined },
  });
  const camping = 30 + RATE + 30;
  const total = 100 + camping + 180 + 90;
  return {
    ...unlisted,
    overview: { ...unlisted.overview, estimatedCost: total },
    routeOptions: unlisted.routeOptions.map((r) =>
      r.type === unlisted.selectedRoute ? { ...r, estimatedCost: total } : r,
    ),
    costBreakdown: {
      ...unlisted.costBreakdown,
      camping,
      total,
      campingBasis: `1 night at the RV-type estimate of $${RATE}, 2 at reported fees.`,
    },
  };
}

const reported40 = (park: RvPark): RvPark => ({
  ...park,
  id: 'osm-40',
  name: 'Forty Dollar RV Park',
  nightlyFee: 40,
  nightlyFeeBasis: 'reported',
});

describe('a park change re-costs camping', () => {
  it('a reported $40 park replacing an unlisted one changes camping by 40 less the rate', () => {
    const plan = planWithUnlistedPark();
    const day2 = plan.dailyItinerary[1];
    const out = recordDayEdit(plan, { ...day2, rvPark: reported40(day2.rvPark) });
    const c = out.costBreakdown;
    expect(c.camping).toBe(plan.costBreakdown.camping + (40 - RATE));
    expect(c.campingBasis).toBe('3 nights at reported fees.');
    expect([c.fuel, c.food, c.activities]).toEqual([100, 180, 90]);
    expect(c.total).toBe(plan.costBreakdown.total + (40 - RATE));
    expect(out.overview.estimatedCost).toBe(c.total);
    expect(out.routeOptions.find((r) => r.type === out.selectedRoute)?.estimatedCost).toBe(c.total);
    // Routes whose days did not change keep their own figures.
    expect(out.routeOptions.find((r) => r.type === 'fastest')).toEqual(
      plan.routeOptions.find((r) => r.type === 'fastest'),
    );
  });

  it('counts every night of the stay', () => {
    const stay = setStayNights(planWithUnlistedPark(), 2, 2);
    const out = recordDayEdit(stay, {
      ...stay.dailyItinerary[2],
      rvPark: reported40(stay.dailyItinerary[2].rvPark),
    });
    expect(out.costBreakdown.camping - stay.costBreakdown.camping).toBe((40 - RATE) * 2);
  });

  it('a note alone leaves the costs as they were', () => {
    const plan = planWithUnlistedPark();
    const out = recordDayEdit(plan, { ...plan.dailyItinerary[0], notes: ['Quiet site'] });
    expect(out.costBreakdown).toEqual(plan.costBreakdown);
  });
});

describe('a nights change re-costs the trip', () => {
  it('adding a night adds one night of camping, food and activities', () => {
    const plan = makeCostedPlan(3);
    const out = recordStayNights(plan, 2, 2);
    expect(out.dailyItinerary).toHaveLength(4);
    const c = out.costBreakdown;
    expect(c.camping).toBe(plan.costBreakdown.camping + 30);
    expect(c.food).toBe(plan.costBreakdown.food + 60);
    expect(c.activities).toBe(plan.costBreakdown.activities + 30);
    expect(c.fuel).toBe(plan.costBreakdown.fuel); // a rest day drives nowhere
    expect(c.total).toBe(plan.costBreakdown.total + 120);
    expect(out.overview.estimatedCost).toBe(c.total);
  });

  it('keeps the plan’s own food rate (a cost-optimized plan eats for less)', () => {
    const base = makeCostedPlan(3);
    const cheap: TripPlan = {
      ...base,
      costBreakdown: { ...base.costBreakdown, food: 135, total: base.costBreakdown.total - 45 },
    };
    const out = setStayNights(cheap, 3, 3);
    expect(out.costBreakdown.food).toBe(135 + 2 * 45);
  });

  it('an unlisted park’s extra night costs the RV-type rate, and a night taken away gives it back', () => {
    const plan = planWithUnlistedPark();
    const longer = setStayNights(plan, 2, 3);
    expect(longer.costBreakdown.camping).toBe(plan.costBreakdown.camping + 2 * RATE);
    const back = setStayNights(longer, 2, 1);
    expect(back.costBreakdown).toEqual(plan.costBreakdown);
  });

  it('the nights merge costs the nights it adds', () => {
    const next = makeCostedPlan(3);
    const at = next.dailyItinerary[1].to;
    const { plan } = mergeTravellerEdits(next, [{ kind: 'nights', id: 'n1', day: 2, at, nights: 2 }]);
    expect(plan.dailyItinerary).toHaveLength(4);
    expect(plan.costBreakdown.total).toBe(next.costBreakdown.total + 30 + 60 + 30);
    expect(plan.overview.estimatedCost).toBe(plan.costBreakdown.total);
  });
});
