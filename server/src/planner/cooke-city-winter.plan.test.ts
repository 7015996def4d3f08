import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { decodeLine } from '@shared/plan/polyline';
import { loadBundledData } from '../catalogue/bundled-data';
import { campOf, classCRoadMiles, planParkTrip } from '../test/park-trips';

// US-212 east of Cooke City to Pilot Creek and the Chief Joseph Highway (WY-296) is left unplowed in
// winter (data/seasonal-roads.json, us-212-cooke-city-pilot-creek): Cooke City is then reached by car
// only from Gardiner and Mammoth through the Lamar Valley. Before the row, Cody to Yellowstone in
// January drove that stretch to Cooke City and on to Mammoth (122 miles); now it goes round by Livingston.
const data = loadBundledData();
const plan = (to: string, date: string): Promise<TripPlan> =>
  planParkTrip(data, { from: 'Cody, WY', to, date });
// Road miles for the default class C on the date, on the roads open then.
const roadMiles = classCRoadMiles;
// Points of the days' lines on the closed stretch, between the junction and Cooke City.
const onStretch = (p: TripPlan) =>
  p.routeOptions
    .flatMap((o) => o.dailyItinerary)
    .flatMap((d) => (d.geometry ? decodeLine(d.geometry) : []))
    .filter(([lat, lng]) => lat > 44.94 && lat < 45.01 && lng > -109.87 && lng < -109.77);
const named = (p: TripPlan) =>
  p.routeOptions[0].dailyItinerary
    .flatMap((d) => [...d.notes, ...(d.warnings ?? [])])
    .filter((n) => n.includes('US-212 between Cooke City and the Chief Joseph Highway'));

describe('US-212 between Cooke City and the Chief Joseph Highway in winter', () => {
  // Its first way (by the East Entrance Road) is closed, and so is its next (US-212 east of Cooke
  // City): the day named only the first, as the way round kept off every closed road at once.
  it('Cody to Yellowstone in January does not drive it, and the day names both closed ways in', async () => {
    const p = await plan('Yellowstone National Park', '2027-01-12');
    expect(p.routeOptions.length).toBeGreaterThan(0);
    expect(onStretch(p)).toEqual([]);
    for (const o of p.routeOptions) {
      const notes = o.dailyItinerary.flatMap((d) => d.notes);
      expect(
        notes.filter((n) => n.startsWith('Avoided US-212 between Cooke City')),
        o.name,
      ).toHaveLength(1);
      // The lake roads are said once: the park's middle lies beyond them, so as the park's roads
      // closed beyond the gate the night is by ("In the park", night-search.ts), or as the end short
      // of them (a road gone around on the way and ended short of: routing/core/restriction-texts.ts).
      const lake = notes.filter((n) =>
        /^(Avoided|Ends short of|In the park,) Yellowstone's roads by the lake \(East and South entrances/.test(n),
      );
      expect(lake, o.name).toHaveLength(1);
      expect(lake[0], o.name).toMatch(/usually closed for winter .*\(Yellowstone National Park[:)]/);
    }
  }, 60_000);

  // In January the parks nearest Cooke City in a straight line lie on the closed stretch (Fox Creek)
  // or over the closed Beartooth Highway at Red Lodge (Perry's RV Park, 225 road miles round): the
  // night was at Perry's, the day's drive ending at Cooke City and the camp 225 miles on. Now the
  // night is where the open road from Cooke City reaches (Gardiner, by the North Entrance), the day
  // says its road miles from Cooke City, and why the nearer park is not tonight's: the closed road.
  it('Cody to Cooke City in January sleeps where the open road reaches and names the closed road', async () => {
    const p = await plan('Cooke City, MT', '2027-01-12');
    expect(onStretch(p)).toEqual([]);
    const cookeCity = { latitude: 45.0202, longitude: -109.9332 };
    for (const o of p.routeOptions) {
      const d = o.dailyItinerary.filter((x) => x.distance > 0).at(-1)!;
      const miles = roadMiles(cookeCity, campOf(d), '2027-01-13');
      expect(miles, d.rvPark.name).toBeLessThan(60);
      const tonight = d.notes.find((n) => n.startsWith(`Tonight: ${d.rvPark.name}`));
      expect(tonight).toMatch(new RegExp(`, ${Math.round(miles)} road miles from the centre of Cooke City`));
    }
    expect(named(p)[0]).toMatch(
      /is not tonight's park: it lies on US-212 between Cooke City .*usually closed for winter/,
    );
  }, 60_000);

  it('Cody to Cooke City in July drives it and names no closure', async () => {
    const p = await plan('Cooke City, MT', '2027-07-05');
    expect(onStretch(p).length).toBeGreaterThan(0);
    expect(named(p)).toEqual([]);
  }, 60_000);
});
