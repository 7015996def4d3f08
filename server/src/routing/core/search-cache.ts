import type { RouteRequest } from './road-types';

/**
 * The searches a router already ran, kept so a re-plan, the scenic corridor asked again, or the
 * same day leg tried for another option is answered without searching the graph again. A search's
 * answer depends only on the graph (fixed for the router's life) and its inputs, so an answer from
 * here is the one the search would give: the key holds every input. Least recently used answers go
 * first once the cache holds more than its budget (in 4-byte words), so memory stays bounded.
 */
export class SearchCache<V> {
  private readonly map = new Map<string, { value: V; words: number }>();
  private words = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly budgetWords: number) {}

  /** The cached answer for key, or compute() remembered under it (sizeOf(value) words). */
  get(key: string, compute: () => V, sizeOf: (value: V) => number): V {
    const found = this.map.get(key);
    if (found) {
      this.hits++;
      // Most recently used last: a Map keeps insertion order.
      this.map.delete(key);
      this.map.set(key, found);
      return found.value;
    }
    this.misses++;
    const value = compute();
    const words = sizeOf(value) + key.length / 2 + 16;
    if (words > this.budgetWords) return value;
    this.map.set(key, { value, words });
    this.words += words;
    for (const [k, entry] of this.map) {
      if (this.words <= this.budgetWords) break;
      this.map.delete(k);
      this.words -= entry.words;
    }
    return value;
  }

  get size(): number {
    return this.map.size;
  }

  clear(): void {
    this.map.clear();
    this.words = 0;
  }
}

/** Every field of a request a search's answer depends on (weights, rig speed, restrictions). */
export const requestKey = (req: RouteRequest): string =>
  `${req.profile}/${req.rvType}/${req.avoidHighways === true ? 1 : 0}/${req.propaneOnBoard === true ? 1 : 0}/${req.lengthFeet ?? ''}/${req.heightFeet ?? ''}/${req.widthFeet ?? ''}/${req.towingCar === true ? 1 : 0}`;
