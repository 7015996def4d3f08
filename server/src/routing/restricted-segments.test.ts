import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import type { RestrictedSegment } from './restricted-segments';
import {
  lineEntersPolygon,
  loadRestrictedSegments,
  segmentEdges,
  segmentsOnLine,
  sharedRestrictedSegments,
} from './restricted-segments';
import { createRoadRouter } from './road-router';
import type { RouteRequest, RoutedPath } from './road-types';

const segments = loadRestrictedSegments();
const graph = sharedRoadGraph();
const router = createRoadRouter(graph, segments);
// The same graph with no table: what every route was before the table.
const plainRouter = createRoadRouter(graph, []);

const byId = (id: string) => segments.find((s) => s.id === id)!;
// The segments a routed line goes through, whatever the rig (every segment checked).
const drives = (p: RoutedPath) =>
  segmentsOnLine(p, segments, { propaneOnBoard: true }).map((s) => s.segment.id);
const req = (propaneOnBoard: boolean): RouteRequest => ({
  profile: 'fastest',
  rvType: 'class-c',
  propaneOnBoard,
});

// On I-95 south-west of Baltimore (by Elkridge) and north-east of it (by Joppatowne).
const i95South = { latitude: 39.2, longitude: -76.72 };
const i95North = { latitude: 39.45, longitude: -76.35 };
// On I-95 by the Fort McHenry Tunnel's west end, and beyond its east end (past Canton).
const fortMcHenryWest = { latitude: 39.2684, longitude: -76.6311 };
const i95Canton = { latitude: 39.3095, longitude: -76.5313 };
// Either side of the Patapsco's mouth, where the Key Bridge stood: Hawkins Point and Dundalk.
const hawkinsPoint = { latitude: 39.19, longitude: -76.55 };
const dundalk = { latitude: 39.28, longitude: -76.46 };

const FORT_MCHENRY_NOTE =
  'Avoided the Fort McHenry Tunnel (I-95): propane is banned over 10 lb (Maryland Transportation Authority).';
const HARBOR_NOTE =
  'Avoided the Baltimore Harbor Tunnel (I-895): propane is banned over 10 lb (Maryland Transportation Authority).';

describe('restricted road segments', () => {
  it('loads the table, each segment with its official source and checked date, and finds its edges in the road graph', () => {
    const ids = segments.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'fort-mchenry-tunnel',
        'baltimore-harbor-tunnel',
        'francis-scott-key-bridge',
        'holland-tunnel',
        'lincoln-tunnel',
        'hugh-l-carey-tunnel',
        'queens-midtown-tunnel',
        'ted-williams-tunnel',
        'tip-oneill-tunnel',
        'sumner-callahan-tunnels',
        'hampton-roads-bridge-tunnel',
        'monitor-merrimac-bridge-tunnel',
        'eisenhower-johnson-tunnels',
        'independence-pass',
        'going-to-the-sun-road',
        'zion-mount-carmel-tunnel',
        'us-129-the-dragon',
      ]),
    );
    for (const s of segments.filter((x) => x.authority === 'Maryland Transportation Authority'))
      expect(s.sourceUrl).toMatch(/^https:\/\/mdta\.maryland\.gov\//);
    for (const s of segments) expect(s.checked, s.id).toMatch(/^20\d\d-\d\d-\d\d$/);
    const edges = segmentEdges(graph, segments);
    segments.forEach((s, i) => {
      for (const e of edges[i]) expect(s.roads).toContain(graph.names[graph.edgeName[e]]);
      // Every row drawn over the bundled graph finds its edges; a park road comes with its overlay.
      if (s.polygon) expect(edges[i].length, s.id).toBeGreaterThanOrEqual(1);
    });
    expect(sharedRestrictedSegments()).toEqual(segments);
  });

  it('tells a line that enters a polygon from one that passes by', () => {
    const square: RestrictedSegment['polygon'] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ];
    expect(lineEntersPolygon([-1, 0.5], [2, 0.5], square)).toBe(true); // straight through
    expect(lineEntersPolygon([0.5, 0.5], [3, 3], square)).toBe(true); // from inside
    expect(lineEntersPolygon([-1, 2], [2, 2], square)).toBe(false); // above it
    expect(lineEntersPolygon([-1, -0.5], [0.4, -2], square)).toBe(false);
  });

  it('takes a harbour tunnel on I-95 through Baltimore without propane', () => {
    // Through the city the fastest way under the harbour is the Harbor Tunnel (I-895)...
    const through = router.route([i95South, i95North], req(false));
    expect(through.roads).toContain('I-95');
    expect(drives(through)).toEqual(['baltimore-harbor-tunnel']);
    expect(through.restrictions).toBeUndefined();
    // ...and from I-95 at the tunnel's west end to I-95 beyond it, the Fort McHenry Tunnel.
    const onI95 = router.route([fortMcHenryWest, i95Canton], req(false));
    expect(drives(onI95)).toEqual(['fort-mchenry-tunnel']);
    expect(onI95.restrictions).toBeUndefined();
  });

  it('goes around both tunnels with propane on board and says where and why', () => {
    const p = router.route([i95South, i95North], req(true));
    expect(drives(p)).toEqual([]);
    const notes = p.restrictions?.map((r) => r.note);
    expect(notes).toHaveLength(2);
    expect(notes).toEqual(expect.arrayContaining([FORT_MCHENRY_NOTE, HARBOR_NOTE]));
    for (const r of p.restrictions ?? []) {
      expect(r.kind).toBe('avoided');
      expect(r.index).toBeGreaterThanOrEqual(0);
      expect(r.index).toBeLessThan(p.lat.length);
    }
    // The way around (the western Beltway) is longer than the tunnel, not absurdly so.
    const direct = router.route([i95South, i95North], req(false));
    expect(p.hours).toBeGreaterThan(direct.hours);
    expect(p.miles).toBeLessThan(direct.miles + 25);
    const short = router.route([fortMcHenryWest, i95Canton], req(true));
    expect(drives(short)).toEqual([]);
    expect(short.restrictions?.map((r) => r.note)).toEqual([FORT_MCHENRY_NOTE]);
  });

  it('never drives the Key Bridge, with propane or without, and says it went around', () => {
    for (const propane of [false, true]) {
      const p = router.route([hawkinsPoint, dundalk], req(propane));
      expect(drives(p)).not.toContain('francis-scott-key-bridge');
      expect(p.restrictions?.map((r) => r.id)).toContain('francis-scott-key-bridge');
      expect(p.restrictions?.find((r) => r.id === 'francis-scott-key-bridge')?.note).toBe(
        'Avoided the Francis Scott Key Bridge (I-695): it collapsed in March 2024 and is not in service (Maryland Transportation Authority).',
      );
    }
    // The graph predates the collapse: without the table the route takes the bridge.
    expect(drives(plainRouter.route([hawkinsPoint, dundalk], req(false)))).toContain(
      'francis-scott-key-bridge',
    );
  });

  it('keeps routes nowhere near a restricted segment exactly as they were', () => {
    const denver = { latitude: 39.73915, longitude: -104.9847 };
    const moab = { latitude: 38.57332, longitude: -109.54984 };
    const chicago = { latitude: 41.88, longitude: -87.63 };
    for (const [a, b] of [
      [denver, moab],
      [chicago, denver],
    ]) {
      // Without propane: I-70's Eisenhower-Johnson Tunnels are an advisory for propane only.
      const withTable = router.route([a, b], req(false));
      const without = plainRouter.route([a, b], req(false));
      expect(withTable).toEqual(without);
      expect(withTable.restrictions).toBeUndefined();
    }
  });

  it('keeps estimates from a known road off the tunnels with propane on board', () => {
    // From I-95 south of the harbour, the hours to Canton (across it) grow when the tunnels are shut.
    const road = [{ at: { latitude: 39.255, longitude: -76.63 }, hours: 0 }];
    const canton = [{ latitude: 39.28, longitude: -76.56 }];
    const [without] = router.hoursFromRoad(road, canton, req(false), 2);
    const [withPropane] = router.hoursFromRoad(road, canton, req(true), 2);
    expect(without).not.toBeNull();
    expect(withPropane).not.toBeNull();
    expect(withPropane!).toBeGreaterThan(without! + 0.03);
  });

  it('finds the segments a routing service drives, for the rig it carries', () => {
    const fort = byId('fort-mchenry-tunnel');
    // A line straight through the tunnel's crossing, west to east.
    const line = { lat: [39.264, 39.262, 39.26], lng: [-76.6, -76.583, -76.565] };
    expect(segmentsOnLine(line, segments, { propaneOnBoard: true }).map((s) => s.segment.id)).toEqual([
      fort.id,
    ]);
    expect(segmentsOnLine(line, segments, { propaneOnBoard: false })).toEqual([]);
    expect(segmentsOnLine(line, segments, {})).toEqual([]);
  });
});
