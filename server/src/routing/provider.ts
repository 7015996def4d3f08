import { decodeLine } from '@shared/plan/polyline';
import type { LatLngLike, RouteRequest, RoutedPath } from './road-router';
import { RIG_SPEED_FACTOR, RouteNotFoundError, mainRoads } from './road-router';
import { builtinRoute } from './builtin';
import { METRES_PER_MILE } from './core/road-weights';

// One routing interface: the bundled highway graph by default, OSRM or Mapbox Directions when
// configured. Every provider answers with road miles, RV drive hours and the line to draw.
export interface RoutingProvider {
  name: 'builtin' | 'osrm' | 'mapbox';
  route(waypoints: LatLngLike[], req: RouteRequest): Promise<RoutedPath>;
}

export const builtinRoutingProvider: RoutingProvider = {
  name: 'builtin',
  route: async (waypoints, req) => builtinRoute(waypoints, req),
};

// Services time a car; an RV runs about this much slower on the same roads (60 vs 65 mph on
// Interstates), a big rig slower still.
const CAR_TO_RV = 65 / 60;

interface ServiceStep {
  distance: number;
  duration: number;
  name?: string;
  ref?: string;
}
interface ServiceRoute {
  distance: number;
  duration: number;
  geometry: string;
  legs: Array<{ distance: number; duration: number; steps?: ServiceStep[] }>;
}

export class RoutingServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RoutingServiceError';
  }
}

// Turns an OSRM-style answer (Mapbox Directions shares the shape) into a RoutedPath.
export function pathFromServiceRoute(
  route: ServiceRoute,
  req: RouteRequest,
  source: 'osrm' | 'mapbox',
): RoutedPath {
  const points = decodeLine(route.geometry);
  if (points.length < 2) throw new RoutingServiceError('The routing service returned an empty line');
  const lat = points.map((p) => p[0]);
  const lng = points.map((p) => p[1]);
  const milesTotal = route.distance / METRES_PER_MILE;
  const hoursTotal = ((route.duration / 3600) * CAR_TO_RV) / RIG_SPEED_FACTOR[req.rvType];
  // Spread the service's distance and time over the line in proportion to its point spacing.
  const seg: number[] = [0];
  let sum = 0;
  for (let i = 1; i < points.length; i++) {
    const d = Math.hypot(
      (lng[i] - lng[i - 1]) * Math.cos((((lat[i] + lat[i - 1]) / 2) * Math.PI) / 180),
      lat[i] - lat[i - 1],
    );
    sum += d;
    seg.push(sum);
  }
  const cumMiles = seg.map((s) => (sum > 0 ? (s / sum) * milesTotal : 0));
  const cumHours = seg.map((s) => (sum > 0 ? (s / sum) * hoursTotal : 0));
  // Where each waypoint after the first is reached: by the legs' cumulative distance.
  const waypointIndex: number[] = [];
  let legEnd = 0;
  for (const leg of route.legs) {
    legEnd += leg.distance / METRES_PER_MILE;
    let i = cumMiles.findIndex((m) => m >= legEnd - 1e-6);
    if (i < 0) i = points.length - 1;
    waypointIndex.push(i);
  }
  waypointIndex[waypointIndex.length - 1] = points.length - 1;
  const runs = route.legs.flatMap((l) =>
    (l.steps ?? []).map((s) => ({
      // Services write refs as "I 70"; signs (and the bundled graph) say "I-70".
      name: (s.ref || s.name || '')
        .split(';')[0]
        .trim()
        .replace(/^([A-Z]{1,3})\s+(\w+)$/, '$1-$2'),
      miles: s.distance / METRES_PER_MILE,
    })),
  );
  return {
    miles: milesTotal,
    hours: hoursTotal,
    lat,
    lng,
    cumMiles,
    cumHours,
    roads: mainRoads(
      runs.filter((r) => r.name),
      milesTotal,
    ),
    waypointIndex,
    source,
  };
}

const coords = (waypoints: LatLngLike[]) =>
  waypoints.map((w) => `${w.longitude.toFixed(5)},${w.latitude.toFixed(5)}`).join(';');

async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const msg = (body as { message?: string } | null)?.message;
    throw new RoutingServiceError(`routing service answered ${res.status}${msg ? `: ${msg}` : ''}`);
  }
  return body;
}

function firstRoute(body: unknown): ServiceRoute {
  const b = body as { code?: string; routes?: ServiceRoute[]; message?: string };
  if (b?.code !== 'Ok' || !Array.isArray(b.routes) || b.routes.length === 0) {
    if (b?.code === 'NoRoute') throw new RouteNotFoundError();
    throw new RoutingServiceError(`routing service answered ${b?.code ?? 'without a route'}`);
  }
  const r = b.routes[0];
  if (typeof r.distance !== 'number' || typeof r.duration !== 'number' || typeof r.geometry !== 'string')
    throw new RoutingServiceError('routing service answered without distance, duration or geometry');
  return r;
}

// OSRM's HTTP API (route service, car profile), e.g. a self-hosted continental OSRM.
export function createOsrmProvider(baseUrl: string, opts: { timeoutMs?: number } = {}): RoutingProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    name: 'osrm',
    async route(waypoints, req) {
      const exclude = req.avoidHighways ? '&exclude=motorway' : '';
      const url = `${base}/route/v1/driving/${coords(waypoints)}?overview=full&geometries=polyline&steps=true${exclude}`;
      return pathFromServiceRoute(firstRoute(await fetchJson(url, opts.timeoutMs ?? 5000)), req, 'osrm');
    },
  };
}

// Mapbox Directions API v5 (driving profile). The token stays on the server.
export function createMapboxProvider(
  token: string,
  opts: { baseUrl?: string; timeoutMs?: number } = {},
): RoutingProvider {
  const base = (opts.baseUrl ?? 'https://api.mapbox.com').replace(/\/+$/, '');
  return {
    name: 'mapbox',
    async route(waypoints, req) {
      const exclude = req.avoidHighways ? '&exclude=motorway' : '';
      const url = `${base}/directions/v5/mapbox/driving/${coords(waypoints)}?overview=full&geometries=polyline&steps=true${exclude}&access_token=${encodeURIComponent(token)}`;
      return pathFromServiceRoute(firstRoute(await fetchJson(url, opts.timeoutMs ?? 5000)), req, 'mapbox');
    },
  };
}

export function createRoutingProvider(config: {
  osrmUrl?: string;
  mapboxAccessToken?: string;
}): RoutingProvider {
  if (config.osrmUrl) return createOsrmProvider(config.osrmUrl);
  if (config.mapboxAccessToken) return createMapboxProvider(config.mapboxAccessToken);
  return builtinRoutingProvider;
}
