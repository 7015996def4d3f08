import { describe, expect, it } from 'vitest';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { rigFor } from '@shared/schemas/rig';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A trip whose destination is a campground the traveller named sleeps there when it is open on the
// stay's dates and takes the rig, on every route option; when it cannot, the day says why the night
// is at another park.
const data = loadBundledData();
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse({ rvType: 'class-c', duration: 2, ...input }), data, {
    now: fixedNow,
  });
const lastDrives = (p: TripPlan) =>
  p.routeOptions.map((o) => o.dailyItinerary.filter((d) => d.distance > 0).at(-1)!);

describe('a campground named as the destination', () => {
  it.each([
    ['Montrose, CO', 'Black Canyon of the Gunnison South Rim Campground', '2027-07-10'],
    ['Kalispell, MT', 'Many Glacier Campground', '2027-07-10'],
    ['Provo, UT', 'Timpooneke Campground', '2027-07-10'],
  ])('from %s to %s on %s, open and fitting the rig: the night is there', async (from, to, date) => {
    const p = await plan({ fromLocation: from, toLocation: to, departureDate: date });
    for (const d of lastDrives(p)) {
      expect(d.rvPark.name).toBe(to);
      expect(d.title).not.toMatch(/night at/);
      expect(d.notes.join(' ')).not.toMatch(/instead\./);
    }
  });

  it('closed on the dates (its season tag): the day says so and where the night is instead', async () => {
    const p = await plan({
      fromLocation: 'Provo, UT',
      toLocation: 'Timpooneke Campground',
      departureDate: '2027-11-10',
    });
    for (const d of lastDrives(p)) {
      expect(d.rvPark.name).not.toBe('Timpooneke Campground');
      expect(d.notes).toContain(
        `Timpooneke Campground is closed on Nov 10 and Nov 11 (Timpooneke Campground's OpenStreetMap season tag ("Jun-Oct 00:00-24:00; Nov-May off")), so the night is at ${d.rvPark.name} instead.`,
      );
    }
  });

  it('too short for the rig: the day says so and where the night is instead', async () => {
    const p = await plan({
      fromLocation: 'San Jose, CA',
      toLocation: 'Henry Cowell Redwoods State Park Campground',
      departureDate: '2027-07-10',
      rvType: 'class-a',
      rig: { ...rigFor('class-a'), lengthFeet: 40 },
    });
    for (const d of lastDrives(p)) {
      expect(d.rvPark.name).not.toBe('Henry Cowell Redwoods State Park Campground');
      expect(d.notes).toContain(
        `Henry Cowell Redwoods State Park Campground reports sites up to 31 ft, too short for a 40 ft rig, so the night is at ${d.rvPark.name} instead.`,
      );
    }
  });

  it('closed for the agency season: said once, by the season note with its source', async () => {
    const p = await plan({
      fromLocation: 'Kalispell, MT',
      toLocation: 'Many Glacier Campground',
      departureDate: '2027-11-10',
    });
    for (const d of lastDrives(p)) {
      const said = d.notes.filter((n) => n.startsWith('Many Glacier Campground is closed'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/closed for the season on Nov 10 and Nov 11 \(Glacier National Park's dates/);
    }
  });
});
