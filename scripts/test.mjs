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

ensureDependencies();
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

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-test-'));
const unitReport = path.join(tmp, 'unit.json');
step('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);

ensureClientBuild({ force: true });
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

console.log('');
for (const r of results) console.log(`${r.name}: ${r.ok ? 'ok' : 'FAILED'}`);
console.log(`unit: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`e2e: ${e2ePassed} passed, ${e2eFailed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
