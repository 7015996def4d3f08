import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LinePoint } from '@shared/plan/polyline';
import { encodeLine } from '@shared/plan/polyline';

/** The Mapbox token the fake service takes; any other is answered 401 as Mapbox does. */
export const FAKE_MAPBOX_TOKEN = 'pk.test-token';

/** Requested coordinates as the protocols write them: [longitude, latitude]. */
export type LngLat = [number, number];

export interface FakeRoutingService {
  /** Base URL: OSRM's (`/route/v1/driving/...`) and Mapbox Directions' (`/directions/v5/...`). */
  url: string;
  /** The path and query of every request, in order. */
  requests: string[];
  /** 'fail' answers every request 503. */
  mode: 'ok' | 'fail';
  close(): Promise<void>;
}

/** The default line: from the first to the last requested point through a bend. */
const bentLine = (pts: readonly LngLat[]): LinePoint[] => {
  const [a, b] = [pts[0], pts[pts.length - 1]];
  const line: LinePoint[] = [];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    line.push([a[1] + (b[1] - a[1]) * t + Math.sin(t * Math.PI) * 0.5, a[0] + (b[0] - a[0]) * t]);
  }
  return line;
};

/**
 * A loopback server speaking the OSRM route service and Mapbox Directions v5 protocols, so tests
 * run the real providers (URL, token, answer parsing) without the internet. It answers every route
 * with 300 km (or the metres `metres` gives for the requested points) and 3 h car time split over the
 * legs, two steps per leg (I 70, US 191), and the line `line` draws through the requested points
 * ([latitude, longitude] pairs; by default a bend from the first to the last point).
 */
export async function startFakeRoutingService(
  line: (points: readonly LngLat[]) => LinePoint[] = bentLine,
  metres: (points: readonly LngLat[]) => number = () => 300000,
): Promise<FakeRoutingService> {
  const service: FakeRoutingService = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server = http.createServer((req, res) => {
    service.requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    const m = /\/(?:route\/v1\/driving|directions\/v5\/mapbox\/driving)\/([^?]+)/.exec(url.pathname);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (service.mode === 'fail' || !m) return answer(503, { message: 'overloaded' });
    if (url.pathname.startsWith('/directions') && url.searchParams.get('access_token') !== FAKE_MAPBOX_TOKEN)
      return answer(401, { message: 'Not Authorized - Invalid Token' });
    const pts = decodeURIComponent(m[1])
      .split(';')
      .map((c) => c.split(',').map(Number) as LngLat);
    const n = pts.length - 1;
    const total = metres(pts);
    const legs = pts.slice(1).map(() => ({
      distance: total / n,
      duration: 10800 / n,
      steps: [
        { distance: (total * 2) / 3 / n, duration: 7000, name: 'Interstate 70', ref: 'I 70' },
        { distance: total / 3 / n, duration: 3800, name: '', ref: 'US 191' },
      ],
    }));
    answer(200, {
      code: 'Ok',
      routes: [{ distance: total, duration: 10800, geometry: encodeLine(line(pts)), legs }],
      waypoints: pts.map((p) => ({ location: p })),
    });
  });
  // An idle kept-alive connection stays open for the run: at the default 5 s the server closed one
  // while the planner's synchronous work held this thread, and the client's next request on it failed
  // as if the service had not answered (seen on a machine at load 10).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return service;
}
