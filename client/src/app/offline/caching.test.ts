import type { RouteMatchCallbackOptions } from 'workbox-core/types';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_FILE } from '../../../../scripts/prerender';
import { OFFLINE_CACHES, offlineRuntimeCaching } from './caching';

const origin = 'http://127.0.0.1:4000';

/** Which rule's cache a request lands in, or 'network' when no rule takes it. */
function cacheFor(path: string, { mode = 'cors', method = 'GET', from = origin } = {}) {
  const url = new URL(path, from);
  const request = { mode, method, url: url.href } as unknown as Request;
  const options = { url, request, sameOrigin: url.origin === origin } as unknown as RouteMatchCallbackOptions;
  const rule = offlineRuntimeCaching.find(
    (r) => (r.method ?? 'GET') === method && typeof r.urlPattern === 'function' && r.urlPattern(options),
  );
  return rule?.options?.cacheName ?? 'network';
}

describe('service worker caching rules', () => {
  it('sends navigations network first with the app shell as the offline fallback', () => {
    expect(cacheFor('/trip/AB12CD34/itinerary', { mode: 'navigate' })).toBe(OFFLINE_CACHES.pages);
    const navigation = offlineRuntimeCaching[0];
    expect(navigation.handler).toBe('NetworkFirst');
    // The empty shell the build writes, never index.html, which holds the landing page's markup.
    expect(navigation.options?.precacheFallback?.fallbackURL).toBe(APP_SHELL_FILE);
  });

  it('keeps hashed assets and the bundled data sets', () => {
    expect(cacheFor('/assets/index-Cx1.js')).toBe(OFFLINE_CACHES.assets);
    expect(cacheFor('/api/national-parks')).toBe(OFFLINE_CACHES.data);
    expect(cacheFor('/api/geocode?q=Moab')).toBe(OFFLINE_CACHES.data);
    expect(cacheFor('/api/campgrounds/search?lat=38&lng=-109&radius=150')).toBe(OFFLINE_CACHES.data);
    // The /map road-service layers of an area visited once draw again offline.
    expect(cacheFor('/api/services/search?lat=38&lng=-109&radius=100&kind=fuel')).toBe(OFFLINE_CACHES.data);
  });

  it('keeps the trip list, each opened trip and the current user', () => {
    expect(cacheFor('/api/trip-plans')).toBe(OFFLINE_CACHES.trips);
    expect(cacheFor('/api/trip-plans/AB12CD34')).toBe(OFFLINE_CACHES.trips);
    expect(cacheFor('/api/auth/me')).toBe(OFFLINE_CACHES.user);
  });

  it('never caches writes, sign-in, billing or other origins', () => {
    expect(cacheFor('/api/trip-plans/AB12CD34', { method: 'PUT' })).toBe('network');
    expect(cacheFor('/api/trip-plans', { method: 'POST' })).toBe('network');
    expect(cacheFor('/api/auth/login', { method: 'POST' })).toBe('network');
    expect(cacheFor('/api/billing/verify-session/cs_1')).toBe('network');
    expect(cacheFor('/api/stripe/verify-session/cs_1')).toBe('network');
    expect(cacheFor('/api/trip-plans/AB12CD34/share')).toBe('network');
    expect(cacheFor('/api/national-parks', { from: 'https://elsewhere.example' })).toBe('network');
  });
});
