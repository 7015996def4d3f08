import './lib/zod-config';
import type { ErrorInfo } from 'react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import { registerServiceWorker } from './app/offline/service-worker';
import './index.css';

/**
 * React reports markup that did not match the prerender, and other errors it recovered from, here;
 * logged as errors so the end-to-end tests (which fail on console errors) catch them.
 */
function reportRecoverableError(error: unknown, info: ErrorInfo) {
  console.error('React recovered from an error while rendering', error, info.componentStack ?? '');
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

async function mount(root: HTMLElement) {
  // The build prerenders `/` into #root and names the path it rendered (scripts/prerender.ts). Only
  // that path may hydrate the markup; any other page (a saved copy served for another URL) starts clean.
  const pathname = window.location.pathname;
  if (root.dataset.prerendered === pathname) {
    // The page's chunk is loaded first, so hydration renders exactly what the build rendered.
    await preloadRoute(pathname);
    hydrateRoot(root, app, { onRecoverableError: reportRecoverableError });
    return;
  }
  root.replaceChildren();
  createRoot(root, { onRecoverableError: reportRecoverableError }).render(app);
}

const root = document.getElementById('root');
if (root) {
  mount(root).catch((error: unknown) => {
    // The page's chunk did not load (offline with an old build, say): render without the prerender.
    console.error('Could not hydrate the prerendered page', error);
    root.replaceChildren();
    createRoot(root, { onRecoverableError: reportRecoverableError }).render(app);
  });
}

registerServiceWorker();
