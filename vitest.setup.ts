// Client tests opt into jsdom with `// @vitest-environment jsdom` at the top of the file.
import { afterEach, beforeEach, expect } from 'vitest';

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
