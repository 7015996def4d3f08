import { describe, expect, it } from 'vitest';
import { coldRegion } from '@shared/plan/calendar';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Spare nights in winter go to warm stops and the destination, not to the planner's own nights on
// the way in cold country (a snowbird's 9 of 30 nights in Iowa, Missouri and Kansas in January).
const data = loadBundledData();
const plan = (input: Record<string, unknown>) =>
  planTrip(generateTripInputSchema.parse(input), data, { now: fixedNow });

// Nights at each stop the plan drives to, with whether the stop is in cold country.
const stays = (p: TripPlan) =>
  p.dailyItinerary
    .filter((d) => d.distance > 0)
    .map((d) => ({ to: d.to.name, nights: d.nights, cold: coldRegion(d.to.latitude, d.to.longitude) }));

describe('spare nights in winter', () => {
  it('a snowbird full-timer to the Rio Grande Valley in January: one night at each cold stop, the rest in the south', async () => {
    const trip = { fromLocation: 'Minneapolis, MN', toLocation: 'McAllen, TX', duration: 30, fullTimer: true };
    const planned = await plan({ ...trip, departureDate: '2030-01-05' });
    const winter = stays(planned);
    expect(JSON.stringify(planned)).toContain(
      'stops on the way in cold country are one night each (campgrounds there often close for winter): the spare nights go to warmer stops and the destination.',
    );
    const cold = winter.slice(0, -1).filter((s) => s.cold);
    expect(cold.length).toBeGreaterThan(0);
    for (const s of cold) expect(s.nights, s.to).toBe(1);
    const coldNights = cold.reduce((n, s) => n + s.nights, 0);
    expect(coldNights).toBeLessThan(6);
    // The nights the cold stops gave up are spent south: the destination stays longer than the minimum.
    expect(winter[winter.length - 1].nights).toBeGreaterThan(3);
    // In summer the same trip stays three nights or more at every stop, cold country included.
    const summer = stays(await plan({ ...trip, departureDate: '2030-07-05' }));
    expect(summer.filter((s) => s.cold).some((s) => s.nights >= 3)).toBe(true);
  }, 120_000);

  it('a winter trip to cold country keeps its stops\' nights: Denver to Moab as full-timers in January', async () => {
    const all = stays(await plan({ fromLocation: 'Denver, CO', toLocation: 'Moab, UT', departureDate: '2030-01-05', duration: 14, fullTimer: true }));
    expect(all.slice(0, -1).some((s) => s.cold && s.nights >= 3)).toBe(true);
  }, 120_000);
});
