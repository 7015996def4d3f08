/**
 * The routes the build renders a page for ahead of time (scripts/prerender.ts), besides the landing
 * page: each page holds the route's loading view in #root, so the frame and heading paint before any
 * script runs. The client renders over the placeholder (main.tsx), whose entry script asks for the
 * route's chunks at once; the page does not preload them, since beside the stylesheet they would
 * delay that first paint. Pages whose first view depends on the signed-in account are left out.
 */
export const AHEAD_RENDERED_ROUTES: readonly string[] = [
  '/trips',
  '/dashboard',
  '/interactive-map',
  '/map',
  '/login',
  '/register',
  '/trip/:id/itinerary',
  '/trip/:id',
  '/results/:id',
  '/contact',
  '/help',
  '/about',
  '/blog',
];
