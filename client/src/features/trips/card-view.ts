import type { Trip, TripStatus } from '@shared/schemas/trip';
import { cardActivities, cardNumbers, parseDuration, returnDateOf, startsInLabel } from '@shared/trips/rules';
import { formatCount, formatDay } from '@/lib/format';
import { paths } from '@/lib/paths';

/**
 * What a My Trips card shows, worked out once for both of its renderers: the React card
 * (components/trip-card.tsx) and the cards the prerendered page draws from the early list before any
 * of the app's script has arrived (early-cards/). Kept free of React and zod so the early renderer
 * stays a few kilobytes.
 */
export type TripCardView = {
  id: string;
  href: string;
  title: string;
  route: string;
  dates: string;
  startsIn: string | null;
  status: TripStatus;
  statusLabel: string;
  statusClass: string;
  distance: string;
  stops: string;
  cost: string;
  /** Says the figures are estimates, and which; null for a plan's own figures. */
  note: string | null;
  activities: string[];
  moreActivities: string | null;
  /** Delete is hidden for a current trip (one under way). */
  canDelete: boolean;
};

/**
 * A card's box. Cards below the screen are skipped by the browser's style, layout and paint until
 * scrolled near (content-visibility: auto), keeping their size once drawn: with 30 trips, laying out
 * every card at once was a long task on a phone.
 */
export const CARD_CLASS =
  'flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm [content-visibility:auto] [contain-intrinsic-size:auto_17rem]';

/** The trip fields a card reads (a Trip, or a list summary read with the trip schema's defaults). */
export type CardTrip = Pick<
  Trip,
  | 'id'
  | 'title'
  | 'fromLocation'
  | 'toLocation'
  | 'departureDate'
  | 'returnDate'
  | 'duration'
  | 'rvType'
  | 'numberOfStops'
  | 'mainActivities'
>;

/**
 * A planned trip's own figures (the list summary's, derived from the plan as it is now by
 * shared/plan/plan-summary.ts), or null for estimates.
 */
export type CardPlan = {
  totalDistance: number;
  estimatedCost: number;
  stops?: number;
  mainActivities?: string[];
} | null;

const STATUS_CLASS: Record<TripStatus, string> = {
  upcoming: 'bg-blue-100 text-blue-900',
  current: 'bg-green-100 text-green-900',
  past: 'bg-stone-200 text-stone-800',
};
const STATUS_LABEL: Record<TripStatus, string> = { upcoming: 'Upcoming', current: 'Current', past: 'Past' };

/** 'Sep 1, 2026 – Sep 7, 2026 · 7 days', or 'No departure date yet · 7 days'. */
function datesLine(trip: CardTrip, days: number): string {
  if (!trip.departureDate) return `No departure date yet · ${days} days`;
  const back = trip.returnDate ?? returnDateOf(trip.departureDate, days);
  return `${formatDay(trip.departureDate)} – ${formatDay(back)} · ${days} days`;
}

export function tripCardView(
  trip: CardTrip,
  plan: CardPlan,
  status: TripStatus,
  now = new Date(),
): TripCardView {
  const days = parseDuration(trip.duration);
  const numbers = cardNumbers(trip, plan);
  const activities = cardActivities(plan?.mainActivities ?? trip.mainActivities ?? []);
  return {
    id: trip.id,
    href: paths.tripItinerary(trip.id),
    title: trip.title || `${trip.fromLocation} to ${trip.toLocation}`,
    route: `${trip.fromLocation} → ${trip.toLocation}`,
    dates: datesLine(trip, days),
    startsIn: status === 'upcoming' ? startsInLabel(trip.departureDate, now) : null,
    status,
    statusLabel: STATUS_LABEL[status],
    statusClass: STATUS_CLASS[status],
    distance: `${formatCount(numbers.distance)} mi`,
    stops: String(numbers.stops),
    cost: `$${formatCount(numbers.cost)}`,
    note: numbers.distanceIsEstimate
      ? 'Estimates (250 miles a day, cost by RV type)'
      : numbers.isEstimate
        ? 'Road miles; cost estimated by RV type'
        : null,
    activities: activities.shown,
    moreActivities: activities.more,
    canDelete: status !== 'current',
  };
}
