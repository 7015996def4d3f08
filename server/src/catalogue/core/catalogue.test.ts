import { describe, expect, it } from 'vitest';
import { NEED_FILTERS } from '@shared/schemas/needs';
import { campgroundSchema } from '@shared/schemas/places';
import type { CampgroundRow, OsmCampgroundRow, RidbEnrichmentRow } from './data';
import {
  campgroundKind,
  chooseCampground,
  genericName,
  createCampgroundIndex,
  fitsRig,
  maxLengthFeet,
  meetsNeed,
  mergeCampgrounds,
  notForRvs,
  searchCatalogue,
  toCampground,
} from './campgrounds';
import { campgroundRow } from '../../test/planner-data';

const osm = (o: Partial<OsmCampgroundRow> & Pick<OsmCampgroundRow, 'id'>): OsmCampgroundRow => ({
  name: `Park ${o.id}`,
  state: 'UT',
  lat: 38.6,
  lng: -109.55,
  category: 'private_inferred',
  osmTourism: 'caravan_site',
  rvEvidence: true,
  ...o,
});

const merge = (ridb: CampgroundRow[], rows: OsmCampgroundRow[], enrich: RidbEnrichmentRow[] = []) =>
  mergeCampgrounds(
    ridb,
    rows.map((r) => ({ ...r })),
    enrich,
  );

describe('merging the catalogue', () => {
  const ridb = campgroundRow({ id: 'ridb-1', lat: 38.6, lng: -109.5, name: 'Saddlehorn Campground' });
  const enrich: RidbEnrichmentRow[] = [
    {
      ridbId: 'ridb-1',
      ridbName: 'Saddlehorn',
      osmId: 'osm-9',
      osmName: 'Saddlehorn (Loop A)',
      pets: 'leashed',
    },
    {
      ridbId: 'ridb-1',
      ridbName: 'Saddlehorn',
      osmId: 'osm-10',
      osmName: 'Saddlehorn (Loop C)',
      pets: 'no',
      website: 'https://www.nps.gov/colm/saddlehorn.htm',
      electric: false,
    },
  ];
  const rows = merge(
    [ridb],
    [osm({ id: 'osm-1', electric: true, name: 'Moab KOA', category: 'koa' })],
    enrich,
  );

  it('keeps one record per campground from both sources, with OSM tags on matched RIDB rows', () => {
    expect(rows.map((r) => r.id)).toEqual(['ridb-1', 'osm-1']);
    const [r, o] = rows;
    expect(r.source).toBe('RIDB');
    expect(r.osmId).toBe('osm-9');
    expect(r.pets).toBe('leashed'); // first matched object wins per tag
    expect(r.electric).toBe(false); // filled from the second loop
    expect(o.source).toBe('OSM');
    expect(o.cost).toBeNull();
  });

  it('gives a repeated OSM number (a node and a way) an id of its own, the first keeping its id', () => {
    const twice = merge(
      [],
      [
        osm({ id: 'osm-5', name: 'Harmony Hill Camp Park' }),
        osm({ id: 'osm-5', name: 'Harmony Hill Camp Park', lat: 38.61 }),
        osm({ id: 'osm-5-2', name: 'Next door' }),
        osm({ id: 'osm-5', name: 'Third' }),
      ],
    );
    expect(twice.map((r) => r.id)).toEqual(['osm-5', 'osm-5-2', 'osm-5-2-2', 'osm-5-3']);
    expect(new Set(twice.map((r) => r.id)).size).toBe(twice.length);
    expect(twice[1].lat).toBe(38.61);
  });

  it('gives SPEC types, reported attributes and the OSM credit', () => {
    const [r, o] = rows.map((x) => campgroundSchema.parse(toCampground(x, 1)));
    expect(r.type).toBe('national-park'); // NPS website from OSM
    expect(r.attribution).toBe('© OpenStreetMap contributors'); // shows OSM-derived tags
    expect(r.reported?.pets).toBe('yes');
    expect(r.reported?.electric).toBe('no');
    expect(o.type).toBe('private');
    expect(o.dataSource).toBe('OpenStreetMap');
    expect(o.attribution).toBe('© OpenStreetMap contributors');
    expect(o.attributionUrl).toBe('https://www.openstreetmap.org/copyright');
    expect(o.reported?.electric).toBe('yes');
    expect(o.reported?.pets).toBe('unknown'); // not tagged: unknown, never a guess
    expect(o.reported?.dumpStation).toBe('unknown');
    expect(o.amenities).toContain('Electric hook-ups');
    // A plain RIDB row carries no OSM credit.
    const plain = toCampground(campgroundRow({ id: 'ridb-2', lat: 1, lng: 1 }));
    expect(plain.attribution).toBeUndefined();
    expect(plain.type).toBe('public');
  });

  it('reads categories and names into SPEC types', () => {
    const kind = (o: Partial<OsmCampgroundRow>) => campgroundKind(merge([], [osm({ id: 'osm-x', ...o })])[0]);
    expect(kind({ category: 'state_park' })).toBe('state');
    expect(kind({ category: 'county_municipal' })).toBe('public');
    expect(kind({ category: 'unknown', osmTourism: 'camp_site', name: 'Lake Bistineau State Park' })).toBe(
      'state',
    );
    expect(kind({ category: 'unknown', osmTourism: 'camp_site', name: 'Sunny Acres RV Resort' })).toBe(
      'private',
    );
    // Nothing says who runs it: unknown ("Campground"), never "Public campground" (campground-kind.test.ts).
    expect(kind({ category: 'unknown', osmTourism: 'camp_site', name: 'Pine Flat Campground' })).toBe(
      'unknown',
    );
  });

  it("follows the operator where the category is only inferred or unknown, never a concession's", () => {
    const kind = (o: Partial<OsmCampgroundRow>) => campgroundKind(merge([], [osm({ id: 'osm-x', ...o })])[0]);
    const unknown = { category: 'unknown', osmTourism: 'camp_site' } as const;
    expect(kind({ ...unknown, name: 'Pine Flat Campground', operator: 'Pine Flat Family LLC' })).toBe(
      'private',
    );
    expect(kind({ ...unknown, name: 'Twin Peaks Campground', operator: 'National Parks Service' })).toBe(
      'national-park',
    );
    expect(
      kind({ ...unknown, name: 'Bee Camp', operator: 'Hollister Hills State Vehicular Recreation Area' }),
    ).toBe('state');
    expect(kind({ ...unknown, name: 'Quarry Park', operator: 'United State Corps of Engineers' })).toBe(
      'public',
    );
    expect(kind({ ...unknown, name: 'Lake Camp', operator: 'Inyo County' })).toBe('public');
    expect(kind({ ...unknown, name: 'Lake Camp', operator: 'Lake Camp' })).toBe('unknown');
    const website = 'https://dec.ny.gov/places/charles-e-baker-state-forest';
    expect(kind({ ...unknown, name: 'Moscow Hill Assembly Area', operator: 'NYDEC', website })).toBe(
      'public',
    );
    expect(kind({ ...unknown, name: 'Chisos Basin', operator: 'Big Bend NP' })).toBe('national-park');
    expect(kind({ ...unknown, name: 'Rock Camp', operator: 'Klamath NF' })).toBe('public');
    expect(kind({ ...unknown, name: 'Lake Camp', operator: 'ACOE' })).toBe('public');
    expect(kind({ category: 'private_inferred', name: 'Cherokee Dam Campground', operator: 'TVA' })).toBe(
      'public',
    );
    expect(
      kind({
        category: 'private_inferred',
        name: 'Victory Lake',
        operator: 'Nebraska Game And Parks Commission',
      }),
    ).toBe('state');
    // A forest campground a company runs for the Forest Service is still a public campground.
    expect(
      kind({ category: 'federal', name: 'Pine Mountain Campground', operator: 'Parks Management Company' }),
    ).toBe('public');
    expect(
      kind({ category: 'state_park', name: 'Viking Lake State Park Campground', operator: 'Iowa DNR' }),
    ).toBe('state');
  });
});

describe('filtering', () => {
  const rows = merge(
    [],
    [
      osm({ id: 'osm-1', name: 'Boy Scout Camp Tamarack' }),
      osm({ id: 'osm-2', name: 'Lakeside Group Campground' }),
      osm({ id: 'osm-3', name: 'Sunny Naturist Resort' }),
      osm({ id: 'osm-4', name: 'Members Club RV', reservation: 'members_only' }),
      osm({ id: 'osm-5', name: 'Tent Haven', caravans: false }),
      osm({
        id: 'osm-6',
        name: 'Good RV Park',
        electric: true,
        drinkingWater: true,
        sewer: true,
        pets: 'yes',
        dumpStation: true,
        maxLength: '14', // metres: 46 ft
      }),
      osm({
        id: 'osm-7',
        name: 'Plain Camp',
        osmTourism: 'camp_site',
        rvEvidence: false,
        category: 'unknown',
      }),
    ],
  );

  it.each([
    'Timbercrest RV & Mobile Home Park',
    'Nettles Mobile Home Park',
    'Swan Creek Manufactured Home Community RV Park',
    'Del Norte Mobile Estates',
    'Sleepy Hollow MHP',
    'Southern Pines Baptist Camp',
    'Lakeview Methodist Camp Meeting',
    'Pine Ridge Bible Camp',
    'Camp Azuza Senior Camp',
    'Quarry Horse Camp',
    'Bear Creek Equestrian Campground',
    'RV Storage',
    'Seville RV & Boat Storage',
    'Starlight Glamping Domes',
  ])('never offers %s for a night', (name) => {
    expect(notForRvs(merge([], [osm({ id: 'osm-n', name })])[0])).toBe(true);
  });

  it.each([
    'Country Court Motel & RV Park',
    'Deep South Boat Storage & RV Park',
    "Gordon's Well RV Park And Storage",
    'Island Retreat RV Park',
    'Crazy Horse Campgrounds',
    'Horseshoe Bend Campground',
    'Canyon RV Resort & Glamping',
  ])('still offers %s', (name) => {
    expect(notForRvs(merge([], [osm({ id: 'osm-y', name })])[0])).toBe(false);
  });

  it.each([
    { name: 'Camp Liahona Redwoods', operator: 'Church of Jesus Christ of Latter-Day Saints' },
    { name: 'Apache Bluff', operator: 'BCMSR', website: 'https://broadcreekbsa.org' },
    { name: 'Lake Camp', operator: 'Circle Ten Council' },
    { name: 'Camp Lakeside', operator: 'YMCA' },
  ])('never offers a camp a church or youth organisation runs: $name', (o) => {
    expect(notForRvs(merge([], [osm({ id: 'osm-c', ...o })])[0])).toBe(true);
  });

  it('never offers tent-only, group, youth, members-only or naturist parks to RVs', () => {
    expect(rows.filter((r) => notForRvs(r)).map((r) => r.id)).toEqual([
      'osm-1',
      'osm-2',
      'osm-3',
      'osm-4',
      'osm-5',
    ]);
    const index = createCampgroundIndex(rows);
    const found = searchCatalogue(index, { lat: 38.6, lng: -109.55, radius: 25 }, 100).map((c) => c.id);
    expect(found.sort()).toEqual(['osm-6', 'osm-7']);
    expect(
      chooseCampground(index.near({ latitude: 38.6, longitude: -109.55 }, 25), {
        rvType: 'class-c',
        specialNeeds: [],
        cheap: false,
        exclude: new Set(['osm-6', 'osm-7']),
      }),
    ).toBeUndefined();
  });

  it('filters by reported amenities: unknown does not pass', () => {
    const index = createCampgroundIndex(rows);
    const q = { lat: 38.6, lng: -109.55, radius: 25 };
    for (const f of [{ hookups: true }, { pets: true }, { dumpStation: true }]) {
      expect(searchCatalogue(index, { ...q, ...f }, 100).map((c) => c.id)).toEqual(['osm-6']);
    }
    expect(searchCatalogue(index, { ...q, bigRig: true }, 100).map((c) => c.id)).toEqual(['osm-6']);
  });

  it('filters by every need of the vocabulary through its filter key', () => {
    const index = createCampgroundIndex(rows);
    const q = { lat: 38.6, lng: -109.55, radius: 25 };
    const all = searchCatalogue(index, q, 100).map((c) => c.id);
    for (const { need, key } of NEED_FILTERS) {
      const reporting = rows
        .filter((r) => all.includes(r.id) && meetsNeed(r, need) === true)
        .map((r) => r.id);
      const found = searchCatalogue(index, { ...q, [key]: true }, 100).map((c) => c.id);
      expect(found.sort(), need).toEqual(reporting.sort());
    }
  });

  it('ranks parks meeting needs first and reports what is missing', () => {
    const index = createCampgroundIndex(rows);
    const near = index.near({ latitude: 38.6, longitude: -109.55 }, 25);
    const choice = chooseCampground(near, {
      rvType: 'class-a',
      specialNeeds: ['full-hookups', 'pet-friendly', 'laundry'],
      cheap: false,
    });
    expect(choice?.row.id).toBe('osm-6');
    expect(choice?.needsMet).toEqual(['full-hookups', 'pet-friendly']);
    expect(choice?.needsUnavailable).toEqual(['laundry']);
    expect(meetsNeed(rows[6], 'full-hookups')).toBeUndefined();
  });
});

describe('rig length rule', () => {
  const withMax = (maxLength: string) => merge([], [osm({ id: `osm-${maxLength}`, maxLength })])[0];

  it('reads reported lengths in feet, and OSM metres by default', () => {
    expect(maxLengthFeet(withMax("30'"))).toBe(30);
    expect(maxLengthFeet(withMax('27 ft'))).toBe(27);
    expect(maxLengthFeet(withMax('12'))).toBe(39); // metres
    expect(maxLengthFeet(withMax('7.32'))).toBe(24);
    expect(
      maxLengthFeet(
        campgroundRow({
          id: 'ridb-3',
          lat: 1,
          lng: 1,
          description: 'Sites accommodate a maximum length of 22 feet.',
        }),
      ),
    ).toBe(22);
    expect(maxLengthFeet(campgroundRow({ id: 'ridb-4', lat: 1, lng: 1 }))).toBeUndefined();
  });

  it('never chooses a park shorter than the rig, and prefers RV evidence for big rigs', () => {
    const short = withMax("30'");
    expect(fitsRig(short, 'class-a')).toBe(false);
    expect(fitsRig(short, 'fifth-wheel')).toBe(false);
    expect(fitsRig(short, 'class-c')).toBe(true);
    expect(fitsRig(short, 'travel-trailer')).toBe(true);
    expect(fitsRig(withMax("22'"), 'travel-trailer')).toBe(false);
    expect(fitsRig(withMax("22'"), 'class-b')).toBe(true);
    const closeShort = { item: short, distance: 1 };
    const tentish = merge(
      [],
      [osm({ id: 'osm-t', osmTourism: 'camp_site', rvEvidence: false, category: 'unknown' })],
    )[0];
    const rvPark = merge([], [osm({ id: 'osm-rv' })])[0];
    const pick = (rvType: 'class-a' | 'class-c') =>
      chooseCampground([closeShort, { item: tentish, distance: 5 }, { item: rvPark, distance: 20 }], {
        rvType,
        specialNeeds: [],
        cheap: false,
      })?.row.id;
    expect(pick('class-a')).toBe('osm-rv');
    expect(pick('class-c')).toBe("osm-30'");
  });

  it('ranks a record whose name is no name below every named park', () => {
    // "Private Owner" near Denver (osm-9074597368) is a street address, not a park a traveller can find.
    const unnamed = merge(
      [],
      [osm({ id: 'osm-po', name: 'Private Owner', electric: true, dumpStation: true })],
    )[0];
    const bare = merge([], [osm({ id: 'osm-cg', name: ' RV  park ' })])[0];
    const named = merge([], [osm({ id: 'osm-named', name: 'Cherry Creek RV Park', rvEvidence: false })])[0];
    const pick = (candidates: Array<{ item: CampgroundRow; distance: number }>) =>
      chooseCampground(candidates, { rvType: 'class-a', specialNeeds: ['full-hookups'], cheap: false })?.row
        .id;
    // Closer and reporting the traveller's needs, it still comes after a named park 35 miles off.
    expect(
      pick([
        { item: unnamed, distance: 1 },
        { item: bare, distance: 2 },
        { item: named, distance: 35 },
      ]),
    ).toBe('osm-named');
    // Chosen only when nothing else fits.
    expect(pick([{ item: unnamed, distance: 1 }])).toBe('osm-po');
    expect(genericName(unnamed)).toBe(true);
    expect(genericName(bare)).toBe(true);
    expect(genericName(named)).toBe(false);
    expect(genericName(merge([], [osm({ id: 'osm-x', name: 'Private Owner Campground' })])[0])).toBe(false);
    // A site's number is no name: "Campground 3" was a Pierre night once.
    const named_ = (name: string) => genericName(merge([], [osm({ id: `osm-${name}`, name })])[0]);
    for (const name of [
      'Campground 3',
      'Campground #2',
      'Campground No.4',
      'RV Site 14',
      'Lot 8A',
      'Space 12',
    ])
      expect(named_(name), name).toBe(true);
    for (const name of ['Campground 3 Rivers', 'Camp 4', 'Site 7 RV Park', 'Lot 8 Campground'])
      expect(named_(name), name).toBe(false);
  });

  it("reads a pitch's label, a bare one-word label and a lot's name with nothing to call as no name", () => {
    const rec = (name: string, o: Partial<OsmCampgroundRow> = {}) =>
      genericName(merge([], [osm({ id: `osm-${name}`, name, ...o })])[0]);
    // A site's number after words with no park word: a pitch of a park, mapped on its own.
    for (const name of ['Cinnamon Teal 19', 'Boot Canyon 3', 'Black Rocks #9', 'Yurt 10'])
      expect(rec(name, { operator: 'Arizona State Parks', electric: true }), name).toBe(true);
    for (const name of [
      'Camp 4',
      'Cheaha State Park (Upper) Campground #1',
      'Route 66 RV Park',
      'Glen 2 Resort',
    ])
      expect(rec(name), name).toBe(false);
    // One word and nothing else (the tribe- and tree-named sites of a scout camp).
    const bare = { rvEvidence: false, osmTourism: 'camp_site', category: 'unknown' } as const;
    expect(rec('Apache', bare)).toBe(true);
    expect(rec('Apache', { ...bare, website: 'https://apache-rv.example.com' })).toBe(false);
    expect(rec('Apache', { ...bare, operator: 'US Forest Service' })).toBe(false);
    expect(rec('Apache', { ...bare, electric: true })).toBe(false);
    expect(rec('Pinezanita')).toBe(false); // RV evidence: an RV park with a one-word name
    // A lot with nothing to find it by: an event's parking (the Indianapolis speedway's VIP RV Lot).
    expect(rec('VIP RV Lot')).toBe(true);
    expect(rec('Pearson Blvd RV Parking')).toBe(true);
    expect(rec('VIP RV Lot', { phone: '+1 317 555 0100' })).toBe(false);
    expect(rec('Hermann Campground - gravel lot section')).toBe(false);
    // A federal record's name is the agency's: never read so (RIDB "Camp 32", "Winn").
    const ridb = (name: string) => campgroundRow({ id: `ridb-${name}`, name, lat: 38.6, lng: -109.55 });
    expect(genericName(ridb('Winn'))).toBe(false);
    expect(genericName(ridb('Hirz Bay Group 1'))).toBe(false);
  });

  it('never chooses a park closed on the night', () => {
    const closed = merge([], [osm({ id: 'osm-c', season: 'May-Sep' })])[0];
    const open = merge([], [osm({ id: 'osm-o', season: 'no' })])[0];
    const choose = (dates: string[]) =>
      chooseCampground(
        [
          { item: closed, distance: 1 },
          { item: open, distance: 30 },
        ],
        {
          rvType: 'class-c',
          specialNeeds: [],
          cheap: false,
          dates,
        },
      )?.row.id;
    expect(choose(['2026-12-10'])).toBe('osm-o');
    expect(choose(['2026-07-10'])).toBe('osm-c');
    expect(choose(['2026-09-30', '2026-10-01'])).toBe('osm-o');
  });
});
