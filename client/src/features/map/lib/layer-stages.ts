import type { LayerSpecification } from 'maplibre-gl';

/** The part of a MapLibre map that adding layers in turn uses. */
export type StagedMap = {
  getLayersOrder(): string[];
  addLayer(layer: LayerSpecification, beforeId?: string): unknown;
  once(type: 'idle', listener: () => void): unknown;
};

/**
 * Adds `groups` of layers one group each time the map comes to rest (its tiles loaded and drawn), then
 * calls `done`. Each kind of layer first drawn costs a shader compile, which software WebGL does on the
 * page's main thread: one new kind a frame keeps each frame short instead of one long first frame.
 * The groups go above the layers the map had when this started and below any added meanwhile (the
 * route, the campground catalogue), so the stack ends up the same whatever the timing.
 */
export function addGroupsInTurn(map: StagedMap, groups: LayerSpecification[][], done: () => void) {
  const ours = new Set(map.getLayersOrder());
  let next = 0;
  const addNext = () => {
    if (next >= groups.length) return done();
    const before = map.getLayersOrder().find((id) => !ours.has(id));
    for (const layer of groups[next++]) {
      map.addLayer(layer, before);
      ours.add(layer.id);
    }
    map.once('idle', addNext);
  };
  map.once('idle', addNext);
}
