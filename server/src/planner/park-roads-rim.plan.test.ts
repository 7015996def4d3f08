import { describe, expect, it } from 'vitest';
import polyline from '@mapbox/polyline';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { milesBetween } from '../routing/core/node-index';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Black Canyon of the Gunnison's South Rim Road (data/park-roads.json) as a traveller meets it: a
// plan to the South Rim Campground drives past CO-347's end into the park to the campground. (Joshua
// Tree's Cottonwood Springs Road from I-10: park-roads-rainier.plan.test.ts, from Blythe.)
const data = loadBundledData();
const plan = (fromLocation: string, toLocation: string, departureDate: string): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({ fromLocation, toLocation, departureDate, duration: 2, rvType: 'class-c' }),
    data,
    { now: fixedNow },
  );
const fastest = (p: TripPlan) => p.routeOptions.find((o) => o.type === 'fastest')!;
const firstDrive = (p: TripPlan) => fastest(p).dailyItinerary.find((d) => d.distance > 0)!;
const lastPoint = (geometry: string | undefined) => {
  const [latitude, longitude] = polyline.decode(geometry ?? '').at(-1)!;
  return { latitude, longitude };
};
const apart = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  milesBetween(a.latitude, a.longitude, b.latitude, b.longitude);

describe('Black Canyon of the Gunnison by its South Rim Road', () => {
  it("drives a plan from Montrose to the South Rim Campground past CO-347's end on the South Rim Road", async () => {
    const campground = { latitude: 38.54387, longitude: -107.68946 };
    const d = firstDrive(await plan('Montrose, CO', 'Black Canyon of the Gunnison South Rim Campground, CO', '2027-06-10'));
    // The day's line ends on the South Rim Road beside the campground; before, at CO-347's end at
    // the entrance, 0.7 miles from it.
    const end = lastPoint(d.geometry);
    const co347End = { latitude: 38.54049, longitude: -107.70094 };
    expect(apart(end, co347End)).toBeGreaterThan(0.3);
    expect(apart(end, campground)).toBeLessThan(0.4);
    expect(d.distance).toBeGreaterThan(12);
    expect(d.distance).toBeLessThan(17);
  });
});
