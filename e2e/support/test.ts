import type { Browser, BrowserContext, ConsoleMessage, WebError } from '@playwright/test';
import { test as base, expect } from '@playwright/test';

// Every spec imports `test` and `expect` from here. A console error or an uncaught error in any page
// of any browser context the test opens fails the test, unless the test declared it expected with
// expectConsoleError(): a page that logs an error is a page that broke, even when the assertions pass.

export { expect };

/** Errors the browser logs for every test, whatever it does; keep this list short and say why. */
const ALWAYS_ALLOWED: RegExp[] = [];

type Expected = { pattern: RegExp; reason: string };

type ConsoleErrorFixtures = {
  /**
   * Declares that a console error or uncaught page error matching `pattern` is expected in this test
   * (the product rightly logs it because the test provokes it), with the reason in product terms.
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
      const allowed = [...ALWAYS_ALLOWED, ...expected.map((e) => e.pattern)];
      const unexpected = recorder.seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      if (unexpected.length === 0) return;
      const list = unexpected.map((line) => `  - ${line}`).join('\n');
      await testInfo.attach('unexpected browser errors', { body: unexpected.join('\n'), contentType: 'text/plain' });
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
      _consoleErrors.expected.push({ pattern, reason });
    });
  },
});
