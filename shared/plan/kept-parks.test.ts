import { describe, expect, it } from 'vitest';
import type { RvPark, TravellerEdit, TripPlan } from '../schemas/plan';
import { makePlan } from '../trips/test-factories';
import { swapStayPark } from './park-swap';
import { replaceDays } from './plan-days';
import { keptParkDays, rerouteToPark } from './reroute-to-park';
import { keptParkDaysOf } from './stops-days';

// A re-plan (or another device's copy) lays the traveller's chosen park on the new plan's stay
// (swapStayPark, as the client's merge does) without routing it: the stay's drive still goes to the
// planner's stop. keptParkDays names those days, so they are routed to the park as a swap is.
const park = (name: string, latitude: number, longitude: number): RvPark => ({
  name,
  amenities: ['Electric hookups'],
  amenitiesReported: true,
  nightlyFee: null,
  latitude,
  longitude,
  address: 'Near the stop',
  isPlaceholder: false,
});
const chosen = park('Riverside RV Park', 38.95, -105.7);
const mark = (day: number, p: RvPark = chosen): TravellerEdit => ({
  kind: 'park',
  id: `p${day}`,
  day,
  park: p,
});

/** The fresh plan with the traveller's park laid on day n's stay, as a re-plan's merge lays it. */
function laid(plan: TripPlan, n: number, p: RvPark = chosen): TripPlan {
  const day = plan.dailyItinerary[n - 1];
  const days = swapStayPark(plan.dailyItinerary, new Set([n]), day.rvPark, p, new Set());
  return { ...replaceDays(plan, days), travellerEdits: [...(plan.travellerEdits ?? []), mark(n, p)] };
}

describe('keptParkDays', () => {
  it("names a kept park's day whose drive still ends at the planner's stop", () => {
    const plan = laid(makePlan(4), 2);
    expect(plan.dailyItinerary[1].rvPark.name).toBe('Riverside RV Park');
    expect(plan.dailyItinerary[1].to.name).toBe('Stop 2');
    expect(keptParkDays(plan)).toEqual([2]);
    // Several kept parks, each on its own day.
    const other = park('Canyon View RV', 38.5, -106.2);
    expect(keptParkDays(laid(plan, 4, other))).toEqual([2, 4]);
  });

  it('names none once the drive is routed to the park, nor a park the plan no longer has', () => {
    const plan = laid(makePlan(4), 2);
    const leg = { miles: 120, driveHours: 2.2, geometry: '' };
    expect(keptParkDays(rerouteToPark(plan, 2, chosen, [leg, leg]))).toEqual([]);
    // The traveller's mark whose day now has another park (swapped again, not yet marked).
    const elsewhere = swapStayPark(plan.dailyItinerary, new Set([2]), chosen, park('X', 39, -104), new Set());
    expect(keptParkDays(replaceDays(plan, elsewhere))).toEqual([]);
    // No marks: the planner's own parks are its own stops' business.
    expect(keptParkDays(makePlan(4))).toEqual([]);
    // A park with no known place cannot be routed to.
    const unknown = { ...chosen, latitude: null, longitude: null };
    expect(keptParkDays(laid(makePlan(4), 2, unknown))).toEqual([]);
  });
});

describe('keptParkDaysOf (POST /api/plan/road-stops checks these parks on their nights)', () => {
  it("names every day of a stay whose park is the traveller's mark, routed to it or not", () => {
    const plan = laid(makePlan(4), 2);
    expect(keptParkDaysOf(plan)).toEqual([2]);
    // A two-night stay: both its days; a mark whose park the day no longer has: none.
    const stay = makePlan(4);
    const days = stay.dailyItinerary.map((d) =>
      d.day === 3 ? { ...d, to: stay.dailyItinerary[1].to, distance: 0, rvPark: chosen } : d.day === 2 ? { ...d, rvPark: chosen } : d,
    );
    expect(keptParkDaysOf({ dailyItinerary: days, travellerEdits: [mark(3)] })).toEqual([2, 3]);
    expect(keptParkDaysOf({ dailyItinerary: stay.dailyItinerary, travellerEdits: [mark(2)] })).toEqual([]);
  });
});
