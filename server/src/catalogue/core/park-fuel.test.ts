import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR, loadBundledData } from '../bundled-data';
import type { ParkFuelFile } from './park-fuel';
import { parkFuelFileSchema, parkFuelRows } from './park-fuel';

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8'));
const file = parkFuelFileSchema.parse(read('rv-services/park-fuel.json'));
const places = (read('park-roads.json') as { places: Record<string, { lngLat: [number, number] }> }).places;
const stations = loadBundledData().services.rows.filter((r) => r.detail === 'park fuel station');

describe("national parks' own fuel stations (data/rv-services/park-fuel.json)", () => {
  it('makes every listed station a fuel stop at its park-road place, citing its page and checked date', () => {
    const listed = file.parks.flatMap((p) => p.stations);
    expect(stations.map((r) => r.name)).toEqual(listed.map((s) => s.name));
    for (const s of listed) {
      const row = stations.find((r) => r.name === s.name);
      expect([row?.longitude, row?.latitude]).toEqual(places[s.place].lngLat);
      expect(row?.kind).toBe('fuel');
      expect(row?.note).toContain(`read ${file.checked}`);
      expect(row?.note).toContain(`park-road point for ${s.place}`);
    }
  });

  it("says the page's hours and kinds, and what is unconfirmed", () => {
    const byName = (name: string) => stations.find((r) => r.name === name);
    const pj = byName('Panther Junction Gas Station (Big Bend)');
    expect(pj?.fuels).toBeUndefined();
    expect(pj?.note).toMatch(/sells fuel \(which kinds is not said\) \(National Park Service, nps\.gov/);
    expect(pj?.note).toMatch(/fuel 24 hours/);
    expect(pj?.note).not.toMatch(/unconfirmed/);
    const oldFaithful = byName('Old Faithful gas pumps (Yellowstone)');
    expect(oldFaithful?.fuels).toEqual(['gas']);
    expect(oldFaithful?.note).toMatch(/unconfirmed: a newspaper relaying/);
  });

  it('refuses a station at a place the park-road data lacks, and a note over 500 characters', () => {
    const park = file.parks[0];
    const one = (station: ParkFuelFile['parks'][number]['stations'][number]): ParkFuelFile => ({
      ...file,
      parks: [{ ...park, stations: [station] }],
    });
    expect(() => parkFuelRows(places, one({ name: 'Castolon', place: 'Nowhere Junction' }))).toThrow(
      /no park-road place Nowhere Junction/,
    );
    const long = { name: 'Long', place: park.stations[0].place, unconfirmed: 'x'.repeat(400) };
    expect(() => parkFuelRows(places, one(long))).toThrow(/note is \d+ characters/);
  });
});
