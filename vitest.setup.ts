// Client tests opt into jsdom with `// @vitest-environment jsdom` at the top of the file.
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';

// The DOM matchers and Testing Library only where there is a DOM: every test file runs this file, and
// loading them took most of its time in the node-environment files (the server's and shared/), which
// never use them (bench/results/ci-time.md).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/dom');
  // findBy*/waitFor wait on the page's state; their bound is how long a loaded CI machine may take to
  // get there (the default 1 s failed auth-context and day-markers tests on a machine at load 20 with
  // the state arriving later), the same bound as Playwright's expect.
  configure({ asyncUtilTimeout: 10_000 });
}

// The node-shared and dom-shared projects (vite.config.ts) run a worker's files one after another in
// one environment: what a file leaves behind would meet the next file. This file runs before each of
// them, so each file's end puts back what a fresh environment has.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  // Vitest runs without globals, so Testing Library cannot unmount by itself between tests; the
  // helpers that registered afterEach(cleanup) when first imported register it for that file only
  // once their module is shared. Unmounting is a no-op when nothing is rendered.
  afterEach(cleanup);
  afterAll(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    document.title = '';
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
}
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// STYLE: a console.error during a test is a failure unless the test expects it
// (a test that expects one sets globalThis.__allowConsoleError = true).
declare global {
  var __allowConsoleError: boolean | undefined;
}
const originalError = console.error.bind(console);
let unexpected: string[] = [];
beforeEach(() => {
  unexpected = [];
  globalThis.__allowConsoleError = false;
  console.error = (...args: unknown[]) => {
    originalError(...args);
    if (!globalThis.__allowConsoleError) unexpected.push(args.map(String).join(' '));
  };
});
afterEach(() => {
  console.error = originalError;
  expect(unexpected, 'console.error was called during the test').toEqual([]);
});
