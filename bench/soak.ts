// A soak: one compiled server (`npx vite build && node scripts/build-server.mjs` first) under the
// mixed load of mixed-load.ts with browsing (plans, road routes, sign-ins and reads, a visitor
// fetching pages and searching places) for --minutes, its resident memory sampled every
// --sample-seconds (VmRSS, and by kind of mapping: file-backed, large anonymous, other anonymous),
// then --idle-seconds of quiet. Flat means the last samples no higher than the first ones under load.
//
//   npx tsx bench/soak.ts --minutes 60 [--threads 2] [--sample-seconds 60] [--idle-seconds 60] [--out soak]
//
// Writes bench/results/<out>.md and .json, with the machine's load average at every sample.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import bcrypt from 'bcryptjs';
import { repoRoot } from '../server/src/config';
import type { Counts } from './mixed-load';
import {
  PASSWORD,
  loadAverage,
  memoryOf,
  mixedLoad,
  residentByKind,
  sleep,
  startLoadedServer,
} from './mixed-load';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    threads: { type: 'string', default: '2' },
    'sample-seconds': { type: 'string', default: '60' },
    'idle-seconds': { type: 'string', default: '60' },
    out: { type: 'string', default: 'soak' },
  },
});
const minutes = Number(args.minutes);
const sampleMs = Number(args['sample-seconds']) * 1000;

type Sample = { atSeconds: number; rssMb: number; load: string } & ReturnType<typeof residentByKind>;

async function main() {
  const hash = await bcrypt.hash(PASSWORD, 10);
  const server = await startLoadedServer(repoRoot, Number(args.threads), hash);
  const pid = server.child.pid!;
  const started = Date.now();
  const sample = (): Sample => ({
    atSeconds: Math.round((Date.now() - started) / 1000),
    load: loadAverage(),
    ...residentByKind(pid),
    rssMb: memoryOf(pid).rssMb,
  });
  const samples: Sample[] = [sample()];
  let counts: Counts;
  let afterIdle: Sample;
  try {
    const until = started + minutes * 60_000;
    const sampler = (async () => {
      while (Date.now() < until) {
        await sleep(Math.min(sampleMs, Math.max(0, until - Date.now())));
        samples.push(sample());
      }
    })();
    counts = await mixedLoad(server.url, server.users, until, { browsing: true });
    await sampler;
    await sleep(Number(args['idle-seconds']) * 1000);
    afterIdle = sample();
  } finally {
    await server.stop();
  }
  const peakMb = Math.max(...samples.map((s) => s.rssMb));
  const result = { threads: Number(args.threads), minutes, samples, afterIdle, peakMb, counts };
  const out = path.resolve(repoRoot, 'bench/results', args.out);
  fs.writeFileSync(`${out}.json`, JSON.stringify(result, null, 2) + '\n');
  fs.writeFileSync(`${out}.md`, report(result));
  console.log(report(result));
}

function report(r: {
  threads: number;
  minutes: number;
  samples: Sample[];
  afterIdle: Sample;
  counts: Counts;
}) {
  const row = (label: string, s: Sample) =>
    `| ${label} | ${s.atSeconds} s | ${s.rssMb} MB | ${s.fileMb} / ${s.bigAnonMb} / ${s.otherAnonMb} MB | ${s.load} |`;
  const c = r.counts;
  return [
    '# Soak: server memory under mixed load (bench/soak.ts)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16)} UTC on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB: ` +
      `${r.minutes} min of mixed load (2 planners, 1 road-route client, 4 users signing in and reading, 1 visitor ` +
      `fetching pages and searching places) on the compiled server with ${r.threads} plan thread(s), then ${args['idle-seconds']} s idle.`,
    `Answered: ${c.plans} plans, ${c.routes} routes, ${c.signIns} sign-ins, ${c.reads} reads, ${c.pages} pages and scripts; ` +
      `${c.refused} refused, ${c.errors} errors${c.errorSamples.length ? ` (${c.errorSamples.join('; ')})` : ''}.`,
    '',
    '| Sample | At | RSS | file / anon >= 32 MB / other anon | Load average (1 / 5 / 15 min) |',
    '|---|---|---|---|---|',
    ...r.samples.map((s, i) => row(i === 0 ? 'ready' : `under load ${i}`, s)),
    row('after idle', r.afterIdle),
    '',
  ].join('\n');
}

await main();
