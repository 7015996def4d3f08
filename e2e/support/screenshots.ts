import type { Locator, Page } from '@playwright/test';

/**
 * A picture a spec takes for a person to look at (e2e/screenshots/, test-results/), taken only when
 * the run asks for them with E2E_SCREENSHOTS=1: no test reads them, and on a page with the detailed
 * map a full-page one is a resize and two redraws of the software-drawn WebGL canvas (0.6-0.9 CPU-s
 * each, the map spec's 14 about a tenth of its CPU: bench/results/e2e-cpu-2026-12-07.md). A failing
 * test still gets its screenshot (playwright.config.ts: screenshot only-on-failure).
 */
export async function reviewShot(target: Page | Locator, path: string, { fullPage = false } = {}) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
