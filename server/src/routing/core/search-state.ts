/** A binary min-heap of (node, key) pairs, reused between searches (emptied by setting size to 0). */
export class NodeHeap {
  size = 0;
  private heapNode = new Uint32Array(1 << 16);
  private heapKey = new Float64Array(1 << 16);

  /** The least key in the heap (Infinity when empty). */
  minKey(): number {
    return this.size > 0 ? this.heapKey[0] : Infinity;
  }

  push(v: number, key: number): void {
    if (this.size >= this.heapNode.length) {
      const nn = new Uint32Array(this.heapNode.length * 2);
      nn.set(this.heapNode);
      this.heapNode = nn;
      const nk = new Float64Array(this.heapKey.length * 2);
      nk.set(this.heapKey);
      this.heapKey = nk;
    }
    const heapNode = this.heapNode;
    const heapKey = this.heapKey;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heapKey[p] <= key) break;
      heapNode[i] = heapNode[p];
      heapKey[i] = heapKey[p];
      i = p;
    }
    heapNode[i] = v;
    heapKey[i] = key;
  }

  pop(): number {
    const heapNode = this.heapNode;
    const heapKey = this.heapKey;
    const top = heapNode[0];
    const size = --this.size;
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
  }
}

// The state of a graph search, reused between searches (a generation stamp instead of clearing), and
// its binary heap of (node, key).
export class SearchState extends NodeHeap {
  readonly g: Float64Array;
  readonly parentEdge: Int32Array;
  readonly stamp: Uint32Array;
  readonly closed: Uint32Array;
  // For hoursFromRoad: the cost of the detour from the route, and the drive hours so far (reachFrom
  // keeps the metres so far in hoursTo: road-reach.ts).
  readonly detourCost: Float64Array;
  readonly hoursTo: Float64Array;
  generation = 0;
  // Route searches run and nodes they settled, over the state's life (for measuring).
  searches = 0;
  settled = 0;

  constructor(n: number) {
    super();
    this.g = new Float64Array(n);
    this.parentEdge = new Int32Array(n);
    this.stamp = new Uint32Array(n);
    this.closed = new Uint32Array(n);
    this.detourCost = new Float64Array(n);
    this.hoursTo = new Float64Array(n);
  }

  /** Starts a search: every node unseen, the heap empty. Returns the new generation. */
  nextGeneration(): number {
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.closed.fill(0);
      this.generation = 1;
    }
    this.size = 0;
    return this.generation;
  }
}

/**
 * Where a search starts (or ends): nodes, each at the cost of the way between it and the place
 * (a place part-way along an edge starts at both its ends, at the costs of the edge's two parts).
 */
export interface Seeds {
  nodes: number[];
  costs: number[];
}

/** A node as seeds: itself, at no cost. */
export const seedsOf = (s: number | Seeds): Seeds => (typeof s === 'number' ? { nodes: [s], costs: [0] } : s);
