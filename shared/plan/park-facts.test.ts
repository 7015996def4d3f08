import { describe, expect, it } from 'vitest';
import { amenityLabelsOfFacts, parkEmptiesTanks, parkFactsOf, parkFillsWater } from './park-facts';

const reported = {
  electric: 'yes',
  water: 'no',
  sewer: 'yes',
  dumpStation: 'no',
  showers: 'unknown',
  pets: 'unknown',
  wifi: 'unknown',
  fee: 'yes',
} as const;

describe('park facts', () => {
  it("reads a wire park's reported flags, whatever its display amenities say", () => {
    // Labels that would read as a dump station and water hook-ups: the flags win.
    const park = { reported, amenities: ['Dump station nearby', 'Water hook-ups (some sites)'] };
    expect(parkFactsOf(park)).toEqual({ dumpStation: 'no', water: 'no', sewer: 'yes' });
    expect(parkEmptiesTanks(parkFactsOf(park))).toBe(false);
    expect(parkFillsWater(parkFactsOf(park))).toBe(false);
  });

  it('reads a park without reported flags from the labels written from its facts, and says unknown otherwise', () => {
    const facts = { dumpStation: 'yes', water: 'yes', sewer: 'unknown' } as const;
    const amenities = amenityLabelsOfFacts(facts);
    expect(amenities).toEqual(['Dump station', 'Drinking water']);
    expect(parkFactsOf({ amenities })).toEqual(facts);
    expect(parkFactsOf({ amenities: [] })).toEqual({
      dumpStation: 'unknown',
      water: 'unknown',
      sewer: 'unknown',
    });
    // A plan stored before reported flags: its older wordings.
    expect(parkFactsOf({ amenities: ['Full hookups'] })).toEqual({
      dumpStation: 'unknown',
      water: 'yes',
      sewer: 'yes',
    });
  });

  it('empties the tanks at a dump station and fills water where water is reported', () => {
    expect(parkEmptiesTanks({ dumpStation: 'yes', water: 'unknown', sewer: 'unknown' })).toBe(true);
    expect(parkEmptiesTanks({ dumpStation: 'unknown', water: 'yes', sewer: 'unknown' })).toBe(false);
    expect(parkFillsWater({ dumpStation: 'unknown', water: 'yes', sewer: 'unknown' })).toBe(true);
  });
});
