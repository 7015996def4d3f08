import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlaceRow } from './data';
import {
  regionLandmarks,
  regionPlacedText,
  travelRegionsFileSchema,
  type TravelRegion,
} from './travel-regions';
import { createGazetteer } from './gazetteer';
import { DATA_DIR, loadBundledData } from '../bundled-data';

const region = (more: Partial<TravelRegion> = {}): TravelRegion => ({
  name: 'Test Hills',
  state: 'SD',
  placedAt: 'Custer',
  why: 'a town in the heart of the Test Hills',
  source: 'A guide',
  sourceUrl: 'https://example.org/test-hills',
  confirmed: false,
  ...more,
});
const places: PlaceRow[] = [
  ['Custer', 'SD', 43.76665, -103.59881, 1952],
  ['Twin Lakes', 'CO', 39.08, -106.38, 0, 'Lake County'],
  ['Twin Lakes', 'CO', 39.82, -105.0, 7000, 'Adams County'],
];

describe('regions travellers name', () => {
  it("is planned at its town's own point, and says so wherever it is offered", () => {
    const [l] = regionLandmarks([region()], places);
    expect(l).toMatchObject({ name: 'Test Hills', state: 'SD', latitude: 43.76665, longitude: -103.59881 });
    const g = createGazetteer(places, [], [l]);
    const m = g.resolve('Test Hills, SD');
    expect(m).toMatchObject({
      kind: 'region',
      name: 'Test Hills, SD',
      latitude: 43.76665,
      longitude: -103.59881,
    });
    expect(m?.placeName).toBe('Test Hills (region; planned at Custer, SD), South Dakota, United States');
    // The label the search offers plans as the region.
    expect(g.resolve(m!.placeName)?.kind).toBe('region');
    // A town of the gazetteer is still the town.
    expect(g.resolve('Custer, SD')?.kind).toBe('place');
  });

  it('is an error when its town is not one town of the gazetteer', () => {
    expect(() => regionLandmarks([region({ placedAt: 'Nowhere' })], places)).toThrow(
      /names 0 gazetteer towns/,
    );
    expect(() => regionLandmarks([region({ state: 'CO', placedAt: 'Twin Lakes' })], places)).toThrow(
      /names 2/,
    );
  });

  it('says where a region was planned, and whether the source is official', () => {
    const [l] = regionLandmarks([region()], places);
    expect(regionPlacedText('Test Hills, SD', l.region!)).toBe(
      'Test Hills, SD is a region, not one place: this plan goes to Custer, SD, a town in the heart of the Test Hills (A guide: https://example.org/test-hills; a travel page, not an official one). To stay elsewhere in it, plan to that town instead.',
    );
    expect(regionPlacedText('Test Hills, SD', { ...l.region!, confirmed: true })).not.toMatch(/travel page/);
    expect(regionPlacedText('Test Hills, SD', l.region!, 'start')).toMatch(
      /^Test Hills, SD is a region, not one place: this plan starts from Custer, SD, .* To leave from elsewhere in it, plan from that town instead\.$/,
    );
  });

  it('data/travel-regions.json: each region resolves to itself at its town, and no region hides another place', () => {
    const { rows } = travelRegionsFileSchema.parse(
      JSON.parse(readFileSync(path.join(DATA_DIR, 'travel-regions.json'), 'utf8')),
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const { gazetteer } = loadBundledData();
    const withoutRegions = createGazetteer(
      (JSON.parse(readFileSync(path.join(DATA_DIR, 'us-places.json'), 'utf8')) as { rows: PlaceRow[] }).rows,
      [],
    );
    for (const r of rows) {
      const m = gazetteer.resolve(`${r.name}, ${r.state}`);
      const town = gazetteer.resolve(`${r.placedAt}, ${r.state}`);
      expect(m?.kind, r.name).toBe('region');
      expect(town?.kind, r.placedAt).toBe('place');
      expect([m?.latitude, m?.longitude], r.name).toEqual([town?.latitude, town?.longitude]);
      // A region named as a town already is that town, never listed here.
      expect(withoutRegions.resolve(`${r.name}, ${r.state}`), r.name).toBeUndefined();
    }
  });
});
