import { describe, expect, it } from 'vitest';
import type { CampgroundRow, OsmCampgroundRow } from './data';
import { chooseCampground, meetsNeed, mergeCampgrounds, needGaps, toCampground } from './campgrounds';
import { campgroundRow } from '../../test/planner-data';

// Needs met or flagged: full hook-ups, big rig and pets as the data reports them.

const osm = (o: Partial<OsmCampgroundRow> & Pick<OsmCampgroundRow, 'id'>): CampgroundRow =>
  mergeCampgrounds(
    [],
    [
      {
        name: `Park ${o.id}`,
        state: 'GA',
        lat: 31.47,
        lng: -84.93,
        category: 'unknown',
        osmTourism: 'camp_site',
        rvEvidence: false,
        ...o,
      },
    ],
    [],
  )[0];

describe('full hook-ups', () => {
  it('are met only when electric, water and sewer are all reported', () => {
    expect(meetsNeed(osm({ id: 'osm-e', electric: true }), 'full-hookups')).toBeUndefined();
    expect(
      meetsNeed(osm({ id: 'osm-ew', electric: true, drinkingWater: true }), 'full-hookups'),
    ).toBeUndefined();
    expect(
      meetsNeed(osm({ id: 'osm-ews', electric: true, drinkingWater: true, sewer: true }), 'full-hookups'),
    ).toBe(true);
    expect(
      meetsNeed(osm({ id: 'osm-nos', electric: true, drinkingWater: true, sewer: false }), 'full-hookups'),
    ).toBe(false);
  });

  it('read from a RIDB description: "full hook-ups" says all three, "hook-ups" only electric', () => {
    const full = campgroundRow({
      id: 'ridb-f',
      lat: 34.5,
      lng: -93.04,
      amenities: ['toilets'],
      description: 'Sites offer full hookups (water, electric and sewer) along the creek.',
    });
    const electric = campgroundRow({
      id: 'ridb-h',
      lat: 34.5,
      lng: -93.04,
      amenities: ['toilets'],
      description: 'Sites with electric hookups along the lake.',
    });
    expect(meetsNeed(full, 'full-hookups')).toBe(true);
    expect(toCampground(full).reported?.sewer).toBe('yes');
    expect(meetsNeed(electric, 'full-hookups')).toBeUndefined();
    expect(toCampground(electric).reported).toMatchObject({ electric: 'yes', sewer: 'unknown' });
  });

  it('reads "no ... sewer hook-ups" as a no', () => {
    const rustic = campgroundRow({
      id: 'ridb-r',
      lat: 44.1,
      lng: -124.1,
      description: 'Four rustic campsites. This campground has no electrical, water or sewer hookups.',
    });
    expect(toCampground(rustic).reported).toMatchObject({ electric: 'no', sewer: 'no' });
    expect(meetsNeed(rustic, 'full-hookups')).toBe(false);
  });

  it('names each part a park does not report', () => {
    const kolomoki = osm({ id: 'osm-k', name: 'Kolomoki Campground', electric: true });
    expect(needGaps(kolomoki, 'full-hookups').map((g) => `${g.noun}: ${g.value}`)).toEqual([
      'Water: unknown',
      'Sewer hook-up: unknown',
    ]);
    expect(needGaps(osm({ id: 'osm-n', electric: false }), 'full-hookups')[0]).toMatchObject({
      noun: 'Electric hook-up',
      value: 'no',
    });
    expect(
      needGaps(osm({ id: 'osm-a', electric: true, drinkingWater: true, sewer: true }), 'full-hookups'),
    ).toEqual([]);
  });
});

describe('big rig', () => {
  it("is a reported maximum length at least the rig's, or pull-through sites reported", () => {
    const twelveMetres = osm({ id: 'osm-12', maxLength: '12' }); // 39 ft
    expect(meetsNeed(twelveMetres, 'big-rig', 38)).toBe(true);
    expect(meetsNeed(twelveMetres, 'big-rig', 40)).toBe(false);
    const pullThrough = campgroundRow({
      id: 'ridb-p',
      lat: 1,
      lng: 1,
      description: 'Paved pull-through sites for large RVs.',
    });
    expect(meetsNeed(pullThrough, 'big-rig', 45)).toBe(true);
  });

  it('is not claimed for an RV park or caravan site that reports no length', () => {
    const caravanSite = osm({ id: 'osm-cs', osmTourism: 'caravan_site', rvEvidence: true, category: 'koa' });
    expect(meetsNeed(caravanSite, 'big-rig', 38)).toBeUndefined();
    expect(needGaps(caravanSite, 'big-rig', 38)).toEqual([
      { need: 'big-rig', noun: 'Max length', value: 'unknown' },
    ]);
  });

  it("never chooses a park shorter than the traveller's own rig", () => {
    const thirtyFive = osm({ id: 'osm-35', maxLength: "35'" });
    const unknown = osm({ id: 'osm-u' });
    const pick = (rigFeet: number) =>
      chooseCampground(
        [
          { item: thirtyFive, distance: 1 },
          { item: unknown, distance: 20 },
        ],
        { rvType: 'class-c', rigFeet, specialNeeds: [], cheap: false },
      )?.row.id;
    expect(pick(32)).toBe('osm-35');
    expect(pick(36)).toBe('osm-u');
  });
});

describe('pets', () => {
  it('as reported: a dog tag, or RIDB words', () => {
    expect(meetsNeed(osm({ id: 'osm-d', pets: 'leashed' }), 'pet-friendly')).toBe(true);
    expect(meetsNeed(osm({ id: 'osm-nd', pets: 'no' }), 'pet-friendly')).toBe(false);
    expect(meetsNeed(osm({ id: 'osm-x' }), 'pet-friendly')).toBeUndefined();
    expect(
      meetsNeed(
        campgroundRow({ id: 'ridb-np', lat: 1, lng: 1, description: 'No pets allowed.' }),
        'pet-friendly',
      ),
    ).toBe(false);
  });
});

describe('a park that reports the needs beats one that reports nothing', () => {
  // Hot Springs: a Park Service campground reporting full hook-ups 5 miles out, an RV park reporting
  // nothing in town.
  const gulpha = osm({
    id: 'osm-gg',
    name: 'Gulpha Gorge Campground',
    operator: 'National Park Service',
    electric: true,
    drinkingWater: true,
    sewer: true,
  });
  const inTown = osm({ id: 'osm-town', name: 'Town RV Park', osmTourism: 'caravan_site', rvEvidence: true });
  // The data marks a park tagged with electric hook-ups as RV evidence too.
  const electricOnly = osm({ id: 'osm-eo', name: 'Electric Only RV Park', electric: true, rvEvidence: true });

  it('full hook-ups reported beat an RV park 5 miles nearer that reports nothing', () => {
    const choice = chooseCampground(
      [
        { item: inTown, distance: 0.5 },
        { item: gulpha, distance: 5 },
      ],
      { rvType: 'fifth-wheel', rigFeet: 35, specialNeeds: ['full-hookups'], cheap: false },
    );
    expect(choice?.row.name).toBe('Gulpha Gorge Campground');
    expect(choice?.needsMet).toEqual(['full-hookups']);
  });

  it('part of a need reported beats none of it', () => {
    const choice = chooseCampground(
      [
        { item: inTown, distance: 0.5 },
        { item: electricOnly, distance: 6 },
      ],
      { rvType: 'class-c', specialNeeds: ['full-hookups'], cheap: false },
    );
    expect(choice?.row.id).toBe('osm-eo');
    expect(choice?.needsMissing).toEqual(['full-hookups']);
  });
});
