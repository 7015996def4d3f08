import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtHierarchies } from '../ch-store';
import type { Hierarchies } from '../ch-store';
import { decodeRoadGraph } from '../graph';
import { createRoadRouter } from '../road-router';
import { createEdgeIndex, piecePoints, projectOnEdge } from './edge-index';
import { CLASS_STATE, GRAPH_MAGIC, VarintWriter } from './graph-format';
import { milesBetween } from './node-index';
import { METRES_PER_MILE } from './road-weights';

// A small graph of its own (in the bundled file's format): a square of short roads, 0-1-3-2-0,
// and from node 1 one long road east to node 4 with a bend (an interior point), 27 miles or so,
// as the graph draws a park road such as Tioga Road: junction to junction.
const NODES: Array<[number, number]> = [
  [-100.0, 40.0],
  [-99.9, 40.0],
  [-100.0, 40.1],
  [-99.9, 40.1],
  [-99.4, 40.0],
];
const BEND: [number, number] = [-99.65, 40.05];
const EDGES: Array<[number, number, Array<[number, number]>]> = [
  [0, 1, []],
  [0, 2, []],
  [1, 3, []],
  [1, 4, [BEND]],
  [2, 3, []],
];
const deg = (x: number) => Math.round(x * 1e5);
const lineMetres = (pts: Array<[number, number]>) =>
  pts.slice(1).reduce((m, p, i) => m + milesBetween(pts[i][1], pts[i][0], p[1], p[0]) * METRES_PER_MILE, 0);

function smallGraph() {
  const w = new VarintWriter();
  w.bytes(new TextEncoder().encode(GRAPH_MAGIC));
  w.uint(1);
  const name = new TextEncoder().encode('CA-120');
  w.uint(name.length);
  w.bytes(name);
  w.uint(NODES.length);
  let [x, y] = [0, 0];
  for (const [lng, lat] of NODES) {
    w.int(deg(lng) - x);
    w.int(deg(lat) - y);
    [x, y] = [deg(lng), deg(lat)];
  }
  w.uint(EDGES.length);
  let from = 0;
  for (const [a, b, inner] of EDGES) {
    w.int(a - from);
    from = a;
    w.int(b - a);
    w.uint(Math.round(lineMetres([NODES[a], ...inner, NODES[b]])));
    w.uint(CLASS_STATE * 65536);
    w.uint(inner.length);
    let [px, py] = [deg(NODES[a][0]), deg(NODES[a][1])];
    for (const [lng, lat] of inner) {
      w.int(deg(lng) - px);
      w.int(deg(lat) - py);
      [px, py] = [deg(lng), deg(lat)];
    }
  }
  return decodeRoadGraph(gzipSync(w.finish()));
}

const graph = smallGraph();
const LONG = 3;
const longMiles = graph.edgeMetres[LONG] / METRES_PER_MILE;
const at = (longitude: number, latitude: number) => ({ latitude, longitude });
// A place just north of the long road's bend: 12 miles and more from either of its ends.
const midway = at(-99.65, 40.052);
const req = { profile: 'fastest', rvType: 'class-c' } as const;
const noHierarchies: Hierarchies = { of: () => null };
const routers = {
  'A*': createRoadRouter(graph, [], { cacheWords: 0, hierarchies: noHierarchies }),
  hierarchy: createRoadRouter(graph, [], { cacheWords: 0, hierarchies: builtHierarchies(graph) }),
};

describe('the nearest point of road', () => {
  it("projects a place onto an edge's drawing, as its share of the edge's length", () => {
    // On the bend, half the drawn length from node 1 (both legs of the bend are alike).
    const onBend = projectOnEdge(graph, LONG, midway);
    expect(onBend.along).toBeCloseTo(0.5, 2);
    expect(onBend.latitude).toBeCloseTo(40.05, 4);
    expect(onBend.longitude).toBeCloseTo(-99.65, 4);
    // Beyond the edge's end: its end.
    expect(projectOnEdge(graph, LONG, at(-99.3, 40.0)).along).toBe(1);
    // A piece of the edge drawn from a quarter to the far end: the bend, then node 4.
    expect(piecePoints(graph, LONG, 0.25, 1)).toEqual([
      [deg(BEND[0]), deg(BEND[1])],
      [deg(-99.4), deg(40.0)],
    ]);
  });

  it('meets a place part-way along a long edge, not at the junction at its end', () => {
    const nearestRoad = createEdgeIndex(graph);
    const p = nearestRoad(midway);
    expect(p.edge).toBe(LONG);
    expect(p.miles).toBeLessThan(0.2);
    // At a junction: the node.
    expect(nearestRoad(at(-100.0001, 39.9999))).toMatchObject({ edge: -1, node: 0 });
    // The nearest node is 12 miles and more off.
    expect(routers['A*'].nearestNode(midway).miles).toBeGreaterThan(12);
  });
});

describe.each(Object.entries(routers))('routing to a point part-way along an edge (%s)', (_, router) => {
  it('drives to the point: the first part of the long edge, no farther', () => {
    const p = router.route([at(-100.0, 40.1), midway], req);
    // 0-1 is the way onto the long edge from node 2 either way round the square: 2-0-1 or 2-3-1.
    const square = graph.edgeMetres[0] / METRES_PER_MILE + graph.edgeMetres[1] / METRES_PER_MILE;
    expect(p.miles).toBeCloseTo(square + longMiles / 2, 1);
    const end = at(p.lng[p.lng.length - 1], p.lat[p.lat.length - 1]);
    expect(milesBetween(end.latitude, end.longitude, midway.latitude, midway.longitude)).toBeLessThan(0.2);
    // And back: the same miles.
    expect(router.route([midway, at(-100.0, 40.1)], req).miles).toBeCloseTo(p.miles, 6);
  });

  it('joins two places on one edge along it, and a place beyond the edge from its far end', () => {
    const east = at(-99.5, 40.021);
    const along = router.route([midway, east], req);
    expect(along.roadRuns).toHaveLength(1);
    expect(along.miles).toBeLessThan(longMiles / 2);
    expect(along.miles).toBeGreaterThan(longMiles / 4);
    const beyond = router.route([at(-99.4, 40.0), midway], req);
    expect(beyond.miles).toBeCloseTo(longMiles / 2, 1);
  });
});
