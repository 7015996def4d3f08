import type { TripStatus } from '@shared/schemas/trip';

// The My Trips list's tabs and first cards, without React: the list (components/trips-list.tsx) and
// the cards the prerendered page draws before the app runs (early-cards/) share them.

export type Tab = 'all' | TripStatus;

export const TABS: ReadonlyArray<{ value: Tab; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'current', label: 'Current' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

/** The skeleton's name while the list loads; the early cards find it by this name to draw over it. */
export const LOADING_LABEL = 'Loading trips';

/** Cards rendered at once (two rows of three on a wide screen); the rest once the browser is idle. */
export const FIRST_CARDS = 6;

/** The items a tab shows, in the list's order. */
export const itemsOfTab = <T extends { status: TripStatus }>(items: readonly T[], tab: Tab): T[] =>
  tab === 'all' ? [...items] : items.filter((item) => item.status === tab);

/** A tab's label with its count: 'Upcoming (3)'. */
export const tabLabel = (label: string, count: number) => `${label} (${count})`;

/**
 * What the traveller pressed on the cards drawn before the app runs (early-cards/), whose buttons
 * cannot act yet: kept on `window` under EARLY_PRESS_GLOBAL, and done by the app's list once it
 * takes over (the last tab chosen, the trip whose Delete was pressed), so no press is lost.
 */
export type EarlyPress = { tab?: Tab; deleteTripId?: string };
export const EARLY_PRESS_GLOBAL = '__rvtpEarlyPress';

/** Adds `press` to what was pressed on the early cards. */
export function recordEarlyPress(press: EarlyPress): void {
  const w = window as unknown as Record<string, EarlyPress | undefined>;
  w[EARLY_PRESS_GLOBAL] = { ...w[EARLY_PRESS_GLOBAL], ...press };
}

/** What was pressed on the early cards, taken once (the next call has nothing). */
export function takeEarlyPress(): EarlyPress {
  const w = window as unknown as Record<string, EarlyPress | undefined>;
  const press = w[EARLY_PRESS_GLOBAL] ?? {};
  delete w[EARLY_PRESS_GLOBAL];
  return press;
}
