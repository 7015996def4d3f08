import { describe, expect, it } from 'vitest';
import type { RestrictedSegment } from './restricted-segments';
import {
  avoidedNote,
  lineEntersPolygon,
  loadRestrictedSegments,
  segmentEdges,
  segmentsOnLine,
  sharedRestrictedSegments,
} from './restricted-segments';
import { restrictionRoutes } from '../test/restriction-routes';
import type { RouteRequest, RoutedPath } from './core/road-types';

const { segments, graph, router, plainRouter, byId, drives } = restrictionRoutes();
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

// MDTA sends the traffic it keeps out of the tunnels round the western I-695 (restriction-detours.ts).
const MDTA_DETOUR =
  ' Through traffic goes by the western section of I-695 (the Baltimore Beltway), as the authority directs.';
const FORT_MCHENRY_NOTE = `Avoided the Fort McHenry Tunnel (I-95): propane is banned over 10 lb (Maryland Transportation Authority).${MDTA_DETOUR}`;
const HARBOR_NOTE = `Avoided the Baltimore Harbor Tunnel (I-895): propane is banned over 10 lb (Maryland Transportation Authority).${MDTA_DETOUR}`;

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
        'zion-mount-carmel-highway',
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
      // A road the graph lacks (inGraph false) finds none: its polygon is for a service's line.
      if (s.inGraph === false) expect(edges[i], s.id).toEqual([]);
      else if (s.polygon) expect(edges[i].length, s.id).toBeGreaterThanOrEqual(1);
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
    // The way round is the western Beltway, so the day also says the eastern one's bridge is gone.
    const notes = p.restrictions?.map((r) => r.note);
    expect(notes).toHaveLength(3);
    expect(notes).toEqual(expect.arrayContaining([FORT_MCHENRY_NOTE, HARBOR_NOTE]));
    expect(p.restrictions?.map((r) => r.id)).toContain('francis-scott-key-bridge');
    for (const r of p.restrictions ?? []) {
      expect(r.kind).toBe('avoided');
      expect(r.index).toBeGreaterThanOrEqual(0);
      expect(r.index).toBeLessThan(p.lat.length);
    }
    // The way around (the western Beltway) is longer than the tunnel, not absurdly so.
    const direct = router.route([i95South, i95North], req(false));
    expect(p.hours).toBeGreaterThan(direct.hours);
    expect(p.miles).toBeLessThan(direct.miles + 25);
    // From I-95 at the tunnel to Canton, both in the city: its streets are the short way round.
    const short = router.route([fortMcHenryWest, i95Canton], req(true));
    expect(drives(short)).toEqual([]);
    // It says so: the graph has the city's US and state routes, not its streets.
    const [said] = short.restrictions?.map((r) => r.note) ?? [];
    expect(said.startsWith(FORT_MCHENRY_NOTE)).toBe(true);
    expect(said.slice(FORT_MCHENRY_NOTE.length)).toMatch(/^ This drive starts or ends within \d+ miles of it, where only the city's own roads go round it/);
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

// The rows added in the second round: a parkway closed to RVs, a bridge-tunnel that
// takes propane with the valves shut, a low tunnel with a hazardous-cargo sign, Seattle's tunnel.
describe('parkways, bridge-tunnels and city tunnels', () => {
  const at = (latitude: number, longitude: number) => ({ latitude, longitude });
  const rig = (more: Partial<RouteRequest>): RouteRequest => ({ profile: 'fastest', rvType: 'class-c', ...more });
  const notesOf = (p: RoutedPath) => (p.restrictions ?? []).map((r) => [r.kind, r.note]);
  // The segments a line goes through for a big propane rig (every size row counts).
  const drivesBig = (p: RoutedPath) =>
    segmentsOnLine(p, segments, { propaneOnBoard: true, lengthFeet: 40, heightFeet: 13.5 }).map((s) => s.segment.id);

  it('reads the new rows with their agencies and sources', () => {
    for (const id of ['merritt-wilbur-cross-parkways', 'chesapeake-bay-bridge-tunnel', 'sr-99-tunnel', 'bankhead-tunnel', 'bankhead-tunnel-propane'])
      expect(byId(id).checked, id).toBe('2026-12-02');
    expect(byId('merritt-wilbur-cross-parkways')).toMatchObject({
      applies: 'banned',
      limits: { lengthFeet: 24, heightFeet: 8, widthFeet: 7.5 },
      sourceUrl: 'http://www.ct.gov/dot/cwp/view.asp?A=2137&Q=294976',
    });
    expect(byId('merritt-wilbur-cross-parkways').confirmed).toBe(true);
    expect(byId('chesapeake-bay-bridge-tunnel').applies).toBe('valves-shut');
    // Valves shut, and a cylinder limit that a motorhome's larger built-in tank may be over.
    expect(byId('chesapeake-bay-bridge-tunnel').reason).toMatch(/no more than two cylinders of 60 lb each/);
    expect(byId('bankhead-tunnel').limits).toEqual({ heightFeet: 12 });
  });

  it("keeps an RV off Connecticut's parkways, saying its size and the rule", () => {
    const darien = at(41.1, -73.55);
    const trumbull = at(41.2429, -73.2007);
    const plain = plainRouter.route([darien, trumbull], rig({}));
    expect(drivesBig(plain)).toContain('merritt-wilbur-cross-parkways');
    // Around by I-95 (the way to Trumbull still crosses over the parkway, so no line test here).
    const p = router.route([darien, trumbull], rig({}));
    expect(p.miles).toBeGreaterThan(plain.miles + 2);
    expect(notesOf(p)).toEqual([
      [
        'avoided',
        "Avoided the Merritt and Wilbur Cross Parkways (CT-15): your rig is 28 ft long and 11 ft 6 in high, and Connecticut's parkways bar trailers and towed vehicles, buses and commercial vehicles, and any vehicle over 24 ft long, 7 ft 6 in wide or 8 ft high (the old bridges are low) (Connecticut Department of Transportation).",
      ],
    ]);
  });

  it('drives the Chesapeake Bay Bridge-Tunnel with propane, telling the rig to shut its valves', () => {
    const p = router.route([at(36.8988, -76.1429), at(37.2719, -75.9767)], rig({ propaneOnBoard: true }));
    expect(drives(p)).toContain('chesapeake-bay-bridge-tunnel');
    expect(notesOf(p)).toEqual([['condition', expect.stringMatching(/^On this drive, the Chesapeake Bay Bridge-Tunnel \(US-13\): propane is allowed with the valves shut: turn it off at the tank valve/)]]);
    expect(router.route([at(36.8988, -76.1429), at(37.2719, -75.9767)], rig({ propaneOnBoard: false })).restrictions).toBeUndefined();
  });

  it("keeps a rig taller than 12 ft out of Mobile's Bankhead Tunnel, and warns a lower propane rig", () => {
    const governmentStreet = at(30.6863, -88.0536);
    const blakeleyIsland = at(30.6933, -88.0301);
    const tall = router.route([governmentStreet, blakeleyIsland], rig({ rvType: 'class-a' }));
    expect(notesOf(tall)).toEqual([['avoided', expect.stringMatching(/^Avoided the Bankhead Tunnel \(US-90\/US-98\): your rig is 12 ft 6 in high, and its clearance is 12 ft/)]]);
    expect(tall.miles).toBeGreaterThan(plainRouter.route([governmentStreet, blakeleyIsland], rig({})).miles + 3);
    const low = router.route([governmentStreet, blakeleyIsland], rig({ propaneOnBoard: true }));
    expect(notesOf(low)).toEqual([['condition', expect.stringMatching(/^On this drive, the Bankhead Tunnel \(US-90\/US-98\): a sign at the entrance tells trucks carrying hazardous material not to enter/)]]);
  });

  it("warns any RV on New York's Henry Hudson Parkway, and not one on Manhattan's West Side south of it", () => {
    const tribeca = at(40.7207, -74.0122);
    const georgeWashingtonBridge = at(40.8495, -73.9426);
    const p = router.route([tribeca, georgeWashingtonBridge], rig({ propaneOnBoard: false }));
    expect(notesOf(p)).toEqual([
      ['condition', expect.stringMatching(/^On this drive, the Henry Hudson Parkway \(NY-9A\): New York City does not permit commercial vehicles/)],
    ]);
    // The same drive as before the row: an advisory is driven, not gone around.
    expect(p.miles).toBeCloseTo(plainRouter.route([tribeca, georgeWashingtonBridge], rig({})).miles, 6);
    // Tribeca to Midtown's West Side stays south of 59th Street: no note.
    expect(router.route([tribeca, at(40.7598, -74.0032)], rig({})).restrictions).toBeUndefined();
  });

  it('tells a propane rig on I-90 into Seattle to watch for a posted flammable-cargo restriction in the tunnels', () => {
    const bellevue = at(47.5795, -122.1686);
    const beaconHill = at(47.5793, -122.3136);
    const p = router.route([bellevue, beaconHill], rig({ propaneOnBoard: true }));
    expect(drives(p)).toContain('i-90-lake-washington-tunnels');
    expect(notesOf(p)).toEqual([
      ['condition', expect.stringMatching(/^On this drive, the I-90 Mount Baker Tunnel: WSDOT restricts flammable cargo .* take an alternate route across the lake \(Washington State Department of Transportation\)\.$/)],
    ]);
    expect(router.route([bellevue, beaconHill], rig({ propaneOnBoard: false })).restrictions).toBeUndefined();
  });

  it("warns a propane rig through Seattle's SR-99 tunnel and names WSDOT", () => {
    const p = router.route([at(47.6953, -122.3446), at(47.5658, -122.3394)], rig({ propaneOnBoard: true }));
    expect(drives(p)).toContain('sr-99-tunnel');
    expect(notesOf(p)).toEqual([['condition', expect.stringMatching(/^On this drive, the SR-99 tunnel under downtown Seattle \(WA-99\): .*\(Washington State Department of Transportation\)\. Reported, not confirmed/)]]);
    // North Seattle to I-90 goes through it too (out of its south end onto WA-519).
    const toI90 = router.route([at(47.6953, -122.3446), at(47.59, -122.25)], rig({ propaneOnBoard: true }));
    // ... and, its end being on the floating bridge, through I-90's Mount Baker Tunnel.
    expect(toI90.restrictions?.map((r) => r.id)).toEqual(['sr-99-tunnel', 'i-90-lake-washington-tunnels']);
  });

  it('does not warn a drive between downtown Seattle and the north, which uses SR-99 but not its tunnel', () => {
    // The graph draws SR-99 on the old viaduct's line: downtown's traffic to Aurora Avenue shares
    // its line with the tunnel's. Pike Place Market to north Seattle, both ways, and from the south.
    const pike = at(47.6097, -122.3422);
    for (const [from, to] of [
      [pike, at(47.6953, -122.3446)],
      [at(47.6953, -122.3446), pike],
      [at(47.5658, -122.3394), pike],
    ]) {
      const p = router.route([from, to], rig({ propaneOnBoard: true }));
      expect(p.roadRuns?.map((r) => r.name)).toContain('WA-99');
      expect(p.restrictions).toBeUndefined();
      expect(drives(p)).not.toContain('sr-99-tunnel');
    }
  });
});

describe('a note names its road once', () => {
  it('"Going-to-the-Sun Road", not "Going-to-the-Sun Road (Going-to-the-Sun Road)"; other segments keep their road', () => {
    const rows = loadRestrictedSegments();
    const gttsr = rows.find((s) => s.name === 'Going-to-the-Sun Road');
    const independence = rows.find((s) => s.id === 'independence-pass');
    expect(gttsr && avoidedNote(gttsr, { lengthFeet: 30 })).toMatch(/^Avoided Going-to-the-Sun Road: /);
    expect(independence && avoidedNote(independence, { lengthFeet: 40 })).toMatch(/^Avoided Independence Pass \(CO-82\): /);
  });
});
