import { describe, expect, it } from 'vitest';
import { loadBundledData } from '../bundled-data';
import { joinKeys, normalizePlaceName, normalizeUnicode, placeKey } from './place-name';

describe('place name keys', () => {
  it('the ASCII path gives the general rule’s key for every name in the data', () => {
    const data = loadBundledData();
    const names = [
      ...data.gazetteer.towns.map((t) => t.name),
      ...data.parks.map((p) => p.fullName),
      ...data.campgrounds.rows.flatMap((r) => [r.name, r.operator ?? '']),
      "St. George's Ft. Mt. Pt.",
      'O`Neil  --  ste. genevieve',
      '  ',
      '',
      '123 Main St.',
      'a_b\tc\nd',
    ];
    const ascii = names.filter((n) => [...n].every((ch) => ch.charCodeAt(0) < 128));
    expect(ascii.length).toBeGreaterThan(50_000);
    for (const n of ascii) expect(normalizePlaceName(n), n).toBe(normalizeUnicode(n));
  });

  it('spells out abbreviations, drops accents and apostrophes, and reads no prototype', () => {
    expect(normalizePlaceName("St. George's, UT")).toBe('saint georges ut');
    expect(normalizePlaceName('Ste. Geneviève')).toBe('sainte genevieve');
    expect(normalizePlaceName('Constructor Flat')).toBe('constructor flat');
    expect(normalizePlaceName('Ft. Collins — Mt. Pt.')).toBe('fort collins mount point');
  });

  it('joins the keys of parts as normalizing the joined text would', () => {
    expect(placeKey(normalizePlaceName('Lakeside Campground (near Moab)'), 'UT')).toBe(
      normalizePlaceName('Lakeside Campground (near Moab), Utah, United States'),
    );
    expect(joinKeys('', 'utah', 'united states')).toBe(normalizePlaceName(', Utah, United States'));
  });
});
