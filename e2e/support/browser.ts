import type { Page } from '@playwright/test';

// What the page asks of the browser window (new tabs, alerts), recorded so a test can read it back.

/** Records window.open calls instead of opening tabs. */
export async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: unknown[][] = [];
    (window as unknown as { __opened: unknown[][] }).__opened = opened;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
}

export const openedUrls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened.map((a) => String(a[0])));

/** Dismisses alerts and keeps their texts. */
export function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}
