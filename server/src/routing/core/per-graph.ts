import type { RoadGraph } from '../graph';

/**
 * Something derived from a road graph that routers read and never write (its node and edge grids,
 * the chord bound's unit vectors, the tie-breaking factors): built on first use, once per graph, or
 * `adopt`ed from the copy another thread built in shared memory (shared-roads.ts), so every plan
 * thread reads one copy instead of building its own.
 */
export type PerGraph<T> = ((graph: RoadGraph) => T) & {
  /** Makes `value` (built by `build` on another thread, from the same graph) this graph's. */
  adopt(graph: RoadGraph, value: T): void;
};

export function perGraph<T>(build: (graph: RoadGraph) => T): PerGraph<T> {
  const byGraph = new WeakMap<RoadGraph, T>();
  const of = (graph: RoadGraph): T => {
    let value = byGraph.get(graph);
    if (value === undefined) {
      value = build(graph);
      byGraph.set(graph, value);
    }
    return value;
  };
  return Object.assign(of, { adopt: (graph: RoadGraph, value: T) => void byGraph.set(graph, value) });
}
