// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DETAIL_LEVELS, mapStyle } from './map-style';

describe('the token-free map style', () => {
  it('draws every layer of the national view from the start, in drawing order', () => {
    const ids = mapStyle('/map-data').layers.map((layer) => layer.id);
    expect(ids).toEqual([
      'water',
      'land',
      'coast',
      'state-borders',
      'roads-low-casing',
      'roads-low',
      'town-dots',
      'town-labels',
    ]);
    // The closer zooms' detail goes under the town dots, which must then be there.
    for (const level of DETAIL_LEVELS) expect(ids).toContain(level.before);
  });

  it('draws its layers on sources the style has, and has no source without a layer', () => {
    const style = mapStyle('/map-data');
    const sources = Object.keys(style.sources).sort();
    expect(sources).toEqual(['roads-low', 'states', 'towns']);
    const used = new Set(style.layers.flatMap((layer) => ('source' in layer ? [layer.source] : [])));
    expect([...used].sort()).toEqual(sources);
  });
});
