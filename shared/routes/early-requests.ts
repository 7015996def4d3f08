/**
 * The request a prerendered route page starts from an inline script in its <head>, before any of the
 * app's script has arrived: signed in, My Trips asks for the trip list at once, so the answer comes
 * in beside the JavaScript instead of after the entry script has run. The script leaves
 * what it started in a global list; the client's early-requests (client/src/lib/early-requests.ts)
 * takes it over, and the trip store's first identical request gets the answer instead of asking again.
 *
 * Kept safe: a relative address (this origin only), the session token in a header as the app sends
 * it (never in the address), nothing done without a token. The Content-Security-Policy allows this
 * exact script by its hash (server/src/http/security.ts); the build puts it in the page unchanged
 * (scripts/prerender.ts). Any failure (no storage, an old browser) leaves the app to ask itself.
 */

/** Where the inline script leaves its requests: `{ url, headers, response, at }[]`. */
export const EARLY_REQUESTS_GLOBAL = '__rvtpEarlyRequests';

/** A trip request that hangs (a dead connection) counts as offline after this long (the trip store's rule too). */
export const TRIP_REQUEST_TIMEOUT_MS = 15_000;

/** The signed-in trip list, as the trip store asks for it (entities/trips/storage/server-transport.ts). */
export const TRIP_LIST_URL = '/api/trip-plans';

/** The session token's local-storage key (client/src/lib/browser-storage.ts storageKeys.authToken). */
const TOKEN_KEY = 'authToken';

/** A classic script, the same text in the page and in the hash: it must not change between them. */
export const EARLY_TRIP_LIST_SCRIPT =
  '(function(){try{' +
  `var t=localStorage.getItem(${JSON.stringify(TOKEN_KEY)});if(!t)return;` +
  `var h={Accept:"application/json",Authorization:"Bearer "+t},u=${JSON.stringify(TRIP_LIST_URL)};` +
  `var r=fetch(u,{method:"GET",headers:h,credentials:"include",signal:AbortSignal.timeout(${TRIP_REQUEST_TIMEOUT_MS})});` +
  'r.catch(function(){});' +
  `var l=window.${EARLY_REQUESTS_GLOBAL}=window.${EARLY_REQUESTS_GLOBAL}||[];` +
  'l.push({url:u,headers:h,response:r,at:Date.now()})' +
  '}catch(e){}})();';

/** The inline scripts of route pages, by route pattern (scripts/prerender.ts puts each in its page). */
export const ROUTE_INLINE_SCRIPTS: Readonly<Record<string, string>> = {
  '/trips': EARLY_TRIP_LIST_SCRIPT,
};
