// Memory given back after a load: the compiled server of each checkout (dist/server, built first) with
// 2 plan threads under the mixed load of mixed-load.ts with browsing for --seconds, its resident memory
// sampled every 15 s, then 40 s of quiet sampled every 10 s. Checkouts alternate for --rounds rounds,
// so the machine's load falls on both alike. Writes bench/results/<out>.md and .json.
//
//   npx tsx bench/idle-return.ts --seconds 120 --rounds 2 --out idle-return <checkout> <checkout> ...
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import bcrypt from 'bcryptjs';
import { repoRoot } from '../server/src/config';
import type { Counts } from './mixed-load';
import { PASSWORD, loadAverage, mixedLoad, residentByKind, sleep, startLoadedServer } from './mixed-load';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '120' },
    rounds: { type: 'string', default: '2' },
    out: { type: 'string', default: 'idle-return' },
  },
});
const checkouts = positionals.length > 0 ? positionals : [repoRoot];

type Sample = { label: string; atSeconds: number; rssMb: number; otherAnonMb: number; load: string };
type Run = { checkout: string; commit: string; round: number; counts: Counts; samples: Sample[] };

const commitOf = (dir: string) =>
  execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();

async function runOne(dir: string, round: number, hash: string): Promise<Run> {
  const server = await startLoadedServer(dir, 2, hash);
  const pid = server.child.pid!;
  const started = Date.now();
  const samples: Sample[] = [];
  const sample = (label: string) => {
    const r = residentByKind(pid);
    samples.push({ label, atSeconds: Math.round((Date.now() - started) / 1000), rssMb: r.rssMb, otherAnonMb: r.otherAnonMb, load: loadAverage() });
  };
  sample('ready');
  const until = Date.now() + Number(args.seconds) * 1000;
  try {
    const sampler = (async () => {
      while (Date.now() < until) {
        await sleep(Math.min(15_000, Math.max(0, until - Date.now())));
        sample('load');
      }
    })();
    const counts = await mixedLoad(server.url, server.users, until, { browsing: true });
    await sampler;
    for (let i = 0; i < 4; i++) {
      await sleep(10_000);
      sample('idle');
    }
    return { checkout: dir, commit: commitOf(dir), round, counts, samples };
  } finally {
    await server.stop();
  }
}

function report(runs: Run[]) {
  const rows = runs.map((r) => {
    const load = r.samples.filter((s) => s.label === 'load').map((s) => s.rssMb);
    const idle = r.samples.filter((s) => s.label === 'idle');
    return `| ${path.basename(r.checkout)} (${r.commit}) | ${r.round} | ${r.samples[0].rssMb} MB | ${Math.max(...load)} MB | ${load[load.length - 1]} MB | ${idle[idle.length - 1].rssMb} MB | ${r.counts.plans} / ${r.counts.routes} (${r.counts.errors} errors) | ${r.samples[0].load} |`;
  });
  return [
    '# Memory given back after a load (bench/idle-return.ts)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores: ${args.seconds} s of mixed load a server (2 planners, 1 road-route client, 4 users signing in and reading, 1 visitor fetching pages and searching places) with 2 plan threads, then 40 s idle; checkouts alternate.`,
    '',
    '| Checkout | Round | RSS ready | RSS highest under load | RSS at the load\'s end | RSS after 40 s idle | Plans / routes | Load at start (1 / 5 / 15 min) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Every sample: the .json beside this file.',
    '',
  ].join('\n');
}

async function main() {
  const hash = await bcrypt.hash(PASSWORD, 10);
  const runs: Run[] = [];
  for (let round = 1; round <= Number(args.rounds); round++)
    for (const dir of checkouts) {
      console.log(`round ${round}: ${dir}`);
      runs.push(await runOne(dir, round, hash));
    }
  const out = path.resolve(repoRoot, 'bench/results', args.out);
  fs.writeFileSync(`${out}.json`, JSON.stringify(runs, null, 2) + '\n');
  fs.writeFileSync(`${out}.md`, report(runs));
  console.log(report(runs));
}

await main();
