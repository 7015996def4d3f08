import type { RoadGraph } from '../graph';
import type { LatLngLike } from './road-types';
import { RouteNotFoundError } from './road-types';
import { EARTH_M, METRES_PER_MILE } from './road-weights';

// Grid index of nodes, 0.1 degree cells.
const CELL = 10000;
const cellKey = (lng: number, lat: number) => (Math.floor(lng / CELL) + 2000) * 4000 + (Math.floor(lat / CELL) + 2000);

export const milesBetween = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const r = Math.PI / 180;
  const dLa = (lat2 - lat1) * r;
  const dLo = (lng2 - lng1) * r;
  const h = Math.sin(dLa / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(dLo / 2) ** 2;
  return (2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_MILE;
};

export type NearestNode = (p: LatLngLike) => { node: number; miles: number };

// The graph's nodes by grid cell, and the node nearest a point.
export function createNodeIndex(graph: RoadGraph): NearestNode {
  const n = graph.nodeCount;
  // Sort (cell, node) pairs packed into one number: typed-array sorts are fast.
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) packed[i] = cellKey(graph.nodeLng[i], graph.nodeLat[i]) * 2 ** 20 + i;
  packed.sort();
  const order = new Uint32Array(n);
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    order[i] = packed[i] % 2 ** 20;
    keys[order[i]] = Math.floor(packed[i] / 2 ** 20);
  }
  const cells = new Map<number, [number, number]>();
  for (let i = 0; i < n;) {
    const k = keys[order[i]];
    let j = i;
    while (j < n && keys[order[j]] === k) j++;
    cells.set(k, [i, j]);
    i = j;
  }

  return function nearestNode(p: LatLngLike): { node: number; miles: number } {
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
          const range = cells.get((i + 2000) * 4000 + (j + 2000));
          if (!range) continue;
          for (let k = range[0]; k < range[1]; k++) {
            const v = order[k];
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
  };
}
