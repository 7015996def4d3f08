import { ROUTE_PRELOADS_ID } from '@shared/routes/route-pages';

/** The route's chunks come at this long after the page's script at the latest, whatever the list does. */
export const PRELOADS_AT_LATEST_MS = 1_000;

/**
 * Preloads the route's chunks the page lists (scripts/prerender.ts), at low priority, once: the page
 * leaves them to this script so that on a slow connection the trip list arrives first instead of
 * sharing the bandwidth with 17 chunks the first cards do not need. One link per task: each costs the
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
