import type { Page } from '@playwright/test';

export const OFFLINE_TEXT =
  'You are offline. Changes are saved on this device and will sync when you reconnect.';

/** Loads the app and waits until the service worker has precached the shell and controls the page. */
export async function loadWithServiceWorker(page: Page, path = '/') {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
      );
    }
  });
}
