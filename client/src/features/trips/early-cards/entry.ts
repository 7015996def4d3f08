import { EARLY_REQUESTS_GLOBAL, TRIP_LIST_URL } from '@shared/routes/early-requests';
import { nextPageLink } from '@/entities/trips/storage/link-header';
import { syncStorageKeys } from '@/entities/trips/storage/storage-keys';
import { LOADING_LABEL } from '../list-view';
import { listElement } from './list-element';
import { PRELOADS_AT_LATEST_MS, addRoutePreloads } from '@/lib/route-preloads';
import { earlyItemsOf } from './summaries';

/**
 * My Trips' first cards before the app's script has arrived. The page's head starts the
 * list request (shared/routes/early-requests.ts); this script, inline at the end of the prerendered
 * page, draws the first cards from its answer in place of the loading skeleton. The app's first
 * render then replaces them with the same cards (main.tsx renders over the placeholder).
 *
 * It draws nothing when there is any doubt that the app would show the same list: no early request,
 * an answer that is not OK or has a further page, an entry the app would not read, writes on this
 * device not yet delivered (the app shows this device's copies), an empty list (the app may add the
 * demo trips), or the app already rendered. It also asks for the route's chunks, after the list
 * (lib/route-preloads.ts). Built by scripts/prerender.ts into one small classic script; it must not
 * import React, zod or the trip store.
 */
export const LOADING_SELECTOR = `#root[data-placeholder] [aria-label="${LOADING_LABEL}"]`;

type EarlyRequest = { url?: unknown; response?: unknown };

function listRequest(): Promise<Response> | null {
  const started = (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  if (!Array.isArray(started)) return null;
  const found = (started as EarlyRequest[]).find((r) => r && r.url === TRIP_LIST_URL);
  return found && found.response instanceof Promise ? (found.response as Promise<Response>) : null;
}

function writesWaiting(): boolean {
  try {
    const queue: unknown = JSON.parse(localStorage.getItem(syncStorageKeys.queue) ?? '[]');
    return !Array.isArray(queue) || queue.length > 0;
  } catch {
    return true;
  }
}

export function startEarlyCards(): void {
  const loading = document.querySelector(LOADING_SELECTOR);
  const response = listRequest();
  if (!loading || !response || writesWaiting()) {
    addRoutePreloads();
    return;
  }
  // The route's chunks once the cards are drawn (or could not be), or after a second at the latest.
  const preloadsAtLatest = setTimeout(addRoutePreloads, PRELOADS_AT_LATEST_MS);
  // Cloned in the same turn the answer arrives, before the app's own reader can take the body.
  response
    .then((answer) => (answer.ok && !nextPageLink(answer.headers.get('link')) ? answer.clone().json() : null))
    .then((body: unknown) => {
      const items = body === null ? null : earlyItemsOf(body);
      // The skeleton still in the page: the app has not rendered over the placeholder yet.
      if (items && items.length > 0 && loading.isConnected) loading.replaceWith(listElement(items));
    })
    .catch(() => undefined)
    .finally(() => {
      clearTimeout(preloadsAtLatest);
      addRoutePreloads();
    });
}

startEarlyCards();
