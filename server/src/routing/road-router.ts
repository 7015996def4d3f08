import polyline from '@mapbox/polyline';
import type { RouteType, RvType } from '@shared/schemas/plan';
import { CLASS_INTERSTATE, CLASS_STATE, CLASS_US, LANDMARK_UNIT_METRES } from './graph-format';
import type { RoadGraph } from './graph';

export interface LatLngLike {
  latitude: number;
  longitude: number;
}

export type RouteProfile = RouteType;

export interface RouteRequest {
  profile: RouteProfile;
  rvType: RvType;
  avoidHighways?: boolean;
}

// A route along roads: its points and, for every point, the road miles and RV drive hours so far.
export interface RoutedPath {
  miles: number;
  hours: number;
  lat: number[];
  lng: number[];
  cumMiles: number[];
  cumHours: number[];
  // Main roads in order, as signs show them ("I-70", "US-191").
  roads: string[];
  // Index into the points where each requested waypoint after the first is reached.
  waypointIndex: number[];
  // Stretches of one named road of one class, as point index ranges (built-in router only), so a
  // day's leg can tell which roads it drives.
  roadRuns?: Array<{ name: string; from: number; to: number; interstate: boolean }>;
  source: 'builtin' | 'osrm' | 'mapbox';
}

// RV cruising speeds by road class, in mph, for a van-sized rig: slower than cars (which run about
// 65 / 55 / 45 on the same roads), keeping their ratio so routes stay sensible.
export const RV_SPEEDS_MPH: Record<'interstate' | 'us' | 'state', number> = {
  interstate: 60,
  us: 51,
  state: 41.5,
};
// Big rigs (a Class A motorhome, a fifth wheel) run slower still; the rest of the fleet in between.
export const RIG_SPEED_FACTOR: Record<RvType, number> = {
  'class-a': 0.9,
  'fifth-wheel': 0.9,
  'travel-trailer': 0.95,
  'class-c': 0.97,
  'class-b': 1,
};

const CLASS_SPEED = [RV_SPEEDS_MPH.interstate, RV_SPEEDS_MPH.us, RV_SPEEDS_MPH.state];
// Preference by option, as a multiplier on drive time per road class: fastest minimises time,
// scenic prefers US and state routes to Interstates, balanced sits between.
const PROFILE_WEIGHT: Record<RouteProfile, [number, number, number]> = {
  fastest: [1, 1, 1],
  balanced: [1.12, 1, 1.02],
  scenic: [1.45, 1, 1],
};
const AVOID_HIGHWAYS_WEIGHT = 1.8;
// Coastal highways the scenic option seeks out where there is a coast: the Pacific Coast Highway
// (US-101, CA-1), the Outer Banks (NC-12), Florida's A1A and the Gulf coast's US-98 and US-90.
export const COASTAL_SCENIC_ROADS = new Set(['US-101', 'CA-1', 'NC-12', 'FL-A1A', 'US-98', 'US-90']);
const COASTAL_SCENIC_WEIGHT = 0.8;

const METRES_PER_MILE = 1609.344;
const EARTH_M = 6371008.8;

export class RouteNotFoundError extends Error {
  constructor(message = 'No road route connects these places') {
    super(message);
    this.name = 'RouteNotFoundError';
  }
}

export interface RoadRouter {
  graph: RoadGraph;
  nearestNode(p: LatLngLike): { node: number; miles: number };
  route(waypoints: LatLngLike[], req: RouteRequest): RoutedPath;
  hoursFromRoad(
    road: ReadonlyArray<{ at: LatLngLike; hours: number }>,
    targets: LatLngLike[],
    req: RouteRequest,
    maxDetourHours: number,
  ): Array<number | null>;
}

export function createRoadRouter(graph: RoadGraph): RoadRouter {
  const n = graph.nodeCount;
  // Unit vectors for a cheap, admissible distance bound (the chord is never longer than the arc).
  const ux = new Float64Array(n);
  const uy = new Float64Array(n);
  const uz = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const la = (graph.nodeLat[i] * 1e-5 * Math.PI) / 180;
    const lo = (graph.nodeLng[i] * 1e-5 * Math.PI) / 180;
    ux[i] = Math.cos(la) * Math.cos(lo);
    uy[i] = Math.cos(la) * Math.sin(lo);
    uz[i] = Math.sin(la);
  }

  // Grid index of nodes, 0.1 degree cells.
  const CELL = 10000;
  const cellKey = (lng: number, lat: number) =>
    (Math.floor(lng / CELL) + 2000) * 4000 + (Math.floor(lat / CELL) + 2000);
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

  const milesBetween = (lat1: number, lng1: number, lat2: number, lng2: number) => {
    const r = Math.PI / 180;
    const dLa = (lat2 - lat1) * r;
    const dLo = (lng2 - lng1) * r;
    const h = Math.sin(dLa / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(dLo / 2) ** 2;
    return (2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_MILE;
  };

  function nearestNode(p: LatLngLike): { node: number; miles: number } {
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
  }

  const coastal = new Uint8Array(graph.names.length);
  graph.names.forEach((name, i) => (coastal[i] = COASTAL_SCENIC_ROADS.has(name) ? 1 : 0));

  // A* search state, reused between searches (a generation stamp instead of clearing).
  const g = new Float64Array(n);
  const parentEdge = new Int32Array(n);
  const stamp = new Uint32Array(n);
  const closed = new Uint32Array(n);
  let generation = 0;
  // For hoursFromRoad: the cost of the detour from the route, and the drive hours so far.
  const detourCost = new Float64Array(n);
  const hoursTo = new Float64Array(n);
  let heapNode = new Uint32Array(1 << 16);
  let heapKey = new Float64Array(1 << 16);

  // Binary heap of (node, key), shared by the searches.
  let size = 0;
  const push = (v: number, key: number) => {
    if (size >= heapNode.length) {
      const nn = new Uint32Array(heapNode.length * 2);
      nn.set(heapNode);
      heapNode = nn;
      const nk = new Float64Array(heapKey.length * 2);
      nk.set(heapKey);
      heapKey = nk;
    }
    let i = size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heapKey[p] <= key) break;
      heapNode[i] = heapNode[p];
      heapKey[i] = heapKey[p];
      i = p;
    }
    heapNode[i] = v;
    heapKey[i] = key;
  };
  const pop = (): number => {
    const top = heapNode[0];
    size--;
    if (size > 0) {
      const v = heapNode[size];
      const key = heapKey[size];
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= size) break;
        if (c + 1 < size && heapKey[c + 1] < heapKey[c]) c++;
        if (heapKey[c] >= key) break;
        heapNode[i] = heapNode[c];
        heapKey[i] = heapKey[c];
        i = c;
      }
      heapNode[i] = v;
      heapKey[i] = key;
    }
    return top;
  };
  const nextGeneration = () => {
    generation++;
    if (generation === 0xffffffff) {
      stamp.fill(0);
      closed.fill(0);
      generation = 1;
    }
    size = 0;
  };

  function search(
    source: number,
    target: number,
    costPerMetre: Float64Array,
    boundPerMetre: number,
    coastalWeight: number,
  ): number[] {
    nextGeneration();
    const tx = ux[target];
    const ty = uy[target];
    const tz = uz[target];
    const L = graph.landmarkCount;
    const lm = graph.landmarkDist;
    const tOff = target * L;
    // Landmark bound (triangle inequality on road metres; every cost per metre is at least
    // boundPerMetre), less one unit for the rounding down of stored distances.
    const lmScale = LANDMARK_UNIT_METRES * boundPerMetre;
    const h = (v: number) => {
      let best = Math.hypot(ux[v] - tx, uy[v] - ty, uz[v] - tz) * EARTH_M * boundPerMetre;
      if (lm) {
        const vOff = v * L;
        for (let l = 0; l < L; l++) {
          const d = Math.abs(lm[tOff + l] - lm[vOff + l]) - 1;
          if (d * lmScale > best) best = d * lmScale;
        }
      }
      return best;
    };
    g[source] = 0;
    parentEdge[source] = -1;
    stamp[source] = generation;
    push(source, h(source));
    const { adjStart, adjEdge, adjTo, edgeMetres, edgeClass, edgeName } = graph;
    while (size > 0) {
      const v = pop();
      if (closed[v] === generation) continue;
      closed[v] = generation;
      if (v === target) break;
      const gv = g[v];
      for (let s = adjStart[v]; s < adjStart[v + 1]; s++) {
        const w = adjTo[s];
        if (closed[w] === generation) continue;
        const e = adjEdge[s];
        const cost =
          gv + edgeMetres[e] * costPerMetre[edgeClass[e]] * (coastal[edgeName[e]] === 1 ? coastalWeight : 1);
        if (stamp[w] !== generation || cost < g[w]) {
          stamp[w] = generation;
          g[w] = cost;
          parentEdge[w] = e;
          push(w, cost + h(w));
        }
      }
    }
    if (closed[target] !== generation) throw new RouteNotFoundError();
    const edges: number[] = [];
    for (let v = target; v !== source;) {
      const e = parentEdge[v];
      edges.push(e);
      v = graph.edgeA[e] === v ? graph.edgeB[e] : graph.edgeA[e];
    }
    return edges.reverse();
  }

  // Cost and drive hours per metre of each road class for a request, and the least cost per metre.
  function weighting(req: RouteRequest) {
    const weights = PROFILE_WEIGHT[req.profile];
    const rig = RIG_SPEED_FACTOR[req.rvType];
    const costPerMetre = new Float64Array(3);
    const hoursPerMetre = new Float64Array(3);
    for (const c of [CLASS_INTERSTATE, CLASS_US, CLASS_STATE]) {
      const mph = CLASS_SPEED[c] * rig;
      hoursPerMetre[c] = 1 / (mph * METRES_PER_MILE);
      costPerMetre[c] =
        hoursPerMetre[c] *
        weights[c] *
        (req.avoidHighways && c === CLASS_INTERSTATE ? AVOID_HIGHWAYS_WEIGHT : 1);
    }
    const coastalWeight = req.profile === 'scenic' ? COASTAL_SCENIC_WEIGHT : 1;
    const bound = Math.min(costPerMetre[0], costPerMetre[1], costPerMetre[2]) * coastalWeight;
    return { costPerMetre, hoursPerMetre, coastalWeight, bound };
  }

  // Drive hours from a known route to each target (roads are two-way, so also from each target
  // back onto it): the route is given as points, each with the hours driven so far (or still to
  // drive), and one search from all of them at once, the way route() weighs roads, reaches the
  // targets over detours of at most maxDetourHours. A target no such detour reaches gets null.
  // Only an estimate of the full route's hours (it rejoins the known route, it does not re-route it).
  function hoursFromRoad(
    road: ReadonlyArray<{ at: LatLngLike; hours: number }>,
    targets: LatLngLike[],
    req: RouteRequest,
    maxDetourHours: number,
  ): Array<number | null> {
    if (targets.length === 0) return [];
    const { costPerMetre, hoursPerMetre, coastalWeight } = weighting(req);
    const nodes = targets.map((t) => nearestNode(t).node);
    const wanted = new Set(nodes);
    nextGeneration();
    // g: hours on the road before the detour plus the detour's cost (by which the search orders);
    // detourCost bounds the detour; hoursTo is what is reported.
    // Each road node starts at the hours of the route point closest to it (several points between
    // two nodes of a long edge snap to the same node).
    const seeds = new Map<number, { miles: number; hours: number }>();
    for (const p of road) {
      const { node, miles } = nearestNode(p.at);
      const seen = seeds.get(node);
      if (!seen || miles < seen.miles) seeds.set(node, { miles, hours: p.hours });
    }
    for (const [v, { hours }] of seeds) {
      stamp[v] = generation;
      g[v] = hours;
      detourCost[v] = 0;
      hoursTo[v] = hours;
      push(v, hours);
    }
    let open = wanted.size;
    const { adjStart, adjEdge, adjTo, edgeMetres, edgeClass, edgeName } = graph;
    while (size > 0 && open > 0) {
      const v = pop();
      if (closed[v] === generation) continue;
      closed[v] = generation;
      if (wanted.has(v)) open--;
      for (let s = adjStart[v]; s < adjStart[v + 1]; s++) {
        const w = adjTo[s];
        if (closed[w] === generation) continue;
        const e = adjEdge[s];
        const step =
          edgeMetres[e] * costPerMetre[edgeClass[e]] * (coastal[edgeName[e]] === 1 ? coastalWeight : 1);
        if (detourCost[v] + step > maxDetourHours) continue;
        const cost = g[v] + step;
        if (stamp[w] !== generation || cost < g[w]) {
          stamp[w] = generation;
          g[w] = cost;
          detourCost[w] = detourCost[v] + step;
          hoursTo[w] = hoursTo[v] + edgeMetres[e] * hoursPerMetre[edgeClass[e]];
          push(w, cost);
        }
      }
    }
    return nodes.map((v) => (closed[v] === generation ? hoursTo[v] : null));
  }

  function route(waypoints: LatLngLike[], req: RouteRequest): RoutedPath {
    if (waypoints.length < 2) throw new RouteNotFoundError('A route needs two places');
    const { costPerMetre, hoursPerMetre, coastalWeight, bound } = weighting(req);
    const nodes = waypoints.map((w) => nearestNode(w).node);
    const lat: number[] = [graph.nodeLat[nodes[0]] * 1e-5];
    const lng: number[] = [graph.nodeLng[nodes[0]] * 1e-5];
    const cumMiles: number[] = [0];
    const cumHours: number[] = [0];
    const waypointIndex: number[] = [];
    const runs: Array<{ name: number; miles: number; cls: number; from: number; to: number }> = [];
    for (let leg = 1; leg < nodes.length; leg++) {
      const from = nodes[leg - 1];
      const to = nodes[leg];
      const edges = from === to ? [] : search(from, to, costPerMetre, bound, coastalWeight);
      let at = from;
      for (const e of edges) {
        const forward = graph.edgeA[e] === at;
        const next = forward ? graph.edgeB[e] : graph.edgeA[e];
        const s = graph.ptStart[e];
        const t = graph.ptStart[e + 1];
        const startIndex = lat.length - 1;
        const xs: number[] = [];
        const ys: number[] = [];
        if (forward)
          for (let k = s; k < t; k++) {
            xs.push(graph.pts[2 * k]);
            ys.push(graph.pts[2 * k + 1]);
          }
        else
          for (let k = t - 1; k >= s; k--) {
            xs.push(graph.pts[2 * k]);
            ys.push(graph.pts[2 * k + 1]);
          }
        xs.push(graph.nodeLng[next]);
        ys.push(graph.nodeLat[next]);
        // Spread the edge's length over its points in proportion to their spacing.
        const seg: number[] = [];
        let sum = 0;
        let plat = lat[lat.length - 1];
        let plng = lng[lng.length - 1];
        for (let k = 0; k < xs.length; k++) {
          const d = milesBetween(plat, plng, ys[k] * 1e-5, xs[k] * 1e-5);
          seg.push(d);
          sum += d;
          plat = ys[k] * 1e-5;
          plng = xs[k] * 1e-5;
        }
        const edgeMiles = graph.edgeMetres[e] / METRES_PER_MILE;
        const hpm = hoursPerMetre[graph.edgeClass[e]] * METRES_PER_MILE;
        for (let k = 0; k < xs.length; k++) {
          const d = sum > 0 ? (seg[k] / sum) * edgeMiles : edgeMiles / xs.length;
          lat.push(ys[k] * 1e-5);
          lng.push(xs[k] * 1e-5);
          cumMiles.push(cumMiles[cumMiles.length - 1] + d);
          cumHours.push(cumHours[cumHours.length - 1] + d * hpm);
        }
        const last = runs[runs.length - 1];
        const cls = graph.edgeClass[e];
        if (last && last.name === graph.edgeName[e] && last.cls === cls) {
          last.miles += edgeMiles;
          last.to = lat.length - 1;
        } else
          runs.push({ name: graph.edgeName[e], miles: edgeMiles, cls, from: startIndex, to: lat.length - 1 });
        at = next;
      }
      waypointIndex.push(lat.length - 1);
    }
    const miles = cumMiles[cumMiles.length - 1];
    return {
      miles,
      hours: cumHours[cumHours.length - 1],
      lat,
      lng,
      cumMiles,
      cumHours,
      roads: mainRoads(
        runs.map((r) => ({ name: graph.names[r.name], miles: r.miles })),
        miles,
      ),
      waypointIndex,
      roadRuns: runs.map((r) => ({
        name: graph.names[r.name],
        from: r.from,
        to: r.to,
        interstate: r.cls === CLASS_INTERSTATE,
      })),
      source: 'builtin',
    };
  }

  return { graph, nearestNode, route, hoursFromRoad };
}

// Main roads in the order driven: roads that carry a real share of the route, each named once.
export function mainRoads(runs: Array<{ name: string; miles: number }>, totalMiles: number): string[] {
  const total = new Map<string, number>();
  for (const r of runs) total.set(r.name, (total.get(r.name) ?? 0) + r.miles);
  const min = Math.max(10, totalMiles * 0.03);
  const out: string[] = [];
  for (const r of runs) {
    if ((total.get(r.name) ?? 0) >= min && !out.includes(r.name)) out.push(r.name);
  }
  return out;
}

// Douglas-Peucker in degrees (longitude scaled by latitude), for compact map lines.
export function simplifyIndices(
  lat: number[],
  lng: number[],
  from: number,
  to: number,
  tolerance: number,
): number[] {
  if (to - from < 2) return to > from ? [from, to] : [from];
  const keep = new Uint8Array(to - from + 1);
  keep[0] = 1;
  keep[to - from] = 1;
  const cos = Math.cos((((lat[from] + lat[to]) / 2) * Math.PI) / 180);
  const stack: Array<[number, number]> = [[from, to]];
  const tol2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const ax = lng[a] * cos;
    const ay = lat[a];
    const dx = lng[b] * cos - ax;
    const dy = lat[b] - ay;
    const len2 = dx * dx + dy * dy;
    let worst = -1;
    let worstD = tol2;
    for (let i = a + 1; i < b; i++) {
      const px = lng[i] * cos - ax;
      const py = lat[i] - ay;
      let t = len2 > 0 ? (px * dx + py * dy) / len2 : 0;
      t = Math.max(0, Math.min(1, t));
      const ex = px - t * dx;
      const ey = py - t * dy;
      const d = ex * ex + ey * ey;
      if (d > worstD) {
        worstD = d;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst - from] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < keep.length; i++) if (keep[i]) out.push(from + i);
  return out;
}

// The points from index `from` to `to` of a path as an encoded polyline (precision 5).
export function encodePath(
  path: Pick<RoutedPath, 'lat' | 'lng'>,
  from = 0,
  to = path.lat.length - 1,
): string {
  const idx = simplifyIndices(path.lat, path.lng, from, to, 0.0004);
  return polyline.encode(
    idx.map((i) => [path.lat[i], path.lng[i]]),
    5,
  );
}
