import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { roadLegsSchema, roadRouteSchema } from '@shared/schemas/road-route';
import { segmentsOnLine } from '../restricted-segments';
import { sharedRoadRules } from '../road-ferries';
import { databaseTargets, useLoopbackApp } from '../../test/app-suite';
import { testConfig } from '../../test/test-app';

// /api/road-route and its legs for a propane rig from New Jersey to Long Island, whose plain way
// crosses Manhattan by two tunnels that ban propane (the Holland Tunnel, then the Hugh L. Carey
// Tunnel): the line keeps off both, and each leg of a drive out and back names both, the same way
// round. Before, a leg went around only the first such tunnel its route met, and the way back named
// the Hugh L. Carey Tunnel alone. Asked of the whole app over loopback HTTP, on each database.
const JERSEY_CITY = { latitude: 40.7178, longitude: -74.0431 };
const HEMPSTEAD = { latitude: 40.7062, longitude: -73.6187 };
const rig = (propaneOnBoard: boolean) => ({ ...RIG_DEFAULTS['class-a'], heightFeet: 12, propaneOnBoard });
const propane = { rvType: 'class-a' as const, propaneOnBoard: true, heightFeet: 12, lengthFeet: 40 };
const banned = (line: number[][]) =>
  segmentsOnLine({ lat: line.map((p) => p[0]), lng: line.map((p) => p[1]) }, sharedRoadRules(), propane)
    .filter((s) => s.rule === 'avoid')
    .map((s) => s.segment.id)
    .sort();

describe.each(databaseTargets())('a propane rig across New York City by road, on %s', (_name, url) => {
  const app = useLoopbackApp(testConfig(), url);

  const roadRoute = async (propaneOnBoard: boolean) => {
    const query = { from: 'Jersey City, NJ', to: 'Hempstead, NY', rvType: 'class-a' };
    const res = await fetch(
      `${app.base()}/api/road-route?${new URLSearchParams({ ...query, rig: JSON.stringify(rig(propaneOnBoard)) })}`,
    );
    expect(res.status).toBe(200);
    const route = roadRouteSchema.parse(await res.json());
    return { ...route, line: polyline.decode(route.geometry, 5) };
  };

  it('/api/road-route keeps the propane rig out of both tunnels its plain way drives', async () => {
    const plain = await roadRoute(false);
    expect(banned(plain.line)).toEqual(['holland-tunnel', 'hugh-l-carey-tunnel-propane']);
    const withPropane = await roadRoute(true);
    expect(banned(withPropane.line)).toEqual([]);
    expect(withPropane.miles).toBeGreaterThan(plain.miles);
  });

  it('/api/road-route/legs names both tunnels on the way out and on the way back', async () => {
    const res = await fetch(`${app.base()}/api/road-route/legs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        points: [JERSEY_CITY, HEMPSTEAD, JERSEY_CITY],
        rvType: 'class-a',
        rig: rig(true),
      }),
    });
    expect(res.status).toBe(200);
    const { legs } = roadLegsSchema.parse(await res.json());
    expect(legs).toHaveLength(2);
    for (const leg of legs) {
      expect(banned(polyline.decode(leg.geometry, 5))).toEqual([]);
      expect(leg.notes).toContainEqual(
        expect.stringMatching(/^Avoided the Holland Tunnel \(I-78\): propane/),
      );
      expect(leg.notes).toContainEqual(
        expect.stringMatching(/^Avoided the Hugh L\. Carey Tunnel \(I-478\): propane/),
      );
    }
    expect([...legs[1].notes].sort()).toEqual([...legs[0].notes].sort());
  });
});
