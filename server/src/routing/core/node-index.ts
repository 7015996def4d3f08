import type { RoadGraph } from '../graph';
import type { LatLngLike } from './road-types';
import { RouteNotFoundError } from './road-types';
import type { CellGrid } from './cell-grid';
import { cellAt, cellGrid, cellKey } from './cell-grid';
import { perGraph } from './per-graph';
import { EARTH_M, METRES_PER_MILE } from './road-weights';

// Grid index of nodes, 0.1 degree cells.
const CELL = 10000;

export const milesBetween = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const r = Math.PI / 180;
  const dLa = (lat2 - lat1) * r;
  const dLo = (lng2 - lng1) * r;
  const h = Math.sin(dLa / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(dLo / 2) ** 2;
  return (2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_MILE;
};

export type NearestNode = (p: LatLngLike) => { node: number; miles: number };

/** The graph's nodes by grid cell: each cell's nodes are order[start..end) of its grid cell. */
export interface NodeCells {
  order: Uint32Array;
  grid: CellGrid;
}

/** The graph's node grid, built once per graph or adopted from shared memory (per-graph.ts). */
export const nodeCellsOf = perGraph((graph: RoadGraph): NodeCells => {
  const n = graph.nodeCount;
  const key = (i: number) => cellKey(Math.floor(graph.nodeLng[i] / CELL), Math.floor(graph.nodeLat[i] / CELL));
  // Sort (cell, node) pairs packed into one number: typed-array sorts are fast.
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) packed[i] = key(i) * 2 ** 20 + i;
  packed.sort();
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = packed[i] % 2 ** 20;
  return { order, grid: cellGrid(n, (i) => Math.floor(packed[i] / 2 ** 20)) };
});

// The node nearest a point, on the graph's node grid.
export function createNodeIndex(graph: RoadGraph): NearestNode {
  const { order, grid } = nodeCellsOf(graph);
  const { start } = grid;

  // The same places (a plan's stops, camps and towns) are asked again by every leg and re-plan:
  // remembered by their point (bounded).
  const known = new Map<string, { node: number; miles: number }>();
  return function nearestNode(p: LatLngLike): { node: number; miles: number } {
    const key = `${p.latitude},${p.longitude}`;
    let found = known.get(key);
    if (!found) {
      found = searchNearest(p);
      if (known.size >= 16384) known.clear();
      known.set(key, found);
    }
    // A copy out: the caller owns its answer.
    return { node: found.node, miles: found.miles };
  };

  function searchNearest(p: LatLngLike): { node: number; miles: number } {
    const x = Math.round(p.longitude * 1e5);
    const y = Math.round(p.latitude * 1e5);
    const cx = Math.floor(x / CELL);
    const cy = Math.floor(y / CELL);
    let best = -1;
    let bestMiles = Infinity;
    for (let ring = 0; ring < 200; ring++) {
      for (let i = cx - ring; i <= cx + ring; i++) {
        for (let j = cy - ring; j <= cy + ring; j++) {
          if (Math.max(Math.abs(i - cx), Math.abs(j - cy)) !== ring) continue;
          const cell = cellAt(grid, i, j);
          if (cell < 0) continue;
          for (let k = start[cell]; k < start[cell + 1]; k++) {
            const v = order[k];
            // A node farther north or south than the best is out (a degree of latitude is over 69 miles).
            if (Math.abs(p.latitude - graph.nodeLat[v] * 1e-5) * 69 >= bestMiles) continue;
            const d = milesBetween(p.latitude, p.longitude, graph.nodeLat[v] * 1e-5, graph.nodeLng[v] * 1e-5);
            if (d < bestMiles) {
              bestMiles = d;
              best = v;
            }
          }
        }
      }
      // A ring r cells out is at least (r * 0.1 degrees of longitude) away; stop once that exceeds the best.
      const ringMiles = ring * 0.1 * 69.17 * Math.cos((Math.min(60, Math.abs(p.latitude)) * Math.PI) / 180);
      if (best >= 0 && ringMiles > bestMiles) break;
    }
    if (best < 0) throw new RouteNotFoundError('No road near this place');
    return { node: best, miles: bestMiles };
  }
}
