// The product's business constants and limits (prices, quotas, timings, display limits), in one
// place for client and server.

export const FREE_TRIPS_PER_MONTH = 3;
export const TRIAL_DAYS = 7;

export const PRO_PRICE_MONTHLY = 19.99;
export const PRO_PRICE_YEARLY = 199;

/** Yearly savings percent = (12 x monthly - yearly) / (12 x monthly), rounded. */
export function yearlySavingsPercent(monthly: number, yearly: number): number {
  return Math.round(((12 * monthly - yearly) / (12 * monthly)) * 100);
}

/** The monthly equivalent of a yearly price is shown as floor(yearly / 12). */
export function monthlyEquivalent(yearly: number): number {
  return Math.floor(yearly / 12);
}

export const FREE_PLAN_FEATURES = [
  '3 trips per month',
  'Manual trip planning',
  'Interactive RV map',
  'Expense tracking',
] as const;

export const PRO_PLAN_FEATURES = [
  'Unlimited trips',
  'AI-powered optimization',
  'All planning modes',
  'Offline maps',
  'Advanced route planning and filters',
  // Free accounts see every booking window; the e-mails before they open are Pro
  // (docs/decisions/0006-product-rulings.md).
  'Booking-window reminders by e-mail',
  'Priority support',
] as const;

export const TIMINGS = {
  toastAutoCloseMs: 5000,
  toastFadeMs: 300,
  autosaveMs: 1000,
  draftSavedVisibleMs: 2000,
  redirectMs: 2000,
  aiFailureRedirectMs: 3000,
  resultsOptimizeMs: 2000,
  resultsLoadingDelayMs: 100,
  resetRedirectMs: 3000,
  campgroundSearchDebounceMs: 2000,
  geolocationTimeoutMs: 30000,
  geolocationMaxAgeMs: 300000,
  nationalParksCacheMs: 30 * 60 * 1000,
} as const;

export const DEFAULT_DURATION_DAYS = 7;
export const DEFAULT_RESULTS_DEPARTURE = '2025-08-01';
export const TRIP_ID_LENGTH = 8;

export const RV_TYPES = ['class-a', 'class-b', 'class-c', 'travel-trailer', 'fifth-wheel'] as const;
export type RvType = (typeof RV_TYPES)[number];
export const isRvType = (value: unknown): value is RvType =>
  typeof value === 'string' && (RV_TYPES as readonly string[]).includes(value);

/** Daily RV rate by type for derived list estimates (default 100). */
export const DAILY_RV_RATE: Record<RvType, number> = {
  'class-a': 150,
  'class-b': 100,
  'class-c': 125,
  'travel-trailer': 80,
  'fifth-wheel': 100,
};
export const DEFAULT_DAILY_RV_RATE = 100;
/** The other cost parts per day added to the RV rate in derived estimates. */
export const DAILY_OTHER_COSTS = [50, 40, 60, 30] as const;
export const DERIVED_MILES_PER_DAY = 250;
/** USD a gallon the plans' fuel costs use when no price is configured. */
export const DEFAULT_FUEL_PRICE_PER_GALLON = 3.75;

export const MAP = {
  defaultCenter: { lat: 39.8283, lng: -98.5795 },
  defaultZoom: 4,
  campgroundMinZoom: 6,
  campgroundRadius: 150,
  routeMapRadius: 500,
  searchLimit: 5,
  minTokenLength: 40,
} as const;

export const DISPLAY_LIMITS = {
  recentTrips: 3,
  recentExpenses: 10,
  weatherDays: 5,
  resultsAmenities: 4,
  mapAmenities: 3,
  campgroundDescription: 200,
  parkDescription: 150,
  startsInMaxDays: 30,
  cardActivities: 3,
} as const;

export const CONFETTI = { particleCount: 100, spread: 70, origin: { y: 0.6 } } as const;

export const SUPPORT_EMAIL = 'support@rvtripplanner.app';
