import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { sharedSeasonTables } from '../routing/seasons';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// An RVer's walk: Denver to Moab in mid-March with a 32 ft travel trailer. Day 1 said "Crosses
// Loveland Pass (US-6, 11,992 ft) in winter" and that it went through the Eisenhower-Johnson tunnels,
// while its line stayed on I-70 through the tunnels: a stop by exit 216 lay on I-70's pieces the
// graph names US-6, inside the pass's square. A pass is now crossed only over its summit's edge.
const data = loadBundledData();
const rig = {
  lengthFeet: 32,
  heightFeet: 11,
  fuel: 'gas',
  tankGallons: 26,
  mpg: 12,
  towingCar: false,
  propaneOnBoard: true,
};
const plan = (toLocation: string, duration: number, stops?: unknown[]): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Denver, CO',
      toLocation,
      departureDate: '2027-03-15',
      duration,
      rvType: 'travel-trailer',
      rig,
      ...(stops ? { stops } : {}),
    }),
    data,
    { now: fixedNow },
  );
const texts = (p: TripPlan) => p.dailyItinerary.flatMap((d) => [...(d.notes ?? []), ...(d.warnings ?? [])]);
const loveland = sharedSeasonTables().passes.find((p) => p.id === 'loveland-pass')?.at;
// Miles from Loveland Pass's summit to the nearest point the plan's days draw.
function milesFromSummit(p: TripPlan): number {
  if (!loveland) throw new Error('no Loveland Pass row');
  const cos = Math.cos((loveland.latitude * Math.PI) / 180);
  const points = p.dailyItinerary.flatMap((d) => (d.geometry ? polyline.decode(d.geometry) : []));
  expect(points.length).toBeGreaterThan(10);
  return Math.min(
    ...points.map(
      ([lat, lng]) => Math.hypot((lng - loveland.longitude) * cos, lat - loveland.latitude) * 69.1,
    ),
  );
}

describe('Loveland Pass in a March plan from Denver', () => {
  it('to Moab: through the tunnels and over Vail Pass, and not a word of crossing Loveland Pass', async () => {
    const p = await plan('Moab, UT', 3);
    const said = texts(p);
    expect(said.filter((t) => /^(Crosses|Avoided) Loveland Pass/.test(t))).toEqual([]);
    expect(said).toContainEqual(
      expect.stringMatching(/^Crosses the Eisenhower-Johnson Memorial Tunnels \(I-70/),
    );
    expect(said).toContainEqual(expect.stringMatching(/^Crosses Vail Pass \(I-70, 10,666 ft\)/));
    expect(milesFromSummit(p)).toBeGreaterThan(1);
  }, 120_000);

  it('to Silverthorne with propane: the tunnels, with their propane warning (the row only warns), not the pass', async () => {
    const p = await plan('Silverthorne, CO', 2);
    const said = texts(p);
    expect(said).toContainEqual(
      expect.stringMatching(/^On this drive, the Eisenhower-Johnson Memorial Tunnels/),
    );
    expect(said.filter((t) => /^(Crosses|Avoided) Loveland Pass/.test(t))).toEqual([]);
    expect(milesFromSummit(p)).toBeGreaterThan(1);
  }, 120_000);

  // Through Arapahoe Basin (on US-6 below the summit, west side) to Keystone: over the pass. (The
  // day's drive ends at the night's park, which for Keystone alone is Peak One Campground on Dillon
  // Reservoir, reached through the tunnels.)
  it('through Arapahoe Basin, on US-6 below the pass: over Loveland Pass, and says so', async () => {
    const p = await plan('Keystone, CO', 2, [
      { name: 'Arapahoe Basin, CO', latitude: 39.6425, longitude: -105.8719, nights: 0 },
    ]);
    expect(texts(p)).toContainEqual(
      expect.stringMatching(/^Crosses Loveland Pass \(US-6, 11,992 ft\) in winter/),
    );
    expect(milesFromSummit(p)).toBeLessThan(0.5);
  }, 120_000);
});
