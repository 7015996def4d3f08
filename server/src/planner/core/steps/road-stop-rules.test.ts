import { describe, expect, it } from 'vitest';
import { fuelStretchMiles } from '@shared/plan/rig-profile';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import type { ServiceRow } from '../../../catalogue/core/services';
import type { AlongRoad } from './road-line';
import { planBreaks, planFuel, planTanks } from './road-stop-rules';

const row = (id: string, kind: ServiceRow['kind'] = 'fuel', detail?: string): ServiceRow => ({
  id,
  kind,
  name: id,
  latitude: 40,
  longitude: -100,
  source: 'test',
  ...(detail ? { detail } : {}),
});
const at = (mile: number, kind: ServiceRow['kind'] = 'fuel', detail?: string): AlongRoad => ({
  row: row(`${kind}-${mile}`, kind, detail),
  mile,
  offMiles: 0.5,
});
const miles = (stops: AlongRoad[]) => stops.map((s) => s.mile);

describe('fuel by range', () => {
  it("plans by the rig's own tank and MPG to a quarter tank, with no fixed spacing", () => {
    // Travel trailer's tow vehicle: 26 gal x 12 mpg, three quarters of it.
    expect(fuelStretchMiles(RIG_DEFAULTS['travel-trailer'])).toBe(234);
    // A 24 ft van (a Class B's 25 gallons at 18 mpg) goes about 338 miles to a quarter tank.
    const van = { ...RIG_DEFAULTS['class-b'], lengthFeet: 24 };
    expect(fuelStretchMiles(van)).toBe(337.5);
    // A 150-gallon diesel pusher at 7 mpg is no longer held to 300 miles: about 788.
    expect(fuelStretchMiles({ ...RIG_DEFAULTS['class-a'], tankGallons: 150, mpg: 7 })).toBe(787.5);
  });

  it('never fills with the tank well up while a farther stop is in reach, and says why when it must', () => {
    // Albuquerque to Big Bend: Moriarty (41), Orla (326), Pecos (366), Fort Stockton (418), then no
    // known stop through Big Bend to the trip's end at 757: the van (337.5 mi) skips Moriarty.
    const [trip] = planFuel([{ miles: 757, candidates: [41, 326, 366, 418].map((m) => at(m)) }], 337.5);
    expect(miles(trip.stops)).toEqual([326, 418]);
    // Fort Stockton is 92 miles after Orla, the tank still well up: the last known stop before a
    // stretch longer than the range, said as such.
    expect(trip.early.map((e) => [e.at.mile, e.nextInMiles])).toEqual([[418, undefined]]);
    // With a stop ahead in reach a nearly full tank is never filled: 50 and 100 are passed by.
    const [plain] = planFuel([{ miles: 700, candidates: [50, 100, 300, 600].map((m) => at(m)) }], 337.5);
    expect(miles(plain.stops)).toEqual([300, 600]);
    expect(plain.early).toEqual([]);
  });

  it('takes the farthest stop in reach, carries the tank from day to day and leaves no gap over the range', () => {
    const stops = [50, 150, 220, 280, 390].map((m) => at(m));
    const [one, two] = planFuel(
      [
        { miles: 400, candidates: stops },
        { miles: 400, candidates: [100, 210, 330].map((m) => at(m)) },
      ],
      234,
    );
    expect(miles(one.stops)).toEqual([220, 390]);
    // Day 2 starts 10 miles after the last fill: 224 miles of reach left.
    expect(miles(two.stops)).toEqual([210]);
    expect(one.gaps).toEqual([]);
    expect(two.gaps).toEqual([]);
    const trip = [0, 220, 390, 400 + 210, 800];
    for (let i = 1; i < trip.length; i++) expect(trip[i] - trip[i - 1]).toBeLessThanOrEqual(234);
  });

  it('says where a stretch has no known stop in range, on the day the tank reaches a quarter', () => {
    const [day] = planFuel([{ miles: 500, candidates: [at(100), at(420)] }], 234);
    expect(day.gaps).toEqual([{ quarterMile: 334, lastMile: 100, carried: 0, nextMile: 420 }]);
    // The stop past the gap is still taken.
    expect(miles(day.stops)).toEqual([100, 420]);
  });

  it('counts a gap that began on an earlier day', () => {
    const [, two] = planFuel(
      [
        { miles: 200, candidates: [] },
        { miles: 200, candidates: [at(150)] },
      ],
      234,
    );
    expect(two.gaps).toEqual([{ quarterMile: 34, carried: 200, nextMile: 150 }]);
  });
});

describe('breaks', () => {
  const rest = [at(95, 'rest', 'rest area'), at(130, 'rest', 'unnamed'), at(230, 'rest', 'rest area')];

  it('plans none on a day under four hours', () => {
    expect(planBreaks({ miles: 200, hours: 3.5 }, [], rest, [])).toEqual({ stops: [], missedAtHours: [] });
  });

  it("puts a rest area or fuel stop about every two hours, the day's fuel stops first", () => {
    // 360 miles in 6 hours: 60 mph, a break due about every 120 miles.
    const fuel = [at(120)];
    const plan = planBreaks({ miles: 360, hours: 6 }, fuel, rest, []);
    // Mile 120's fuel stop is the first break; the named rest area at 230 the second.
    expect(miles(plan.stops)).toEqual([230]);
    expect(plan.missedAtHours).toEqual([]);
  });

  it('prefers a named rest area, and says when none lies near a break', () => {
    const plan = planBreaks({ miles: 480, hours: 8 }, [], rest, []);
    expect(miles(plan.stops)).toEqual([95, 230]);
    // After 230 nothing is found near mile 350: a break is due about hour 6.
    expect(plan.missedAtHours).toEqual([6]);
  });
});

describe('dump stations and water', () => {
  const day = (stay: number, parkServes: boolean, found: number[] = [40, 180]) => ({
    miles: 200,
    stay,
    parkServes,
    candidates: () => found.map((m) => at(m, 'dump')),
  });

  it('offers the last dump station along the road before the tanks pass four nights', () => {
    const plan = planTanks([day(1, false), day(2, false), day(1, false), day(3, false)]);
    // 1 + 2 + 1 = 4 nights, then a 3-night stay would make 7: dump on the fourth day.
    expect(plan.map((p) => p.stop?.mile)).toEqual([undefined, undefined, undefined, 180]);
  });

  it("needs none when the nights' parks report a dump station or sewer", () => {
    const plan = planTanks([day(2, false), day(2, true), day(3, false), day(1, true)]);
    expect(plan.every((p) => p.stop === undefined && p.overdueNights === undefined)).toBe(true);
  });

  it('says so when the tanks are due and no dump station lies along the road', () => {
    const plan = planTanks([day(3, false), day(2, false, [])]);
    expect(plan[1]).toEqual({ overdueNights: 5 });
  });
});
