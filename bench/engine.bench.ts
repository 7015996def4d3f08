// Engine timings: npx tsx bench/engine.bench.ts (no assertions; run it to compare changes).
import { generateTripInputSchema } from '../shared/schemas/plan';
import { loadBundledData } from '../server/src/places/bundled-data';
import { planTrip } from '../server/src/planner/engine';

const t0 = performance.now();
const data = loadBundledData();
data.gazetteer.nameNear({ latitude: 40, longitude: -100 }); // builds the lazy town grid
console.log(`data load and index: ${(performance.now() - t0).toFixed(1)} ms`);

const trips = [
  ['short', 'Denver, CO', 'Moab, UT'],
  ['coast-to-coast', 'New York, NY', 'San Francisco, CA'],
] as const;
const RUNS = 30;
for (const [label, fromLocation, toLocation] of trips) {
  for (const duration of [3, 7, 14]) {
    const input = generateTripInputSchema.parse({
      fromLocation,
      toLocation,
      departureDate: '2026-07-01',
      duration,
    });
    planTrip(input, data); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      planTrip(input, data);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)];
    const p95 = times[Math.floor(RUNS * 0.95)];
    console.log(
      `${label.padEnd(15)} ${String(duration).padStart(2)} days: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
    );
  }
}
