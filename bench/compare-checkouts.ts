// Before and after, side by side in one run: `BASE_DIR=/path/to/older/checkout npx tsx bench/compare-checkouts.ts`.
// Both checkouts must be built (dist/client and dist/server). Each measure alternates between the two
// (base, head, base, head ...) so a busy machine slows both alike: plan time of the engine benchmark's
// trips, the JavaScript Chromium fetches before idle, and Lighthouse (mobile) per page. Results in
// bench/results/compare-checkouts.md. COMPARE_ROUNDS sets the rounds (default 5), COMPARE_ENGINE_PLANS the plans of
// each engine run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../server/src/config';
import { median, writeComparison } from './checkouts';
import { measureFetchedJs } from './landing-js';
import type { LighthouseResult } from './lighthouse';
import { runLighthouse } from './lighthouse';
import { startCompiledServer } from './trip-list';

const baseDir = process.env.BASE_DIR;
if (!baseDir) throw new Error('BASE_DIR (an older checkout, built) is required');
const rounds = Number(process.env.COMPARE_ROUNDS ?? 5);
// COMPARE_ONLY=engine measures plan time only (no builds needed); HEAD_DIR measures another checkout as head.
const engineOnly = process.env.COMPARE_ONLY === 'engine';
const outFile = process.env.COMPARE_OUT ?? 'compare-checkouts.md';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const sides = [
  { name: 'base', dir: path.resolve(baseDir) },
  { name: 'head', dir: path.resolve(process.env.HEAD_DIR ?? repoRoot) },
] as const;

type EngineRun = { dataLoadMs: number; results: { trip: string; days: number; medianMs: number }[] };

// Plans a trip per run (COMPARE_ENGINE_PLANS, default 15): a 15-plan median moved by 30 % from one run
// of the same checkout to the next on a quiet machine (engine-compare-2026-12-07i.md); more plans steady it.
const enginePlans = Number(process.env.COMPARE_ENGINE_PLANS ?? 15);

function engineRun(dir: string): EngineRun {
  const script = `import('./bench/engine.ts').then(async (m) => console.log('@@' + JSON.stringify(await m.measureEngine(${enginePlans}))))`;
  const out = spawnSync('npx', ['tsx', '-e', script], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 24 });
  const line = out.stdout.split('\n').find((l) => l.startsWith('@@'));
  if (!line) throw new Error(`engine run failed in ${dir}:\n${out.stderr}`);
  return JSON.parse(line.slice(2)) as EngineRun;
}

async function startServer(dir: string): Promise<{ url: string; stop: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-compare-'));
  const server = await startCompiledServer({ DATA_DIR: dataDir }, path.join(dir, 'dist/server/index.js'));
  return { url: server.url, stop: () => void server.stop() };
}

async function main() {
  const engine: Record<string, EngineRun[]> = { base: [], head: [] };
  for (let i = 0; i < Math.min(rounds, 3); i++)
    for (const side of sides) {
      console.log(`> engine ${side.name} ${i + 1}`);
      engine[side.name].push(engineRun(side.dir));
    }

  const pages = engineOnly ? [] : ['/', '/trips', '/map'];
  const servers = engineOnly
    ? null
    : { base: await startServer(sides[0].dir), head: await startServer(sides[1].dir) };
  const fetched: Record<string, Awaited<ReturnType<typeof measureFetchedJs>>> = {};
  if (servers)
    for (const side of sides) fetched[side.name] = await measureFetchedJs(servers[side.name].url, pages, chromePath);

  const lighthouse: Record<string, LighthouseResult[][]> = { base: [], head: [] };
  for (let i = 0; i < (servers ? rounds : 0); i++)
    for (const side of sides) {
      console.log(`> lighthouse ${side.name} ${i + 1}`);
      const url = servers![side.name].url;
      lighthouse[side.name].push(await runLighthouse(pages.map((p) => url + p), chromePath, 1));
    }
  servers?.base.stop();
  servers?.head.stop();

  const rows: string[] = [];
  const keys = engine.head[0].results.map((r) => `${r.trip}, ${r.days} days`);
  keys.forEach((key, k) => {
    const of = (name: string) => median(engine[name].map((run) => run.results[k].medianMs));
    rows.push(`| Engine ${key} (median of run medians, ms) | ${of('base')} | ${of('head')} | ${(of('head') / of('base')).toFixed(2)} |`);
  });
  pages.forEach((page, p) => {
    const kb = (name: string) => fetched[name][p].jsGzipKb;
    rows.push(`| JS fetched by ${page} before idle (kB gzip) | ${kb('base')} | ${kb('head')} | ${(kb('head') / kb('base')).toFixed(3)} |`);
  });
  pages.forEach((page, p) => {
    for (const [label, pick] of [
      ['performance', (r: LighthouseResult) => r.performance],
      ['LCP ms', (r: LighthouseResult) => r.lcpMs],
      ['TBT ms', (r: LighthouseResult) => r.tbtMs],
    ] as const) {
      const of = (name: string) => median(lighthouse[name].map((run) => pick(run[p])));
      rows.push(`| Lighthouse ${page} ${label} (mobile, median of ${rounds}) | ${of('base')} | ${of('head')} | ${of('base') ? (of('head') / of('base')).toFixed(2) : '-'} |`);
    }
  });
  writeComparison(outFile, sides, 'measured alternately in one run', 'Figure', rows);
}

void main();
