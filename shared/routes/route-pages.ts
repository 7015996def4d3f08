/**
 * Pages the build renders ahead for routes other than the landing page (scripts/prerender.ts): each
 * holds the route's loading view as a placeholder in #root and preloads the route's own chunks, and
 * the server (server/src/app.ts) sends it for every path its pattern matches.
 */
export type RoutePage = {
  /** A wouter-style pattern: literal segments and `:name` segments that match any one segment. */
  pattern: string;
  /** The page's file, relative to the client build folder. */
  file: string;
};

/** The build's list of route pages, beside index.html. */
export const ROUTE_PAGES_MANIFEST = 'route-pages.json';

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The `:name` values when `pathname` is a path `pattern` stands for (same number of segments,
 * literal segments equal), else null.
 */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  if (wanted.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(got[i]);
    else if (segment !== got[i]) return null;
  }
  return params;
}

/** Whether `pathname` is a path `pattern` stands for. */
export const matchesRoutePattern = (pattern: string, pathname: string): boolean =>
  matchRoutePattern(pattern, pathname) !== null;

/** The first page whose pattern matches `pathname` (the order of the client's route table). */
export function routePageFor(pages: readonly RoutePage[], pathname: string): RoutePage | undefined {
  return pages.find((page) => matchesRoutePattern(page.pattern, pathname));
}

/** The file name a pattern's page is written to: `/results/:id` becomes `pages/results-id.html`. */
export function routePageFile(pattern: string): string {
  const name = segmentsOf(pattern)
    .map((segment) => segment.replace(/^:/, '').replace(/[^a-z0-9-]/gi, '-'))
    .join('-');
  return `pages/${name || 'index'}.html`;
}

/**
 * The empty element a shared trip's page holds where its itinerary will be (the results page's
 * loading view). For a shared trip the server fills it with the trip's title and description, so a
 * visitor opening a shared link reads them before any script runs (server/src/http/trip-preview.ts).
 */
export const TRIP_PREVIEW_SLOT = '<div data-trip-preview="true" hidden=""></div>';

/**
 * The id of the JSON list of chunks a route page with an early renderer preloads itself, once its
 * own data is in (scripts/prerender.ts writes it, client/src/features/trips/early-cards reads it).
 */
export const ROUTE_PRELOADS_ID = 'route-preloads';
