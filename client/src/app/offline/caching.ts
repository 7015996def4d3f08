import type { RuntimeCaching } from 'workbox-build';

/**
 * Runtime caching rules of the service worker, so the app opens and works offline. Kept apart from vite.config.ts
 * so a unit test can check which requests each rule takes. Requests no rule matches (auth writes,
 * billing, every POST/PUT/PATCH/DELETE) always go to the network.
 */
export const OFFLINE_CACHES = {
  pages: 'rvtp-pages',
  assets: 'rvtp-assets',
  data: 'rvtp-data',
  trips: 'rvtp-trips',
  mapData: 'rvtp-map-data',
  user: 'rvtp-user',
} as const;

/** Caches holding one signed-in user's answers; the app empties them when the user changes. */
export const PRIVATE_CACHES = [OFFLINE_CACHES.trips, OFFLINE_CACHES.user] as const;

// Workbox serialises these callbacks into the generated sw.js, so each must be self-contained:
// the patterns are written out again inside them instead of referring to the constants above.
export const offlineRuntimeCaching: RuntimeCaching[] = [
  {
    // Network first: online users always get the newest page; offline, the cached page or the
    // precached app shell, which then routes any deep link on the device. The shell is the build's
    // empty page (scripts/prerender.ts APP_SHELL_FILE), not index.html: that one holds the landing
    // page's prerendered markup, which only `/` may hydrate.
    urlPattern: ({ request }) => request.mode === 'navigate',
    handler: 'NetworkFirst',
    options: {
      cacheName: 'rvtp-pages',
      networkTimeoutSeconds: 5,
      expiration: { maxEntries: 50 },
      precacheFallback: { fallbackURL: 'app-shell.html' },
    },
  },
  {
    // Hashed file names never change content: anything not precached is kept once fetched.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'CacheFirst',
    options: { cacheName: 'rvtp-assets', expiration: { maxEntries: 200 } },
  },
  {
    // The token-free map's bundled data (state lines, roads, towns, the campground catalogue's index
    // and its cells): kept as a map first shows it rather than precached for every visitor, so offline
    // the map has the base layers and the campgrounds of every cell already seen (87 cells at most).
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/map-data/'),
    handler: 'StaleWhileRevalidate',
    method: 'GET',
    options: {
      cacheName: 'rvtp-map-data',
      expiration: { maxEntries: 120 },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin &&
      /^\/api\/(national-parks|geocode|campgrounds\/search|services\/search|discover)$/.test(url.pathname),
    handler: 'StaleWhileRevalidate',
    method: 'GET',
    options: {
      cacheName: 'rvtp-data',
      expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/trip-plans(\/[^/]+)?$/.test(url.pathname),
    handler: 'NetworkFirst',
    method: 'GET',
    options: {
      cacheName: 'rvtp-trips',
      networkTimeoutSeconds: 8,
      expiration: { maxEntries: 200 },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/auth/me',
    handler: 'NetworkFirst',
    method: 'GET',
    options: {
      cacheName: 'rvtp-user',
      networkTimeoutSeconds: 8,
      expiration: { maxEntries: 1 },
      cacheableResponse: { statuses: [200] },
    },
  },
];
