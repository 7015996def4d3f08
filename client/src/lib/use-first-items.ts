import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Runs `run` when the browser is idle (at most `timeout` ms later); returns the cancel. */
function whenIdle(run: () => void, timeout: number): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}

/**
 * How many of a long list to render: the first `first` at once, then all of them once the browser is
 * idle after the first paint (in a transition, so a keypress or click is never kept waiting). Printing
 * renders them all at once first. Once all were shown, a longer list is shown whole at once.
 */
export function useFirstItems(total: number, first: number, idleTimeoutMs = 300): number {
  const [all, setAll] = useState(total <= first);
  useEffect(() => {
    if (all) return;
    const cancel = whenIdle(() => startTransition(() => setAll(true)), idleTimeoutMs);
    // Print (and print preview) lays out the page at once: every item must be there before it does.
    const beforePrint = () => flushSync(() => setAll(true));
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      cancel();
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, [all, idleTimeoutMs]);
  return all ? total : Math.min(total, first);
}
