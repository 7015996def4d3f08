// What bench/map.ts reads in the page: long tasks, and the moments of the detailed map's button, its
// "Detailed map shown" and its last rest (added to the page with addInitScript, read with evaluate).
import type { Page } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';

export type Moments = { pressedAt?: number; shownAt?: number; idleAt?: number };

/**
 * Long tasks (over 50 ms) seen since the page started, from a buffered PerformanceObserver; and, read
 * in the page rather than by Playwright's polling (which waits up to 500 ms between looks), when the
 * detailed map's button was pressed, when the page said "Detailed map shown" and when the map last
 * came to rest.
 */
export const LONG_TASKS = () => {
  const w = window as unknown as {
    __longTasks: Array<{ start: number; duration: number }>;
    __moments: Moments;
    __rvtpMap?: MaplibreMap;
  };
  w.__longTasks = [];
  w.__moments = {};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const moments = w.__moments;
  addEventListener(
    'pointerdown',
    (event) => {
      const toggle = (event.target as Element).closest('[data-testid="detailed-map-toggle"]');
      if (toggle && moments.pressedAt === undefined) moments.pressedAt = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (moments.shownAt !== undefined) return;
    const said = [...document.querySelectorAll('p[role="status"]')].some(
      (p) => p.textContent === 'Detailed map shown',
    );
    if (said) moments.shownAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  const watch = setInterval(() => {
    if (!w.__rvtpMap) return;
    clearInterval(watch);
    w.__rvtpMap.on('idle', () => {
      moments.idleAt = performance.now();
    });
  }, 5);
};

export const moments = (page: Page) =>
  page.evaluate(() => (window as unknown as { __moments: Moments }).__moments);

export const longestSince = (page: Page, since: number) =>
  page.evaluate(
    (t) =>
      Math.max(
        0,
        ...(window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks
          .filter((task) => task.start + task.duration >= t)
          .map((task) => task.duration),
      ),
    since,
  );
