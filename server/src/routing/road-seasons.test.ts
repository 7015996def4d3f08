import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { segmentsOnLine } from './restricted-segments';
import { createRoadRouter } from './road-router';
import type { RouteRequest, RoutedPath } from './core/road-types';
import { asSegment, loadSeasonTables } from './seasons';
import { formatDriveTime } from '@shared/trips/park-reroute';
import { WAY_ROUND } from './season-test-router';

const tables = loadSeasonTables();
const graph = sharedRoadGraph();
// Its own router (cache off), with the bundled season tables and no restricted segments.
const router = createRoadRouter(graph, [], { cacheWords: 0, seasons: tables });

// The season rows a routed line goes through, by id.
const rows = [...tables.passes, ...tables.roads];
const drives = (p: RoutedPath) =>
  segmentsOnLine(p, rows.map(asSegment), { propaneOnBoard: true }).map((s) => s.segment.id);
const notes = (p: RoutedPath, kind: 'avoided' | 'passes') =>
  (p.restrictions ?? []).filter((r) => r.kind === kind).map((r) => r.note);

const req = (date: string, more: Partial<RouteRequest> = {}): RouteRequest => ({
  profile: 'fastest',
  rvType: 'class-c',
  date,
  ...more,
});

// Either end of Trail Ridge Road (US-34 through Rocky Mountain National Park).
const estesPark = { latitude: 40.3772, longitude: -105.5217 };
const grandLake = { latitude: 40.2522, longitude: -105.823 };
// Either side of Wolf Creek Pass on US-160.
const southFork = { latitude: 37.6703, longitude: -106.6406 };
const pagosaSprings = { latitude: 37.2695, longitude: -107.0098 };

describe('seasonal roads on the road graph', () => {
  it('finds every row of the tables in the graph, on its own roads only', async () => {
    const { segmentEdges } = await import('./restricted-segments');
    const edges = segmentEdges(graph, rows.map(asSegment));
    rows.forEach((r, i) => {
      // A park road the graph lacks (Reds Meadow Road) says so, and has no edges.
      if ('inGraph' in r && r.inGraph === false) return expect(edges[i], r.id).toEqual([]);
      expect(edges[i].length, r.id).toBeGreaterThan(0);
      for (const e of edges[i]) expect(r.roads).toContain(graph.names[graph.edgeName[e]]);
    });
  });

  // Mid-June: Trail Ridge Road is open and Old Fall River Road (the one-way climb to Fall River Pass,
  // open from about July 4) is not yet, so the drive over the top is Trail Ridge Road's own. In July
  // too: the old road, open then, is slower (15 mph, park-roads-zion-rocky.test.ts), so no drive over
  // the top goes round it or says so.
  const june = '2027-06-15';

  it('drives Trail Ridge Road in June and goes around it in January, saying so', () => {
    const open = router.route([estesPark, grandLake], req(june));
    expect(drives(open)).toContain('trail-ridge-road');
    expect(open.restrictions).toBeUndefined();
    const july = router.route([estesPark, grandLake], req('2027-07-15'));
    expect(drives(july)).toContain('trail-ridge-road');
    expect(drives(july)).not.toContain('old-fall-river-road');

    const january = router.route([estesPark, grandLake], req('2027-01-15'));
    expect(drives(january)).not.toContain('trail-ridge-road');
    // Around by I-70 and Berthoud Pass: far longer than over the top.
    expect(january.miles).toBeGreaterThan(open.miles * 2);
    expect(notes(january, 'avoided')).toEqual([
      "Avoided Trail Ridge Road (US-34): usually closed for winter from about October 15 to about May 28 (Rocky Mountain National Park). Reported, not confirmed on the agency's own page: check before you go.",
    ]);
  });

  it('drives Estes Park to Grand Lake over Trail Ridge in June within 10 % of the published 48 miles; in January not over it', () => {
    // "48 miles between the park's east boundary and Grand Lake", 42.5 of them from Deer Ridge Junction
    // (data/park-roads.json, the Trail Ridge Road row). The simplified US-34 lines made it 38.8.
    const july = router.route([estesPark, grandLake], req(june));
    expect(drives(july)).toContain('trail-ridge-road');
    expect(july.roads).toContain('US-34');
    expect(Math.abs(july.miles - 48) / 48).toBeLessThan(0.1);

    const january = router.route([estesPark, grandLake], req('2027-01-15'));
    expect(drives(january)).not.toContain('trail-ridge-road');
    expect(january.miles).toBeGreaterThan(100);
  });

  it('drives Teton Park Road past Jenny Lake in July, and in January goes round by US-89 to the open end by Signal Mountain', () => {
    // A park road of the overlay (data/park-roads.json): closed from Taggart Lake Trailhead to Signal
    // Mountain Lodge from November 1 to April 30; its two ends stay open.
    const moose = { latitude: 43.6546, longitude: -110.7176 };
    const signalMountainLodge = { latitude: 43.84, longitude: -110.616 };
    const july = router.route([moose, signalMountainLodge], req('2027-07-15'));
    expect(drives(july)).toContain('teton-park-road');
    expect(july.miles).toBeLessThan(20);

    const january = router.route([moose, signalMountainLodge], req('2027-01-15'));
    expect(drives(january)).not.toContain('teton-park-road');
    expect(january.roadRuns?.map((r) => r.name)).toEqual(
      expect.arrayContaining(['US-89', 'Teton Park Road']),
    );
    expect(january.miles).toBeGreaterThan(july.miles);
    expect(notes(january, 'avoided')).toEqual([
      "Avoided Teton Park Road: usually closed for winter from about November 1 to about May 1 (Grand Teton National Park). Reported, not confirmed on the agency's own page: check before you go.",
    ]);
  });

  it('warns in the uncertain weeks after its usual opening, and routes over it', () => {
    const early = router.route([estesPark, grandLake], req('2027-06-05'));
    expect(drives(early)).toContain('trail-ridge-road');
    expect(notes(early, 'passes')).toHaveLength(1);
    expect(notes(early, 'passes')[0]).toMatch(/^Trail Ridge Road \(US-34\) usually opens about May 28/);
    // Late May, before the usual opening: closed.
    expect(drives(router.route([estesPark, grandLake], req('2027-05-20')))).not.toContain('trail-ridge-road');
  });

  it('a route drawn for several days keeps off a road closed on any of them', () => {
    const path = router.route([estesPark, grandLake], req('2027-05-20', { lastDate: '2027-06-10' }));
    expect(drives(path)).not.toContain('trail-ridge-road');
  });

  it('estimates hours from a road only over roads open on the date', () => {
    const road = [{ at: estesPark, hours: 0 }];
    const [july] = router.hoursFromRoad(road, [grandLake], req('2027-07-15'), 3);
    const [january] = router.hoursFromRoad(road, [grandLake], req('2027-01-15'), 3);
    expect(july).not.toBeNull();
    // Around by I-70 and Berthoud Pass (or more than the detour allowed: no answer).
    expect(january ?? Infinity).toBeGreaterThan(july! * 1.5);
  });
});

describe('mountain passes', () => {
  it('crosses Wolf Creek Pass in July without a word', () => {
    const path = router.route([southFork, pagosaSprings], req('2027-07-15'));
    expect(drives(path)).toContain('wolf-creek-pass');
    expect(path.restrictions).toBeUndefined();
  });

  it('in winter, crosses it when no way round is within 15 %, naming it, its elevation and the chain law', () => {
    const path = router.route([southFork, pagosaSprings], req('2027-01-10'));
    expect(drives(path)).toContain('wolf-creek-pass');
    const [note] = notes(path, 'passes');
    expect(note).toMatch(/^Crosses Wolf Creek Pass \(US-160, 10,857 ft\) in winter: no way around it/);
    expect(note).toContain("Colorado's Traction Law");
    expect(note).toContain('https://codot.gov/travel/winter-driving/TractionLaw');
  });

  it('keeps off it when asked, at any time of year, however long the way round', () => {
    const plain = router.route([southFork, pagosaSprings], req('2027-07-15'));
    const path = router.route([southFork, pagosaSprings], req('2027-07-15', { avoidPasses: true }));
    expect(drives(path)).not.toContain('wolf-creek-pass');
    expect(path.miles).toBeGreaterThan(plain.miles * 1.15);
    // More than twice the drive over the pass: still round it, as asked, but the day warns (`far`),
    // with both ways' miles and hours, and how to cross it instead.
    expect(path.miles).toBeGreaterThan(plain.miles * 2);
    const way = (miles: number, hours: number) =>
      `${Math.round(miles).toLocaleString('en-US')} miles (${formatDriveTime(hours)})`;
    const marks = (path.restrictions ?? []).filter((r) => r.kind === 'avoided');
    expect(marks.map((r) => [r.note, r.far])).toEqual([
      [
        `Avoided Wolf Creek Pass (US-160, 10,857 ft): you asked to avoid mountain passes, and the way round is more than twice as long: about ${way(path.miles, path.hours)} against ${way(plain.miles, plain.hours)} over it, ${way(path.miles - plain.miles, path.hours - plain.hours)} more. To cross the pass instead, turn off "Avoid mountain passes".`,
        true,
      ],
    ]);
  });

  it("asked, a way round more than 15 % but at most twice as long is a note with both ways' miles and hours", () => {
    // Alamosa to Durango: about 150 miles over Wolf Creek, some 135 more round by New Mexico.
    const alamosa = { latitude: 37.4695, longitude: -105.87 };
    const durango = { latitude: 37.2753, longitude: -107.8801 };
    const plain = router.route([alamosa, durango], req('2027-07-15'));
    const path = router.route([alamosa, durango], req('2027-07-15', { avoidPasses: true }));
    expect(drives(plain)).toContain('wolf-creek-pass');
    expect(drives(path)).not.toContain('wolf-creek-pass');
    expect(path.miles).toBeGreaterThan(plain.miles * 1.15);
    expect(path.miles).toBeLessThan(plain.miles * 2);
    const way = (miles: number, hours: number) =>
      `${Math.round(miles).toLocaleString('en-US')} miles (${formatDriveTime(hours)})`;
    const marks = (path.restrictions ?? []).filter((r) => r.kind === 'avoided');
    expect(marks.map((r) => [r.note, r.far])).toEqual([
      [
        `Avoided Wolf Creek Pass (US-160, 10,857 ft): you asked to avoid mountain passes; the way round is about ${way(path.miles - plain.miles, path.hours - plain.hours)} longer than the ${way(plain.miles, plain.hours)} over it.`,
        undefined,
      ],
    ]);
  });

  it('without a date, no season applies', () => {
    const path = router.route([estesPark, grandLake], { profile: 'fastest', rvType: 'class-c' });
    expect(drives(path)).toContain('trail-ridge-road');
  });
});

describe('winter passes beyond Colorado: Utah and Arizona', () => {
  // Price to Duchesne over Indian Canyon (US-191); Springerville to Clifton on the Coronado Trail.
  const price = { latitude: 39.5994, longitude: -110.8107 };
  const duchesne = { latitude: 40.1633, longitude: -110.4029 };
  const springerville = { latitude: 34.1334, longitude: -109.2859 };
  const clifton = { latitude: 33.0501, longitude: -109.2962 };

  it("reads Utah's and Arizona's chain rules from the DOTs' own pages", () => {
    expect(tables.chainLaws.UT).toMatchObject({
      authority: 'Utah Department of Transportation',
      confirmed: true,
    });
    expect(tables.chainLaws.UT.sourceUrl).toMatch(/^https:\/\/www\.udot\.utah\.gov\//);
    expect(tables.chainLaws.AZ).toMatchObject({
      authority: 'Arizona Department of Transportation',
      confirmed: true,
    });
    expect(tables.chainLaws.AZ.sourceUrl).toMatch(/^https:\/\/www\.azdot\.gov\//);
  });

  it("in January names Indian Canyon Summit, its elevation and UDOT's traction rule, with no way round within 15 %", () => {
    const july = router.route([price, duchesne], req('2027-07-15'));
    expect(drives(july)).toContain('indian-canyon-summit');
    expect(july.restrictions).toBeUndefined();
    const january = router.route([price, duchesne], req('2027-01-15'));
    expect(drives(january)).toContain('indian-canyon-summit');
    const [note] = notes(january, 'passes');
    expect(note).toMatch(/^Crosses Indian Canyon Summit \(US-191, 9,100 ft\) in winter: no way around it/);
    expect(note).toContain('Utah Administrative Rule R920-6');
    // The elevation is a local paper's, not UDOT's; the chain rule is UDOT's own page.
    expect(note).not.toContain('Reported, not confirmed');
  });

  it('keeps off the Coronado Trail when asked, and warns in winter otherwise', () => {
    const winter = router.route([springerville, clifton], req('2027-12-20'));
    expect(drives(winter)).toContain('coronado-trail-summit');
    expect(notes(winter, 'passes')[0]).toMatch(
      /^Crosses the Coronado Trail's summit south of Hannagan Meadow \(US-191, 9,383 ft\) in winter/,
    );
    expect(notes(winter, 'passes')[0]).toContain(
      '(Arizona Department of Transportation: https://www.azdot.gov/',
    );
    const asked = router.route([springerville, clifton], req('2027-12-20', { avoidPasses: true }));
    expect(drives(asked)).not.toContain('coronado-trail-summit');
    expect(notes(asked, 'avoided')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Avoided the Coronado Trail's summit south of Hannagan Meadow \\(US-191, 9,383 ft\\): you asked to avoid mountain passes${WAY_ROUND}\\.$`,
        ),
      ),
    ]);
  });
});
