// `npm test`: install what is missing (dependencies, Chromium), then type-check, lint, the import-cycle
// check, unit tests and Playwright end-to-end tests against a production build. Ends with one summary
// line per suite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  CLIENT_BUILD,
  clientBuildCurrent,
  ensureTestPackages,
  ensureDependencies,
  root,
  run,
} from './setup.mjs';

// npm ci (when node_modules is missing or stale) runs first: every step needs it. The SQLite driver's
// compile (about 36 s of one core's CPU on a fresh clone, at -O1: setup.mjs) and the apt install of chromium and the
// export readers (mostly network and disk) then go on beside the checks and builds, which need
// neither: only the unit tests (databases, gpsbabel, xmllint, redis-server) and the e2e tests wait
// for them.
const driver = ensureDependencies();
const packages = ensureTestPackages();

const results = [];
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
const step = (name, cmd, args, env = {}) => {
  console.log(`\n> ${name}`);
  const t0 = performance.now();
  const status = run(cmd, args, { env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0, time: seconds(t0) });
  return status === 0;
};

/**
 * A step run beside others: its output is kept and printed in one piece when it ends, so the steps'
 * lines never interleave. Resolves to whether it passed.
 */
const concurrentStep = (name, cmd, args, options = {}) =>
  new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    const done = (ok, extra = '') => {
      console.log(`\n> ${name} (${seconds(t0)})`);
      process.stdout.write(Buffer.concat(output));
      if (extra) console.log(extra);
      results.push({ name, ok, time: seconds(t0) });
      resolve(ok);
    };
    child.on('error', (error) => done(false, String(error)));
    child.on('close', (code) => done(code === 0));
  });

// The checks and builds need nothing of each other, and most of them use one core: they run side by
// side (on 2 cores this takes about the time of the longest, not the sum). The road search data
// (landmark tables and the routing metrics' contraction hierarchies, kept when current) are read by
// the routing unit tests and the end-to-end server; the client and server builds (production, read
// by the end-to-end server) are made here, beside the checks, not inside the end-to-end server's
// start (e2e/global-setup.ts), where they would run one after the other and with the specs waiting.
//
// What a run before left current is not made again (a clean clone has none of it): the type-checker
// and the linter keep their results per file in node_modules/.cache/rvtp (tsc's incremental build
// information, ESLint's cache keyed on each file's content and the configuration), and the client
// build is kept when it is newer than every source it is made from (the rule `npm start` uses). On
// an unchanged tree that is 30 s of tsc CPU down to 9 s, 20 s of ESLint down to 2 s and the 26 s
// of vite build gone (bench/results/ci-time.md).
const cache = path.join(root, 'node_modules/.cache/rvtp');
const clientCurrent = clientBuildCurrent();
const built = await Promise.all([
  concurrentStep('typecheck', 'npx', [
    'tsc',
    '--noEmit',
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    path.join(cache, 'tsc.tsbuildinfo'),
  ]),
  concurrentStep('lint', 'npx', [
    'eslint',
    '.',
    '--max-warnings=0',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    path.join(cache, 'eslint'),
  ]),
  concurrentStep('import cycles', 'node', ['scripts/check-cycles.mjs']),
  concurrentStep('road search data', 'npx', ['tsx', 'scripts/build-profile-landmarks.ts', '--keep-current']),
  clientCurrent
    ? concurrentStep('client build (current, kept)', 'node', ['-e', ''])
    : concurrentStep('client build', ...CLIENT_BUILD),
  concurrentStep('server build', 'node', ['scripts/build-server.mjs']),
]);
const buildsOk = built[4] && built[5];
const [, chromium] = await Promise.all([driver, packages]);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-test-'));
const unitReport = path.join(tmp, 'unit.json');
step('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);

const e2eReport = path.join(tmp, 'e2e.json');
if (buildsOk) {
  step('e2e tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
} else {
  results.push({ name: 'e2e tests (not run: a build failed)', ok: false, time: '0 s' });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const unit = readJson(unitReport);
const unitPassed = unit?.numPassedTests ?? 0;
const unitFailed = unit ? unit.numFailedTests + (unit.numRuntimeErrors ?? 0) : 1;

const e2e = readJson(e2eReport);
const e2ePassed = e2e?.stats ? e2e.stats.expected + (e2e.stats.flaky ?? 0) : 0;
const e2eFailed = e2e?.stats ? e2e.stats.unexpected : 1;

// The names of what failed, last, where a reader of only the end of the output sees them.
const unitFailures = (unit?.testResults ?? []).flatMap((file) => {
  const where = path.relative(process.cwd(), file.name);
  const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
  // With the first lines of why: CI keeps only part of the output, and a failure that does not come
  // again on a rerun is found from these lines or not at all.
  const why = (t) =>
    String(t.failureMessages?.[0] ?? '')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 4)
      .map((line) => `\n    ${line.slice(0, 300)}`)
      .join('');
  if (tests.length > 0) return tests.map((t) => `${where} › ${t.fullName}${why(t)}`);
  return file.status === 'failed' ? [`${where}: ${String(file.message ?? 'failed').split('\n')[0]}`] : [];
});
const e2eFailures = [];
const walkSuites = (suites, titles) => {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) {
        const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error?.message ?? '';
        const why = stripVTControlCharacters(String(error))
          .split('\n')
          .filter((line) => line.trim() !== '')
          .slice(0, 4)
          .map((line) => `\n    ${line.slice(0, 300)}`)
          .join('');
        e2eFailures.push([...here, spec.title].join(' › ') + why);
      }
    }
    walkSuites(suite.suites, here);
  }
};
walkSuites(e2e?.suites, []);

console.log('');
for (const name of unitFailures) console.log(`unit failed: ${name}`);
for (const name of e2eFailures) console.log(`e2e failed: ${name}`);
for (const r of results) console.log(`${r.name}: ${r.ok ? 'ok' : 'FAILED'} (${r.time})`);
console.log(`unit: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`e2e: ${e2ePassed} passed, ${e2eFailed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
