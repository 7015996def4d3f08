import { describe, expect, it } from 'vitest';
import type { RoutedPath } from './core/road-types';
import { segmentEdges } from './restricted-segments';
import { at, notesOf, restrictionRoutes, rig } from '../test/restriction-routes';

// The rows added in the third round: the Caldecott Tunnel's rule on liquefied petroleum
// gas (an advisory for a propane rig), and the low, narrow rock tunnels of the Black Hills' Needles
// Highway and Iron Mountain Road (size limits).
const routes = restrictionRoutes();
const { router, plainRouter, byId } = routes;
// The segments a line goes through for a big propane rig (every size and propane row counts).
const drives = (p: RoutedPath) =>
  routes.drives(p, { propaneOnBoard: true, lengthFeet: 40, heightFeet: 13.5 });

// CA-24 at the Oakland end of the tunnel, and east of it toward Walnut Creek.
const oakland = at(37.8491, -122.2285);
const walnutCreek = at(37.9, -122.1);
// SD-87 at the Needles Highway's west end (by Sylvan Lake), and at its east end by Legion Lake.
const sylvanLake = at(43.8558, -103.5781);
const legionLake = at(43.7995, -103.445);
// US-16A at Keystone, the Iron Mountain Road's north end.
const keystone = at(43.8955, -103.4185);

describe('the Caldecott Tunnel and the Needles Highway', () => {
  it('reads the new rows with their agencies, sources and what is not confirmed', () => {
    expect(byId('caldecott-tunnel')).toMatchObject({
      restriction: 'propane',
      applies: 'advisory',
      sourceUrl: 'https://www.dmv.ca.gov/pubs/vctop/d13/vc31301.htm',
      checked: '2026-12-07',
    });
    expect(byId('needles-highway-tunnels')).toMatchObject({
      restriction: 'size',
      applies: 'banned',
      limits: { heightFeet: 9.67, widthFeet: 8 },
      checked: '2026-12-02',
    });
    expect(byId('iron-mountain-road-tunnels')).toMatchObject({
      restriction: 'size',
      applies: 'banned',
      limits: { heightFeet: 11, widthFeet: 10.75 },
      sourceUrl: 'https://custerresorts.com/activities/scenic-drives/iron-mountain-road',
    });
    // The Vehicle Code's words read on the DMV's own page; the park's tunnel figures only as a resort gives them.
    expect(byId('caldecott-tunnel').confirmed).toBe(true);
    for (const id of ['needles-highway-tunnels', 'iron-mountain-road-tunnels'])
      expect(byId(id).confirmed, id).toBe(false);
  });

  it('warns a propane rig through the Caldecott Tunnel and leaves a rig without propane be', () => {
    const p = router.route([oakland, walnutCreek], rig({ propaneOnBoard: true }));
    expect(drives(p)).toContain('caldecott-tunnel');
    expect(notesOf(p)).toEqual([
      [
        'condition',
        expect.stringMatching(
          /^On this drive, the Caldecott Tunnel \(CA-24\): California's Vehicle Code \(section 31301\) bars liquefied petroleum gas .*\(California Department of Transportation\)\.$/,
        ),
      ],
    ]);
    // An advisory is driven, not gone around: the same road as without the table.
    expect(p.miles).toBeCloseTo(plainRouter.route([oakland, walnutCreek], rig({})).miles, 6);
    expect(router.route([oakland, walnutCreek], rig({ propaneOnBoard: false })).restrictions).toBeUndefined();
  });

  it("keeps a rig taller than 9 ft 8 in off the Needles Highway's tunnels, saying its height", () => {
    const plain = plainRouter.route([sylvanLake, legionLake], rig({}));
    expect(drives(plain)).toContain('needles-highway-tunnels');
    const p = router.route([sylvanLake, legionLake], rig({}));
    expect(drives(p)).not.toContain('needles-highway-tunnels');
    expect(p.miles).toBeGreaterThan(plain.miles + 5);
    expect(notesOf(p)).toEqual([
      [
        'avoided',
        expect.stringMatching(
          /^Avoided the Needles Highway's tunnels \(SD-87\): your rig is 11 ft 6 in high, and its one-lane rock tunnels .* \(Custer State Park\)\. Reported, not confirmed/,
        ),
      ],
    ]);
  });

  it('lets a van under the limits through, and keeps off one that says it is too wide', () => {
    const van = router.route([sylvanLake, legionLake], rig({ rvType: 'class-b' }));
    expect(drives(van)).toContain('needles-highway-tunnels');
    expect(van.restrictions).toBeUndefined();
    const wide = router.route([sylvanLake, legionLake], rig({ rvType: 'class-b', widthFeet: 8.5 }));
    expect(drives(wide)).not.toContain('needles-highway-tunnels');
    expect(wide.restrictions?.[0].note).toMatch(/your rig is 8 ft 6 in wide/);
  });

  it('keeps a rig taller than 11 ft off the Iron Mountain Road, round by Hill City and Custer', () => {
    const plain = plainRouter.route([keystone, legionLake], rig({}));
    expect(drives(plain)).toEqual(['iron-mountain-road-tunnels']);
    const p = router.route([keystone, legionLake], rig({}));
    expect(drives(p)).toEqual([]);
    expect(p.miles).toBeGreaterThan(plain.miles + 5);
    // The way round neither takes the Needles Highway, which is lower still: the day says both.
    expect(p.restrictions?.map((r) => [r.kind, r.id])).toEqual(
      expect.arrayContaining([
        ['avoided', 'iron-mountain-road-tunnels'],
        ['avoided', 'needles-highway-tunnels'],
      ]),
    );
    expect(p.restrictions?.find((r) => r.id === 'iron-mountain-road-tunnels')?.note).toMatch(
      /^Avoided the Iron Mountain Road's tunnels \(US-16A\): your rig is 11 ft 6 in high, and its three one-lane rock tunnels .* \(Custer State Park\)\. Reported, not confirmed/,
    );
    // A 9 ft 6 in van takes the Iron Mountain Road as before.
    const van = router.route([keystone, legionLake], rig({ rvType: 'class-b' }));
    expect(drives(van)).toEqual(['iron-mountain-road-tunnels']);
    expect(van.restrictions).toBeUndefined();
  });
});

describe('the Cumberland Gap Tunnel (US-25E)', () => {
  // US-25E at Middlesboro, KY, north of the tunnel, and at Harrogate, TN, south of it.
  const middlesboro = at(36.6084, -83.7166);
  const harrogate = at(36.5823, -83.6569);

  it("warns a propane rig that the tunnel authority escorts hazardous materials, from the authority's own page", () => {
    expect(byId('cumberland-gap-tunnel')).toMatchObject({
      restriction: 'propane',
      applies: 'advisory',
      authority: 'Cumberland Gap Tunnel Authority',
      sourceUrl: 'http://cgtunnel.com/faq.html',
      confirmed: true,
      checked: '2026-12-07',
    });
    const p = router.route([middlesboro, harrogate], rig({ propaneOnBoard: true }));
    expect(drives(p)).toContain('cumberland-gap-tunnel');
    expect(notesOf(p)).toEqual([
      [
        'condition',
        "On this drive, the Cumberland Gap Tunnel (US-25E): the Cumberland Gap Tunnel Authority escorts vehicles carrying hazardous materials through the tunnels, under procedures set with the National Park Service: ask the authority whether your rig's propane needs the escort (Cumberland Gap Tunnel Authority).",
      ],
    ]);
    expect(p.miles).toBeCloseTo(plainRouter.route([middlesboro, harrogate], rig({})).miles, 6);
    expect(
      router.route([middlesboro, harrogate], rig({ propaneOnBoard: false })).restrictions,
    ).toBeUndefined();
  });
});

describe('the Vista Ridge Tunnels (US-26, Portland)', () => {
  // US-26 at the Sylvan interchange, west of the tunnels, and at its I-405 junction downtown, east of
  // them (both graph junctions, so the router with the table and the one without start alike).
  const sylvan = at(45.50782, -122.74569);
  const downtown = at(45.51413, -122.68866);

  it('reads the row as an advisory from a forum report, its box holding only the graph edges through the tunnels', () => {
    const row = byId('vista-ridge-tunnels');
    expect(row).toMatchObject({
      road: 'US-26',
      restriction: 'propane',
      applies: 'advisory',
      authority: 'Oregon Department of Transportation',
      checked: '2026-12-05',
    });
    // The rule concerns commercial hazardous-material trucks, not an RV's own propane: the reason
    // says so, and since only a forum reports it, so does `notConfirmed`.
    expect(row.reason).toMatch(/commercial trucks .* not for an RV's own propane/);
    expect(row.notConfirmed).toMatch(/Only an RV forum .* ODOT's own rule was not read/);
    const [edges] = segmentEdges(routes.graph, [row]);
    // The graph's two carriageways of US-26 through the ridge, and neither I-405 nor US-26 downtown.
    expect(edges).toHaveLength(2);
    for (const e of edges) expect(routes.graph.names[routes.graph.edgeName[e]]).toBe('US-26');
  });

  it('notes the tunnels for a propane rig either way and drives them, and says nothing to a rig without propane', () => {
    for (const [from, to] of [
      [sylvan, downtown],
      [downtown, sylvan],
    ]) {
      const p = router.route([from, to], rig({ propaneOnBoard: true }));
      expect(drives(p)).toEqual(['vista-ridge-tunnels']);
      expect(notesOf(p)).toEqual([
        [
          'condition',
          "On this drive, the Vista Ridge Tunnels (US-26): a sign on US-26 approaching Portland restricts hazardous materials in the tunnels, a rule RVers report is for commercial trucks carrying them, not for an RV's own propane: follow the posted signs (Oregon Department of Transportation). Reported, not confirmed on the agency's own page: check before you go.",
        ],
      ]);
      // An advisory is driven, not gone around: the same road as without the table.
      expect(p.miles).toBeCloseTo(plainRouter.route([from, to], rig({ propaneOnBoard: true })).miles, 6);
      expect(router.route([from, to], rig({ propaneOnBoard: false })).restrictions).toBeUndefined();
    }
    // Downtown to North Portland on I-405 passes the tunnels' east end without entering them.
    const north = router.route([downtown, at(45.5407, -122.6797)], rig({ propaneOnBoard: true }));
    expect(north.restrictions).toBeUndefined();
  });
});
