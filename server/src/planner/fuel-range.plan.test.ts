import { describe, expect, it } from 'vitest';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { RIG_DEFAULTS, rigFor } from '@shared/schemas/rig';
import { fuelStretchMiles } from '@shared/plan/rig-profile';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Fuel by the rig's own tank: fills spaced by its range to a quarter tank, never one while the tank
// is still well up unless the day says why, and a truck stop taken only for a break is no fill.
const data = loadBundledData();
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse({ departureDate: '2026-12-10', ...input }), data, { now: fixedNow });

/** Trip miles of every fill (breaks left out), with its note. */
function fills(p: TripPlan) {
  const out: Array<{ at: number; note: string }> = [];
  let start = 0;
  for (const d of p.dailyItinerary) {
    for (const s of d.roadStops ?? [])
      if (s.kind === 'fuel' && !s.breakOnly) out.push({ at: start + s.mile, note: s.note ?? '' });
    start += d.distance;
  }
  return out;
}

describe('fuel by the rig’s own range', () => {
  it('a 24 ft van through Big Bend: fills by its 338-mile range, an early one says why, breaks are breaks', async () => {
    const rig = { ...rigFor('class-b'), lengthFeet: 24 };
    const p = await plan({
      fromLocation: 'Albuquerque, NM',
      toLocation: 'San Antonio, TX',
      duration: 7,
      rvType: 'class-b',
      rig,
      stops: [{ name: 'Big Bend National Park', latitude: 29.25, longitude: -103.25 }],
    });
    const range = fuelStretchMiles(rig);
    const f = fills(p);
    expect(f.length).toBeGreaterThan(0);
    // The first fill is not at Moriarty (mile 41, a full tank): Orla is in reach.
    expect(f[0].at).toBeGreaterThan(range / 2);
    for (let i = 1; i < f.length; i++) {
      const since = f[i].at - f[i - 1].at;
      expect(since).toBeLessThanOrEqual(range + 1);
      if (since < range / 2) expect(f[i].note).toMatch(/Fill up here though the tank is still well up/);
    }
    const stops = p.dailyItinerary.flatMap((d) => d.roadStops ?? []);
    for (const s of stops.filter((x) => x.breakOnly)) {
      expect(s.kind).toBe('fuel');
      expect(s.note).toMatch(/A break about two hours into the drive/);
    }
  }, 120_000);

  it('a 150-gallon diesel pusher is not held to 300 miles between fills', async () => {
    const rig = { ...RIG_DEFAULTS['class-a'], lengthFeet: 40, tankGallons: 150, mpg: 7 };
    const p = await plan({
      fromLocation: 'Chicago, IL',
      toLocation: 'Denver, CO',
      duration: 4,
      rvType: 'class-a',
      rig,
    });
    const total = p.dailyItinerary.reduce((s, d) => s + d.distance, 0);
    expect(total).toBeGreaterThan(900);
    // About 1,000 miles on a 788-mile range: one fill, where a 300-mile spacing made three.
    expect(fills(p).length).toBe(1);
  }, 120_000);
});
