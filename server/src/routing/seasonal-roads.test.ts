import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { segmentsOnLine } from './restricted-segments';
import { createRoadRouter } from './road-router';
import type { LatLngLike, RouteRequest, RoutedPath } from './core/road-types';
import { asSegment, loadSeasonTables } from './seasons';
import { WAY_ROUND } from './season-test-router';

// The later rows of the road-season tables: more seasonal roads (a state highway, a park road of
// the overlay, a pass gated for the winter, a dead-end park road) and winter passes in California
// and New Mexico, on the bundled graph.
const tables = loadSeasonTables();
const router = createRoadRouter(sharedRoadGraph(), [], { cacheWords: 0, seasons: tables });
const rows = [...tables.passes, ...tables.roads];
const drives = (p: RoutedPath) =>
  segmentsOnLine(p, rows.map(asSegment), { propaneOnBoard: true }).map((s) => s.segment.id);
const notes = (p: RoutedPath, kind: 'avoided' | 'passes') =>
  (p.restrictions ?? []).filter((r) => r.kind === kind).map((r) => r.note);
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
const on = (date: string): RouteRequest => ({ profile: 'fastest', rvType: 'class-c', date });

const NEW_ROADS = [
  'beartooth-highway',
  'going-to-the-sun-road-alpine',
  'sonora-pass',
  'ebbetts-pass',
  'chinook-pass',
  'cayuse-pass',
  'north-cascades-highway',
  'grand-canyon-north-rim-road',
  'lassen-park-highway',
  'yellowstone-west-roads',
  'yellowstone-lake-roads',
];

describe('the new season rows', () => {
  it('reads them, each with its dates, its source and a report quoting the agency', () => {
    const byId = new Map(tables.roads.map((r) => [r.id, r]));
    for (const id of NEW_ROADS) {
      const r = byId.get(id);
      expect(r, id).toBeDefined();
      // Checked first on 2026-12-02; a row looked at again since carries its later day.
      expect(r!.checked >= '2026-12-02', `${id} checked ${r!.checked}`).toBe(true);
      // None of these agencies' own pages gave the usual dates: each says so and names its report.
      expect(r!.confirmed, id).toBe(false);
      expect(r!.reportUrl, id).toMatch(/^https?:\/\//);
    }
    expect(byId.get('grand-canyon-north-rim-road')).toMatchObject({ closes: '12-01', opens: '05-15' });
    const passes = new Map(tables.passes.map((p) => [p.id, p]));
    expect(passes.get('conway-summit')).toMatchObject({ road: 'US-395', state: 'CA', elevationFeet: 8143 });
    expect(passes.get('deadman-summit')).toMatchObject({ road: 'US-395', state: 'CA', elevationFeet: 8047 });
    expect(passes.get('brazos-summit')).toMatchObject({ road: 'US-64', state: 'NM', elevationFeet: 10500 });
    // A chain law read only in reports says so; Colorado's, read on CDOT's page, is confirmed.
    expect(tables.chainLaws.CA).toMatchObject({ confirmed: false, authority: expect.stringMatching(/Caltrans/) });
    expect(tables.chainLaws.NM.confirmed).toBe(false);
    expect(tables.chainLaws.CO.confirmed).toBe(true);
  });
});

// Either end of each road: July drives it, January goes around and says so.
const THROUGH: Array<[id: string, from: LatLngLike, to: LatLngLike, name: RegExp]> = [
  // A US highway an MDT gate closes: Red Lodge to Cooke City.
  ['beartooth-highway', at(45.187, -109.247), at(45.0206, -109.9334), /^Avoided the Beartooth Highway \(US-212\)/],
  // A state pass Caltrans gates: Pinecrest to US-395 at Sonora Junction.
  ['sonora-pass', at(38.19, -119.99), at(38.35, -119.45), /^Avoided Sonora Pass \(CA-108\)/],
  // Another: CA-89 over Monitor Pass, from the CA-4 junction by Markleeville down to US-395 at Topaz.
  ['monitor-pass', at(38.66, -119.72), at(38.64, -119.52), /^Avoided Monitor Pass \(CA-89\)/],
  // WSDOT's passes: Marblemount to Winthrop, Enumclaw to Naches (Cayuse Pass is shut too).
  ['north-cascades-highway', at(48.53, -121.44), at(48.478, -120.186), /^Avoided the North Cascades Highway/],
  ['chinook-pass', at(47.1991, -121.9813), at(46.73, -120.7), /^Avoided Chinook Pass \(WA-410\)/],
  // A park road of the overlay: West Glacier to St. Mary over Logan Pass.
  ['going-to-the-sun-road-alpine', at(48.495, -113.98), at(48.745, -113.43), /^Avoided Going-to-the-Sun Road/],
  // A park highway: Mineral side to Manzanita Lake side of Lassen.
  ['lassen-park-highway', at(40.35, -121.58), at(40.54, -121.57), /^Avoided the Lassen Volcanic National Park Highway/],
];

describe('seasonal roads, July and January', () => {
  it.each(THROUGH)('%s: driven in July, gone around in January with the day saying so', (id, from, to, name) => {
    const july = router.route([from, to], on('2027-07-15'));
    expect(drives(july)).toContain(id);
    expect(july.restrictions).toBeUndefined();
    const january = router.route([from, to], on('2027-01-15'));
    expect(drives(january)).not.toContain(id);
    expect(january.miles).toBeGreaterThan(july.miles * 1.2);
    const avoided = notes(january, 'avoided');
    expect(avoided.filter((n) => name.test(n))).toHaveLength(1);
    // Any other is a winter pass the way round keeps off for one at most about 15 % longer (round
    // Sonora Pass, Carson Pass on CA-88 for Echo Summit on US-50), or another road closed that day
    // that a way round met and went round too, each named (round the Beartooth Highway, US-212 east of
    // Cooke City: the way by Cody is shut too; round Sonora Pass, Monitor Pass, the next way over).
    for (const n of avoided.filter((n) => !name.test(n)))
      expect(n).toMatch(
        / ft\): a winter route over it was avoided for one at most about 15 % longer\.$|^Avoided .*: usually closed for winter from about \w+ \d+ to about \w+ \d+ \(/,
      );
  });

  it('a place reached only over closed roads: the drive ends where the open road ends, and says so', () => {
    // West Yellowstone to Bridge Bay: every way in is a park road closed from November to April.
    // (Before the ends-short rule applied to seasons, the January drive took the closed roads with a
    // warning to check them: a place no car reaches in winter.)
    const westYellowstone = at(44.662, -111.104);
    const bridgeBay = at(44.534, -110.437);
    const july = router.route([westYellowstone, bridgeBay], on('2027-07-15'));
    expect(july.restrictions).toBeUndefined();
    const january = router.route([westYellowstone, bridgeBay], on('2027-01-15'));
    expect(january.miles).toBeLessThan(5);
    expect(notes(january, 'passes')).toEqual([]);
    expect(notes(january, 'avoided')).toEqual([
      expect.stringMatching(/^Ends short of Yellowstone's roads from the West Entrance .*: usually closed for winter from about November 3 until about April 18 \(Yellowstone National Park: https:\/\/www\.nps\.gov\/yell\/\)\. The day's drive ends where the road open on that date ends/),
      expect.stringMatching(/^Ends short of Yellowstone's roads by the lake/),
    ]);
    // Jacob Lake to the North Rim: AZ-67 is the only road, closed from December 1; the rim's own
    // dead-end roads beyond it are closed with it.
    const northRim = router.route([at(36.71, -112.22), at(36.3353, -112.1164)], on('2027-01-15'));
    expect(northRim.miles).toBeLessThan(2);
    expect(notes(northRim, 'avoided')).toEqual([
      expect.stringMatching(/^Ends short of the road to the Grand Canyon North Rim \(AZ-67\): usually closed for winter from about December 1 until about May 15/),
    ]);
  });
});

describe('winter passes in California and New Mexico', () => {
  it('crosses Conway Summit in July without a word, and in January names it with the chain controls', () => {
    const bridgeport = at(38.2558, -119.2313);
    const leeVining = at(37.9577, -119.1213);
    const july = router.route([bridgeport, leeVining], on('2027-07-15'));
    expect(drives(july)).toContain('conway-summit');
    expect(july.restrictions).toBeUndefined();
    const january = router.route([bridgeport, leeVining], on('2027-01-15'));
    const [note] = notes(january, 'passes');
    expect(note).toMatch(/^Crosses Conway Summit \(US-395, 8,143 ft\) in winter: no way around it/);
    expect(note).toContain('R-2 chains required on all vehicles except four-wheel drives');
    expect(note).toMatch(/Reported, not confirmed on the agency's own page: check before you go\.$/);
  });

  it('keeps off Brazos Summit on US-64 when asked to avoid passes, in any month', () => {
    const tresPiedras = at(36.6406, -105.9689);
    const chama = at(36.9022, -106.5792);
    const plain = router.route([tresPiedras, chama], on('2027-07-15'));
    expect(drives(plain)).toContain('brazos-summit');
    const asked = router.route([tresPiedras, chama], { ...on('2027-07-15'), avoidPasses: true });
    expect(drives(asked)).not.toContain('brazos-summit');
    expect(notes(asked, 'avoided')).toContainEqual(
      expect.stringMatching(new RegExp(`^Avoided Brazos Summit \\(Tusas Ridge\\) \\(US-64, 10,500 ft\\): you asked to avoid mountain passes${WAY_ROUND}\\.$`)),
    );
  });
});
