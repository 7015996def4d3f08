// Memory of one server instance under a mixed load, with 1 and with 2 plan threads (PLAN_THREADS),
// for the current checkout and, with --base, an older one measured in the same run (each server on
// a fresh database, one after the other: base 1 thread, head 1 thread, base 2 threads, head 2 ...).
// For each: the resident memory (VmRSS) once ready, during the load (a sample every --sample-seconds),
// after it and after --idle-seconds of quiet, and the peak (VmHWM). The load, the same seeded
// sequence for every server: 2 clients planning trips between 16 cities back to back, 1 client
// asking road routes (between cities, and legs between random points), and 4 users each signing in,
// reading (session, trip list, parks, campgrounds) and signing in again. --minutes 60 is the hour's
// soak the issue asks for. Runs the compiled servers (`node scripts/build-server.mjs` in each).
//
//   npx tsx bench/memory.ts --minutes 3 [--idle-seconds 60] [--threads 1,2] [--base ../before] [--out memory]
//
// Writes bench/results/<out>.md and .json (default memory), with the machine's load when it ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import bcrypt from 'bcryptjs';
import { repoRoot } from '../server/src/config';
import type { Counts } from './mixed-load';
import { PASSWORD, USERS, loadAverage, memoryOf, mixedLoad, sleep, startLoadedServer } from './mixed-load';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '3' },
    'idle-seconds': { type: 'string', default: '60' },
    'sample-seconds': { type: 'string', default: '15' },
    threads: { type: 'string', default: '1,2' },
    base: { type: 'string' },
    out: { type: 'string', default: 'memory' },
  },
});
const loadMs = Number(args.minutes) * 60_000;
const idleMs = Number(args['idle-seconds']) * 1000;
const sampleMs = Number(args['sample-seconds']) * 1000;
const threadCounts = args.threads.split(',').map(Number);

export type MemoryRun = {
  checkout: string;
  threads: number;
  readyRssMb: number;
  loadSamplesMb: number[];
  afterLoadRssMb: number;
  afterIdleRssMb: number;
  peakRssMb: number;
  counts: Counts;
};

async function measure(dir: string, label: string, threads: number, hash: string): Promise<MemoryRun> {
  const server = await startLoadedServer(dir, threads, hash);
  const pid = server.child.pid!;
  try {
    const readyRssMb = memoryOf(pid).rssMb;
    console.log(`  ${label}, ${threads} thread(s): ready at ${readyRssMb} MB`);
    const until = Date.now() + loadMs;
    const samples: number[] = [];
    const sampler = (async () => {
      while (Date.now() < until) {
        await sleep(Math.min(sampleMs, Math.max(0, until - Date.now())));
        samples.push(memoryOf(pid).rssMb);
      }
    })();
    const counts = await mixedLoad(server.url, server.users, until).catch((error: unknown) => {
      // A request that failed outright: say whether the server is still up, and what it logged.
      const { exitCode, signalCode } = server.child;
      console.error(`  the load failed; server exit code ${exitCode}, signal ${signalCode}; its log:\n${server.output().slice(-4000)}`);
      throw error;
    });
    await sampler;
    const afterLoadRssMb = memoryOf(pid).rssMb;
    await sleep(idleMs);
    const { rssMb: afterIdleRssMb, peakMb } = memoryOf(pid);
    console.log(
      `    after load ${afterLoadRssMb} MB, after idle ${afterIdleRssMb} MB, peak ${peakMb} MB`,
      counts,
    );
    return {
      checkout: label,
      threads,
      readyRssMb,
      loadSamplesMb: samples,
      afterLoadRssMb,
      afterIdleRssMb,
      peakRssMb: peakMb,
      counts,
    };
  } finally {
    await server.stop();
  }
}

const describeCheckout = (dir: string) => {
  const commit = spawnSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).stdout.trim();
  return `${path.basename(dir)}${commit ? ` (${commit})` : ''}`;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function report(runs: MemoryRun[], loadBefore: string, loadAfter: string): string {
  const ratio = (checkout: string, at: (r: MemoryRun) => number) => {
    const one = runs.find((r) => r.checkout === checkout && r.threads === 1);
    const two = runs.find((r) => r.checkout === checkout && r.threads === 2);
    return one && two ? (at(two) / at(one)).toFixed(2) : '-';
  };
  const checkouts = [...new Set(runs.map((r) => r.checkout))];
  return [
    `# Server memory under mixed load (bench/memory.ts)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16)} UTC on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB; ` +
      `load average (1 / 5 / 15 min) ${loadBefore} at the start and ${loadAfter} at the end. ` +
      `Load: ${args.minutes} min per server (2 planners, 1 road-route client, ${USERS} users signing in and reading), then ${args['idle-seconds']} s idle.`,
    '',
    '| Checkout | Plan threads | RSS ready | RSS during load (min / mean / max) | RSS after load | RSS after idle | Peak (VmHWM) | Plans / routes / sign-ins / reads (refused, errors) |',
    '|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.checkout} | ${r.threads} | ${r.readyRssMb} MB | ${Math.min(...r.loadSamplesMb)} / ${Math.round(mean(r.loadSamplesMb))} / ${Math.max(...r.loadSamplesMb)} MB | ${r.afterLoadRssMb} MB | ${r.afterIdleRssMb} MB | ${r.peakRssMb} MB | ${r.counts.plans} / ${r.counts.routes} / ${r.counts.signIns} / ${r.counts.reads} (${r.counts.refused}, ${r.counts.errors}) |`,
    ),
    '',
    '2 threads / 1 thread (target: at most 1.3):',
    '',
    '| Checkout | ready | during load (mean) | during load (max) | after load | after idle | peak |',
    '|---|---|---|---|---|---|---|',
    ...checkouts.map(
      (c) =>
        `| ${c} | ${ratio(c, (r) => r.readyRssMb)} | ${ratio(c, (r) => mean(r.loadSamplesMb))} | ${ratio(c, (r) => Math.max(...r.loadSamplesMb))} | ${ratio(c, (r) => r.afterLoadRssMb)} | ${ratio(c, (r) => r.afterIdleRssMb)} | ${ratio(c, (r) => r.peakRssMb)} |`,
    ),
    '',
    'RSS during load, one sample every ' + args['sample-seconds'] + ' s (MB):',
    '',
    ...runs.map((r) => `- ${r.checkout}, ${r.threads} thread(s): ${r.loadSamplesMb.join(', ')}`),
    '',
  ].join('\n');
}

async function main() {
  const sides = [
    ...(args.base ? [{ dir: path.resolve(args.base), label: `before: ${describeCheckout(args.base)}` }] : []),
    { dir: repoRoot, label: `${args.base ? 'after: ' : ''}${describeCheckout(repoRoot)}` },
  ];
  // Sign-ins at a cost that keeps them a small part of the load (the password pool is not measured here).
  const hash = await bcrypt.hash(PASSWORD, 10);
  const loadBefore = loadAverage();
  const runs: MemoryRun[] = [];
  for (const threads of threadCounts)
    for (const side of sides) runs.push(await measure(side.dir, side.label, threads, hash));
  const md = report(runs, loadBefore, loadAverage());
  const out = path.join(repoRoot, 'bench/results', args.out);
  fs.writeFileSync(`${out}.json`, JSON.stringify(runs, null, 2) + '\n');
  fs.writeFileSync(`${out}.md`, md);
  console.log(md);
}

await main();
