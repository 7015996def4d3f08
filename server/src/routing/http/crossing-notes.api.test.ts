import { describe, expect, it } from 'vitest';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { roadLegsSchema } from '@shared/schemas/road-route';
import { databaseTargets, useLoopbackApp } from '../../test/app-suite';
import { testConfig } from '../../test/test-app';

// /api/road-route/legs says a crossing once a leg, with every reason (a 12 ft 6 in propane rig and
// the Hugh L. Carey Tunnel's clearance and propane rule), and tells a drive over the George
// Washington Bridge nothing of the Henry Hudson Parkway, whose 12 m of interchange it only touches.
// Asked of the whole app over loopback HTTP, on each database.
const JERSEY_CITY = { latitude: 40.7178, longitude: -74.0431 };
const HEMPSTEAD = { latitude: 40.7062, longitude: -73.6187 };
const NEWARK = { latitude: 40.73, longitude: -74.17 };
const NEW_ROCHELLE = { latitude: 41.03, longitude: -73.76 };

describe.each(databaseTargets())('what /api/road-route/legs says of a crossing, on %s', (_name, url) => {
  const app = useLoopbackApp(testConfig(), url);

  const legs = async (points: object[], rig: object) => {
    const res = await fetch(`${app.base()}/api/road-route/legs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ points, rvType: 'class-a', rig: { ...RIG_DEFAULTS['class-a'], ...rig } }),
    });
    expect(res.status).toBe(200);
    return roadLegsSchema.parse(await res.json()).legs;
  };

  it('names the Hugh L. Carey Tunnel once a leg, with its clearance and its propane rule', async () => {
    const found = await legs([JERSEY_CITY, HEMPSTEAD, JERSEY_CITY], { lengthFeet: 38, heightFeet: 12.5, propaneOnBoard: true });
    expect(found).toHaveLength(2);
    for (const leg of found) {
      const carey = leg.notes.filter((n) => n.includes('Hugh L. Carey'));
      expect(carey).toEqual([
        expect.stringMatching(/^Avoided the Hugh L\. Carey Tunnel \(I-478\): your rig is 12 ft 6 in high, .*\(MTA Bridges and Tunnels\); and propane is reported barred .*\(MTA Bridges and Tunnels; reported/),
      ]);
    }
  });

  it('warns of nothing on the Henry Hudson Parkway over the George Washington Bridge, either way', async () => {
    const found = await legs([NEWARK, NEW_ROCHELLE, NEWARK], { lengthFeet: 30, heightFeet: 12, propaneOnBoard: false });
    for (const leg of found) {
      expect(leg.miles).toBeGreaterThan(30);
      expect([...leg.notes, ...leg.warnings].filter((t) => t.includes('Henry Hudson'))).toEqual([]);
    }
  });
});
