import { generateTripInputSchema } from '../shared/schemas/plan';
import { loadBundledData } from '../server/src/catalogue/bundled-data';
import { planTrip } from '../server/src/planner/engine';
import { builtinRouter } from '../server/src/routing/builtin';

export type EngineResult = {
  trip: string;
  days: number;
  // The same plan again: the router remembers its searches (search-cache.ts), so this is a re-plan.
  medianMs: number;
  p95Ms: number;
  // Every plan with the router's remembered searches forgotten first: a first plan of a new trip.
  coldMedianMs: number;
  coldP95Ms: number;
  // Per cold plan: road searches run and the nodes they settled (the graph has about 198,000).
  searches: number;
  settled: number;
};

const round = (n: number) => Math.round(n * 100) / 100;

async function timePlans(plan: () => Promise<unknown>, runs: number, before = () => {}) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    before();
    const t = performance.now();
    await plan();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: round(times[Math.floor(runs / 2)]), p95: round(times[Math.floor(runs * 0.95)]) };
}

/**
 * Engine plan time for 3, 7 and 14-day trips, short and coast-to-coast (data loaded once, excluded),
 * each planned again (warm: the router's remembered searches answer) and cold (forgotten first).
 */
export async function measureEngine(runs = 30): Promise<{ dataLoadMs: number; results: EngineResult[] }> {
  const t0 = performance.now();
  const data = loadBundledData();
  data.gazetteer.nameNear({ latitude: 40, longitude: -100 }); // builds the lazy town grid
  const dataLoadMs = Math.round((performance.now() - t0) * 10) / 10;
  const router = builtinRouter();
  const trips = [
    ['short (Denver-Moab)', 'Denver, CO', 'Moab, UT'],
    ['coast-to-coast (New York-San Francisco)', 'New York, NY', 'San Francisco, CA'],
  ] as const;
  const results: EngineResult[] = [];
  for (const [label, fromLocation, toLocation] of trips) {
    for (const duration of [3, 7, 14]) {
      const input = generateTripInputSchema.parse({ fromLocation, toLocation, departureDate: '2027-07-01', duration });
      const plan = () => planTrip(input, data);
      await plan();
      const warm = await timePlans(plan, runs);
      const forget = () => router.clearCache?.();
      const s0 = router.searchStats?.() ?? { searches: 0, settled: 0 };
      const cold = await timePlans(plan, runs, forget);
      const s1 = router.searchStats?.() ?? { searches: 0, settled: 0 };
      results.push({
        trip: label,
        days: duration,
        medianMs: warm.median,
        p95Ms: warm.p95,
        coldMedianMs: cold.median,
        coldP95Ms: cold.p95,
        searches: Math.round((s1.searches - s0.searches) / runs),
        settled: Math.round((s1.settled - s0.settled) / runs),
      });
    }
  }
  return { dataLoadMs, results };
}
