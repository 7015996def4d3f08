// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DETAIL_LEVELS, LAYER_GROUPS, mapStyle } from './map-style';

describe('the token-free map style, drawn in turn', () => {
  it('draws the water, the land and the coasts first, with every source', () => {
    const style = mapStyle('/map-data');
    expect(style.layers.map((layer) => layer.id)).toEqual(['water', 'land', 'coast']);
    expect(Object.keys(style.sources).sort()).toEqual(['roads-low', 'states', 'towns']);
  });

  it('ends with every layer of the national view once its groups are in, in drawing order', () => {
    const all = [...mapStyle('/map-data').layers, ...LAYER_GROUPS.flat()].map((layer) => layer.id);
    expect(all).toEqual([
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
    for (const level of DETAIL_LEVELS) expect(all).toContain(level.before);
  });

  it('draws its groups on sources the style has', () => {
    const sources = Object.keys(mapStyle('/map-data').sources);
    for (const layer of LAYER_GROUPS.flat()) if ('source' in layer) expect(sources).toContain(layer.source);
  });
});
