// `npm start` on a fresh clone: seconds from running it to the first 200 from /api/health (the server
// answers), from `/` (pages) and from /api/ready (plans: the road data and every plan thread loaded).
// Each clone is of this repository's committed HEAD (and FRESH_START_BASELINE=<git ref>, measured
// in the same run, the two taking turns), with no dist/ and no data/roads/*.bin; node_modules is a
// hard-linked copy of this checkout's, so `npm start` does not install. `npm ci` is timed once on its
// own clone with FRESH_START_NPM_CI=1 (or its seconds given as FRESH_START_NPM_CI_SECONDS) and added.
// FRESH_START_INSTALL=1 adds a start of HEAD with no node_modules at all (`npm start` installs; =only:
// that start alone).
// The machine's build store is not used unless FRESH_START_BUILD_CACHE=1.
// Run: npx tsx bench/fresh-start.ts (FRESH_START_RUNS, default 1). Writes bench/results/fresh-start.md.
import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/src/test/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT_MS = 600_000;
const POLL_MS = 250;

/** `install`: no node_modules in the clone, so `npm start` runs `npm ci` itself (timed in the whole). */
type Variant = { label: string; ref: string; install?: boolean };
export type FreshStart = {
  label: string;
  /** Seconds from `npm start` to the first 200 of each. */
  healthS: number;
  pageS: number;
  readyS: number;
  /** `npm start` ran `npm ci` itself (no node_modules in the clone). */
  installed: boolean;
  loadBefore: string;
  loadAfter: string;
};

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** A clone of `ref` in a temporary folder, with this checkout's node_modules hard-linked (no install). */
function freshClone(ref: string, withModules: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-fresh-start-'));
  execFileSync('git', ['clone', '-q', root, dir]);
  execFileSync('git', ['-C', dir, 'checkout', '-q', ref]);
  if (withModules) {
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
    // As after `npm ci`: the lock file no newer than what was installed from it.
    const installed = fs.statSync(path.join(dir, 'node_modules/.package-lock.json')).mtime;
    const before = new Date(installed.getTime() - 1000);
    fs.utimesSync(path.join(dir, 'package-lock.json'), before, before);
  }
  return dir;
}

async function status(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // npm runs node in a child of its own, which runs the builds in children: the whole group goes.
  process.kill(-child.pid!, 'SIGTERM');
  return exited;
}

async function oneFreshStart({ label, ref, install = false }: Variant): Promise<FreshStart> {
  const dir = freshClone(ref, !install);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-fresh-data-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const loadBefore = load();
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A fresh machine has no build store (scripts/build-cache.mjs): its start builds the road search
      // data. FRESH_START_BUILD_CACHE=1 measures a second clone on a machine that built once.
      RVTP_BUILD_CACHE: process.env.FRESH_START_BUILD_CACHE === '1' ? process.env.RVTP_BUILD_CACHE : 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const firstOk: Record<'health' | 'page' | 'ready', number | undefined> = {
    health: undefined,
    page: undefined,
    ready: undefined,
  };
  const paths = { health: '/api/health', page: '/', ready: '/api/ready' } as const;
  try {
    while (firstOk.ready === undefined) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${log}`);
      if (performance.now() - t0 > LIMIT_MS) throw new Error(`not ready within ${LIMIT_MS} ms:\n${log}`);
      for (const key of ['health', 'page', 'ready'] as const)
        if (firstOk[key] === undefined && (await status(url + paths[key])) === 200)
          firstOk[key] = performance.now() - t0;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } finally {
    await stopGroup(child);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    label,
    healthS: seconds(firstOk.health ?? 0),
    pageS: seconds(firstOk.page ?? 0),
    readyS: seconds(firstOk.ready ?? 0),
    installed: install,
    loadBefore,
    loadAfter: load(),
  };
}

/** `npm ci` on a clone of HEAD, once; what the npm cache held before it. */
function timeNpmCi(): { seconds: number; cache: string } {
  const cacheDir = path.join(os.homedir(), '.npm/_cacache');
  const cache = fs.existsSync(cacheDir)
    ? `npm cache present (${execFileSync('du', ['-sh', cacheDir]).toString().split('\t')[0]})`
    : 'npm cache empty';
  const dir = freshClone('HEAD', false);
  const t0 = performance.now();
  try {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { seconds: seconds(performance.now() - t0), cache };
}

export function freshStartSummary(
  runs: FreshStart[],
  npmCi: { seconds: number; cache: string } | undefined,
  machine: string,
): string {
  const withInstall = (r: FreshStart) =>
    r.installed ? `${r.readyS} s` : npmCi ? `${seconds((r.readyS + npmCi.seconds) * 1000)} s` : '-';
  return [
    `Measured ${new Date().toISOString().slice(0, 16)} UTC; ${machine}.`,
    '',
    '`npm start` on a fresh clone (no dist/, no data/roads/*.bin; node_modules hard-linked, so no install,',
    'but in a row saying `npm ci` runs inside `npm start`, whose clone has no node_modules):',
    'seconds to the first 200 of each, with the load average (1, 5, 15 min) before and after.',
    npmCi
      ? `\`npm ci\` on a clone of its own took ${npmCi.seconds} s (${npmCi.cache}); "with npm ci" adds it.`
      : '`npm ci` not measured in this run (FRESH_START_NPM_CI=1 or FRESH_START_NPM_CI_SECONDS).',
    '',
    '| Code | /api/health | / | /api/ready | with npm ci | load before | load after |',
    '|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.label} | ${r.healthS} s | ${r.pageS} s | ${r.readyS} s | ${withInstall(r)} | ${r.loadBefore} | ${r.loadAfter} |`,
    ),
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const machine = `${os.cpus().length} cores`;
  const given = process.env.FRESH_START_NPM_CI_SECONDS;
  const npmCi =
    process.env.FRESH_START_NPM_CI === '1'
      ? timeNpmCi()
      : given
        ? { seconds: Number(given), cache: process.env.FRESH_START_NPM_CI_CACHE ?? 'cache state as given' }
        : undefined;
  const baseline = process.env.FRESH_START_BASELINE;
  const installing = process.env.FRESH_START_INSTALL;
  const variants: Variant[] = [
    ...(baseline ? [{ label: `before (${baseline})`, ref: baseline }] : []),
    ...(installing === 'only' ? [] : [{ label: 'this build (HEAD)', ref: 'HEAD' }]),
    ...(installing
      ? [{ label: 'this build (HEAD), npm ci inside npm start', ref: 'HEAD', install: true }]
      : []),
  ];
  const runs: FreshStart[] = [];
  for (let i = 0; i < Number(process.env.FRESH_START_RUNS ?? 1); i++)
    for (const variant of variants) {
      const run = await oneFreshStart(variant);
      console.log(
        `  ${run.label}: health ${run.healthS} s, / ${run.pageS} s, ready ${run.readyS} s (load ${run.loadBefore})`,
      );
      runs.push(run);
    }
  const out = path.join(root, 'bench/results', process.env.FRESH_START_OUT ?? 'fresh-start');
  fs.writeFileSync(
    `${out}.json`,
    `${JSON.stringify({ date: new Date().toISOString(), machine, npmCi, runs }, null, 2)}\n`,
  );
  fs.writeFileSync(`${out}.md`, freshStartSummary(runs, npmCi, machine));
  console.log(freshStartSummary(runs, npmCi, machine));
}
