import type { Page } from '@playwright/test';

/**
 * Installs the page's clock (Playwright's fake timers) and holds it still: a timer of the page fires
 * only when the test moves the clock (page.clock.runFor), so a product timer (an autoplay, a redirect
 * after a few seconds) is tested on the page's time, which a loaded machine does not stretch.
 * `page.clock.resume()` lets it run again. Call it before the page loads.
 */
export async function holdClock(page: Page) {
  await page.clock.install();
  // A second on: pauseAt moves forward, to an instant after the install's.
  await page.clock.pauseAt(Date.now() + 1000);
}
