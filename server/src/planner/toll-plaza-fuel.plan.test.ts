import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { Rig } from '@shared/schemas/rig';
import { decodeLine } from '@shared/plan/polyline';
import { fuelStretchMiles } from '@shared/plan/rig-profile';
import { loadBundledData } from '../catalogue/bundled-data';
import { placesAlong, roadLine } from './core/steps/road-line';
import { fuelStopFits } from './core/steps/road-stops';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Toll roads' service plazas sell fuel (data/rv-services/toll-plaza-fuel.json): a diesel rig with
// propane on a turnpike fills at the plaza on its side of the road, not at a truck stop off it.
const data = loadBundledData();
const services = data.services;
// A 36 ft diesel with a small tank: about 150 mi to a quarter tank, so a fill falls on the toll road.
const rig: Rig = {
  lengthFeet: 36,
  heightFeet: 12.5,
  fuel: 'diesel',
  tankGallons: 20,
  mpg: 10,
  towingCar: false,
  propaneOnBoard: true,
};
const plan = (fromLocation: string, toLocation: string): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      departureDate: '2026-12-10',
      fromLocation,
      toLocation,
      duration: 1,
      rvType: 'class-a',
      rig,
    }),
    data,
    { now: fixedNow },
  );
const plazaRow = (name: string) =>
  services.rows.find((r) => r.kind === 'fuel' && r.detail === 'service plaza' && r.name === name);
const fills = (p: TripPlan) =>
  p.dailyItinerary.flatMap((d) => (d.roadStops ?? []).filter((s) => s.kind === 'fuel' && !s.breakOnly));

describe("fuel at toll roads' service plazas", () => {
  it('offers a one-direction plaza to that direction only, and a gasoline-only one to a gas rig only', () => {
    const along = (points: Array<[number, number]>, miles: number, fuel: Rig['fuel'], name: RegExp) => {
      const line = roadLine(decodeLine(polyline.encode(points, 5)), miles);
      return placesAlong(line, services, 'fuel', 2, fuelStopFits({ fuel }, line, services))
        .map((a) => a.row.name)
        .filter((n) => name.test(n));
    };
    // The Ohio Turnpike at MP 139.5: Vermilion Valley serves eastbound, Middle Ridge westbound.
    const ohio: Array<[number, number]> = [
      [41.375, -82.35],
      [41.38, -82.22],
      [41.385, -82.1],
    ];
    const pair = /^(Vermilion Valley|Middle Ridge)/;
    expect(along(ohio, 13, 'diesel', pair)).toEqual(['Vermilion Valley Service Plaza']);
    expect(along([...ohio].reverse(), 13, 'diesel', pair)).toEqual(['Middle Ridge Service Plaza']);
    // Connecticut's Milford plazas on I-95: gasoline by the operator's page, diesel not said.
    const i95: Array<[number, number]> = [
      [41.23, -73.05],
      [41.246, -73.009],
      [41.26, -72.97],
    ];
    expect(along(i95, 5, 'gas', /^CT Service Plaza- Milford/)).toEqual(['CT Service Plaza- Milford NB']);
    expect(along(i95, 5, 'diesel', /^CT Service Plaza- Milford/)).toEqual([]);
    // The Illinois Tollway's Hinsdale Oasis on I-294: fuel stations on both sides, offered both ways.
    const i294: Array<[number, number]> = [
      [41.76, -87.905],
      [41.7835, -87.908],
      [41.81, -87.91],
    ];
    expect(along(i294, 3.5, 'diesel', /Oasis$/)).toEqual(['Hinsdale Oasis']);
    expect(along([...i294].reverse(), 3.5, 'diesel', /Oasis$/)).toEqual(['Hinsdale Oasis']);
  });

  it.each([
    // [from, to, plazas near the drive it does not pass on their side, one it does (or none)]
    // Northbound and southbound between Maryland and the Jersey Shore: the drive crosses the New Jersey
    // Turnpike on I-195 about 1.3 miles from the Woodrow Wilson and Richard Stockton plazas.
    ['Baltimore, MD', 'Asbury Park, NJ', /^(Woodrow Wilson|Richard Stockton) Service Area$/, undefined],
    ['Asbury Park, NJ', 'Baltimore, MD', /^(Woodrow Wilson|Richard Stockton) Service Area$/, undefined],
    // Westbound on the Indiana Toll Road: the drive leaves it for I-94 short of Travel Plaza One.
    ['Cleveland, OH', 'Chicago, IL', /Travel Plaza One/, /^Indian Meadow Service Plaza$/],
    // Eastbound on the New York Thruway: the drive leaves it before the Mohawk plaza, 2 miles off.
    ['Buffalo, NY', 'Albany, NY', /^Mohawk Travel Plaza$/, /^Indian Castle Travel Plaza EB$/],
  ] as const)(
    '%s to %s: a one-direction plaza the drive does not pass on its side is not offered',
    async (from, to, notPassed, passed) => {
      const p = await plan(from, to);
      const offered = p.dailyItinerary.flatMap((d) => {
        if (!d.geometry) return [];
        const line = roadLine(decodeLine(d.geometry), d.distance);
        return placesAlong(line, services, 'fuel', 2, fuelStopFits(rig, line, services)).map((a) => a.row.name);
      });
      expect(offered.filter((n) => notPassed.test(n))).toEqual([]);
      if (passed) expect(offered.filter((n) => passed.test(n))).toHaveLength(1);
      for (const s of p.dailyItinerary.flatMap((d) => d.roadStops ?? [])) expect(s.name).not.toMatch(notPassed);
    },
    120_000,
  );

  it.each([
    // [from, to, the plaza filled at, the heading on the toll road]
    ['Pittsburgh, PA', 'Harrisburg, PA', /^Sideling Hill Service Plaza$/, 'E'],
    ['Harrisburg, PA', 'Pittsburgh, PA', /^North Midway Service Plaza$/, 'W'],
    ['Toledo, OH', 'Pittsburgh, PA', /^Brady's Leap Service Plaza$/, 'E'],
    ['Cleveland, OH', 'Chicago, IL', /^Indian Meadow Service Plaza$/, 'W'],
    ['Chicago, IL', 'Cleveland, OH', /^Indiana Toll Road Travel Plaza Seven Eastbound/, 'E'],
    ['Wichita, KS', 'Kansas City, MO', /^Topeka Service Area$/, 'N'],
    ['Baltimore, MD', 'New York, NY', /^Biden Welcome Center/, 'N'],
    // The Illinois Tollway's oases span the road: either direction fills there.
    ['Madison, WI', 'Gary, IN', / Oasis$/, 'E'],
  ] as const)(
    '%s to %s: the tank is filled at the plaza on the toll road',
    async (from, to, plaza, heading) => {
      const p = await plan(from, to);
      const f = fills(p);
      const at = f.find((s) => plaza.test(s.name));
      expect(at, f.map((s) => s.name).join('; ')).toBeDefined();
      // Where the tank needs it: within the rig's range of the start (the first fill of the day).
      expect(f[0].mile).toBeLessThanOrEqual(fuelStretchMiles(rig) + 1);
      // No plaza serving the other direction is taken, for a fill or a break (Sideling Hill,
      // Biden, the Kansas service areas and the Illinois oases serve both).
      for (const s of p.dailyItinerary.flatMap((d) => d.roadStops ?? [])) {
        const row = plazaRow(s.name);
        if (row?.direction) expect(row.direction, s.name).toBe(heading);
      }
      expect(p.dailyItinerary.flatMap((d) => d.warnings ?? []).filter((w) => /^Fuel/.test(w))).toEqual([]);
    },
    120_000,
  );
});
