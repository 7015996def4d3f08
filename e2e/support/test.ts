import type { Browser, BrowserContext, ConsoleMessage, WebError } from '@playwright/test';
import { test as base, expect } from '@playwright/test';

// Every spec imports `test` and `expect` from here. A console error or an uncaught error in any page
// of any browser context the test opens fails the test, unless the test declared it expected with
// expectConsoleError(): a page that logs an error is a page that broke, even when the assertions pass.

export { expect };

/** Errors the browser logs for every test, whatever it does; keep this list short and say why. */
const ALWAYS_ALLOWED: RegExp[] = [];

// `from`: the declaration covers errors seen from that point of the test on.
type Expected = { pattern: RegExp; reason: string; from: number };

type ConsoleErrorFixtures = {
  /**
   * Declares that a console error or uncaught page error matching `pattern` is expected in this test
   * from this point of the test on (the product rightly logs it because the test provokes it), with
   * the reason in product terms.
   */
  expectConsoleError: (pattern: RegExp, reason: string) => void;
};

type Recorder = {
  seen: string[];
  watch: (context: BrowserContext) => void;
};

const describeConsole = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (${url}:${lineNumber + 1})` : ''}`;
};

const describeWebError = (webError: WebError) => {
  const error = webError.error();
  const where = webError.page()?.url();
  return `pageerror: ${error.message}${where ? ` (on ${where})` : ''}`;
};

function createRecorder(): Recorder {
  const seen: string[] = [];
  const watched = new WeakSet<BrowserContext>();
  return {
    seen,
    watch(context) {
      if (watched.has(context)) return;
      watched.add(context);
      // Context-level events cover every page of the context, popups and pages opened later included.
      context.on('console', (message) => {
        if (message.type() === 'error') seen.push(describeConsole(message));
      });
      context.on('weberror', (webError) => seen.push(describeWebError(webError)));
    },
  };
}

/**
 * Contexts a test opens itself (browser.newContext(), for a second user or a visitor) are watched
 * too: browser.newContext is wrapped for the duration of the test.
 */
function watchNewContexts(browser: Browser, recorder: Recorder): () => void {
  const original = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await original.apply(browser, args);
    recorder.watch(context);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The line Chromium itself logs for a request the server answered with `status`, e.g.
 * failedResource(409, '/api/auth/register') for "Failed to load resource: the server responded with a
 * status of 409 (Conflict) (http://host/api/auth/register:1)". The path matches up to its query.
 */
export const failedResource = (status: number, path: string) =>
  new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of ${status} .*\\(https?://[^/]+${escapeRegExp(path)}[?:]`,
  );

/**
 * The line Chromium logs for a request that never got an answer (the network switched off, the
 * connection dropped, the request aborted): "Failed to load resource: net::ERR_INTERNET_DISCONNECTED
 * (http://host/api/weather?q=...)". With `path`, only requests to that path (up to its query).
 */
export const failedConnection = (path?: string) =>
  new RegExp(
    `^console\\.error: Failed to load resource: net::ERR_[A-Z_]+ \\(https?://[^/]+${path ? `${escapeRegExp(path)}[?:]` : ''}`,
  );

type Internal = { _consoleErrors: { recorder: Recorder; expected: Expected[] } };

export const test = base.extend<ConsoleErrorFixtures & Internal>({
  _consoleErrors: [
    async ({ browser }, use, testInfo) => {
      const recorder = createRecorder();
      const expected: Expected[] = [];
      const restore = watchNewContexts(browser, recorder);
      try {
        await use({ recorder, expected });
      } finally {
        restore();
      }
      const unexpected = recorder.seen.filter(
        (line, index) =>
          !ALWAYS_ALLOWED.some((pattern) => pattern.test(line)) &&
          !expected.some((e) => index >= e.from && e.pattern.test(line)),
      );
      if (unexpected.length === 0) return;
      const list = unexpected.map((line) => `  - ${line}`).join('\n');
      await testInfo.attach('unexpected browser errors', {
        body: unexpected.join('\n'),
        contentType: 'text/plain',
      });
      throw new Error(
        `The browser reported ${unexpected.length} error(s) this test did not declare with expectConsoleError():\n${list}`,
      );
    },
    { auto: true },
  ],
  context: async ({ context, _consoleErrors }, use) => {
    _consoleErrors.recorder.watch(context);
    await use(context);
  },
  expectConsoleError: async ({ _consoleErrors }, use) => {
    await use((pattern, reason) => {
      if (!reason.trim()) throw new Error('expectConsoleError needs the reason the product logs this error');
      _consoleErrors.expected.push({ pattern, reason, from: _consoleErrors.recorder.seen.length });
    });
  },
});
