import type { StorageLike } from '@/entities/trips/storage/local-transport';

/** An in-memory localStorage for the trip stores; `data` shows what was written. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: StorageLike & { data: Map<string, string> } = {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
  return storage;
}
