import { useEffect, useState } from 'react';

type Options<T> = {
  /** The value before anything has settled (default: the first value, with no wait). */
  initial?: T;
  /** Values with the same key count as unchanged (default: their JSON). */
  key?: (value: T) => string;
};

/**
 * The value as it was once it stopped changing for `delayMs`. An object rebuilt on every render
 * with the same key does not restart the timer.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, options: Options<T> = {}): T {
  const { key = (v: T) => JSON.stringify(v) } = options;
  const [settled, setSettled] = useState<T>('initial' in options ? (options.initial as T) : value);
  const valueKey = key(value);
  const settledKey = key(settled);
  useEffect(() => {
    if (valueKey === settledKey) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same key must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valueKey, settledKey, delayMs]);
  return settled;
}
