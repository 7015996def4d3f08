import { describe, expect, it } from 'vitest';
import type { Day, TripPlan } from '@shared/schemas/plan';
import { dayRoadStopsInputSchema } from '@shared/schemas/day-road-stops';
import { isOvernightParkingText, isRoadStopText, withStaleRoadStops } from '@shared/plan/day-texts';
import { stopsDaysOf } from '@shared/plan/stops-days';
import { loadBundledData } from '../catalogue/bundled-data';
import { goldenPlans } from '../test/golden-fixtures';
import { rederiveRoadStops } from './day-road-stops';
import { CAMPGROUND_RADIUS, DEFAULT_FUEL_PRICE } from './engine';

const OPTS = { fuelPricePerGallon: DEFAULT_FUEL_PRICE, campgroundRadiusMiles: CAMPGROUND_RADIUS };
const request = (days: Day[], input: unknown, changedDays: number[]) =>
  dayRoadStopsInputSchema.parse({ input, days, changedDays });

// The re-derivation runs the planner's own rules: over a plan as it was planned it gives back the
// road stops and road-stop sentences the planner wrote, day for day, the overnight parking of each
// day sent with one included.
describe('road stops re-derived from a plan (after an edit)', () => {
  const data = loadBundledData();
  for (const { name, plan } of goldenPlans()) {
    it(`gives ${name}'s road stops back as planned`, () => {
      const days = plan.dailyItinerary;
      // The last day changed: every earlier day's fuel and tanks carry into it unchanged.
      const last = days[days.length - 1].day;
      const all = rederiveRoadStops(data, request(days, plan.input, [1]), OPTS).days;
      expect(all.map((d) => d.day)).toEqual(days.map((d) => d.day));
      all.forEach((got, i) => {
        const day = days[i];
        expect(got.roadStops).toEqual(day.roadStops ?? []);
        expect(got.warnings).toEqual((day.warnings ?? []).filter(isRoadStopText));
        expect(got.notes).toEqual(day.notes.filter(isRoadStopText));
        if (day.distance === 0) expect(got.roadStops).toEqual([]);
      });
      // A drive that changed (another park, re-routed) comes without its stops: where it ends now is
      // the traveller's park, so no overnight parking is offered there (free overnights not preferred).
      const changed = [withStaleRoadStops(days[0]), ...days.slice(1)];
      const first = rederiveRoadStops(data, request(changed, plan.input, [1]), OPTS).days[0];
      expect(first.roadStops).toEqual((days[0].roadStops ?? []).filter((s) => s.kind !== 'overnight'));
      expect(first.notes).toEqual(
        days[0].notes.filter((n) => isRoadStopText(n) && !isOvernightParkingText(n)),
      );
      const tail = rederiveRoadStops(data, request(days, plan.input, [last]), OPTS).days;
      expect(tail.map((d) => d.day)).toEqual([last]);
    });
  }

  it('refuses a changed day that is not among the days sent', () => {
    const { plan } = goldenPlans()[0];
    const parsed = dayRoadStopsInputSchema.safeParse({
      input: plan.input,
      days: plan.dailyItinerary,
      changedDays: [999],
    });
    expect(parsed.success).toBe(false);
  });
});

// The night's park is read as values (its reported flags), never by its display amenities: a label
// that mentions a dump station does not empty the tanks.
describe("re-derived road stops read the night's park facts", () => {
  const data = loadBundledData();
  // A drive day the planner gave a dump stop: its own park reports no dump station.
  const withDump = goldenPlans().flatMap(({ plan }) =>
    plan.dailyItinerary
      .filter((d) => d.rvPark.reported && (d.roadStops ?? []).some((s) => s.kind === 'dump'))
      .map((d) => ({ plan, day: d.day })),
  )[0];
  const dumpStopsOn = (plan: TripPlan, dayNo: number, park: (p: Day['rvPark']) => Day['rvPark']) => {
    const days = stopsDaysOf(plan).map((d) => (d.day === dayNo ? { ...d, rvPark: park(d.rvPark) } : d));
    const req = dayRoadStopsInputSchema.parse({ input: plan.input, days, changedDays: [1] });
    const out = rederiveRoadStops(data, req, OPTS).days.find((d) => d.day === dayNo);
    return (out?.roadStops ?? []).filter((s) => s.kind === 'dump').length;
  };

  it('keeps the dump stop when only the display amenities mention a dump station', () => {
    expect(withDump).toBeDefined();
    const { plan, day } = withDump;
    expect(dumpStopsOn(plan, day, (p) => p)).toBe(1);
    const labelled = (p: Day['rvPark']) => ({
      ...p,
      amenities: [...p.amenities, 'Dump station (ask at the office)'],
    });
    expect(dumpStopsOn(plan, day, labelled)).toBe(1);
  });

  it('needs none when the park reports a dump station', () => {
    const { plan, day } = withDump;
    const dumps = (p: Day['rvPark']) => ({ ...p, reported: { ...p.reported!, dumpStation: 'yes' as const } });
    expect(dumpStopsOn(plan, day, dumps)).toBe(0);
  });
});
