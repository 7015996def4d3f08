/** What held keyboard focus on the first view: its popup, a named button or the map itself. */
export type FocusTarget = { kind: 'popup' } | { kind: 'button'; label: string } | { kind: 'map' };

/** Where keyboard focus was on the first view, so it lands on the same thing on the detailed map. */
export function focusTarget(root: HTMLElement | null): FocusTarget | null {
  const active = document.activeElement;
  if (!root || !(active instanceof HTMLElement) || !root.contains(active)) return null;
  if (active.closest('[role="dialog"]')) return { kind: 'popup' };
  const label = active.getAttribute('aria-label');
  if (active.tagName === 'BUTTON' && label) return { kind: 'button', label };
  return { kind: 'map' };
}

/** The same thing in the detailed map's layer (the map itself when it has no such thing). */
export function findTarget(layer: HTMLElement, target: FocusTarget): HTMLElement | null {
  const map = layer.querySelector<HTMLElement>('[aria-roledescription="map"]');
  if (target.kind === 'popup') return layer.querySelector<HTMLElement>('[role="dialog"]') ?? map;
  if (target.kind === 'button')
    return (
      [...layer.querySelectorAll<HTMLElement>('button[aria-label]')].find(
        (b) => b.getAttribute('aria-label') === target.label,
      ) ?? map
    );
  return map;
}
