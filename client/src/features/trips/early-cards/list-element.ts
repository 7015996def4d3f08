import { TABS_CONTENT_CLASS, TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from '@/components/ui/tabs-class';
import { tripCardView } from '../card-view';
import { FIRST_CARDS, TABS, itemsOfTab, recordEarlyPress, tabLabel } from '../list-view';
import { cardElement } from './card-element';
import { h } from './dom';
import type { EarlyItem } from './summaries';

const ORIENTATION = { 'data-orientation': 'horizontal' } as const;

/**
 * The list as the app's first render shows it (components/trips-list.tsx and its tabs): the tab
 * row with each tab's count, the All tab chosen, and its first cards. Same boxes and classes, so the
 * app's render replaces it without anything moving. A tab pressed meanwhile is kept for the app.
 */
export function listElement(items: readonly EarlyItem[], now = new Date()): HTMLElement {
  const tabs = TABS.map(({ value, label }) => {
    const count = itemsOfTab(items, value).length;
    const active = value === 'all';
    const tab = h(
      'button',
      {
        type: 'button',
        role: 'tab',
        'aria-selected': String(active),
        'data-state': active ? 'active' : 'inactive',
        disabled: count === 0,
        'data-disabled': count === 0 ? '' : null,
        class: TABS_TRIGGER_CLASS,
        tabindex: '-1',
        ...ORIENTATION,
      },
      tabLabel(label, count),
    );
    // Chosen before the app runs: the app's list opens on it (list-view.ts, EarlyPress).
    tab.addEventListener('click', () => recordEarlyPress({ tab: value }));
    return tab;
  });
  const cards = items
    .slice(0, FIRST_CARDS)
    .map(({ trip, plan, status }) => cardElement(tripCardView(trip, plan, status, now)));
  return h(
    'div',
    { dir: 'ltr', ...ORIENTATION, class: 'mt-6' },
    h(
      'div',
      {
        role: 'tablist',
        'aria-orientation': 'horizontal',
        'aria-label': 'Trip status',
        class: TABS_LIST_CLASS,
        ...ORIENTATION,
      },
      ...tabs,
    ),
    h(
      'div',
      { 'data-state': 'active', ...ORIENTATION, role: 'tabpanel', class: TABS_CONTENT_CLASS },
      h('div', { class: 'grid gap-4 md:grid-cols-2 lg:grid-cols-3' }, ...cards),
    ),
  );
}
