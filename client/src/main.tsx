import './lib/zod-config';
import type { ErrorInfo } from 'react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import { preloadRoute } from './app/routes';
import { carryOverPlaceholderInput } from './app/placeholder-input';
import { addRoutePreloads, afterFirstPaint } from './lib/route-preloads';
import { registerServiceWorker } from './app/offline/service-worker';
import { loadAccountMenu } from './app/nav-bar';
import { loadTripSync } from './app/trip-sync-gate';
import { authToken } from './lib/api-client';
import { meQueryOptions } from './features/auth/api/get-me';
import './index.css';

/**
 * React reports markup that did not match the prerender, and other errors it recovered from, here;
 * logged as errors so the end-to-end tests (which fail on console errors) catch them.
 */
function reportRecoverableError(error: unknown, info: ErrorInfo) {
  console.error('React recovered from an error while rendering', error, info.componentStack ?? '');
}

// Made here so the route's data can start loading before the first render (preloadRoute).
const queryClient = createQueryClient();

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

/**
 * The first render from scratch, as a transition: React then renders in short slices and leaves the
 * main thread free between them, instead of blocking input for the whole first render.
 */
function renderFromScratch(root: HTMLElement) {
  const reactRoot = createRoot(root, { onRecoverableError: reportRecoverableError });
  startTransition(() => reactRoot.render(app));
  preloadSignedInParts();
}

/**
 * With a session, the account menu and trip syncing render as soon as the account is confirmed: their
 * chunks are asked for now, each import in a task of its own, rather than inside that render (where
 * setting up their chunks' fetches made one long task of it on a phone). A failure is left to the
 * render, which asks again.
 */
function preloadSignedInParts() {
  if (authToken() === null) return;
  for (const load of [loadAccountMenu, loadTripSync]) setTimeout(() => void load().catch(() => undefined), 0);
}

async function mount(root: HTMLElement) {
  const pathname = window.location.pathname;
  // With a session, the account is asked for now, alongside the page's chunk, rather than after the
  // first render (the nav bar and signed-in pages wait on it). The auth provider reads the answer.
  if (authToken() !== null) void queryClient.prefetchQuery(meQueryOptions());
  if (root.dataset.placeholder !== undefined) {
    // What a visitor types into a placeholder's form before the app renders is kept (placeholder-input.ts).
    carryOverPlaceholderInput(root);
    // A route page's loading view paints before the page asks for its chunks and data: fetched beside
    // it, they would share a phone's bandwidth with its first paint (lib/route-preloads.ts).
    await afterFirstPaint();
    addRoutePreloads();
  }
  // The page's chunk first, so the first render shows the page (not a spinner) and hydration renders
  // exactly what the build rendered.
  // A route page's placeholder is its loading view: the first render may wait a moment for the data.
  await preloadRoute(pathname, queryClient, { waitForData: root.dataset.placeholder !== undefined });
  // The build prerenders `/` into #root and names the path it rendered (scripts/prerender.ts). Only
  // that path may hydrate the markup.
  if (root.dataset.prerendered === pathname) {
    hydrateRoot(root, app, { onRecoverableError: reportRecoverableError });
    preloadSignedInParts();
    return;
  }
  // Another page's prerender (a saved copy served for another URL) goes at once. A route page's
  // placeholder (its loading view) stays on screen until React's first commit replaces it.
  if (root.dataset.prerendered !== undefined) root.replaceChildren();
  renderFromScratch(root);
}

const root = document.getElementById('root');
if (root) {
  mount(root).catch((error: unknown) => {
    // The page's chunk did not load (offline with an old build, say): render without the prerender.
    console.error('Could not load the page before its first render', error);
    root.replaceChildren();
    renderFromScratch(root);
  });
}

registerServiceWorker();
