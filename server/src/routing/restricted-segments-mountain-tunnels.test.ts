import { describe, expect, it } from 'vitest';
import { segmentEdges } from './restricted-segments';
import type { RouteRequest } from './core/road-types';
import { at, notesOf, restrictionRoutes, rig } from '../test/restriction-routes';

// Mountain tunnels on Interstates: the Pennsylvania Turnpike's four (I-70/I-76 and I-476), where the
// Turnpike Commission lets an RV's propane through shut off, and I-77's two in Virginia, where
// Virginia's tunnel rule puts no restriction on hazardous materials beyond the federal rules. All
// six are driven with the day's note to a propane rig; none is gone around. And Pittsburgh's Fort
// Pitt Tunnel under Mount Washington (I-376), 13 ft 6 in high: a taller rig goes round it.
const { graph, router, plainRouter, byId, drives } = restrictionRoutes();
const TURNPIKE = [
  'allegheny-mountain-tunnel',
  'tuscarora-mountain-tunnel',
  'kittatinny-blue-mountain-tunnels',
  'lehigh-tunnel',
];
const I77 = ['east-river-mountain-tunnel', 'big-walker-mountain-tunnel'];

// Graph junctions, so the router with the table and the one without start and end alike.
// I-76 at Carlisle (east of Blue Mountain) and at Breezewood's end of the I-70 concurrency.
const carlisle = at(40.1967, -77.4073);
const breezewood = at(40.0472, -77.9637);
// I-76 at the Willow Hill interchange, between the Tuscarora and Kittatinny tunnels.
const willowHill = at(40.1144, -77.7852);
// I-77 south of Big Walker Mountain (toward Wytheville) and north of East River Mountain.
const i77South = at(36.961, -81.0652);
const i77North = at(37.3143, -81.0599);
// I-476 south (Lehigh Valley side) and north of the Lehigh Tunnel.
const lehighSouth = at(40.7174, -75.6242);
const lehighNorth = at(40.7978, -75.6735);
// I-376 (Parkway West) south-west of the Fort Pitt Tunnel, and the Fort Pitt Bridge's downtown end.
const parkwayWest = at(40.4206, -80.0324);
const downtownPittsburgh = at(40.4393, -80.01);

const propane = (more: Partial<RouteRequest> = {}) => rig({ propaneOnBoard: true, ...more });

describe('the Pennsylvania Turnpike tunnels and I-77 tunnels', () => {
  it('reads the rows: the Turnpike Commission as reported (valves shut), Virginia from its own rule (advisory)', () => {
    for (const id of TURNPIKE) {
      const row = byId(id);
      expect(row, id).toMatchObject({
        restriction: 'propane',
        applies: 'valves-shut',
        authority: 'Pennsylvania Turnpike Commission',
        sourceUrl: 'http://www.pabulletin.com/secure/data/vol30/30-26/1081.html',
        checked: '2026-12-06',
      });
      expect(row.reason).toMatch(/up to 100 lb of propane .* turned off while in the tunnel/);
      // The 100 lb answer is the Commission's e-mail as an RV site quotes it: not its own page.
      expect(row.notConfirmed).toMatch(/learntorv\.com/);
    }
    for (const id of I77) {
      expect(byId(id), id).toMatchObject({
        restriction: 'propane',
        applies: 'advisory',
        authority: 'Virginia Department of Transportation',
        sourceUrl: 'https://law.lis.virginia.gov/admincodeexpand/title24/agency30/chapter61',
      });
      expect(byId(id).reason).toMatch(/^Virginia's rules .* \(24VAC30-61-30\) put no restriction/);
      expect(byId(id).confirmed).toBe(true);
    }
  });

  it("finds each tunnel's carriageways in the graph and nothing else", () => {
    const rows = [...TURNPIKE, ...I77].map(byId);
    const found = segmentEdges(graph, rows);
    rows.forEach((row, i) => {
      const names = found[i].map((e) => graph.names[graph.edgeName[e]]);
      for (const name of names) expect(row.roads, row.id).toContain(name);
      // The Turnpike tunnels and Big Walker: one edge a carriageway, both carriageways.
      if (row.id !== 'east-river-mountain-tunnel') expect(found[i], row.id).toHaveLength(2);
    });
    // East River Mountain: the graph draws I-77 and US-52 through it as lines of their own, both caught.
    const east = found[rows.findIndex((r) => r.id === 'east-river-mountain-tunnel')];
    expect(new Set(east.map((e) => graph.names[graph.edgeName[e]]))).toEqual(new Set(['I-77', 'US-52']));
  });

  it('drives the Turnpike from Carlisle to Breezewood with propane, telling the rig at each tunnel to shut it off', () => {
    const p = router.route([carlisle, breezewood], propane());
    expect(drives(p)).toEqual(
      expect.arrayContaining(['kittatinny-blue-mountain-tunnels', 'tuscarora-mountain-tunnel']),
    );
    expect(notesOf(p)).toEqual([
      [
        'condition',
        expect.stringMatching(
          /^On this drive, the Kittatinny Mountain and Blue Mountain Tunnels \(I-76\): propane is allowed with the valves shut: the Pennsylvania Turnpike Commission .* \(Pennsylvania Turnpike Commission\)\. Reported, not confirmed/,
        ),
      ],
      [
        'condition',
        expect.stringMatching(
          /^On this drive, the Tuscarora Mountain Tunnel \(I-76\): propane is allowed with the valves shut: /,
        ),
      ],
    ]);
    // A condition is driven, not gone around: the same road as without the table.
    expect(p.miles).toBeCloseTo(plainRouter.route([carlisle, breezewood], propane()).miles, 6);
    expect(router.route([carlisle, breezewood], rig({ propaneOnBoard: false })).restrictions).toBeUndefined();
  });

  it('tells a drive from Willow Hill west only of the Tuscarora tunnel, the one it goes through', () => {
    const p = router.route([willowHill, breezewood], propane());
    expect(drives(p)).toEqual(['tuscarora-mountain-tunnel']);
    expect(p.restrictions?.map((r) => r.id)).toEqual(['tuscarora-mountain-tunnel']);
  });

  it('drives I-77 through both Virginia tunnels with propane, each day note saying no restriction applies', () => {
    const p = router.route([i77South, i77North], propane());
    expect(drives(p)).toEqual(expect.arrayContaining(I77));
    expect(p.restrictions?.map((r) => r.id).sort()).toEqual([...I77].sort());
    for (const r of p.restrictions ?? []) {
      expect(r.kind).toBe('condition');
      expect(r.note).toMatch(
        /put no restriction on them in this tunnel beyond the federal hazardous-materials rules, so your propane may go through \(Virginia Department of Transportation\)\.$/,
      );
    }
    expect(p.miles).toBeCloseTo(plainRouter.route([i77South, i77North], propane()).miles, 6);
    expect(router.route([i77South, i77North], rig({ propaneOnBoard: false })).restrictions).toBeUndefined();
  });

  it('drives the Lehigh Tunnel on I-476 either way with the valves-shut note', () => {
    for (const [from, to] of [
      [lehighSouth, lehighNorth],
      [lehighNorth, lehighSouth],
    ]) {
      const p = router.route([from, to], propane());
      expect(drives(p)).toEqual(['lehigh-tunnel']);
      expect(notesOf(p)).toEqual([
        [
          'condition',
          expect.stringMatching(
            /^On this drive, the Lehigh Tunnel \(I-476\): propane is allowed with the valves shut: /,
          ),
        ],
      ]);
    }
  });
});

describe("Pittsburgh's Fort Pitt Tunnel (I-376/US-22/US-30)", () => {
  it('reads the row as a 13 ft 6 in height limit, reported by the encyclopedia, not PennDOT', () => {
    expect(byId('fort-pitt-tunnel')).toMatchObject({
      restriction: 'size',
      applies: 'banned',
      limits: { heightFeet: 13.5 },
      authority: 'Pennsylvania Department of Transportation',
    });
    expect(byId('fort-pitt-tunnel').notConfirmed).toMatch(/PennDOT's own figure was not read/);
    // The three roads the graph draws through the bores, and no other (not US-19 at the west portal).
    const [edges] = segmentEdges(graph, [byId('fort-pitt-tunnel')]);
    expect(new Set(edges.map((e) => graph.names[graph.edgeName[e]]))).toEqual(
      new Set(['I-376', 'US-22', 'US-30']),
    );
  });

  it('sends a 14 ft rig round the tunnel by the West End, saying its height, and lets a 13 ft 6 in Class A through', () => {
    const plain = plainRouter.route([parkwayWest, downtownPittsburgh], rig({}));
    expect(drives(plain, { heightFeet: 14 })).toEqual(['fort-pitt-tunnel']);
    const tall = router.route([parkwayWest, downtownPittsburgh], rig({ rvType: 'class-a', heightFeet: 14 }));
    expect(drives(tall, { heightFeet: 14 })).toEqual([]);
    expect(tall.miles).toBeGreaterThan(plain.miles + 0.5);
    // Round by Saw Mill Run Boulevard and West Carson Street (PA-837), as PennDOT's closure detours go.
    expect(tall.roadRuns?.map((r) => r.name)).toContain('PA-837');
    expect(notesOf(tall)).toEqual([
      [
        'avoided',
        expect.stringMatching(
          /^Avoided the Fort Pitt Tunnel \(I-376\/US-22\/US-30\): your rig is 14 ft high, and its clearance is 13 ft 6 in \(Pennsylvania Department of Transportation\)\. Reported, not confirmed/,
        ),
      ],
    ]);
    // At the limit, not over it: driven as before, and nothing said.
    const atLimit = router.route(
      [parkwayWest, downtownPittsburgh],
      rig({ rvType: 'class-a', heightFeet: 13.5 }),
    );
    expect(atLimit.miles).toBeCloseTo(plain.miles, 6);
    expect(atLimit.restrictions).toBeUndefined();
  });
});
