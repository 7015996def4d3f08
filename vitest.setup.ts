// Client tests opt into jsdom with `// @vitest-environment jsdom` at the top of the file.
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, expect } from 'vitest';

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
