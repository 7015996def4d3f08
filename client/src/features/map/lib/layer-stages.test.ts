import type { LayerSpecification } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { addGroupsInTurn } from './layer-stages';

/** A map that keeps its layer order and fires 'idle' when told to. */
function fakeMap(initial: string[]) {
  const order = [...initial];
  let idle: Array<() => void> = [];
  return {
    order,
    getLayersOrder: () => [...order],
    addLayer: (layer: LayerSpecification, before?: string) => {
      const at = before === undefined ? order.length : order.indexOf(before);
      order.splice(at, 0, layer.id);
    },
    once: (_type: 'idle', listener: () => void) => void idle.push(listener),
    rest() {
      const listeners = idle;
      idle = [];
      for (const listener of listeners) listener();
    },
  };
}

const layer = (id: string) => ({ id, type: 'background' }) as LayerSpecification;

describe('addGroupsInTurn', () => {
  it('adds one group each time the map comes to rest, then says it is done', () => {
    const map = fakeMap(['water']);
    const done = vi.fn();
    addGroupsInTurn(map, [[layer('land')], [layer('coast'), layer('coast-2')], [layer('roads')]], done);
    expect(map.order).toEqual(['water']);
    map.rest();
    expect(map.order).toEqual(['water', 'land']);
    map.rest();
    expect(map.order).toEqual(['water', 'land', 'coast', 'coast-2']);
    expect(done).not.toHaveBeenCalled();
    map.rest();
    expect(map.order).toEqual(['water', 'land', 'coast', 'coast-2', 'roads']);
    expect(done).not.toHaveBeenCalled();
    map.rest();
    expect(done).toHaveBeenCalledOnce();
  });

  it('puts its groups under the layers added meanwhile (route, catalogue)', () => {
    const map = fakeMap(['water']);
    addGroupsInTurn(map, [[layer('land')], [layer('roads')]], () => {});
    map.rest();
    map.order.push('route-line', 'catalogue-points');
    map.rest();
    expect(map.order).toEqual(['water', 'land', 'roads', 'route-line', 'catalogue-points']);
  });

  it('with no groups, is done at the first rest', () => {
    const map = fakeMap(['water']);
    const done = vi.fn();
    addGroupsInTurn(map, [], done);
    expect(done).not.toHaveBeenCalled();
    map.rest();
    expect(done).toHaveBeenCalledOnce();
  });
});
