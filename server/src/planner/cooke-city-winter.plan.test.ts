import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { decodeLine } from '@shared/plan/polyline';
import { loadBundledData } from '../catalogue/bundled-data';
import { planParkTrip } from '../test/park-trips';

// US-212 east of Cooke City to Pilot Creek and the Chief Joseph Highway (WY-296) is left unplowed in
// winter (data/seasonal-roads.json, us-212-cooke-city-pilot-creek): Cooke City is then reached by car
// only from Gardiner and Mammoth through the Lamar Valley. Before the row, Cody to Yellowstone in
// January drove that stretch to Cooke City and on to Mammoth (122 miles); now it goes round by Livingston.
const data = loadBundledData();
const plan = (to: string, date: string): Promise<TripPlan> => planParkTrip(data, { from: 'Cody, WY', to, date });
// Points of the days' lines on the closed stretch, between the junction and Cooke City.
const onStretch = (p: TripPlan) =>
  p.routeOptions
    .flatMap((o) => o.dailyItinerary)
    .flatMap((d) => (d.geometry ? decodeLine(d.geometry) : []))
    .filter(([lat, lng]) => lat > 44.94 && lat < 45.01 && lng > -109.87 && lng < -109.77);
const named = (p: TripPlan) =>
  p.routeOptions[0].dailyItinerary.flatMap((d) => [...d.notes, ...(d.warnings ?? [])]).filter((n) =>
    n.includes('US-212 between Cooke City and the Chief Joseph Highway'),
  );

describe('US-212 between Cooke City and the Chief Joseph Highway in winter', () => {
  it('Cody to Yellowstone in January does not drive it', async () => {
    const p = await plan('Yellowstone National Park', '2027-01-12');
    expect(p.routeOptions.length).toBeGreaterThan(0);
    expect(onStretch(p)).toEqual([]);
  }, 60_000);

  it('Cody to Cooke City in January goes round and the day names the closed road', async () => {
    const p = await plan('Cooke City, MT', '2027-01-12');
    expect(onStretch(p)).toEqual([]);
    expect(named(p)[0]).toMatch(/^Avoided US-212 between Cooke City .*usually closed for winter/);
  }, 60_000);

  it('Cody to Cooke City in July drives it and names no closure', async () => {
    const p = await plan('Cooke City, MT', '2027-07-05');
    expect(onStretch(p).length).toBeGreaterThan(0);
    expect(named(p)).toEqual([]);
  }, 60_000);
});
