import { useEffect } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Loads a lazily loaded part of the page once the browser is idle, so the first paint does not wait
 * for it but a later open finds it in the page's module map: it then works offline even where no
 * service worker holds a copy (a first visit, a private window). A failed load is left to the open.
 * Not `enabled` (nothing on the page can open it, as in a shared trip's read-only view), it loads
 * nothing: its chunks would only be fetched and evaluated while the page is still loading.
 */
export function useWarmChunk(load: () => Promise<unknown>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const run = () => void load().catch(() => undefined);
    const w = window as IdleWindow;
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(run, { timeout: 5000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const timer = window.setTimeout(run, 1000);
    return () => window.clearTimeout(timer);
  }, [load, enabled]);
}
