/**
 * A queue that shares a pool's threads fairly between clients instead of serving one line in arrival
 * order. Each task carries its client's keys (an address, and an account when signed in: a task counts
 * for every key it carries, so rotating addresses on one account, or accounts on one address, does
 * not multiply a share). The next task to start is the one whose client has the fewest tasks running,
 * then the one whose client started a task longest ago (a client never served yet first: round-robin
 * between busy clients), then the oldest. A client holds at most `perClientWaiting` waiting tasks;
 * when the whole queue is full, a client with fewer waiting tasks than the heaviest one still gets
 * in: the heaviest client's newest waiting task is pushed out (refused) to make room.
 */
export type FairQueueOptions = {
  /** Tasks that may wait in all. */
  maxWaiting: number;
  /** Tasks one key (a client) may have waiting. */
  perClientWaiting: number;
};

export type Offer<T> =
  | { admitted: true; pushedOut?: T }
  | { admitted: false; reason: 'client-full' | 'queue-full' };

export interface FairQueue<T> {
  /** Queues a task of the client with these keys, or refuses it (see Offer). */
  offer(value: T, keys: readonly string[]): Offer<T>;
  /** The next task to start (now counted as running for its keys), or undefined when none waits. */
  take(): { value: T; keys: readonly string[] } | undefined;
  /** A task taken from this queue (or started without waiting, through `started`) has ended. */
  finished(keys: readonly string[]): void;
  /** A task that started without waiting: counted as running for its keys. */
  started(keys: readonly string[]): void;
  readonly size: number;
  /** Waiting and running tasks of one key. */
  waitingOf(key: string): number;
  runningOf(key: string): number;
}

type Entry<T> = { value: T; keys: readonly string[] };
type KeyState = { waiting: number; running: number; lastStart: number };

export function createFairQueue<T>(options: FairQueueOptions): FairQueue<T> {
  const entries: Entry<T>[] = [];
  const states = new Map<string, KeyState>();
  let starts = 0;

  const state = (key: string) => {
    let s = states.get(key);
    if (!s) {
      s = { waiting: 0, running: 0, lastStart: -1 };
      states.set(key, s);
    }
    return s;
  };
  /** A key with nothing waiting or running is forgotten (the map does not grow with every address). */
  const release = (key: string) => {
    const s = states.get(key);
    if (s && s.waiting === 0 && s.running === 0) states.delete(key);
  };
  const maxOver = (keys: readonly string[], pick: (s: KeyState) => number, none: number) =>
    keys.reduce((most, key) => Math.max(most, states.has(key) ? pick(states.get(key)!) : none), none);

  const remove = (index: number) => {
    const [entry] = entries.splice(index, 1);
    for (const key of entry.keys) state(key).waiting -= 1;
    return entry;
  };

  /** The index of the heaviest client's newest entry, if that client waits more than `than`. */
  const heaviestNewest = (than: number): number => {
    let heaviest: string | undefined;
    for (const [key, s] of states) if (s.waiting > (heaviest ? states.get(heaviest)!.waiting : than)) heaviest = key;
    if (heaviest === undefined) return -1;
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i].keys.includes(heaviest)) return i;
    return -1;
  };

  const started = (keys: readonly string[]) => {
    starts += 1;
    for (const key of keys) {
      const s = state(key);
      s.running += 1;
      s.lastStart = starts;
    }
  };

  return {
    offer(value, keys) {
      const waiting = maxOver(keys, (s) => s.waiting, 0);
      if (waiting >= options.perClientWaiting) return { admitted: false, reason: 'client-full' };
      let pushedOut: T | undefined;
      if (entries.length >= options.maxWaiting) {
        // Room is made only for a lighter client, so two clients cannot push each other out in turn.
        const victim = heaviestNewest(waiting + 1);
        if (victim < 0) return { admitted: false, reason: 'queue-full' };
        const entry = remove(victim);
        entry.keys.forEach(release);
        pushedOut = entry.value;
      }
      entries.push({ value, keys });
      for (const key of keys) state(key).waiting += 1;
      return pushedOut === undefined ? { admitted: true } : { admitted: true, pushedOut };
    },
    take() {
      if (entries.length === 0) return undefined;
      let best = 0;
      let bestRunning = Infinity;
      let bestLast = Infinity;
      entries.forEach((entry, i) => {
        const running = maxOver(entry.keys, (s) => s.running, 0);
        const last = maxOver(entry.keys, (s) => s.lastStart, -1);
        // Entries are in arrival order, so a strict comparison keeps the oldest of equals.
        if (running < bestRunning || (running === bestRunning && last < bestLast)) {
          best = i;
          bestRunning = running;
          bestLast = last;
        }
      });
      const entry = remove(best);
      started(entry.keys);
      return { value: entry.value, keys: entry.keys };
    },
    started,
    finished(keys) {
      for (const key of keys) {
        const s = states.get(key);
        if (s) s.running = Math.max(0, s.running - 1);
        release(key);
      }
    },
    get size() {
      return entries.length;
    },
    waitingOf: (key) => states.get(key)?.waiting ?? 0,
    runningOf: (key) => states.get(key)?.running ?? 0,
  };
}
