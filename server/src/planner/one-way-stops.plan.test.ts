import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { ServiceRow } from '../catalogue/core/services';
import { loadBundledData } from '../catalogue/bundled-data';
import type { LatLngLike } from '../routing/core/road-types';
import { builtinRoute } from '../routing/builtin';
import { onItsSide, placesAlong, roadLine } from './core/steps/road-line';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// One rule for every road stop that serves one direction of a divided highway (rest areas, toll
// roads' service plazas): it is offered only where the drive passes it on its own side. The rows
// here are the bundled data's own (data/rv-services/rest-areas.json, toll-plaza-fuel.json) on
// the bundled router's lines.
const data = loadBundledData();
const services = data.services;
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });

// The one-direction places (and two-way rest areas) within a mile of a routed drive, each with
// whether it is offered: "+name" offered, "-name" not.
function sides(from: LatLngLike, to: LatLngLike, kind: 'rest' | 'fuel', name: RegExp): string[] {
  const p = builtinRoute([from, to], {
    profile: 'fastest',
    rvType: 'class-a',
    lengthFeet: 30,
    heightFeet: 11,
    date: '2027-07-01',
  });
  const line = roadLine(
    p.lat.map((la, i): [number, number] => [la, p.lng[i]]),
    p.miles,
  );
  const offered = new Set(placesAlong(line, services, kind, 1, onItsSide(line, services)).map((a) => a.row.id));
  return placesAlong(line, services, kind, 1)
    .filter((a) => name.test(a.row.name))
    .map((a) => `${offered.has(a.row.id) ? '+' : '-'}${a.row.name}`);
}

describe('a one-direction road stop is offered only where the drive passes it on its own side', () => {
  const greenwich = at(41.03, -73.63);
  const newLondon = at(41.36, -72.1);

  it("Connecticut's I-95 plazas, signed north and south on a road running east and west, both ways", () => {
    // Northbound (eastbound on the map): Darien, Fairfield and Milford by the heading; Branford,
    // where the road runs due east, by its twin across the road (the northbound plaza stands on the
    // right). Madison's two plazas share one point in the data: nothing can tell, neither is offered.
    const plazas = /^CT Service Plaza/;
    expect(sides(greenwich, newLondon, 'rest', plazas)).toEqual([
      '-CT Service Plaza- Darien SB',
      '+CT Service Plaza-Darien NB',
      '+CT Service Plaza- Fairfield NB',
      '-CT Service Plaza- Fairfield SB',
      '+CT Service Plaza- Milford NB',
      '-CT Service Plaza- Milford SB',
      '+CT Service Plaza- Branford NB',
      '-CT Service Plaza- Branford SB',
      '-CT Service Plaza- Madison NB',
      '-CT Service Plaza- Madison SB',
    ]);
    const southbound = sides(newLondon, greenwich, 'fuel', plazas);
    expect(southbound.filter((s) => s.startsWith('+'))).toEqual([
      '+CT Service Plaza- Branford SB',
      '+CT Service Plaza- Milford SB',
      '+CT Service Plaza- Fairfield SB',
      '+CT Service Plaza- Darien SB',
    ]);
  });

  it("the Pennsylvania Turnpike's Midway plazas, as rest areas and as fuel, both ways", () => {
    const carlisle = at(40.21, -77.19);
    const newStanton = at(40.22, -79.6);
    const midway = /Midway|I-76 E - PTC|I-70 & I-76 W - PTC/;
    const west = sides(carlisle, newStanton, 'fuel', /Midway/);
    expect(west).toEqual(['-South Midway Service Plaza', '+North Midway Service Plaza']);
    expect(sides(newStanton, carlisle, 'fuel', /Midway/)).toEqual([
      '+South Midway Service Plaza',
      '-North Midway Service Plaza',
    ]);
    // The rest-area rows say their side only after the Interstate's number ("I-76 E - PTC Mainline").
    const restWest = sides(carlisle, newStanton, 'rest', midway);
    expect(restWest.filter((s) => s.startsWith('+')).every((s) => s.includes(' W - PTC'))).toBe(true);
    expect(restWest.filter((s) => s.includes(' E - PTC')).every((s) => s.startsWith('-'))).toBe(true);
    const restEast = sides(newStanton, carlisle, 'rest', midway);
    expect(restEast.filter((s) => s.startsWith('+')).every((s) => s.includes(' E - PTC'))).toBe(true);
    expect(restEast.filter((s) => s.includes(' W - PTC')).every((s) => s.startsWith('-'))).toBe(true);
  });

  it('the New Jersey Turnpike service areas, each pair both ways', () => {
    const newark = at(40.7, -74.17);
    const cherryHill = at(39.85, -75.05);
    const pairs = /^(Grover Cleveland|Thomas Edison|Joyce Kilmer|Molly Pitcher)$/;
    expect(sides(newark, cherryHill, 'rest', pairs)).toEqual([
      '+Thomas Edison',
      '-Grover Cleveland',
      '-Joyce Kilmer',
      '+Molly Pitcher',
    ]);
    expect(sides(cherryHill, newark, 'rest', pairs)).toEqual([
      '-Molly Pitcher',
      '+Joyce Kilmer',
      '+Grover Cleveland',
      '-Thomas Edison',
    ]);
  });

  it('a rest area pair on a north-south Interstate (I-65 in Alabama), and a two-way rest area on I-80', () => {
    const montgomery = at(32.37, -86.3);
    const mobile = at(30.69, -88.04);
    const county = /^(Butler|Conecuh) County Rest Area/;
    expect(sides(montgomery, mobile, 'rest', county)).toEqual([
      '+Butler County Rest Area (SB)',
      '-Butler County Rest Area (NB)',
      '+Conecuh County Rest Area (SB)',
      '-Conecuh County Rest Area (NB)',
    ]);
    expect(sides(mobile, montgomery, 'rest', county)).toEqual([
      '+Conecuh County Rest Area (NB)',
      '-Conecuh County Rest Area (SB)',
      '+Butler County Rest Area (NB)',
      '-Butler County Rest Area (SB)',
    ]);
    // Pine Bluffs, Wyoming, serves both directions; Melia Hill, Nebraska, westbound only.
    const cheyenne = at(41.14, -104.82);
    const sidney = at(41.14, -102.97);
    const i80 = /^(Pine Bluffs|Melia Hill)/;
    expect(sides(cheyenne, sidney, 'rest', i80)).toEqual(['+Pine Bluffs Rest Area', '-Melia Hill Rest Area Westbound']);
    expect(sides(sidney, cheyenne, 'rest', i80)).toEqual(['+Melia Hill Rest Area Westbound', '+Pine Bluffs Rest Area']);
  });
});

// The catalogue row a plan's road stop names.
const rowOf = (name: string, latitude: number, longitude: number): ServiceRow | undefined =>
  services.rows.find(
    (r) => r.name === name && Math.abs(r.latitude - latitude) < 1e-4 && Math.abs(r.longitude - longitude) < 1e-4,
  );
const plan = (fromLocation: string, toLocation: string, duration: number): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({ departureDate: '2026-12-10', fromLocation, toLocation, duration, rvType: 'class-a' }),
    data,
    { now: fixedNow },
  );

describe("a plan's road stops serve the drive's direction", () => {
  it.each([
    // [from, to, days, the direction the one-direction stops serve, a stop's name that serves the other]
    ['New York, NY', 'Cleveland, OH', 2, 'W', /on I-\d+ ?E\b|Eastbound|\bEB\b/],
    ['Cleveland, OH', 'New York, NY', 2, 'E', /on I-\d+ ?W\b|Westbound|\bWB\b/],
    ['Boston, MA', 'Philadelphia, PA', 1, 'S', /\bNB\b|Northbound/],
    ['Philadelphia, PA', 'Boston, MA', 1, 'N', /\bSB\b|Southbound/],
  ] as const)(
    '%s to %s',
    async (from, to, days, direction, otherSide) => {
      const p = await plan(from, to, days);
      const stops = p.dailyItinerary.flatMap((d) => d.roadStops ?? []);
      const oneWay = stops.flatMap((s) => rowOf(s.name, s.latitude, s.longitude)?.direction ?? []);
      // Breaks at one-direction places are offered, each on the drive's side.
      expect(oneWay.length).toBeGreaterThan(0);
      expect(oneWay.every((d) => d === direction)).toBe(true);
      expect(stops.map((s) => s.name).filter((n) => otherSide.test(n))).toEqual([]);
    },
    120_000,
  );
});
