// Plans the engine benchmark's slowest trips again and again (warm, as bench/engine.ts measures:
// data loaded and each trip planned once before) and writes a CPU profile of those plans only, so it
// shows where a re-plan's time goes: `npx tsx bench/plan-profile.ts [out.cpuprofile]`.
// PLAN_RUNS sets the plans per trip. On a busy machine the CPU time per plan is the steadier figure.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadBundledData } from '../server/src/catalogue/bundled-data';
import { planTrip } from '../server/src/planner/engine';
import { generateTripInputSchema } from '../shared/schemas/plan';

const runs = Number(process.env.PLAN_RUNS ?? 40);
const out = process.argv[2] ?? 'plan.cpuprofile';
const trips = [
  ['Denver, CO', 'Moab, UT', 7],
  ['Denver, CO', 'Moab, UT', 14],
  ['New York, NY', 'San Francisco, CA', 14],
] as const;

async function main() {
  const data = loadBundledData();
  data.gazetteer.nameNear({ latitude: 40, longitude: -100 });
  const inputs = trips.map(([fromLocation, toLocation, duration]) =>
    generateTripInputSchema.parse({ fromLocation, toLocation, departureDate: '2027-07-01', duration }),
  );
  for (const input of inputs) await planTrip(input, data);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  for (const [k, input] of inputs.entries()) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < runs; i++) await planTrip(input, data);
    const { user, system } = process.cpuUsage(cpu);
    const wall = (performance.now() - t) / runs;
    const cpuMs = (user + system) / 1000 / runs;
    console.log(`${trips[k].join(', ')} days: ${wall.toFixed(2)} ms a plan (${cpuMs.toFixed(2)} ms of CPU)`);
  }
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(out, JSON.stringify(profile));
}

void main();
