import { describe, expect, it } from 'vitest';
import type { Day, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { dayRoadStopsInputSchema } from '@shared/schemas/day-road-stops';
import { applyOperation } from '@shared/plan/operations';
import { isOvernightParkingText, ROAD_STOPS_NOT_REPLANNED, withRoadStops } from '@shared/plan/day-texts';
import { replaceDays } from '@shared/plan/plan-days';
import { staysIn } from '@shared/plan/stays';
import { stopsDaysOf } from '@shared/plan/stops-days';
import { loadBundledData } from '../catalogue/bundled-data';
import { goldenPlans } from '../test/golden-fixtures';
import { rederiveRoadStops } from './day-road-stops';
import { CAMPGROUND_RADIUS, DEFAULT_FUEL_PRICE, planTrip } from './engine';
import { GOLDEN_NOW } from './golden/trips';

// A stay's nights change moves no drive's end and no park: after the results page has the road
// stops re-planned (as use-road-stops-replan.ts asks for them), every drive keeps the planner's
// overnight-parking choice, and the road stops equal a fresh derivation over the whole plan.

const OPTS = { fuelPricePerGallon: DEFAULT_FUEL_PRICE, campgroundRadiusMiles: CAMPGROUND_RADIUS };
const data = loadBundledData();

/** The planner's road stops of the days from the first of `changed` on, put on the days as the page puts them. */
function withReplannedStops(plan: TripPlan, changed: number[]): TripPlan {
  const req = dayRoadStopsInputSchema.parse({
    input: plan.input,
    days: stopsDaysOf(plan),
    changedDays: changed,
  });
  const byDay = new Map(rederiveRoadStops(data, req, OPTS).days.map((d) => [d.day, d]));
  const days = plan.dailyItinerary.map((d) => {
    const planned = byDay.get(d.day);
    return planned ? withRoadStops(d, planned) : d;
  });
  return replaceDays(plan, days);
}

const staleDays = (plan: TripPlan) =>
  plan.dailyItinerary.filter((d) => d.notes.includes(ROAD_STOPS_NOT_REPLANNED)).map((d) => d.day);

const overnightOf = (d: Day) => ({
  stops: (d.roadStops ?? []).filter((s) => s.kind === 'overnight'),
  notes: d.notes.filter(isOvernightParkingText),
});
const roadStopsOf = (plan: TripPlan) =>
  plan.dailyItinerary.map((d) => ({
    day: d.day,
    roadStops: d.roadStops,
    notes: d.notes,
    warnings: d.warnings,
  }));

/** Every stay of the plan set one night longer and one shorter, the road stops re-planned after each. */
function expectNightsChangesKeepChoices(name: string, plan: TripPlan) {
  let checked = 0;
  for (const stay of staysIn(plan.dailyItinerary)) {
    const nights = stay.last - stay.first + 1;
    for (const to of new Set([nights + 1, Math.max(1, nights - 1)])) {
      if (to === nights) continue;
      const { plan: edited } = applyOperation(plan, { kind: 'set-stay-nights', day: stay.first, nights: to });
      const stale = staleDays(edited);
      if (stale.length === 0) continue;
      const after = withReplannedStops(edited, stale);
      const why = `${name}: the stay of day ${stay.first} set to ${to} nights`;
      expect(staleDays(after), why).toEqual([]);
      for (const d of plan.dailyItinerary) {
        if (d.day <= stay.last || d.distance === 0) continue;
        const now = after.dailyItinerary.find((x) => x.day === d.day + to - nights);
        expect(now && overnightOf(now), `${why}, day ${d.day}`).toEqual(overnightOf(d));
        checked += overnightOf(d).stops.length;
      }
      // A fresh derivation of every day's road stops (nothing changed: each drive as it is) agrees.
      expect(roadStopsOf(withReplannedStops(after, [1])), `${why}, derived afresh`).toEqual(
        roadStopsOf(after),
      );
    }
  }
  return checked;
}

describe("a stay's nights change keeps what the planner chose for the drives it does not move", () => {
  const golden = goldenPlans();
  for (const { name, plan } of golden)
    it(`on ${name}`, () => {
      expectNightsChangesKeepChoices(name, plan);
    });

  it('checks drives that have overnight parking (the test can fail)', () => {
    const checked = golden.reduce((n, { name, plan }) => n + expectNightsChangesKeepChoices(name, plan), 0);
    expect(checked).toBeGreaterThan(0);
  });

  it('on a plan with free overnights preferred (store and rest-area nights, overnight parking offered)', async () => {
    const input = generateTripInputSchema.parse({
      fromLocation: 'New York, NY',
      toLocation: 'San Francisco, CA',
      departureDate: '2027-07-01',
      duration: 9,
      preferFreeOvernights: true,
    });
    const plan = await planTrip(input, data, { now: GOLDEN_NOW });
    expect(plan.dailyItinerary.filter((d) => d.rvPark.freeOvernight).length).toBeGreaterThan(0);
    expect(expectNightsChangesKeepChoices('free overnights', plan)).toBeGreaterThan(0);
  }, 120_000);
});
