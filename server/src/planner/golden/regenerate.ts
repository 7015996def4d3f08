// Writes the golden plans' fixtures from the current planner: npx tsx server/src/planner/golden/regenerate.ts
// Run it only when a plan is meant to change, and read the fixtures' diff before committing them.
import { writeFileSync } from 'node:fs';
import { fixturePath, goldenPlan } from './golden-plans';
import { GOLDEN_TRIPS } from './trips';

for (const trip of GOLDEN_TRIPS) {
  writeFileSync(fixturePath(trip.name), `${JSON.stringify(await goldenPlan(trip), null, 1)}\n`);
  console.log(`wrote ${trip.name}`);
}
