import { describe, expect, it } from 'vitest';
import { loadBundledData } from '../bundled-data';
import { createGazetteer } from './gazetteer';
import { designationOf, dropFarNpsPages, isLinear, npsLandmarks, npsUnitsNear } from './nps-units';
import { toCampground } from './campgrounds';

// The NPS's list of its sites (data/nps-units.json): what "NPS sites near" claims rest on.

describe('the bundled NPS sites', () => {
  const units = loadBundledData().npsUnits ?? [];

  it('loads the 470 sites with a point, 63 of them national parks', () => {
    expect(units).toHaveLength(470);
    expect(units.filter((u) => /^National Park( and Preserve)?$/.test(u.designation)).length).toBe(59);
    // The other four national parks' names put the designation first or elsewhere.
    expect(units.find((u) => u.code === 'npsa')?.name).toBe('National Park of American Samoa');
  });

  it('finds Boston and Minute Man National Historical Parks near Boston, nearest first', () => {
    const near = npsUnitsNear(units, { latitude: 42.3601, longitude: -71.0589 }, 30).map((n) => n.unit.code);
    expect(near.slice(0, 2).sort()).toEqual(['boaf', 'bost']); // Boston African American NHS, Boston NHP
    expect(near).toContain('mima');
    expect(near).toContain('adam');
  });

  it('finds nothing where no site lies (the plains of western Kansas), and never a trail by its one point', () => {
    expect(npsUnitsNear(units, { latitude: 39.0, longitude: -101.0 }, 40)).toEqual([]);
    for (const n of npsUnitsNear(units, { latitude: 38.9, longitude: -77.03 }, 60))
      expect(n.unit.linear).toBe(false);
  });

  it('reads the designation from the name, the longest first', () => {
    expect(designationOf('Boston National Historical Park')).toBe('National Historical Park');
    expect(designationOf('Gettysburg National Military Park')).toBe('National Military Park');
    expect(designationOf('Denali National Park & Preserve')).toBe('National Park & Preserve');
    expect(designationOf('Alcatraz Island')).toBe('National Park Service site');
    expect(isLinear('Oregon National Historic Trail')).toBe(true);
    expect(isLinear('Blue Ridge Parkway')).toBe(true);
    expect(isLinear('Minute Man National Historical Park')).toBe(false);
  });
});

describe('NPS sites in the place search', () => {
  const units = loadBundledData().npsUnits ?? [];
  const landmarks = npsLandmarks(units);

  it('offers every site with a point but the national parks (the search knows those by their common names)', () => {
    const names = new Set(landmarks.map((l) => l.name));
    expect(names.has('Mount Rushmore National Memorial')).toBe(true);
    expect(names.has('Little Bighorn Battlefield National Monument')).toBe(true);
    expect(names.has('Yellowstone National Park')).toBe(false);
    expect(names.has('Appalachian National Scenic Trail')).toBe(false); // a trail: its point says little
    expect(landmarks.length).toBeGreaterThan(300);
  });

  it('finds a memorial by the name travellers type before a campground named after it', () => {
    const rushmore = units.find((u) => u.code === 'moru');
    const gazetteer = createGazetteer(
      [['Keystone', 'SD', 43.8958, -103.4185, 240]],
      [],
      npsLandmarks(rushmore ? [rushmore] : []),
      [{ id: 'osm-1', name: 'Mount Rushmore KOA Resort', state: 'SD', latitude: 43.93, longitude: -103.58 }],
    );
    for (const q of ['Mount Rushmore', 'Mt Rushmore', 'mount rushmore national memorial'])
      expect(gazetteer.search(q)[0]?.placeName, q).toBe(
        'Mount Rushmore National Memorial, South Dakota, United States',
      );
  });
});

describe("a campground record carrying another park's nps.gov page", () => {
  const data = loadBundledData();
  const row = (id: string) => data.campgrounds.rows.find((r) => r.id === id)!;

  it("drops the page and the Park Service operator: New Mexico's City of Rocks is no national park", () => {
    // Its OpenStreetMap tags gave nps.gov/ciro (City of Rocks National Reserve, Idaho, 726 miles off).
    const cityOfRocks = row('osm-1204063014');
    expect(cityOfRocks.name).toBe('City of Rocks Campground');
    expect(cityOfRocks.website).toBeUndefined();
    expect(cityOfRocks.operator).toBeUndefined();
    expect(toCampground(cityOfRocks).type).not.toBe('national-park');
    // A parkway's page is kept far from its one point (Peaks of Otter, Blue Ridge Parkway, 206 miles).
    expect(row('osm-224926543').website).toBe('https://www.nps.gov/blri/planyourvisit/camping.htm');
  });

  it('keeps a page of a unit within 100 miles, and an operator that is not the Park Service', () => {
    const units = [
      {
        code: 'ciro',
        name: 'City of Rocks',
        designation: 'National Reserve',
        states: ['ID'],
        latitude: 42.07,
        longitude: -113.7,
        linear: false,
      },
    ];
    const near = { id: 'a', lat: 42.1, lng: -113.6, website: 'https://www.nps.gov/ciro/', operator: 'NPS' };
    const far = {
      id: 'b',
      lat: 32.59,
      lng: -107.97,
      website: 'nps.gov/ciro/planyourvisit',
      operator: 'New Mexico State Parks',
    };
    expect(dropFarNpsPages([near, far], units)).toEqual(['b']);
    expect(near.website).toBe('https://www.nps.gov/ciro/');
    expect(far).toEqual({
      id: 'b',
      lat: 32.59,
      lng: -107.97,
      website: undefined,
      operator: 'New Mexico State Parks',
    });
  });
});
