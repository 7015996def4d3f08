import type { RvType } from '@shared/constants';
import { parseIsoDay } from '@shared/trips/dates';

export const RV_TYPE_LABELS: Record<RvType, string> = {
  'class-a': 'Class A Motorhome',
  'class-b': 'Class B Camper Van',
  'class-c': 'Class C Motorhome',
  'travel-trailer': 'Travel Trailer',
  'fifth-wheel': 'Fifth Wheel',
};

export const formatRvType = (rvType: string | undefined): string =>
  (rvType && (RV_TYPE_LABELS as Record<string, string>)[rvType]) || (rvType ?? 'RV');

/** 'Sep 1, 2026' for a yyyy-mm-dd day; the raw text when it is not a date. */
export function formatDay(isoDay: string | null | undefined): string {
  const date = parseIsoDay(isoDay);
  if (!date) return isoDay ?? '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export const formatUsd = (amount: number): string =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatMiles = (miles: number): string => `${Math.round(miles).toLocaleString('en-US')} miles`;

export function formatHours(hours: number): string {
  const total = Math.round(hours * 60);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
