import type { RvType } from '@shared/constants';
import type { RvPark } from '@shared/schemas/plan';
import { parseIsoDay } from '@shared/trips/dates';
import { formatCount } from '@shared/trips/count-text';

export { formatCount };

export const RV_TYPE_LABELS: Record<RvType, string> = {
  'class-a': 'Class A Motorhome',
  'class-b': 'Class B Camper Van',
  'class-c': 'Class C Motorhome',
  'travel-trailer': 'Travel Trailer',
  'fifth-wheel': 'Fifth Wheel',
};

export const formatRvType = (rvType: string | undefined): string =>
  (rvType && (RV_TYPE_LABELS as Record<string, string>)[rvType]) || (rvType ?? 'RV');

// Dates and whole numbers (shared/trips/count-text.ts) are written out here rather than with Intl: a
// page's first Intl formatter loads the locale's data, which takes longer on a phone than drawing a
// whole list of trips.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Sep 1, 2026' for a yyyy-mm-dd day; the raw text when it is not a date. */
export function formatDay(isoDay: string | null | undefined): string {
  const date = parseIsoDay(isoDay);
  if (!date) return isoDay ?? '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** '$1,234' ('-$1,234'): dollars, rounded to whole dollars. */
export const formatUsd = (amount: number): string =>
  Math.round(amount) < 0 ? `-$${formatCount(-amount)}` : `$${formatCount(amount)}`;

/** A park's nightly fee as a traveller reads it: '$25/night (reported)', or 'Price not listed'. */
export function formatNightlyFee(park: Pick<RvPark, 'nightlyFee' | 'nightlyFeeBasis'>): string {
  if (park.nightlyFee === null) return 'Price not listed';
  return `$${park.nightlyFee}/night (${park.nightlyFeeBasis ?? 'reported'})`;
}

export const formatMiles = (miles: number): string => `${formatCount(Math.round(miles))} miles`;

export function formatHours(hours: number): string {
  const total = Math.round(hours * 60);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
