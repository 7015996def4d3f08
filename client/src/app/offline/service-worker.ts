import { getMe } from '@/features/auth/api/get-me';
import { readText, storageKeys } from '@/lib/browser-storage';
import { PRIVATE_CACHES } from './caching';

/**
 * Registers the Workbox service worker built by vite-plugin-pwa (production builds only: the dev
 * server has no sw.js). It updates itself: each navigation checks for a new sw.js, which activates
 * at once and swaps the precached app shell.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The first page load asked for the current user before the worker was there to keep the answer;
  // ask once more through it, so a signed-in user is still signed in when the app opens offline.
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      if (readText(storageKeys.authToken)) getMe().catch(() => undefined);
    },
    { once: true },
  );
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => {
        console.warn('Offline support is unavailable: the service worker did not register', error);
      });
  });
}

/** Drops one user's cached trips and profile, so the next person on this device never sees them. */
export async function clearPrivateCaches() {
  if (typeof caches === 'undefined') return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)));
}
