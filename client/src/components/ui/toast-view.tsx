import { useEffect, useRef, useState } from 'react';
import { closeButtonProps } from './close-button';
import { cn } from '@/lib/cn';
import type { ToastItem } from './toast-store';
import { dismissToast, TOAST_DURATION_MS } from './toast-store';

/** The fade out (index.css: toasts fade over 300 ms); the toast leaves the page after it. */
export const TOAST_FADE_MS = 300;
/** How far a toast is swiped to the right to close it (Radix's threshold). */
export const TOAST_SWIPE_PX = 50;

const TITLES = { error: 'Error', info: 'Note', success: 'Success' } as const;
const COLOURS = {
  error: 'border-red-800 bg-red-700',
  info: 'border-slate-700 bg-slate-700',
  success: 'border-green-800 bg-green-700',
} as const;

/**
 * The visible toast: told to screen readers as it appears (an error at once, other news politely),
 * closed by its button, by Escape while focused, by a swipe to the right, or after TOAST_DURATION_MS, a
 * wait that pauses while the pointer or the keyboard focus is on it or the window is in the background.
 * Faded in and out by index.css (data-state open / closed).
 */
function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const [gone, setGone] = useState(false);
  // A finger (or pointer) dragging the toast to the right: where it started, and how far it is.
  const [swipe, setSwipe] = useState<{ from: number; dx: number } | null>(null);
  const remaining = useRef(TOAST_DURATION_MS);

  useEffect(() => {
    if (!item.open || paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [item.open, item.id, paused]);

  useEffect(() => {
    const onBlur = () => setPaused(true);
    const onFocus = () => setPaused(false);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  // Closed: gone from the page once faded (a timer too, for browsers that skip the animation).
  useEffect(() => {
    if (item.open) return;
    const timer = window.setTimeout(() => setGone(true), TOAST_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [item.open]);
  if (gone) return null;

  const error = item.variant === 'error';
  return (
    <li
      role="status"
      aria-live={error ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={0}
      data-state={item.open ? 'open' : 'closed'}
      data-variant={item.variant}
      className={cn(
        'toast-root pointer-events-auto relative touch-pan-y rounded-lg border p-4 pr-10 text-white shadow-lg',
        COLOURS[item.variant],
      )}
      style={swipe && swipe.dx > 0 ? { transform: `translateX(${swipe.dx}px)` } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => {
        setPaused(false);
        setSwipe(null);
      }}
      onPointerDown={(event) => {
        // Not from the close button: its click closes the toast already.
        if ((event.target as Element).closest('button')) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setSwipe({ from: event.clientX, dx: 0 });
      }}
      onPointerMove={(event) => {
        if (swipe) setSwipe({ from: swipe.from, dx: event.clientX - swipe.from });
      }}
      onPointerUp={() => {
        if (swipe && swipe.dx >= TOAST_SWIPE_PX) dismissToast(item.id);
        setSwipe(null);
      }}
      onPointerCancel={() => setSwipe(null)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(item.id);
      }}
      onAnimationEnd={() => {
        if (!item.open) setGone(true);
      }}
    >
      <div className="font-semibold">{item.title ?? TITLES[item.variant]}</div>
      {item.description ? <div className="mt-1 text-sm">{item.description}</div> : null}
      <button
        type="button"
        {...closeButtonProps('top-2 right-2 text-white/90 hover:bg-white/20')}
        onClick={() => dismissToast(item.id)}
      />
    </li>
  );
}

/**
 * The toast region, top right, and the one toast on screen. F8 takes the keyboard to it (as Radix's
 * toast region did, whose code this replaces: the app shell's largest part). Kept in the app shell so
 * a toast raised offline can always be drawn.
 */
export function ToastView({ item }: { item: ToastItem | null }) {
  const region = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section aria-label="Notifications (F8)" data-toast-region="">
      <ol
        ref={region}
        tabIndex={-1}
        className="pointer-events-none fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      >
        {item ? <Toast key={item.id} item={item} /> : null}
      </ol>
    </section>
  );
}
