import { generateTripInputSchema } from '../shared/schemas/plan';
import { loadBundledData } from '../server/src/catalogue/bundled-data';
import { planTrip } from '../server/src/planner/engine';

export type EngineResult = { trip: string; days: number; medianMs: number; p95Ms: number };

/** Engine plan time for 3, 7 and 14-day trips, short and coast-to-coast (data loaded once, excluded). */
export async function measureEngine(runs = 30): Promise<{ dataLoadMs: number; results: EngineResult[] }> {
  const t0 = performance.now();
  const data = loadBundledData();
  data.gazetteer.nameNear({ latitude: 40, longitude: -100 }); // builds the lazy town grid
  const dataLoadMs = Math.round((performance.now() - t0) * 10) / 10;
  const trips = [
    ['short (Denver-Moab)', 'Denver, CO', 'Moab, UT'],
    ['coast-to-coast (New York-San Francisco)', 'New York, NY', 'San Francisco, CA'],
  ] as const;
  const results: EngineResult[] = [];
  for (const [label, fromLocation, toLocation] of trips) {
    for (const duration of [3, 7, 14]) {
      const input = generateTripInputSchema.parse({ fromLocation, toLocation, departureDate: '2027-07-01', duration });
      await planTrip(input, data);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        await planTrip(input, data);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const round = (n: number) => Math.round(n * 100) / 100;
      results.push({ trip: label, days: duration, medianMs: round(times[Math.floor(runs / 2)]), p95Ms: round(times[Math.floor(runs * 0.95)]) });
    }
  }
  return { dataLoadMs, results };
}
