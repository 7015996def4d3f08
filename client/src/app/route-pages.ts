/**
 * The routes the build renders a page for ahead of time (scripts/prerender.ts), besides the landing
 * page: each page holds the route's loading view in #root, so the frame and heading paint before any
 * script runs, and preloads the route's own chunks beside the entry script. The client renders over
 * the placeholder (main.tsx). Pages whose first view depends on the signed-in account are left out.
 */
export const AHEAD_RENDERED_ROUTES: ReadonlyArray<{ pattern: string; module: string }> = [
  { pattern: '/trips', module: 'src/pages/trips.tsx' },
  { pattern: '/dashboard', module: 'src/pages/dashboard.tsx' },
  { pattern: '/interactive-map', module: 'src/pages/map.tsx' },
  { pattern: '/map', module: 'src/pages/map.tsx' },
  { pattern: '/login', module: 'src/pages/login.tsx' },
  { pattern: '/register', module: 'src/pages/register.tsx' },
  { pattern: '/trip/:id/itinerary', module: 'src/pages/trip-itinerary.tsx' },
  { pattern: '/trip/:id', module: 'src/pages/trip.tsx' },
  { pattern: '/results/:id', module: 'src/pages/results.tsx' },
  { pattern: '/contact', module: 'src/pages/contact.tsx' },
  { pattern: '/help', module: 'src/pages/help.tsx' },
  { pattern: '/about', module: 'src/pages/about.tsx' },
  { pattern: '/blog', module: 'src/pages/blog.tsx' },
];
