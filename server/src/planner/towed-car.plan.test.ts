import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import type { ParkTrip } from '../test/park-trips';
import { planParkTrip } from '../test/park-trips';

// A motorhome towing a car (the rig's towingCar), planned in-process: Going-to-the-Sun Road's limit
// counts vehicle combinations (driven, the day says what the combination must be), and Mesa Verde
// bans towed vehicles past Morefield Campground (kept off). Before, the towed car changed nothing.
const data = loadBundledData();
const plan = (trip: ParkTrip, towingCar: boolean): Promise<TripPlan> =>
  planParkTrip(data, { ...trip, rig: { ...trip.rig, towingCar } });
// Every note and warning of every day of every route option.
const said = (p: TripPlan) =>
  [p, ...p.routeOptions].flatMap((o) => o.dailyItinerary).flatMap((d) => [...d.notes, ...(d.warnings ?? [])]);

describe('a motorhome towing a car, and the same motorhome without one', { timeout: 180_000 }, () => {
  it("drives a 19 ft van over Going-to-the-Sun Road either way, with a car told the combination's 21 ft", async () => {
    const trip: ParkTrip = {
      from: 'West Glacier, MT',
      to: 'Babb, MT',
      date: '2027-07-20',
      rvType: 'class-b',
      rig: { lengthFeet: 19, heightFeet: 9 },
    };
    const [alone, towing] = [await plan(trip, false), await plan(trip, true)];
    expect(said(alone).filter((n) => n.includes('Going-to-the-Sun Road'))).toEqual([]);
    expect(towing.routeOptions.map((o) => o.dailyItinerary[0].distance)).toEqual(
      alone.routeOptions.map((o) => o.dailyItinerary[0].distance),
    );
    const told = said(towing).filter((n) => n.includes('Going-to-the-Sun Road'));
    expect(told.length).toBeGreaterThan(0);
    for (const n of told)
      expect(n).toMatch(/your rig tows a car, and the limit counts the combination: .*together must be at most 21 ft/);
  });

  it('keeps a 35 ft Class A towing a car off Mesa Verde beyond Morefield Campground, and says why', async () => {
    const trip: ParkTrip = {
      from: 'Cortez, CO',
      to: 'Mesa Verde National Park',
      date: '2027-07-20',
      rvType: 'class-a',
      rig: { lengthFeet: 35, heightFeet: 12 },
    };
    const [alone, towing] = [await plan(trip, false), await plan(trip, true)];
    expect(said(alone).filter((n) => n.includes('past Morefield'))).toEqual([]);
    const told = said(towing).filter((n) => n.includes('past Morefield'));
    expect(told.length).toBeGreaterThan(0);
    for (const n of told) expect(n).toMatch(/your rig tows a car, and trailers and towed vehicles are prohibited/);
  });
});
