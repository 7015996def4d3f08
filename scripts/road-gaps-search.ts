// The gap finder's measures (scripts/road-gaps.ts): great-circle metres between grid points, and the
// shortest way through the network's lines between two vertices.
const EARTH_M = 6371008.8;
const toRad = Math.PI / 180;
// Integer 1e-5 degree coordinates (x = lng, y = lat).
export function metres(x1: number, y1: number, x2: number, y2: number): number {
  const la1 = y1 * 1e-5 * toRad;
  const la2 = y2 * 1e-5 * toRad;
  const h =
    Math.sin((la2 - la1) / 2) ** 2 +
    Math.cos(la1) * Math.cos(la2) * Math.sin(((x2 - x1) * 1e-5 * toRad) / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Shortest way through the lines from a to b, stopping past `limit` metres.
export function networkMetres(adj: { start: Uint32Array; to: Uint32Array; m: Float32Array }, a: number, b: number, limit: number) {
  const dist = new Map<number, number>([[a, 0]]);
  const heap: Array<[number, number]> = [[0, a]];
  const push = (d: number, v: number) => {
    heap.push([d, v]);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p][0] <= heap[i][0]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let s = i;
        if (l < heap.length && heap[l][0] < heap[s][0]) s = l;
        if (r < heap.length && heap[r][0] < heap[s][0]) s = r;
        if (s === i) break;
        [heap[s], heap[i]] = [heap[i], heap[s]];
        i = s;
      }
    }
    return top;
  };
  while (heap.length) {
    const [d, v] = pop();
    if (v === b) return d;
    if (d > limit) return Infinity;
    if (d > (dist.get(v) ?? Infinity)) continue;
    for (let k = adj.start[v]; k < adj.start[v + 1]; k++) {
      const w = adj.to[k];
      const nd = d + adj.m[k];
      if (nd < (dist.get(w) ?? Infinity)) {
        dist.set(w, nd);
        push(nd, w);
      }
    }
  }
  return Infinity;
}

export function adjacency({ lines, vx, vy }: { lines: Array<{ pts: number[] }>; vx: number[]; vy: number[] }) {
  const n = vx.length;
  const deg = new Uint32Array(n);
  for (const l of lines)
    for (let s = 0; s < l.pts.length - 1; s++) {
      deg[l.pts[s]]++;
      deg[l.pts[s + 1]]++;
    }
  const start = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) start[i + 1] = start[i] + deg[i];
  const fill = start.slice(0, n);
  const to = new Uint32Array(start[n]);
  const m = new Float32Array(start[n]);
  for (const l of lines)
    for (let s = 0; s < l.pts.length - 1; s++) {
      const a = l.pts[s];
      const b = l.pts[s + 1];
      const d = metres(vx[a], vy[a], vx[b], vy[b]);
      to[fill[a]] = b;
      m[fill[a]++] = d;
      to[fill[b]] = a;
      m[fill[b]++] = d;
    }
  return { start, to, m };
}


// Whether a line of another road than `ref` crosses the straight segment a-b away from its ends
// (within `clear` metres of an end it meets the road at a junction there).
export function crossesOtherRoad(
  { lines, vx, vy }: { lines: Array<{ pts: number[]; ref: number }>; vx: number[]; vy: number[] },
  a: number,
  b: number,
  ref: number,
  clear: number,
): boolean {
  const cos = Math.cos(vy[a] * 1e-5 * toRad);
  const ax = vx[a] * cos;
  const ay = vy[a];
  const dx = vx[b] * cos - ax;
  const dy = vy[b] - ay;
  const len = metres(vx[a], vy[a], vx[b], vy[b]);
  const margin = len > 0 ? clear / len : 1;
  const [x0, x1] = [Math.min(vx[a], vx[b]), Math.max(vx[a], vx[b])];
  const [y0, y1] = [Math.min(vy[a], vy[b]), Math.max(vy[a], vy[b])];
  for (const l of lines) {
    if (l.ref === ref) continue;
    for (let s = 0; s < l.pts.length - 1; s++) {
      const p = l.pts[s];
      const q = l.pts[s + 1];
      if (Math.max(vx[p], vx[q]) < x0 || Math.min(vx[p], vx[q]) > x1) continue;
      if (Math.max(vy[p], vy[q]) < y0 || Math.min(vy[p], vy[q]) > y1) continue;
      const px = vx[p] * cos - ax;
      const py = vy[p] - ay;
      const ex = vx[q] * cos - vx[p] * cos;
      const ey = vy[q] - vy[p];
      const den = dx * ey - dy * ex;
      if (den === 0) continue;
      const t = (px * ey - py * ex) / den; // along a-b
      const u = (px * dy - py * dx) / den; // along p-q
      if (t > margin && t < 1 - margin && u >= 0 && u <= 1) return true;
    }
  }
  return false;
}
