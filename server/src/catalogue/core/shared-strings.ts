// A list of strings in shared memory: every string's UTF-8 bytes one after the other in one
// SharedArrayBuffer, and where each starts. Posted to another thread it arrives as a view of the
// same memory; a string is decoded only when read.

export interface SharedStrings {
  /** The strings' UTF-8 bytes, one after the other. */
  bytes: Uint8Array;
  /** Where string i starts in `bytes` (i) and ends (i + 1): one more entry than strings. */
  starts: Uint32Array;
}

/** The strings, in their order, in shared memory. */
export function shareStrings(strings: readonly string[]): SharedStrings {
  const starts = new Uint32Array(new SharedArrayBuffer(4 * (strings.length + 1)));
  let length = 0;
  strings.forEach((s, i) => {
    starts[i] = length;
    length += Buffer.byteLength(s, 'utf8');
  });
  starts[strings.length] = length;
  const bytes = new Uint8Array(new SharedArrayBuffer(length));
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  strings.forEach((s, i) => text.write(s, starts[i], 'utf8'));
  return { bytes, starts };
}

/** Reads a shared list of strings: its length, string i, and the search of a sorted one. */
export function readStrings({ bytes, starts }: SharedStrings) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = starts.length - 1;
  const at = (i: number) => text.toString('utf8', starts[i], starts[i + 1]);
  /** The first index whose string is not below `key` (the strings sorted as JavaScript compares them). */
  const lowerBound = (key: string) => {
    let lo = 0;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at(mid) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    count,
    at,
    /** The index of `key` in the sorted list, or -1. */
    indexOf(key: string): number {
      const i = lowerBound(key);
      return i < count && at(i) === key ? i : -1;
    },
    /** The first `max` strings of the sorted list that start with `prefix`, in order. */
    prefixed(prefix: string, max: number): string[] {
      const out: string[] = [];
      for (let i = lowerBound(prefix); i < count && out.length < max; i++) {
        const s = at(i);
        if (!s.startsWith(prefix)) break;
        out.push(s);
      }
      return out;
    },
  };
}
