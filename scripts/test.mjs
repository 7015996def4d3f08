// `npm test`: install what is missing (dependencies, Chromium), then type-check, lint, the import-cycle
// check, unit tests and Playwright end-to-end tests against a production build. Ends with one summary
// line per suite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ensureTestPackages,
  ensureClientBuild,
  ensureDependencies,
  ensureServerBuild,
  run,
} from './setup.mjs';

await ensureDependencies();
const chromium = ensureTestPackages();

const results = [];
const step = (name, cmd, args, env = {}) => {
  console.log(`\n> ${name}`);
  const status = run(cmd, args, { env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0 });
  return status === 0;
};

step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('import cycles', 'node', ['scripts/check-cycles.mjs']);

// The landmark tables and the routing metrics' contraction hierarchies (kept when current), which
// the routing unit tests and the end-to-end server read.
step('road search data', 'npx', ['tsx', 'scripts/build-profile-landmarks.ts']);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-test-'));
const unitReport = path.join(tmp, 'unit.json');
step('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);

await ensureClientBuild({ force: true });
// Built here, not inside Playwright's web-server start-up, whose wait has a time limit.
await ensureServerBuild({ force: true });
const e2eReport = path.join(tmp, 'e2e.json');
step('e2e tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});

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
  if (tests.length > 0) return tests.map((t) => `${where} › ${t.fullName}`);
  return file.status === 'failed' ? [`${where}: ${String(file.message ?? 'failed').split('\n')[0]}`] : [];
});
const e2eFailures = [];
const walkSuites = (suites, titles) => {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) e2eFailures.push([...here, spec.title].join(' › '));
    }
    walkSuites(suite.suites, here);
  }
};
walkSuites(e2e?.suites, []);

console.log('');
for (const name of unitFailures) console.log(`unit failed: ${name}`);
for (const name of e2eFailures) console.log(`e2e failed: ${name}`);
for (const r of results) console.log(`${r.name}: ${r.ok ? 'ok' : 'FAILED'}`);
console.log(`unit: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`e2e: ${e2ePassed} passed, ${e2eFailed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
