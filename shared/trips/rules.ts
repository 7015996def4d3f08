import {
  DAILY_OTHER_COSTS,
  DAILY_RV_RATE,
  DEFAULT_DAILY_RV_RATE,
  DEFAULT_FUEL_PRICE_PER_GALLON,
  DEFAULT_DURATION_DAYS,
  DERIVED_MILES_PER_DAY,
  DISPLAY_LIMITS,
  TRIP_ID_LENGTH,
} from '../constants';
import type { RvType } from '../constants';
import { RIG_DEFAULTS } from '../plan/rig-profile';
import type { DayPlan, ItineraryDay, TripStatus } from '../schemas/trip';
import { addDays } from '../plan/calendar';
import { daysUntil } from './dates';

/** The trip duration in days; 7 when it cannot be read as a positive whole number. */
export function parseDuration(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_DURATION_DAYS;
}

/** The return date: departure plus duration days. */
export function returnDateOf(departureDate: string, duration: string | number): string | null {
  return addDays(departureDate, parseDuration(duration));
}

/**
 * Past if the end (departure plus duration) is before now; current if now is between
 * departure and end; otherwise upcoming. An unreadable departure counts as upcoming.
 */
export function tripStatus(
  departureDate: string,
  duration: string | number,
  now: Date = new Date(),
): TripStatus {
  // Compared by calendar day: the return day itself still counts as part of the trip.
  const start = daysUntil(departureDate, now);
  if (start === null) return 'upcoming';
  const end = start + parseDuration(duration);
  if (end < 0) return 'past';
  if (start <= 0) return 'current';
  return 'upcoming';
}

/** One builder day per trip day with consecutive dates from the departure date. */
export function itineraryDays(departureDate: string, duration: string | number): ItineraryDay[] {
  const days = parseDuration(duration);
  return Array.from({ length: days }, (_, i) => ({
    day: i + 1,
    date: addDays(departureDate, i) ?? '',
    activities: [],
    notes: '',
  }));
}

/**
 * The manual planner's day cards follow departure date and duration; what the user already
 * planned for a day number is kept, only its date moves.
 */
export function regenerateDayPlans(
  previous: readonly DayPlan[],
  departureDate: string,
  duration: string | number,
): DayPlan[] {
  return itineraryDays(departureDate, duration).map(({ day, date }) => {
    const existing = previous.find((p) => p.day === day);
    return existing ? { ...existing, date } : { day, date, rvPark: null, activities: [], notes: '' };
  });
}

// A trip list's numbers derived from its length alone: 250 miles a day, max(2, days / 2) stops.
export const derivedDistance = (days: number): number => DERIVED_MILES_PER_DAY * days;
export const derivedStops = (days: number): number => Math.max(2, Math.floor(days / 2));
export const dailyRvRate = (rvType: string | undefined): number =>
  rvType && rvType in DAILY_RV_RATE ? DAILY_RV_RATE[rvType as RvType] : DEFAULT_DAILY_RV_RATE;
export function derivedCost(rvType: string | undefined, days: number): number {
  const other = DAILY_OTHER_COSTS.reduce((sum, part) => sum + part, 0);
  return dailyRvRate(rvType) * days + other * days;
}

/** 'Starts in N days' when the start is 1 to 30 days away, else null. */
export function startsInLabel(departureDate: string, now: Date = new Date()): string | null {
  const n = daysUntil(departureDate, now);
  if (n === null || n < 1 || n > DISPLAY_LIMITS.startsInMaxDays) return null;
  return `Starts in ${n} days`;
}

/** Up to 3 main activities and the '+N more' count of the rest. */
export function cardActivities(activities: readonly string[]): { shown: string[]; more: string | null } {
  const shown = activities.slice(0, DISPLAY_LIMITS.cardActivities);
  const rest = activities.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 8 random uppercase alphanumerics. */
export function generateTripId(
  randomValues: (bytes: Uint8Array) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b),
): string {
  let id = '';
  while (id.length < TRIP_ID_LENGTH) {
    for (const b of randomValues(new Uint8Array(TRIP_ID_LENGTH))) {
      // Bytes from 252 up are dropped so each of the 36 characters is equally likely.
      if (b < 252 && id.length < TRIP_ID_LENGTH) id += ID_ALPHABET[b % ID_ALPHABET.length];
    }
  }
  return id;
}

export const TRIP_ID_PATTERN = /^[A-Z0-9]{8}$/;

export type CardNumbers = {
  distance: number;
  cost: number;
  stops: number;
  /** The cost (and, unless `distanceIsEstimate` is false, the distance) are estimates from the trip's length. */
  isEstimate: boolean;
  /** False when the distance is routed road miles. */
  distanceIsEstimate: boolean;
};

/** A plan's figures as a card reads them (shared/plan/plan-summary.ts derives them from the plan). */
export type CardPlanFigures = { totalDistance: number; estimatedCost: number; stops?: number };

/**
 * A trip with an AI plan shows the plan's distance, cost and stays; without one, the road
 * miles between its from and to when they are known (`routedMiles`), else the estimates derived
 * from its length, flagged so the card can say so.
 */
export function cardNumbers(
  trip: { duration: string | number; rvType?: string; numberOfStops?: number },
  plan: CardPlanFigures | null,
  routedMiles?: number | null,
): CardNumbers {
  const days = parseDuration(trip.duration);
  if (plan) {
    return {
      distance: Math.round(plan.totalDistance),
      cost: Math.round(plan.estimatedCost),
      stops: plan.stops ?? trip.numberOfStops ?? derivedStops(days),
      isEstimate: false,
      distanceIsEstimate: false,
    };
  }
  const routed = typeof routedMiles === 'number' && Number.isFinite(routedMiles);
  // With road miles the estimate counts their fuel at the rig type's typical MPG, so a 44-mile and a
  // 76-mile trip of the same length do not cost the same.
  const rig = trip.rvType && trip.rvType in RIG_DEFAULTS ? RIG_DEFAULTS[trip.rvType as RvType] : null;
  const fuel = routed && rig ? Math.round((routedMiles / rig.mpg) * DEFAULT_FUEL_PRICE_PER_GALLON) : 0;
  return {
    distance: routed ? Math.round(routedMiles) : derivedDistance(days),
    cost: derivedCost(trip.rvType, days) + fuel,
    stops: derivedStops(days),
    isEstimate: true,
    distanceIsEstimate: !routed,
  };
}

/** The town part of a place label: 'Seattle, Washington, United States' -> 'Seattle'. */
export const shortPlaceName = (label: string): string => label.split(',')[0]?.trim() || label.trim();

/** A trip title from its ends, in short names: 'Seattle to San Diego'. */
export const shortTripTitle = (from: string, to: string): string =>
  `${shortPlaceName(from)} to ${shortPlaceName(to)}`;
