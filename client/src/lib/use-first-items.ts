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

export type FirstItemsOptions = {
  /** How long an idle moment may be waited for, each time. */
  idleTimeoutMs?: number;
  /** How many more items each idle moment adds (all of them when left out). */
  step?: number;
  /**
   * A link to one item (`#<anchorPrefix><n>` in the address, or followed later): every item is
   * shown at once, so the browser finds the one it scrolls to.
   */
  anchorPrefix?: string;
};

const ALL = Number.POSITIVE_INFINITY;
const linksToItem = (prefix: string | undefined) =>
  prefix !== undefined && typeof window !== 'undefined' && window.location.hash.startsWith(`#${prefix}`);

/**
 * How many of a long list to render: the first `first` at once, then the rest once the browser is
 * idle after the first paint, `step` more at each idle moment (each in a transition, so a keypress or
 * click is never kept waiting, and no one task lays out the whole list). Printing, and a link to one
 * of the items, render them all at once first. Once all were shown, a longer list is shown whole.
 */
export function useFirstItems(
  total: number,
  first: number,
  { idleTimeoutMs = 300, step = ALL, anchorPrefix }: FirstItemsOptions = {},
): number {
  const [shown, setShown] = useState(() => (total <= first || linksToItem(anchorPrefix) ? ALL : first));
  const all = shown >= total;
  useEffect(() => {
    if (all) return;
    const cancel = whenIdle(
      () => startTransition(() => setShown((n) => (n + step >= total ? ALL : n + step))),
      idleTimeoutMs,
    );
    return cancel;
  }, [all, shown, total, step, idleTimeoutMs]);
  const whole = shown === ALL;
  useEffect(() => {
    if (whole) return;
    // Print (and print preview) lays out the page at once: every item must be there before it does.
    const showAll = () => flushSync(() => setShown(ALL));
    const onHash = () => {
      if (!linksToItem(anchorPrefix)) return;
      showAll();
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
    };
    window.addEventListener('beforeprint', showAll);
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('beforeprint', showAll);
      window.removeEventListener('hashchange', onHash);
    };
  }, [whole, anchorPrefix]);
  return Math.min(total, shown);
}
