import http from 'node:http';
import type { AddressInfo } from 'node:net';
import polyline from '@mapbox/polyline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadRouteSchema } from '@shared/schemas/road-route';
import { segmentsOnLine, sharedRestrictedSegments } from '../restricted-segments';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

// A place on a graph edge that also holds a restricted segment's stretch, outside that stretch, is
// met on its own road (road-pieces.ts, segment-stretches.ts): before, every such place was met at
// its nearest graph node anywhere, and a drive to Springdale, UT (on UT-9's 39.5-mile edge, 4 miles
// short of the Zion-Mount Carmel Highway) ended in Hildale, 13 miles south on another road. The
// rule on three rows' edges, asked of the whole app over a real loopback HTTP server.
let ctx: TestContext;
let server: http.Server;
let base = '';
beforeAll(async () => {
  ctx = await createTestApp();
  server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

async function roadRoute(query: Record<string, string>) {
  const res = await fetch(`${base}/api/road-route?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  const route = roadRouteSchema.parse(await res.json());
  return { ...route, line: polyline.decode(route.geometry, 5) };
}

const km = (a: readonly number[], b: { latitude: number; longitude: number }) =>
  Math.hypot(a[0] - b.latitude, (a[1] - b.longitude) * Math.cos((b.latitude * Math.PI) / 180)) * 111.2;
/** The restricted rows (with polygons) a line goes through, for a rig. */
const through = (line: number[][], rig: Parameters<typeof segmentsOnLine>[2]) =>
  segmentsOnLine({ lat: line.map((p) => p[0]), lng: line.map((p) => p[1]) }, sharedRestrictedSegments(), rig).map(
    (s) => s.segment.id,
  );

// The gazetteer's points (data/us-places.json), and the graph node each used to be met at.
const SPRINGDALE = { latitude: 37.1862, longitude: -113.0139 };
const HILDALE = { latitude: 37.0002, longitude: -112.9988 };
const ORINDA = { latitude: 37.87715, longitude: -122.17969 };
const ROCKCREEK = { latitude: 45.55012, longitude: -122.87705 };

describe('a drive to a place on a restricted segment\'s edge, outside the segment', () => {
  it('ends a van\'s drive from Hurricane in Springdale, UT, on UT-9, not in Hildale', async () => {
    const r = await roadRoute({ from: 'Hurricane, UT', to: 'Springdale, UT', rvType: 'class-b' });
    const end = r.line[r.line.length - 1];
    expect(km(end, SPRINGDALE)).toBeLessThan(1.5);
    expect(km(end, HILDALE)).toBeGreaterThan(15);
    // About 21 road miles up UT-9 (Hildale's way round was 22, ending 13 miles off).
    expect(r.miles).toBeGreaterThan(17);
    expect(r.miles).toBeLessThan(25);
    expect(r.roads).toEqual(['UT-9']);
    expect(through(r.line, { rvType: 'class-b' })).not.toContain('zion-mount-carmel-highway');
  });

  it('takes a van from Kanab over the Zion-Mount Carmel Highway to Springdale, and a travel trailer around it to the same end', async () => {
    const van = await roadRoute({ from: 'Kanab, UT', to: 'Springdale, UT', rvType: 'class-b' });
    const trailer = await roadRoute({ from: 'Kanab, UT', to: 'Springdale, UT', rvType: 'travel-trailer' });
    for (const r of [van, trailer]) expect(km(r.line[r.line.length - 1], SPRINGDALE)).toBeLessThan(1.5);
    expect(through(van.line, { rvType: 'class-b' })).toContain('zion-mount-carmel-highway');
    expect(van.miles).toBeLessThan(45);
    // The trailer (8 ft wide as the planner takes it) goes by AZ-389 and UT-59, about 80 miles.
    expect(through(trailer.line, { rvType: 'class-b' })).not.toContain('zion-mount-carmel-highway');
    expect(trailer.roads).toEqual(expect.arrayContaining(['AZ-389', 'UT-59']));
    expect(trailer.miles).toBeGreaterThan(70);
    expect(trailer.miles).toBeLessThan(95);
  });

  it.each([
    // CA-24's 6.6-mile edge holds the Caldecott Tunnel west of Orinda; the nearest node is 2.6 miles off.
    ['Orinda, CA', 'Walnut Creek, CA', ORINDA, 'caldecott-tunnel'],
    // US-26's 20-mile edge holds the Vista Ridge Tunnels by Portland; Rockcreek's nearest node is 5.6 miles off.
    ['Rockcreek, OR', 'Hillsboro, OR', ROCKCREEK, 'vista-ridge-tunnels'],
  ] as const)('ends a drive to %s in the town, on its own road', async (to, from, at, row) => {
    const r = await roadRoute({ from, to, rvType: 'class-c' });
    expect(km(r.line[r.line.length - 1], at)).toBeLessThan(1.5);
    // Coming from the side away from the tunnel, the drive does not go through it.
    expect(through(r.line, { rvType: 'class-c', propaneOnBoard: true })).not.toContain(row);
  });
});
