import type { Page, Route } from '@playwright/test';
import type { TripPlan } from '../../shared/schemas/plan';
import type { ServicePlace } from '../../shared/schemas/road-stops';
import { makeRoadStops } from '../../shared/trips/test-factories';

// Road stops for the screens' tests. A plan generated before the server's road-stops step has none:
// then days 1 and 2 get stops of every kind along their drive (shared/trips/test-factories); a plan
// that has them keeps its own.

export const hasRoadStops = (plan: TripPlan) =>
  plan.dailyItinerary.some((d) => (d.roadStops ?? []).length > 0);

export function withRoadStops(plan: TripPlan): void {
  if (hasRoadStops(plan)) return;
  const kinds = [
    ['fuel', 'rest', 'propane'],
    ['dump', 'water', 'overnight'],
  ] as const;
  plan.dailyItinerary = plan.dailyItinerary.map((day, i) =>
    i < kinds.length && day.distance > 0 ? { ...day, roadStops: makeRoadStops(day, [...kinds[i]]) } : day,
  );
  for (const option of plan.routeOptions)
    if (option.type === plan.selectedRoute) option.dailyItinerary = plan.dailyItinerary;
}

/** Service places around a point, one of each kind a little apart: what GET /api/services/search answers. */
export function servicePlacesNear(lat: number, lng: number): ServicePlace[] {
  const osm = {
    source: 'OpenStreetMap',
    attribution: '© OpenStreetMap contributors',
    attributionUrl: 'https://www.openstreetmap.org/copyright',
  };
  return [
    {
      id: 'e2e-fuel',
      kind: 'fuel',
      name: "Love's Travel Stop",
      brand: "Love's",
      latitude: lat + 0.3,
      longitude: lng - 0.4,
      source: 'All The Places',
      attribution: 'All The Places',
    },
    {
      id: 'e2e-rest',
      kind: 'rest',
      name: 'Welcome center',
      latitude: lat - 0.3,
      longitude: lng + 0.4,
      detail: 'welcome center',
      source: 'US DOT rest areas',
    },
    {
      id: 'e2e-propane',
      kind: 'propane',
      name: 'Ace Hardware',
      latitude: lat - 0.35,
      longitude: lng - 0.45,
      detail: 'exchange',
      note: 'Propane cylinder exchange only: it cannot refill an RV tank.',
      ...osm,
    },
  ];
}

/**
 * Until the server's GET /api/services/search is on main, the test answers it from `servicePlacesNear`
 * (validating the query the way the server will); once the server answers, its own places are used.
 */
export async function serveServicesIfMissing(page: Page): Promise<void> {
  const probe = await page.request.get('/api/services/search?lat=38.5&lng=-109.5&radius=50&kind=fuel');
  if (probe.status() !== 404) return;
  await page.route('**/api/services/search?*', (route: Route) => {
    const url = new URL(route.request().url());
    const lat = Number(url.searchParams.get('lat'));
    const lng = Number(url.searchParams.get('lng'));
    const kind = url.searchParams.get('kind');
    const body = servicePlacesNear(lat, lng).filter((p) => p.kind === kind);
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
}
