import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-flags';

// One server for the whole run: the production build on a free port with a fresh data folder.
// Workers inherit these variables from the runner process, so they see the same values.
// Below Linux's ephemeral range (32768-60999), where an outgoing connection could hold the port, and
// apart from the own-server specs' ports (26000-31999).
process.env.E2E_PORT ??= String(20000 + crypto.randomInt(6000));
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `rvtp-e2e-${crypto.randomBytes(4).toString('hex')}`);
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  use: {
    baseURL,
    // A trace (the DOM snapshot of every step) is recorded on a failed test's retry, not on every
    // test's first run: recording it for all 242 tests and throwing away the passing ones' cost 13-15 %
    // of the suite's CPU (147-151 against 127-128 CPU-s for the planner, results and trip-maps specs,
    // 2026-12-05), on a suite that is CPU-bound on 2 cores. CI retries once, so a failure there still
    // comes with a trace of the test failing again (or passing: then it is flaky and says so); the
    // screenshot below is taken at the first failure. Locally, `--trace on` records every test.
    // Without the film strip: it encodes a frame each time the page repaints, which doubled
    // Chromium's CPU time on a page that repaints every frame (the software-drawn maps).
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    // The app's service worker would answer some requests itself, out of page.route()'s reach, once it
    // takes control mid-test. Specs that test offline use turn it back on (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's chromium-headless-shell: Chromium's headless shell (the "old" headless, a separate
      // binary since Chromium 132), which is what Playwright itself runs for headless Chromium since
      // 1.49 (https://github.com/microsoft/playwright/issues/33566) and which Puppeteer's guide calls
      // "more performant for automation tasks". The whole suite passed on it, and on a 71-test subset
      // it used 105-107 CPU-s against 183-193 for the full browser in new headless mode, in
      // alternating runs (2026-12-05): on 2 cores the suite is CPU-bound, so that is its wall time.
      // The benchmarks (Lighthouse, the map) keep the full browser, as a traveller's is.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /(checkout-no-payments|auth-smtp|booking-reminder-mail)\.spec/,
    },
    // Specs that start a server of their own run after every spec that needs the shared one, so a
    // second server starting or stopping can never disturb them.
    {
      name: 'own-server',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /(checkout-no-payments|auth-smtp|booking-reminder-mail)\.spec/,
      dependencies: ['chromium'],
    },
  ],
  // The shared server: e2e/global-setup.ts (started once the runner has its workers' settings).
  globalSetup: './e2e/global-setup.ts',
});
