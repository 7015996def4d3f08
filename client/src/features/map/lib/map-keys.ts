import type { KeyboardEvent } from 'react';

/** Pixels one arrow key moves the map. */
export const PAN_STEP = 80;

type MapKeyActions = {
  /** Move the camera this many pixels (right and down are positive). */
  pan: (dx: number, dy: number) => void;
  /** Zoom one step in (1) or out (-1). */
  zoom: (step: 1 | -1) => void;
  /** Escape: close the open popup. */
  close: () => void;
};

/** The keys of a focused map, the same on every renderer: arrows pan, +/= and -/_ zoom, Escape closes. */
export function mapKeyHandler({ pan, zoom, close }: MapKeyActions) {
  const actions: Record<string, () => void> = {
    ArrowLeft: () => pan(-PAN_STEP, 0),
    ArrowRight: () => pan(PAN_STEP, 0),
    ArrowUp: () => pan(0, -PAN_STEP),
    ArrowDown: () => pan(0, PAN_STEP),
    '+': () => zoom(1),
    '=': () => zoom(1),
    '-': () => zoom(-1),
    _: () => zoom(-1),
    Escape: close,
  };
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };
}

/** A map that takes keys: one tab stop, named, described by its help text (what the keys do). */
export const keyboardMapAttributes = (
  label: string,
  helpId: string,
  onKeyDown: ((event: KeyboardEvent<HTMLElement>) => void) | undefined,
) =>
  ({
    role: 'application',
    'aria-roledescription': 'map',
    'aria-label': label,
    'aria-describedby': helpId,
    tabIndex: 0,
    onKeyDown,
  }) as const;

/** The view a map element states for tests and tools: its zoom and centre. */
export const viewAttributes = (zoom: number, center: { lat: number; lng: number } | null | undefined) => ({
  'data-zoom': zoom.toFixed(2),
  'data-center-lat': center ? center.lat.toFixed(4) : '',
  'data-center-lng': center ? center.lng.toFixed(4) : '',
});
