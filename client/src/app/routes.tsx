import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { authToken } from '@/lib/api-client';
import { readText, storageKeys } from '@/lib/browser-storage';
import { requestEarly } from '@/lib/early-requests';
import { evaluateInTurn, yieldToMain } from '@/lib/yield-to-main';
import { TRIP_ID_PATTERN } from '@shared/trips/rules';
import { TIMINGS } from '@shared/constants';
import { matchRoutePattern } from '@shared/routes/route-pages';
import { TRIP_LIST_URL } from '@shared/routes/early-requests';

type PageModule = { default: ComponentType };

/**
 * A lazy page whose chunk can be loaded before the first render. Once preloaded, React.lazy gets the
 * module through a thenable that resolves synchronously, so that render does not suspend: hydrating
 * prerendered markup must not wait inside a Suspense boundary, where an update arriving first (the
 * signed-in user's profile, say) would throw the server's markup away.
 */
function preloadablePage(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  const Page = lazy(() => {
    const ready = loaded;
    if (!ready) return load();
    const resolved = {
      status: 'fulfilled',
      value: ready,
      then: (onFulfilled: (m: PageModule) => unknown) => onFulfilled(ready),
    };
    return resolved as unknown as Promise<PageModule>;
  });
  const preload = async () => {
    loaded = await load();
  };
  return { Page, preload };
}

// Every page is its own chunk (route-level code splitting); the map library only loads on map pages.
const pages = {
  home: preloadablePage(() => import('@/pages/home')),
  trips: preloadablePage(() => import('@/pages/trips')),
  newTrip: preloadablePage(() => import('@/pages/new-trip')),
  dashboard: preloadablePage(() => import('@/pages/dashboard')),
  map: preloadablePage(() => import('@/pages/map')),
  login: preloadablePage(() => import('@/pages/login')),
  register: preloadablePage(() => import('@/pages/register')),
  forgotPassword: preloadablePage(() => import('@/pages/forgot-password')),
  resetPassword: preloadablePage(() => import('@/pages/reset-password')),
  checkout: preloadablePage(() => import('@/pages/checkout')),
  checkoutSuccess: preloadablePage(() => import('@/pages/checkout-success')),
  checkoutDemo: preloadablePage(() => import('@/pages/checkout-demo')),
  trip: preloadablePage(() => import('@/pages/trip')),
  tripItinerary: preloadablePage(() => import('@/pages/trip-itinerary')),
  tripTest: preloadablePage(() => import('@/pages/trip-test')),
  results: preloadablePage(() => import('@/pages/results')),
  debug: preloadablePage(() => import('@/pages/debug')),
  profile: preloadablePage(() => import('@/pages/profile')),
  settings: preloadablePage(() => import('@/pages/settings')),
  contact: preloadablePage(() => import('@/pages/contact')),
  help: preloadablePage(() => import('@/pages/help')),
  about: preloadablePage(() => import('@/pages/about')),
  blog: preloadablePage(() => import('@/pages/blog')),
  notFound: preloadablePage(() => import('@/pages/not-found')),
};

type PreloadablePage = ReturnType<typeof preloadablePage>;

function guarded(Page: LazyExoticComponent<ComponentType>) {
  return function GuardedPage() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  };
}

/**
 * Starts loading what a route's page reads first, before the page renders, so the request runs
 * beside the first render instead of after it; the page's own query then finds it in the cache.
 * Resolves once the code it needs is loaded, with the data's loading: with `waitForData`, the first
 * render waits a moment for it once the page's chunk is loaded too (preloadRoute).
 */
type RouteData = (
  queryClient: QueryClient,
  params: Record<string, string>,
) => Promise<{ loading: Promise<unknown> }>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long the first render of a trip's page waits for the trip before it shows its loading view. The
 * placeholder's spinner stays still as long (.placeholder-motion, client/src/index.css).
 */
const FIRST_RENDER_WAIT_MS = 1500;

/**
 * What the trip store checks trips with: each schema module after those it imports, the smallest
 * first (it brings zod, only the parts the schemas use), the plan's input apart from the plan, so no
 * one task builds much more than another.
 */
const tripSchemas = [
  () => import('@shared/schemas/rig'),
  () => import('@shared/schemas/needs'),
  () => import('@shared/schemas/money'),
  () => import('@shared/schemas/road-stops'),
  () => import('@shared/schemas/booking'),
  () => import('@shared/schemas/travellers'),
  () => import('@shared/schemas/plan-upgrade'),
  () => import('@shared/schemas/places'),
  () => import('@shared/schemas/plan-input'),
  () => import('@shared/schemas/plan'),
  () => import('@shared/schemas/trip'),
  () => import('@shared/schemas/trip-document'),
];
/** The results page's own: its rig and planner forms' schemas (the forms themselves load on use). */
const resultsSchemas = [() => import('@shared/schemas/rig-form'), () => import('@shared/schemas/planner-form')];

// Imported on demand: the trip store stays out of the entry chunk (it is in the route's own chunks).
const tripBundleData =
  (delayMs: number, pageSchemas: ReadonlyArray<() => Promise<unknown>> = []): RouteData =>
  async (queryClient, { id }) => {
    // A signed-out visitor opening a shared link: the trip is not on this device, so the trip store
    // will ask the server for it, exactly so (entities/trips/storage/server-transport.ts). Asked now, the
    // answer arrives while the store's code is still being evaluated.
    if (authToken() === null && TRIP_ID_PATTERN.test(id) && !storedTripIds().includes(id))
      requestEarly(`/api/trip-plans/${encodeURIComponent(id)}`, { Accept: 'application/json' });
    await evaluateInTurn(tripSchemas);
    const { tripBundleQueryOptions } = await import('@/entities/trips/trip-bundle');
    // With the route page's loading view on screen, the first render can wait a moment for the trip:
    // it then renders the itinerary once instead of a loading view and then the itinerary.
    const loading = queryClient.prefetchQuery(tripBundleQueryOptions(id, delayMs));
    // The page's own schemas, each in a task of its own, while the trip is on its way.
    await evaluateInTurn(pageSchemas);
    return { loading };
  };
const tripListData: RouteData = async (queryClient) => {
  // Signed in, the list comes from the server: asked for now, exactly as the trip store will ask
  // (entities/trips/storage/server-transport.ts), it arrives while the store's code is evaluated.
  // The prerendered page asked already, from its inline script (shared/routes/early-requests.ts):
  // then this asks nothing more.
  const token = authToken();
  if (token !== null)
    requestEarly(TRIP_LIST_URL, { Accept: 'application/json', Authorization: `Bearer ${token}` });
  await evaluateInTurn(tripSchemas);
  const { tripsQueryOptions } = await import('@/features/trips/api/get-trips');
  // With the page's loading view on screen, the first render may wait a moment for the list (asked
  // for as the page loaded): it then renders the cards once, not skeleton cards and then the cards.
  return { loading: queryClient.prefetchQuery(tripsQueryOptions()) };
};

/** The ids of the trips kept on this device (signed out), read without the trip store's code. */
function storedTripIds(): string[] {
  try {
    const trips: unknown = JSON.parse(readText(storageKeys.trips) ?? '[]');
    if (!Array.isArray(trips)) return [];
    return trips.flatMap((trip: unknown) =>
      trip && typeof trip === 'object' && 'id' in trip && typeof trip.id === 'string' ? [trip.id] : [],
    );
  } catch {
    return [];
  }
}

const routeTable: Array<{ path: string; page: PreloadablePage; guarded?: true; data?: RouteData }> = [
  { path: paths.home, page: pages.home },
  { path: paths.trips, page: pages.trips, data: tripListData },
  { path: paths.newTrip, page: pages.newTrip, guarded: true },
  // The dashboard shows its own signed-out view instead of redirecting, so a shared link to it explains itself.
  { path: paths.dashboard, page: pages.dashboard },
  { path: paths.interactiveMap, page: pages.map },
  { path: paths.map, page: pages.map },
  { path: paths.login, page: pages.login },
  { path: paths.register, page: pages.register },
  { path: paths.forgotPassword, page: pages.forgotPassword },
  { path: paths.resetPassword, page: pages.resetPassword },
  // Visitors see checkout and its success page: checkout asks them to sign in as its first step.
  { path: paths.checkoutSuccess, page: pages.checkoutSuccess },
  { path: paths.checkoutDemo, page: pages.checkoutDemo, guarded: true },
  { path: paths.checkout, page: pages.checkout },
  { path: '/trip/:id/itinerary', page: pages.tripItinerary, data: tripBundleData(0) },
  { path: '/trip/:id', page: pages.trip, data: tripBundleData(0) },
  { path: '/trip-test/:id', page: pages.tripTest },
  { path: '/results/:id', page: pages.results, data: tripBundleData(TIMINGS.resultsLoadingDelayMs, resultsSchemas) },
  { path: paths.debug, page: pages.debug },
  { path: paths.profile, page: pages.profile, guarded: true },
  { path: paths.settings, page: pages.settings, guarded: true },
  { path: paths.contact, page: pages.contact },
  { path: paths.help, page: pages.help },
  { path: paths.about, page: pages.about },
  { path: paths.blog, page: pages.blog },
];

// Made once, so every render sees the same component for a route.
const routes = routeTable.map(({ path, page, guarded: needsAccount }) => ({
  path,
  component: needsAccount ? guarded(page.Page) : page.Page,
}));

/** The patterns of the route table, in match order (scripts/prerender.ts checks its route pages against them). */
export const routePatterns = routeTable.map(({ path }) => path);

/**
 * Loads the chunk of the page `pathname` shows (the first route that matches, as the Switch below
 * picks it; else the not-found page), so the first render shows the page instead of a spinner. With
 * a query client it also starts loading the page's data; `waitForData` (the page shows its loading
 * view already) lets a route wait a moment for it.
 */
export async function preloadRoute(
  pathname: string,
  queryClient?: QueryClient,
  { waitForData = false }: { waitForData?: boolean } = {},
): Promise<void> {
  for (const route of routeTable) {
    const params = matchRoutePattern(route.path, pathname);
    if (!params) continue;
    let loading: Promise<unknown> | undefined;
    if (queryClient && route.data) {
      // The data's code (the trip store and its schemas) is evaluated in a task of its own, then the
      // page's: one long start-up task would hold the page unresponsive for longer. A failed load
      // is the page's to report: its own query loads again and shows the error.
      loading = (await route.data(queryClient, params).catch(() => undefined))?.loading;
      await yieldToMain();
    }
    await route.page.preload();
    if (waitForData && loading)
      await Promise.race([loading.catch(() => undefined), wait(FIRST_RENDER_WAIT_MS)]);
    return;
  }
  await pages.notFound.preload();
}

export function AppRoutes() {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-24">
          <Spinner size="large" />
        </div>
      }
    >
      <Switch>
        {routes.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route component={pages.notFound.Page} />
      </Switch>
    </Suspense>
  );
}
