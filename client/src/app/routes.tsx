import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';

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

const home = preloadablePage(() => import('@/pages/home'));

/** Loads the chunk of the page at `pathname` when it is one that is prerendered (only `/`). */
export async function preloadRoute(pathname: string): Promise<void> {
  if (pathname === paths.home) await home.preload();
}

// Every page is its own chunk (route-level code splitting); the map library only loads on map pages.
const pages = {
  home: home.Page,
  trips: lazy(() => import('@/pages/trips')),
  newTrip: lazy(() => import('@/pages/new-trip')),
  dashboard: lazy(() => import('@/pages/dashboard')),
  map: lazy(() => import('@/pages/map')),
  login: lazy(() => import('@/pages/login')),
  register: lazy(() => import('@/pages/register')),
  forgotPassword: lazy(() => import('@/pages/forgot-password')),
  resetPassword: lazy(() => import('@/pages/reset-password')),
  checkout: lazy(() => import('@/pages/checkout')),
  checkoutSuccess: lazy(() => import('@/pages/checkout-success')),
  checkoutDemo: lazy(() => import('@/pages/checkout-demo')),
  trip: lazy(() => import('@/pages/trip')),
  tripItinerary: lazy(() => import('@/pages/trip-itinerary')),
  tripTest: lazy(() => import('@/pages/trip-test')),
  results: lazy(() => import('@/pages/results')),
  debug: lazy(() => import('@/pages/debug')),
  profile: lazy(() => import('@/pages/profile')),
  settings: lazy(() => import('@/pages/settings')),
  contact: lazy(() => import('@/pages/contact')),
  help: lazy(() => import('@/pages/help')),
  about: lazy(() => import('@/pages/about')),
  blog: lazy(() => import('@/pages/blog')),
  notFound: lazy(() => import('@/pages/not-found')),
};

type LazyPage = LazyExoticComponent<ComponentType>;

function guarded(Page: LazyPage) {
  return function GuardedPage() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  };
}

const routeTable: Array<{ path: string; component: ComponentType }> = [
  { path: paths.home, component: pages.home },
  { path: paths.trips, component: pages.trips },
  { path: paths.newTrip, component: guarded(pages.newTrip) },
  // The dashboard shows its own signed-out view instead of redirecting, so a shared link to it explains itself.
  { path: paths.dashboard, component: pages.dashboard },
  { path: paths.interactiveMap, component: pages.map },
  { path: paths.map, component: pages.map },
  { path: paths.login, component: pages.login },
  { path: paths.register, component: pages.register },
  { path: paths.forgotPassword, component: pages.forgotPassword },
  { path: paths.resetPassword, component: pages.resetPassword },
  // Visitors see checkout and its success page: checkout asks them to sign in as its first step.
  { path: paths.checkoutSuccess, component: pages.checkoutSuccess },
  { path: paths.checkoutDemo, component: guarded(pages.checkoutDemo) },
  { path: paths.checkout, component: pages.checkout },
  { path: '/trip/:id/itinerary', component: pages.tripItinerary },
  { path: '/trip/:id', component: pages.trip },
  { path: '/trip-test/:id', component: pages.tripTest },
  { path: '/results/:id', component: pages.results },
  { path: paths.debug, component: pages.debug },
  { path: paths.profile, component: guarded(pages.profile) },
  { path: paths.settings, component: guarded(pages.settings) },
  { path: paths.contact, component: pages.contact },
  { path: paths.help, component: pages.help },
  { path: paths.about, component: pages.about },
  { path: paths.blog, component: pages.blog },
];

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
        {routeTable.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route component={pages.notFound} />
      </Switch>
    </Suspense>
  );
}
