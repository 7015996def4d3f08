import { useEffect, useState } from 'react';

/**
 * The value as it was once it stopped changing for `delayMs`. Values with the same `key` count as
 * unchanged, so an object rebuilt on every render does not restart the timer.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, key: (v: T) => string = (v) => JSON.stringify(v)): T {
  const [settled, setSettled] = useState(value);
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
