import { describe, expect, it } from 'vitest';
import type { LatLngLike, RouteRequest, RoutedPath } from './core/road-types';
import { sharedRoadGraph } from './graph';
import { segmentsOnLine } from './restricted-segments';
import { sharedRoadRules } from './road-ferries';
import { createRoadRouter } from './road-router';

// A propane rig between places whose plain way crosses more than one crossing it may not take (New
// Jersey to Brooklyn or Long Island across Manhattan: the Holland Tunnel, then the Hugh L. Carey
// Tunnel), out and back, on every route option. Each leg's search went around only the first such
// crossing its route met, so the way out named the Holland Tunnel (and the Lincoln Tunnel, its next
// try) and the way back the Hugh L. Carey Tunnel alone. Each leg now keeps off, and names, every
// one its plain way would take, the same both ways.
const segments = sharedRoadRules();
const router = createRoadRouter(sharedRoadGraph(), segments, { cacheWords: 0 });
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
const PROFILES = ['fastest', 'balanced', 'scenic'] as const;
const rig = (profile: RouteRequest['profile'], propaneOnBoard: boolean): RouteRequest => ({
  profile,
  rvType: 'class-a',
  lengthFeet: 40,
  heightFeet: 12,
  propaneOnBoard,
});

/** The segments said of each leg, by kind: "avoided:holland-tunnel". */
function perLeg(p: RoutedPath): string[][] {
  const ends = p.waypointIndex;
  return ends.map((end, k) =>
    (p.restrictions ?? [])
      .filter((r) => (k === 0 || r.index > ends[k - 1]) && r.index <= end)
      .map((r) => `${r.kind}:${r.id}`)
      .sort(),
  );
}
/** The crossings a drawn line drives that the rig must keep off. */
const banned = (p: RoutedPath, req: RouteRequest) =>
  segmentsOnLine(p, segments, req)
    .filter((s) => s.rule === 'avoid')
    .map((s) => s.segment.id)
    .sort();

function outAndBack(from: LatLngLike, to: LatLngLike, profile: RouteRequest['profile']) {
  const plainOut = router.route([from, to], rig(profile, false));
  const plainBack = router.route([to, from], rig(profile, false));
  const p = router.route([from, to, from], rig(profile, true));
  return { plainOut, plainBack, p, legs: perLeg(p) };
}

describe('a propane rig out and back past two crossings it may not take', () => {
  const jerseyCity = at(40.7178, -74.0431);
  const hempstead = at(40.7062, -73.6187);
  const newark = at(40.7357, -74.1724);
  const brooklyn = at(40.6782, -73.9442);

  it.each(PROFILES)(
    'Jersey City to Hempstead and back (%s): both tunnels kept off and named each way',
    (profile) => {
      const { plainOut, plainBack, p, legs } = outAndBack(jerseyCity, hempstead, profile);
      const req = rig(profile, true);
      // The plain way each way drives two crossings the propane rig may not take.
      expect(banned(plainOut, req)).toEqual(['holland-tunnel', 'hugh-l-carey-tunnel-propane']);
      expect(banned(plainBack, req)).toEqual(['holland-tunnel', 'hugh-l-carey-tunnel-propane']);
      // The rig's drive takes neither, nor any other, and each leg names both.
      expect(banned(p, req)).toEqual([]);
      for (const leg of legs) {
        expect(leg).toContain('avoided:holland-tunnel');
        expect(leg).toContain('avoided:hugh-l-carey-tunnel-propane');
        expect(leg.filter((r) => r.startsWith('passes:'))).toEqual([]);
      }
      expect(legs[1]).toEqual(legs[0]);
    },
  );

  it('Newark to Brooklyn and back: the same crossings named each way, with why', () => {
    const { p, legs } = outAndBack(newark, brooklyn, 'fastest');
    expect(banned(p, rig('fastest', true))).toEqual([]);
    expect(legs[1]).toEqual(legs[0]);
    const avoided = legs[0].filter((r) => r.startsWith('avoided:'));
    expect(avoided).toEqual(
      expect.arrayContaining(['avoided:holland-tunnel', 'avoided:hugh-l-carey-tunnel-propane']),
    );
    const notes = (p.restrictions ?? []).filter((r) => r.kind === 'avoided').map((r) => r.note);
    expect(notes).toContainEqual(expect.stringMatching(/^Avoided the Holland Tunnel \(I-78\): propane/));
    expect(notes).toContainEqual(
      expect.stringMatching(/^Avoided the Hugh L\. Carey Tunnel \(I-478\): propane/),
    );
  });

  it.each(PROFILES)(
    "Cambridge to Revere and back (%s): Boston's tunnels kept off and named each way",
    (profile) => {
      const { plainOut, p, legs } = outAndBack(at(42.3736, -71.1097), at(42.4084, -71.012), profile);
      const req = rig(profile, true);
      expect(banned(plainOut, req).length).toBeGreaterThanOrEqual(1);
      expect(banned(p, req)).toEqual([]);
      expect(legs[1]).toEqual(legs[0]);
      for (const id of ['ted-williams-tunnel', 'tip-oneill-tunnel'])
        expect(legs[0]).toContain(`avoided:${id}`);
    },
  );

  it("Annapolis to Aberdeen and back: Baltimore's tunnels and closed bridge named each way", () => {
    const { plainOut, p, legs } = outAndBack(at(38.9784, -76.4922), at(39.5096, -76.1641), 'fastest');
    const req = rig('fastest', true);
    expect(banned(plainOut, req).length).toBeGreaterThanOrEqual(1);
    expect(banned(p, req)).toEqual([]);
    expect(legs[1]).toEqual(legs[0]);
    for (const id of ['fort-mchenry-tunnel', 'baltimore-harbor-tunnel'])
      expect(legs[0]).toContain(`avoided:${id}`);
  });
});
