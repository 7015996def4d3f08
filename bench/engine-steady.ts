// Plan time once the process has settled, before and after, side by side:
// `BASE_DIR=/path/to/older/checkout npx tsx bench/engine-steady.ts`. The engine benchmark (engine.ts,
// compare-checkouts.ts) times each trip's re-plans from the process's second plan on, so its first
// trip (Denver-Moab, 3 days) is timed while the JavaScript engine is still compiling the planner: a
// figure of a fresh process. This one plans every trip STEADY_WARMUP times first, then times RUNS
// re-plans of each (the router's remembered searches answer, as in engine.ts' warm figure), which is
// what a server that has answered a few plans gives. Each side runs in its own process with its own
// code (both checkouts need only their road data built), alternately for ROUNDS rounds, so a busy
// machine slows both alike. Results in bench/results/$STEADY_OUT (default engine-steady.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../server/src/config';
import { median, writeComparison } from './checkouts';

const baseDir = process.env.BASE_DIR;
if (!baseDir) throw new Error('BASE_DIR (an older checkout with its road data built) is required');
const rounds = Number(process.env.ROUNDS ?? 3);
const runs = Number(process.env.RUNS ?? 100);
const warmup = Number(process.env.STEADY_WARMUP ?? 20);
const outFile = process.env.STEADY_OUT ?? 'engine-steady.md';
const sides = [
  { name: 'base', dir: path.resolve(baseDir) },
  { name: 'head', dir: path.resolve(process.env.HEAD_DIR ?? repoRoot) },
] as const;
const trips = [
  ['short (Denver-Moab)', 'Denver, CO', 'Moab, UT'],
  ['coast-to-coast (New York-San Francisco)', 'New York, NY', 'San Francisco, CA'],
] as const;

// Run in the checkout's own folder, so each side plans with its own code and data.
const script = `
const { generateTripInputSchema } = await import('./shared/schemas/plan.ts');
const { loadBundledData } = await import('./server/src/catalogue/bundled-data.ts');
const { planTrip } = await import('./server/src/planner/engine.ts');
const data = loadBundledData();
const inputs = [];
for (const [label, fromLocation, toLocation] of ${JSON.stringify(trips)})
  for (const duration of [3, 7, 14])
    inputs.push([label, duration, generateTripInputSchema.parse({ fromLocation, toLocation, departureDate: '2027-07-01', duration })]);
for (let i = 0; i < ${warmup}; i++) for (const [, , input] of inputs) await planTrip(input, data);
const out = [];
for (const [trip, days, input] of inputs) {
  const times = [];
  for (let i = 0; i < ${runs}; i++) {
    const t = performance.now();
    await planTrip(input, data);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  out.push({ trip, days, medianMs: Math.round(times[Math.floor(times.length / 2)] * 100) / 100 });
}
console.log('@@' + JSON.stringify(out));
`;

type Run = Array<{ trip: string; days: number; medianMs: number }>;

function steadyRun(dir: string): Run {
  const out = spawnSync('npx', ['tsx', '--input-type=module', '-e', script], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const line = out.stdout.split('\n').find((l) => l.startsWith('@@'));
  if (!line) throw new Error(`steady run failed in ${dir}:\n${out.stderr}`);
  return JSON.parse(line.slice(2)) as Run;
}

const measured: Record<string, Run[]> = { base: [], head: [] };
for (let i = 0; i < rounds; i++)
  for (const side of sides) {
    console.log(`> steady ${side.name} ${i + 1}`);
    measured[side.name].push(steadyRun(side.dir));
  }
const rows = measured.head[0].map((r, k) => {
  const of = (name: string) => median(measured[name].map((run) => run[k].medianMs));
  return `| ${r.trip}, ${r.days} days (median of run medians, ms) | ${of('base')} | ${of('head')} | ${(of('head') / of('base')).toFixed(2)} |`;
});
writeComparison(
  outFile,
  sides,
  `measured alternately in one run, ${rounds} rounds; each run plans every trip ${warmup} times, then times ${runs} re-plans of each`,
  'Plan, settled process',
  rows,
);
