import type { Campground, DiscoverLocation } from '@shared/schemas/places';
import type { ActivityDetail, TripPlan, Day, RvPark } from '@shared/schemas/plan';
import { replaceDays, withActivities } from '@shared/plan/plan-days';

// Pure edits of a stored AI plan (results page): places near the days, discovered places,
// chosen campgrounds. The days themselves change through shared/plan (plan-days, operations).

const toRad = (deg: number) => (deg * Math.PI) / 180;
export function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A place farther than this from every day's drive belongs to no day of the trip. */
export const MAX_MILES_FROM_DAY = 100;

/** Miles from a place to a day's drive: its start, its overnight stop and the line between them. */
export function milesFromDay(day: Day, point: { latitude: number; longitude: number }): number {
  let best = Infinity;
  const steps = 12;
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    const at = {
      latitude: day.from.latitude + (day.to.latitude - day.from.latitude) * f,
      longitude: day.from.longitude + (day.to.longitude - day.from.longitude) * f,
    };
    best = Math.min(best, milesBetween(at, point));
  }
  return best;
}

/**
 * The day whose drive passes nearest to a place (on a tie the earlier day, whose overnight stop it
 * is), or null when the place is more than MAX_MILES_FROM_DAY from every day.
 */
export function nearestDayNumber(
  days: readonly Day[],
  point: { latitude: number; longitude: number },
): number | null {
  let best: { day: number; miles: number } | null = null;
  for (const day of days) {
    const miles = milesFromDay(day, point);
    if (!best || miles < best.miles) best = { day: day.day, miles };
  }
  return best && best.miles <= MAX_MILES_FROM_DAY ? best.day : null;
}

export function isLocationAdded(plan: TripPlan, location: Pick<DiscoverLocation, 'name'>): boolean {
  return plan.dailyItinerary.some((d) => d.activities.includes(location.name));
}

const discoverDetail = (location: DiscoverLocation, category: string): ActivityDetail => ({
  name: location.name,
  type:
    category === 'hiking'
      ? 'hiking'
      : category === 'restaurants' || category === 'farmers markets'
        ? 'dining'
        : 'sightseeing',
  duration: '2 hours',
  description: location.description,
});

/**
 * Discover More Along Your Route: each location not yet in the itinerary goes into the day nearest to it; one far
 * from every day is left out rather than put on a day it has nothing to do with.
 */
export function addDiscoverLocations(
  plan: TripPlan,
  locations: readonly DiscoverLocation[],
  category: string,
): TripPlan {
  let days = plan.dailyItinerary;
  for (const location of locations) {
    if (days.some((d) => d.activities.includes(location.name))) continue;
    const target = nearestDayNumber(days, location);
    if (target === null) continue;
    days = days.map((d) =>
      d.day === target
        ? withActivities(d, [...d.activities, location.name], [discoverDetail(location, category)])
        : d,
    );
  }
  return replaceDays(plan, days);
}

/** A real nearby campground as the day's RV park; fields the data lacks are said to be unknown. */
export function campgroundToRvPark(campground: Campground, nearName: string): RvPark {
  return {
    id: campground.id,
    name: campground.name,
    amenities: campground.amenities,
    amenitiesReported: true,
    nightlyFee: campground.reportedCost ?? null,
    ...(campground.reportedCost !== undefined ? { nightlyFeeBasis: 'reported' as const } : {}),
    latitude: campground.latitude,
    longitude: campground.longitude,
    address: campground.state ? `Near ${nearName} (${campground.state})` : `Near ${nearName}`,
    facilityId: campground.facilityId,
    reservationUrl: campground.reservationUrl,
    isPlaceholder: false,
    description: campground.description || undefined,
    ...(campground.type ? { type: campground.type } : {}),
    ...(campground.dataSource ? { dataSource: campground.dataSource } : {}),
    ...(campground.phone ? { phone: campground.phone } : {}),
    ...(campground.website ? { website: campground.website } : {}),
    ...(campground.reported ? { reported: campground.reported } : {}),
    ...(campground.rvEvidence !== undefined ? { rvEvidence: campground.rvEvidence } : {}),
    ...(campground.attribution
      ? { attribution: campground.attribution, attributionUrl: campground.attributionUrl }
      : {}),
    ...(campground.militaryOnly ? { militaryOnly: true } : {}),
  };
}

export const OPTIMIZE_TARGET_LABELS = {
  time: 'travel time',
  cost: 'cost',
  scenery: 'scenery',
  activities: 'activities',
} as const;

/** Optimizing re-plans for real: the re-planned trip's title gets ' (Optimized)' and the description its target. */
export function markOptimized(plan: TripPlan, optimizeFor: keyof typeof OPTIMIZE_TARGET_LABELS): TripPlan {
  const title = plan.overview.title.endsWith(' (Optimized)')
    ? plan.overview.title
    : `${plan.overview.title} (Optimized)`;
  return {
    ...plan,
    overview: {
      ...plan.overview,
      title,
      description: `${plan.overview.description} Optimized for ${OPTIMIZE_TARGET_LABELS[optimizeFor]}.`,
    },
  };
}
