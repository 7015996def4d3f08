import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { haversineMiles } from '../geo';
import { fixedNow } from '../test/planner-data';
import { planTrip } from './engine';

// A plan to a place mid-way along one of the graph's long edges (Tioga Road is one edge of 52
// miles, junction to junction) drives to the place. Before, the drive ended at the junction
// nearest it: a July plan from Oakdale to Tuolumne Meadows ended at Lee Vining, 14 miles down the
// far side of Tioga Pass, after 123 miles round over the pass.
const data = loadBundledData();
const plan = (toLocation: string, departureDate = '2027-07-14'): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Oakdale, CA',
      toLocation,
      departureDate,
      duration: 3,
      rvType: 'class-c',
      routeType: 'fastest',
    }),
    data,
    { now: fixedNow },
  );
const leeVining = { latitude: 37.9575, longitude: -119.1199 };
const lineOf = (geometry: string | undefined) =>
  polyline.decode(geometry ?? '', 5).map(([latitude, longitude]) => ({ latitude, longitude }));

describe('a plan to a place part-way along a long edge', () => {
  it('Oakdale to Tuolumne Meadows in July: the drive ends at Tuolumne Meadows, not at Lee Vining', async () => {
    const p = await plan('Tuolumne Meadows Campground');
    const campground = data.gazetteer.resolve('Tuolumne Meadows Campground')!;
    const day = p.dailyItinerary.find((d) => d.distance > 0 && /Tuolumne/.test(d.to?.name ?? ''))!;
    expect(day).toBeDefined();
    const line = lineOf(day.geometry);
    expect(line.length).toBeGreaterThan(10);
    expect(haversineMiles(line[line.length - 1], campground)).toBeLessThan(1);
    expect(line.every((pt) => haversineMiles(pt, leeVining) > 8)).toBe(true);
    expect(day.distance).toBeLessThan(115);
  });
});
