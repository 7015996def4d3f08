import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A route option that detours to a park says so on the day it drives by when no night falls there
// (a short trip whose days are full: the balanced route still goes by the park), and the park's
// point, its middle, is never a via point an export would send a navigator to.
const data = loadBundledData();
const plan = (fromLocation: string, toLocation: string, duration: number) =>
  planTrip(
    generateTripInputSchema.parse({ fromLocation, toLocation, departureDate: '2027-07-01', duration }),
    data,
    { now: fixedNow },
  );

// The parks an option's description says it goes to.
const claimed = (description: string) => {
  const m = description.match(/detour to (.+?) that adds|Detours through (.+?) for/);
  return m ? (m[1] ?? m[2]).split(' and ') : [];
};
const goesBy = (park: string) => `Goes by ${park} on this drive, with no night there in this plan.`;

const TRIPS: Array<[string, string, number]> = [
  ['Chicago, IL', 'Denver, CO', 4],
  ['Dallas, TX', 'Phoenix, AZ', 3],
  ['Minneapolis, MN', 'Seattle, WA', 5],
  ['Portland, OR', 'Salt Lake City, UT', 3],
  ['New York, NY', 'San Francisco, CA', 14],
];

describe('parks an option goes by', () => {
  it.each(TRIPS)('%s to %s in %i days: every park an option claims is a night or named on the day that goes by it', async (from, to, days) => {
    const p: TripPlan = await plan(from, to, days);
    let passedBy = 0;
    for (const option of p.routeOptions) {
      for (const park of claimed(option.description ?? '')) {
        const night = option.dailyItinerary.some((d) => d.title.includes(park));
        const named = option.dailyItinerary.filter((d) => d.notes.includes(goesBy(park)));
        expect(night || named.length === 1, `${option.type}: ${park}`).toBe(true);
        // Named only on a drive, and only where no night falls there.
        if (named.length > 0) {
          passedBy += 1;
          expect(night, `${option.type}: ${park}`).toBe(false);
          expect(named[0].distance).toBeGreaterThan(0);
        }
      }
      for (const d of option.dailyItinerary)
        for (const v of d.via ?? []) expect(v.name, `day ${d.day} via`).not.toMatch(/National Park/);
    }
    if (days <= 5) expect(passedBy).toBeGreaterThan(0);
  }, 120_000);

  it('a park the option stays at is not also "gone by"', async () => {
    const p = await plan('Denver, CO', 'Moab, UT', 7);
    const balanced = p.routeOptions.find((o) => o.type === 'balanced')!;
    const [park] = claimed(balanced.description ?? '');
    expect(park).toBeDefined();
    expect(balanced.dailyItinerary.some((d) => d.title.includes(park))).toBe(true);
    expect(balanced.dailyItinerary.flatMap((d) => d.notes)).not.toContain(goesBy(park));
  }, 120_000);
});
