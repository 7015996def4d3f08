import { describe, expect, it } from 'vitest';
import type { CampgroundRow } from './data';
import {
  chooseCampground,
  createCampgroundIndex,
  mergeCampgrounds,
  seasonWarning,
  toCampground,
} from './campgrounds';
import { openOn, parseOsmSeason, seasonLabel } from './seasons';
import { campgroundRow } from '../../test/planner-data';

// Seasons at both ends: office hours are not seasons; a park of unknown season is read against its
// neighbours that report one, in spring and autumn alike.

const osmRow = (id: string, season: string | undefined, lat = 44.35, lng = -68.2): CampgroundRow =>
  mergeCampgrounds(
    [],
    [{ id, name: `Park ${id}`, state: 'ME', lat, lng, category: 'unknown', osmTourism: 'camp_site', season }],
    [],
  )[0];

// RIDB wording "open mid-May through mid-October" gives a season window.
const mayToOctober = (id: string, lat: number, lng: number) =>
  campgroundRow({
    id,
    lat,
    lng,
    state: 'ME',
    description: 'A wooded campground, open mid-May through mid-October, with sites for RVs.',
  });

describe('opening hours are not seasons', () => {
  it.each(['Mo-Su 08:00-20:00', 'Mo-Fr 09:00-18:00; Sa 10:00-14:00', '08:00-22:00'])(
    'office hours %s are no season: unknown, and never shown as one',
    (hours) => {
      const season = parseOsmSeason(hours);
      expect(openOn(season, '2026-10-25')).toBeUndefined();
      expect(seasonLabel(season)).toBeUndefined();
      expect(toCampground(osmRow('osm-h', hours)).reported?.season).toBeUndefined();
    },
  );

  it('a rule naming months is a season, and closures alone leave the rest of the year open', () => {
    expect(openOn(parseOsmSeason('May-Oct: Mo-Su 08:00-20:00'), '2026-11-10')).toBe(false);
    expect(openOn(parseOsmSeason('Nov-Dec off; Jan-Apr off'), '2026-06-10')).toBe(true);
    expect(openOn(parseOsmSeason('Nov-Dec off; Jan-Apr off'), '2026-12-10')).toBe(false);
  });
});

describe('a park of unknown season among closed neighbours', () => {
  // Acadia: a park reporting no season, three within 50 miles open mid-May to mid-October.
  const unknown = osmRow('osm-unknown', undefined);
  const neighbours = [
    mayToOctober('ridb-a', 44.4, -68.25),
    mayToOctober('ridb-b', 44.3, -68.4),
    mayToOctober('ridb-c', 44.5, -68.1),
  ];
  const index = createCampgroundIndex([unknown, ...neighbours]);

  it('is flagged in autumn: "Parks near here close by mid-October; call ahead"', () => {
    const warning = seasonWarning(unknown, ['2026-10-25', '2026-10-26'], index.near);
    expect(warning).toMatch(
      /^Parks near here close by mid-October; call ahead: Park osm-unknown reports no season/,
    );
    expect(warning).toContain('3 of 3 parks within 50 miles that report one are closed on Oct 25');
  });

  it('names its sources: the neighbours whose season it read, and where each reported it', () => {
    const warning = seasonWarning(unknown, ['2026-10-25'], index.near);
    expect(warning).toMatch(
      /Closed for the season per: the Recreation\.gov description of Camp ridb-a \("open mid-May through mid-October"\); the Recreation\.gov description of Camp ridb-[bc] \(.*\)\.$/,
    );
    const osm = createCampgroundIndex([
      unknown,
      osmRow('osm-n1', 'May-Sep', 44.4, -68.25),
      osmRow('osm-n2', 'Jun-Sep', 44.3, -68.4),
    ]);
    expect(seasonWarning(unknown, ['2026-04-20'], osm.near)).toMatch(
      /Closed for the season per: Park osm-n1's OpenStreetMap season tag \("May-Sep"\); Park osm-n2's OpenStreetMap season tag \("Jun-Sep"\)\.$/,
    );
  });

  it('is flagged in spring too, with when they open', () => {
    expect(seasonWarning(unknown, ['2026-04-20'], index.near)).toMatch(
      /^Parks near here open only from mid-May; call ahead/,
    );
  });

  it('is not flagged in their season, nor when the park reports its own', () => {
    expect(seasonWarning(unknown, ['2026-07-10'], index.near)).toBeUndefined();
    expect(seasonWarning(osmRow('osm-all', 'no'), ['2026-10-25'], index.near)).toBeUndefined();
  });

  it('reads when neighbours close from an OSM month range too', () => {
    const osmNeighbours = createCampgroundIndex([
      unknown,
      osmRow('osm-n1', 'May-Sep', 44.4, -68.25),
      osmRow('osm-n2', 'Jun-Sep: Mo-Su 08:00-20:00', 44.3, -68.4),
    ]);
    expect(seasonWarning(unknown, ['2026-10-25'], osmNeighbours.near)).toMatch(
      /^Parks near here close by late September; call ahead/,
    );
  });

  it('is not flagged on one closed neighbour alone, nor when most known neighbours are open', () => {
    const one = createCampgroundIndex([unknown, neighbours[0]]);
    expect(seasonWarning(unknown, ['2026-10-25'], one.near)).toBeUndefined();
    const mostlyOpen = createCampgroundIndex([
      unknown,
      ...neighbours.slice(0, 2),
      ...['a', 'b', 'c'].map((k) => osmRow(`osm-open-${k}`, 'no', 44.36, -68.21)),
    ]);
    expect(seasonWarning(unknown, ['2026-10-25'], mostlyOpen.near)).toBeUndefined();
  });

  it('ranks a park known to be open above it, in any month its neighbours are closed', () => {
    const allYear = osmRow('osm-open', 'no', 44.6, -68.5);
    const candidates = [
      { item: unknown, distance: 1 },
      { item: allYear, distance: 25 },
      ...neighbours.map((item) => ({ item, distance: 30 })),
    ];
    const pick = (date: string) =>
      chooseCampground(candidates, { rvType: 'class-c', specialNeeds: [], cheap: false, dates: [date] });
    expect(pick('2026-10-25')?.row.id).toBe('osm-open');
    expect(pick('2026-04-20')?.row.id).toBe('osm-open');
    // In season the nearer park is fine, and no neighbour gives a reason to call ahead.
    expect(pick('2026-07-10')?.row.id).toBe('osm-unknown');
    expect(pick('2026-07-10')?.seasonUnknown).toBe(false);
    // Only closed parks and the unknown one left: it is flagged.
    const flagged = chooseCampground(
      candidates.filter((c) => c.item.id !== 'osm-open'),
      { rvType: 'class-c', specialNeeds: [], cheap: false, dates: ['2026-10-25'] },
    );
    expect(flagged).toMatchObject({ row: { id: 'osm-unknown' }, seasonUnknown: true });
  });
});

describe('a park of unknown season is read against parks run alike', () => {
  // Arvin, CA in October: a private RV park in the valley, and national forest campgrounds up on the
  // mountain that close for winter (McGill Campground's "summer"), 30 miles off.
  const place = (id: string, category: string, season: string | undefined, extra: Partial<CampgroundRow> = {}) =>
    ({ ...osmRow(id, season, 35.2, -118.8), category, ...extra }) as CampgroundRow;
  const cityPark = place('osm-city', 'private_inferred', undefined);
  const forest = [
    place('osm-f1', 'federal', 'May-Sep'),
    place('osm-f2', 'unknown', 'Jun-Sep', { website: 'https://www.fs.usda.gov/recarea/lpnf/recarea/?recid=1' }),
    place('osm-f3', 'unknown', 'Jun-Sep', { operator: 'US Forest Service' }),
  ];

  it('a private park is not warned because forest campgrounds close, nor ranked down for it', () => {
    const index = createCampgroundIndex([cityPark, ...forest]);
    expect(seasonWarning(cityPark, ['2026-10-15'], index.near)).toBeUndefined();
    const open = place('osm-open-far', 'private_inferred', 'no');
    const choice = chooseCampground(
      [
        { item: cityPark, distance: 2 },
        { item: open, distance: 30 },
        ...forest.map((item) => ({ item, distance: 20 })),
      ],
      { rvType: 'class-c', specialNeeds: [], cheap: false, dates: ['2026-10-15'] },
    );
    expect(choice?.row.id).toBe('osm-city');
  });

  it('a private park is warned when private parks around it close, a public one when public ones do', () => {
    const privateClosed = [
      place('osm-p1', 'private_inferred', 'May-Sep'),
      place('osm-p2', 'koa', 'Apr-Sep'),
    ];
    const withPrivate = createCampgroundIndex([cityPark, ...forest, ...privateClosed]);
    expect(seasonWarning(cityPark, ['2026-10-15'], withPrivate.near)).toContain(
      '2 of 2 parks within 50 miles that report one are closed on Oct 15',
    );
    const forestUnknown = place('osm-forest-unknown', 'federal', undefined);
    const withForest = createCampgroundIndex([forestUnknown, ...forest]);
    expect(seasonWarning(forestUnknown, ['2026-10-15'], withForest.near)).toContain(
      '3 of 3 parks within 50 miles that report one are closed on Oct 15',
    );
  });
});
