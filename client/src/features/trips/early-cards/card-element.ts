import { buttonClass } from '@/components/ui/button-class';
import type { TripCardView } from '../card-view';
import { CARD_CLASS } from '../card-view';
import { recordEarlyPress } from '../list-view';
import { h } from './dom';

/**
 * A trip card as the React card (components/trip-card.tsx) renders it, for the page to show before
 * the app runs: the same elements, classes and texts (early-cards.test.tsx holds the two alike). Its
 * links are plain links; a press on its Delete button is kept for the app, which asks to confirm once
 * it has replaced the card (list-view.ts, EarlyPress).
 */
export function cardElement(view: TripCardView): HTMLElement {
  const titleId = `trip-${view.id}-title`;
  const figure = (term: string, value: string) =>
    h('div', {}, h('dt', { class: 'text-stone-500' }, term), h('dd', { class: 'font-medium' }, value));
  const activities = view.activities.length
    ? h(
        'ul',
        { 'aria-label': 'Main activities', class: 'mt-3 flex flex-wrap gap-1' },
        ...view.activities.map((a) =>
          h('li', { class: 'rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700' }, a),
        ),
        view.moreActivities
          ? h('li', { class: 'rounded-full px-2 py-0.5 text-xs text-stone-600' }, view.moreActivities)
          : null,
      )
    : null;
  return h(
    'article',
    {
      'data-testid': 'trip-card',
      'aria-labelledby': titleId,
      class: CARD_CLASS,
    },
    h(
      'div',
      { class: 'flex items-start justify-between gap-2' },
      h(
        'h2',
        { id: titleId, class: 'text-lg font-semibold' },
        h('a', { href: view.href, class: 'hover:underline' }, view.title),
      ),
      h(
        'span',
        { class: `shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${view.statusClass}` },
        view.statusLabel,
      ),
    ),
    h('p', { class: 'mt-1 text-sm text-stone-600' }, view.route),
    h('p', { class: 'mt-1 text-sm text-stone-600' }, view.dates),
    view.startsIn ? h('p', { class: 'mt-2 text-sm font-medium text-brand-700' }, view.startsIn) : null,
    h(
      'dl',
      { class: 'mt-3 grid grid-cols-3 gap-2 text-sm' },
      figure('Distance', view.distance),
      figure('Stops', view.stops),
      figure('Cost', view.cost),
    ),
    view.note ? h('p', { class: 'mt-1 text-xs text-stone-500' }, view.note) : null,
    activities,
    h(
      'div',
      { class: 'mt-auto flex items-center justify-between gap-2 pt-4' },
      h(
        'a',
        { href: view.href, class: 'text-sm font-medium text-brand-700 hover:underline' },
        'View itinerary',
      ),
      view.canDelete ? deleteButton(view) : null,
    ),
  );
}

function deleteButton(view: TripCardView): HTMLElement {
  const button = h(
    'button',
    {
      type: 'button',
      class: buttonClass('ghost', 'sm', 'text-red-700'),
      'aria-label': `Delete ${view.title}`,
    },
    'Delete',
  );
  button.addEventListener('click', () => recordEarlyPress({ deleteTripId: view.id }));
  return button;
}
