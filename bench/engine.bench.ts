// Engine timings alone: npx tsx bench/engine.bench.ts (npm run bench measures everything).
import { measureEngine } from './engine';

const { dataLoadMs, results } = await measureEngine();
console.log(`data load and index: ${dataLoadMs} ms`);
for (const r of results)
  console.log(
    `${r.trip.padEnd(42)} ${String(r.days).padStart(2)} days: re-plan median ${r.medianMs} ms (p95 ${r.p95Ms}); ` +
      `cold median ${r.coldMedianMs} ms (p95 ${r.coldP95Ms}), ${r.searches} searches settling ${r.settled} nodes`,
  );
