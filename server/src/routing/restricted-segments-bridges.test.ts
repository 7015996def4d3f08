import { describe, expect, it } from 'vitest';
import { segmentEdges } from './restricted-segments';
import { at, notesOf, restrictionRoutes, rig } from '../test/restriction-routes';

// The rows added in the fourth round: long bridges an RV meets on an Interstate or US
// route. The Mackinac Bridge (I-75) and the Chesapeake Bay Bridge (US-50/US-301) keep RVs back in
// high winds (a warning to every RV); the George Washington Bridge (I-95) is under the Port
// Authority's hazardous-materials rules on its lower level (a warning to a propane rig).
const { graph, router, plainRouter, byId, drives } = restrictionRoutes();
const NEW_ROWS = ['mackinac-bridge', 'chesapeake-bay-bridge', 'george-washington-bridge-propane'];

// I-75 at Mackinaw City, south of the bridge, and at St. Ignace, north of it.
const mackinawCity = at(45.7777, -84.7275);
const stIgnace = at(45.8687, -84.7305);
// US-50 at Annapolis (west of the Bay Bridge) and on Kent Island by Chester (east of it).
const annapolis = at(38.9957, -76.4568);
const kentIsland = at(38.9718, -76.2458);
// Fort Lee, NJ, west of the George Washington Bridge, and Washington Heights, Manhattan, east of it.
const fortLee = at(40.8676, -73.9889);
const washingtonHeights = at(40.8429, -73.9265);

describe('long bridges: wind holds and the George Washington Bridge', () => {
  it('reads the new rows with their agencies, sources and checked dates, each over its own road in the graph', () => {
    expect(byId('mackinac-bridge')).toMatchObject({
      road: 'I-75',
      restriction: 'rig',
      applies: 'advisory',
      authority: 'Mackinac Bridge Authority',
      sourceUrl: 'https://www.mackinacbridge.org/ufaqs/what-vehicles-are-considered-high-profile/',
    });
    expect(byId('chesapeake-bay-bridge')).toMatchObject({
      restriction: 'rig',
      applies: 'advisory',
      authority: 'Maryland Transportation Authority',
      sourceUrl: 'https://mdta.maryland.gov/News/MDTA_Traffic_Advisories/date/2014/1/21',
    });
    expect(byId('george-washington-bridge-propane')).toMatchObject({
      restriction: 'propane',
      applies: 'advisory',
      authority: 'Port Authority of New York and New Jersey',
    });
    // The two wind rows are the agencies' own pages; the bridge's propane figure is not read.
    expect(byId('mackinac-bridge').confirmed).toBe(true);
    expect(byId('chesapeake-bay-bridge').confirmed).toBe(true);
    expect(byId('george-washington-bridge-propane').notConfirmed).toMatch(/quantity table .* not read/);
    const rows = NEW_ROWS.map(byId);
    const edges = segmentEdges(graph, rows);
    rows.forEach((s, i) => {
      expect(s.checked, s.id).toBe('2026-12-04');
      // The box holds the bridge's own edges only: the spans, not the towns at either end.
      expect(edges[i].length, s.id).toBeGreaterThanOrEqual(1);
      expect(edges[i].length, s.id).toBeLessThanOrEqual(4);
      for (const e of edges[i]) expect(s.roads).toContain(graph.names[graph.edgeName[e]]);
    });
  });

  it('tells any RV on the Mackinac Bridge about its wind escorts, with propane or without, and drives it', () => {
    for (const propaneOnBoard of [true, false]) {
      const p = router.route([mackinawCity, stIgnace], rig({ propaneOnBoard }));
      expect(drives(p)).toEqual(['mackinac-bridge']);
      expect(notesOf(p)).toEqual([
        [
          'condition',
          "On this drive, the Mackinac Bridge (I-75): in high winds the Mackinac Bridge Authority escorts high-profile vehicles across the bridge, or closes it to them, and it counts recreational vehicles, campers and trailers among them: check the bridge's conditions before you go and be ready to wait for an escort (Mackinac Bridge Authority).",
        ],
      ]);
      // An advisory is driven, not gone around: the same road as without the table.
      expect(p.miles).toBeCloseTo(
        plainRouter.route([mackinawCity, stIgnace], rig({ propaneOnBoard })).miles,
        6,
      );
    }
    // Mackinaw City's own streets, south of the bridge, hear nothing.
    expect(router.route([mackinawCity, at(45.7635, -84.7445)], rig({})).restrictions).toBeUndefined();
  });

  it("warns an RV crossing the Chesapeake Bay Bridge of MDTA's wind restrictions, naming the agency", () => {
    const p = router.route([annapolis, kentIsland], rig({ rvType: 'travel-trailer' }));
    expect(drives(p)).toEqual(['chesapeake-bay-bridge']);
    expect(notesOf(p)).toEqual([
      [
        'condition',
        expect.stringMatching(
          /^On this drive, the Chesapeake Bay Bridge \(US-50\/US-301\): in winds of 40 mph or more house trailers, .* \(Maryland Transportation Authority\)\.$/,
        ),
      ],
    ]);
    expect(p.miles).toBeCloseTo(
      plainRouter.route([annapolis, kentIsland], rig({ rvType: 'travel-trailer' })).miles,
      6,
    );
    // Annapolis to Sandy Point stays on the western shore: no note.
    expect(router.route([annapolis, at(39.0105, -76.4009)], rig({})).restrictions).toBeUndefined();
  });

  it('warns a propane rig over the George Washington Bridge of the Port Authority rules, and not a rig without propane', () => {
    const p = router.route([fortLee, washingtonHeights], rig({ propaneOnBoard: true }));
    expect(drives(p)).toContain('george-washington-bridge-propane');
    expect(notesOf(p)).toEqual([
      [
        'condition',
        expect.stringMatching(
          /^On this drive, the George Washington Bridge \(I-95\): the Port Authority's hazardous-materials rules .* may not use the lower level: .* \(Port Authority of New York and New Jersey\)\. Reported, not confirmed on the agency's own page: check before you go\.$/,
        ),
      ],
    ]);
    expect(p.miles).toBeCloseTo(plainRouter.route([fortLee, washingtonHeights], rig({})).miles, 6);
    expect(
      router.route([fortLee, washingtonHeights], rig({ propaneOnBoard: false })).restrictions,
    ).toBeUndefined();
  });

  it('tells a propane rig kept out of the Hudson tunnels that the bridge it is sent over has rules too', () => {
    // Weehawken, by the Lincoln Tunnel's New Jersey end, to Midtown Manhattan: the tunnels are
    // banned to propane, so the way round goes north over the George Washington Bridge.
    const p = router.route([at(40.7687, -74.0206), at(40.758, -73.99)], rig({ propaneOnBoard: true }));
    const kinds = (p.restrictions ?? []).map((r) => [r.kind, r.id]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['avoided', 'lincoln-tunnel'],
        ['condition', 'george-washington-bridge-propane'],
      ]),
    );
  });
});

// Wind rules on three more long bridges an RV crosses on a numbered route: each a warning to every
// RV, driven, never gone around. Each pair of points lies on the graph's road either side of the
// bridge; the third point of each stays on one side.
describe('wind rules on the Delaware Memorial, Sunshine Skyway and Newport bridges', () => {
  const crossings = [
    [
      'delaware-memorial-bridge',
      at(39.6942, -75.5541),
      at(39.6797, -75.4931),
      at(39.74, -75.56),
      /Delaware River and Bay Authority\)\.$/,
    ],
    [
      'sunshine-skyway-bridge',
      at(27.716, -82.6793),
      at(27.585, -82.6148),
      at(27.77, -82.66),
      /\(Florida Highway Patrol\)\. Reported, not confirmed/,
    ],
    [
      'newport-pell-jamestown-bridges',
      at(41.4995, -71.322),
      at(41.529, -71.4273),
      at(41.4898, -71.2869),
      /\(Rhode Island Turnpike and Bridge Authority\)\. Reported, not confirmed/,
    ],
  ] as const;

  it.each(crossings)(
    'warns every RV over %s, drives it, and says nothing off it',
    (id, from, to, besides, tail) => {
      for (const rvType of ['class-b', 'travel-trailer'] as const) {
        const p = router.route([from, to], rig({ rvType }));
        expect(drives(p, { rvType }), rvType).toContain(id);
        expect(notesOf(p), rvType).toEqual([['condition', expect.stringMatching(tail)]]);
        expect(p.restrictions?.[0].id).toBe(id);
        expect(p.miles).toBeCloseTo(plainRouter.route([from, to], rig({ rvType })).miles, 6);
      }
      const near = router.route([from, besides], rig({ rvType: 'class-a' }));
      expect((near.restrictions ?? []).map((r) => r.id)).not.toContain(id);
    },
  );

  it('keeps each box to the bridge and its approaches on its own roads', () => {
    const rows = crossings.map(([id]) => byId(id));
    const edges = segmentEdges(graph, rows);
    rows.forEach((s, i) => {
      expect(s.checked, s.id).toBe('2026-12-06');
      expect(edges[i].length, s.id).toBeGreaterThanOrEqual(2);
      expect(edges[i].length, s.id).toBeLessThanOrEqual(8);
      for (const e of edges[i]) expect(s.roads).toContain(graph.names[graph.edgeName[e]]);
    });
    // The authority's own advisory for the Delaware Memorial Bridge; the others as reported.
    expect(byId('delaware-memorial-bridge').confirmed).toBe(true);
    for (const id of ['sunshine-skyway-bridge', 'newport-pell-jamestown-bridges'])
      expect(byId(id).confirmed, id).toBe(false);
  });
});

// MTA Bridges and Tunnels' own word (mta.info): in sustained winds of 50 mph it bars motor homes and
// cars pulling trailers from its crossings. Its bridges on Interstates each have a row: a warning to
// every RV, driven, never gone around. Each pair of points lies on the graph's road either side of the
// bridge; the third point stays on the first one's side.
describe("MTA's wind rule on its Interstate bridges", () => {
  const MTA_PAGE = 'https://www.mta.info/news/2012/10/27/mta-bridges-tunnels-prepared-storm';
  const bridges = [
    ['verrazzano-narrows-bridge', 'I-278', at(40.6079, -74.1459), at(40.6234, -74.0202), at(40.56, -74.17)],
    ['throgs-neck-bridge', 'I-295', at(40.8183, -73.8075), at(40.77, -73.7798), at(40.82, -73.835)],
    ['bronx-whitestone-bridge', 'I-678', at(40.82, -73.835), at(40.786, -73.8253), at(40.8183, -73.8075)],
    ['robert-f-kennedy-bridge', 'I-278', at(40.7732, -73.915), at(40.8154, -73.898), at(40.77, -73.908)],
  ] as const;

  it("reads each row as confirmed on MTA's page, with its words, over its own road's edges", () => {
    const rows = bridges.map(([id]) => byId(id));
    const edges = segmentEdges(graph, rows);
    rows.forEach((s, i) => {
      expect(s, s.id).toMatchObject({
        road: bridges[i][1],
        restriction: 'rig',
        kind: 'bridge',
        applies: 'advisory',
        authority: 'MTA Bridges and Tunnels',
        sourceUrl: MTA_PAGE,
        confirmed: true,
        checked: '2026-12-07',
      });
      expect(s.sourceSays, s.id).toMatch(/sustained winds of 50 mph .* cars pulling trailers, motor homes/);
      expect(s.reportedBy, s.id).toBeUndefined();
      expect(s.notConfirmed, s.id).toBeUndefined();
      // The spans and, for the Robert F. Kennedy Bridge, its I-278 lines over Randall's Island.
      expect(edges[i].length, s.id).toBeGreaterThanOrEqual(2);
      expect(edges[i].length, s.id).toBeLessThanOrEqual(16);
      for (const e of edges[i]) expect(s.roads).toContain(graph.names[graph.edgeName[e]]);
    });
  });

  it.each(bridges)('warns every RV over %s (%s), drives it, and says nothing off it', (id, road, from, to, besides) => {
    const note = new RegExp(
      `^On this drive, the .* \\(${road}\\): when sustained winds reach 50 mph, MTA Bridges and Tunnels bars motor homes, cars pulling trailers, .*\\(MTA Bridges and Tunnels\\)\\.$`,
    );
    for (const rvType of ['class-b', 'travel-trailer'] as const) {
      const p = router.route([from, to], rig({ rvType }));
      expect(drives(p, { rvType }), rvType).toContain(id);
      expect(notesOf(p), rvType).toEqual([['condition', expect.stringMatching(note)]]);
      expect(p.miles).toBeCloseTo(plainRouter.route([from, to], rig({ rvType })).miles, 6);
    }
    const near = router.route([from, besides], rig({ rvType: 'class-a' }));
    expect((near.restrictions ?? []).map((r) => r.id)).not.toContain(id);
  });
});
