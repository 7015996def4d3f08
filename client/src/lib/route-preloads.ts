import { ROUTE_PRELOADS_ID } from '@shared/routes/route-pages';

/** The route's chunks come at this long after the page's script at the latest, whatever the list does. */
export const PRELOADS_AT_LATEST_MS = 1_000;

/**
 * Preloads the route's chunks the page lists (scripts/prerender.ts), at low priority, once. A route
 * page lists them as data rather than as links so that nothing but the page, its stylesheet and the
 * entry script loads before the loading view has painted: My Trips' early renderer asks for them once
 * the trip list is in (on a slow connection the list then arrives first instead of sharing the
 * bandwidth with 17 chunks the first cards do not need), every other route page once it has painted
 * (main.tsx, afterFirstPaint below). One link per task: each costs the
 * browser a couple of milliseconds to set its fetch up (several on a phone), and all 17 at once were a
 * long task. The app loads any chunk it still lacks itself, so a page where this never runs only loads
 * them later.
 */
export function addRoutePreloads(): void {
  const list = document.getElementById(ROUTE_PRELOADS_ID);
  if (!list) return;
  list.remove();
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(list.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(hrefs)) return;
  const pending = hrefs.filter(
    (href): href is string => typeof href === 'string' && href.startsWith('/assets/'),
  );
  const addNext = () => {
    const href = pending.shift();
    if (href === undefined) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    document.head.append(link);
    setTimeout(addNext, 0);
  };
  addNext();
}

/**
 * Resolves once the page has shown its first content (the browser's first-contentful-paint entry,
 * reported when the frame is on screen), or after `atLatestMs`; at once where there is nothing to wait
 * for: a browser that does not report paints, a page already painted, or a hidden page (which paints
 * nothing until shown). Before this a route page asks for nothing but what its first paint needs: a
 * phone's first view of the page does not wait behind code and data fetched beside it.
 */
export function afterFirstPaint(atLatestMs = PRELOADS_AT_LATEST_MS): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const reportsPaints =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!reportsPaints || document.visibilityState !== 'visible' || painted()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    const timer = setTimeout(done, atLatestMs);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}
