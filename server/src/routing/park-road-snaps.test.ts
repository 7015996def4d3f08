import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createNodeIndex } from './core/node-index';
import { sharedRoadGraph } from './graph';

// Adding a park road to the graph does not move where the towns and campgrounds near it snap
// (fixtures/park-road-snaps.json: the node each snapped to before): each still snaps to the same
// node, or to a node of a road it snapped to before (a nearer node of its own highway), or, where the
// fixture says so and why, onto the road that now serves it. Rocky Mountain's Bear Lake Road once
// took Grand Lake, across the Divide, off Trail Ridge Road to its dead end.
interface Snap {
  park: string;
  name: string;
  at: [number, number];
  snappedBefore: [number, number];
  roadsBefore: string[];
  movesTo?: string;
}
const fixture = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures/park-road-snaps.json'), 'utf8'),
) as { places: Snap[] };
const graph = sharedRoadGraph();
const nearest = createNodeIndex(graph);
const roadsAt = (v: number) => {
  const names = new Set<string>();
  for (let k = graph.adjStart[v]; k < graph.adjStart[v + 1]; k++)
    names.add(graph.names[graph.edgeName[graph.adjEdge[k]]]);
  return [...names];
};

describe('adding a park road does not move where nearby places snap', () => {
  it.each(fixture.places.map((p) => [`${p.name} (${p.park})`, p] as const))('%s', (_, place) => {
    const { node } = nearest({ longitude: place.at[0], latitude: place.at[1] });
    const now: [number, number] = [graph.nodeLng[node] * 1e-5, graph.nodeLat[node] * 1e-5];
    const same =
      Math.abs(now[0] - place.snappedBefore[0]) < 1e-6 && Math.abs(now[1] - place.snappedBefore[1]) < 1e-6;
    if (same) return;
    const roads = roadsAt(node);
    if (place.movesTo) expect(roads).toContain(place.movesTo);
    else
      expect(
        roads.filter((r) => place.roadsBefore.includes(r)),
        `${place.name} now snaps to ${roads.join(', ')}`,
      ).not.toEqual([]);
  });
});
