// The road graph builder's edges (scripts/build-road-graph.ts): the lines become one link per pair of
// vertices (the faster road's name where roads share a line), park-road links are scaled to their
// published lengths, and chains of one road between nodes are contracted into single edges that keep
// their interior points for drawing.
import type { RoadLines } from './road-graph-lines';
import { metres } from './road-gaps';
import { addHighwayScales, type HighwayLength } from './highway-lengths';

/** An edge between two nodes: its metres, its class and road (cls * 2^20 + ref) and the points between. */
export interface Edge {
  a: number;
  b: number;
  m: number;
  val: number;
  interior: number[];
}

/** The vertex graph in compressed rows: the links of vertex v are start[v] .. start[v + 1] - 1. */
interface Adjacency {
  start: Uint32Array;
  adjTo: Uint32Array;
  adjVal: Float64Array;
}

const linkKeyOf = (nV: number) => (a: number, b: number) => (a < b ? a * nV + b : b * nV + a);

/** Park-road and published-length highway links (scripts/highway-lengths.ts): metres per metre of line, so each stretch sums to its published length; and the vertices that must stay nodes (park-road places, kept vertices). */
function parkRoadScales(rl: RoadLines, highways: HighwayLength[]) {
  const { vx, vy } = rl.v;
  const linkKey = linkKeyOf(rl.v.size);
  const linkScale = new Map<number, number>();
  const forcedNode = new Uint8Array(rl.v.size);
  for (const p of rl.keptVertices) forcedNode[p] = 1;
  for (const o of rl.overlayStretches) {
    const pts = rl.lines[o.line].pts;
    // An anchor may have been merged with a vertex a metre or two away: find it by position.
    const at = (p: number, anchor: number) =>
      Math.abs(vx[pts[p]] - vx[anchor]) <= 5 && Math.abs(vy[pts[p]] - vy[anchor]) <= 5;
    forcedNode[pts[0]] = 1;
    let i = 0;
    o.anchors.slice(1).forEach((anchor, k) => {
      const from = i;
      i++;
      while (i < pts.length - 1 && !at(i, anchor)) i++;
      forcedNode[pts[i]] = 1;
      let geo = 0;
      for (let j = from; j < i; j++) geo += metres(vx[pts[j]], vy[pts[j]], vx[pts[j + 1]], vy[pts[j + 1]]);
      for (let j = from; j < i; j++)
        linkScale.set(linkKey(pts[j], pts[j + 1]), o.metres[k] / Math.max(1, geo));
    });
  }
  addHighwayScales(rl, highways, linkScale, linkKey);
  return { linkScale, forcedNode };
}

// One link per pair of vertices, in compressed rows; where lines share a link the lower
// cls * 2^20 + ref (the faster road) names it.
function adjacency(rl: RoadLines): Adjacency {
  const nV = rl.v.size;
  const linkKey = linkKeyOf(nV);
  const links = new Map<number, number>();
  for (const l of rl.lines) {
    for (let s = 0; s < l.pts.length - 1; s++) {
      const a = l.pts[s];
      const b = l.pts[s + 1];
      if (a === b) continue;
      const k = linkKey(a, b);
      const val = l.cls * 2 ** 20 + l.ref;
      const old = links.get(k);
      if (old === undefined || val < old) links.set(k, val);
    }
  }
  const deg = new Uint32Array(nV + 1);
  for (const k of links.keys()) {
    deg[Math.floor(k / nV)]++;
    deg[k % nV]++;
  }
  const start = new Uint32Array(nV + 1);
  for (let i = 0; i < nV; i++) start[i + 1] = start[i] + deg[i];
  const fill = start.slice(0, nV);
  const adjTo = new Uint32Array(start[nV]);
  const adjVal = new Float64Array(start[nV]);
  for (const [k, val] of links) {
    const a = Math.floor(k / nV);
    const b = k % nV;
    adjTo[fill[a]] = b;
    adjVal[fill[a]++] = val;
    adjTo[fill[b]] = a;
    adjVal[fill[b]++] = val;
  }
  return { start, adjTo, adjVal };
}

/** The edges between nodes (a junction, a dead end, where the road changes, a park road's place) and which vertices are nodes. */
export function contractEdges(
  rl: RoadLines,
  highways: HighwayLength[] = [],
): { edges: Edge[]; isNode: Uint8Array } {
  const { vx, vy } = rl.v;
  const nV = rl.v.size;
  const linkKey = linkKeyOf(nV);
  const { linkScale, forcedNode } = parkRoadScales(rl, highways);
  const linkMetres = (a: number, b: number) =>
    metres(vx[a], vy[a], vx[b], vy[b]) * (linkScale.get(linkKey(a, b)) ?? 1);
  const { start, adjTo, adjVal } = adjacency(rl);
  const isNode = new Uint8Array(nV);
  for (let v = 0; v < nV; v++) {
    const d = start[v + 1] - start[v];
    if (d === 0) continue;
    if (d !== 2 || adjVal[start[v]] !== adjVal[start[v] + 1] || forcedNode[v]) isNode[v] = 1;
  }
  const edges: Edge[] = [];
  const usedLink = new Set<number>();
  for (let v = 0; v < nV; v++) {
    if (!isNode[v]) continue;
    for (let i = start[v]; i < start[v + 1]; i++) {
      const first = adjTo[i];
      if (usedLink.has(linkKey(v, first))) continue;
      usedLink.add(linkKey(v, first));
      let prev = v;
      let cur = first;
      let m = linkMetres(v, cur);
      const interior: number[] = [];
      while (!isNode[cur]) {
        interior.push(cur);
        const n0 = adjTo[start[cur]];
        const next = n0 === prev ? adjTo[start[cur] + 1] : n0;
        usedLink.add(linkKey(cur, next));
        m += linkMetres(cur, next);
        prev = cur;
        cur = next;
        if (cur === v && !isNode[cur]) break;
      }
      edges.push({ a: v, b: cur, m, val: adjVal[i], interior });
    }
  }
  return { edges, isNode };
}
