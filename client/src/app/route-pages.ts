/**
 * The routes the build renders a page for ahead of time (scripts/prerender.ts), besides the landing
 * page: each page holds the route's loading view in #root, so the frame and heading paint before any
 * script runs. The client renders over the placeholder (main.tsx), whose entry script asks for the
 * route's chunks at once; the page preloads only those listed in AHEAD_ROUTE_PRELOADS, at low
 * priority. Pages whose first view depends on the signed-in account are left out.
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

/**
 * Modules (from the client folder) whose chunks a route's page preloads at low priority, so they
 * come behind the stylesheet and the entry script but in parallel: otherwise the entry script asks
 * for the route's data code one module after another (app/routes.tsx evaluates the trip schemas in
 * turn), a round trip each, and the page's own chunk only after them. On a throttled phone My Trips
 * showed its first card at 3.1 s, 1.3 s of it in that chain (bench/trips-signed-in.ts); a trip's
 * pages load the same schemas and the trip bundle before their own chunk.
 */
const TRIP_SCHEMAS = [
  '../shared/schemas/places.ts',
  '../shared/schemas/plan.ts',
  '../shared/schemas/trip.ts',
  '../shared/schemas/trip-document.ts',
];
const tripPage = (page: string) => [...TRIP_SCHEMAS, 'src/entities/trips/trip-bundle.ts', page];

export const AHEAD_ROUTE_PRELOADS: Readonly<Record<string, readonly string[]>> = {
  '/trips': [...TRIP_SCHEMAS, 'src/features/trips/api/get-trips.ts', 'src/pages/trips.tsx'],
  '/results/:id': tripPage('src/pages/results.tsx'),
  '/trip/:id': tripPage('src/pages/trip.tsx'),
  '/trip/:id/itinerary': tripPage('src/pages/trip-itinerary.tsx'),
};
