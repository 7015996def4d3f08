import type { ActivityDetail, TripPlan, Day, RouteOption, RouteType } from '../schemas/plan';
import { withBookingWindows } from '../trips/booking-windows';
import { recostPlan } from '../trips/plan-costs';
import { driveHoursOfDays, milesOfDays } from './plan-summary';

// The plan's days as the editor changes them: the selected route's days, replaced together with that
// route's own copy (so switching routes and back keeps an edit), and a day's activities.

export function selectedRouteOf(plan: TripPlan): RouteOption {
  return (
    plan.routeOptions.find((r) => r.type === plan.selectedRoute) ??
    plan.routeOptions[plan.routeOptions.length - 1]
  );
}

/**
 * Another route option chosen: the plan's days are its days, and what follows from them follows too
 * (the trip's miles and hours, and the cost breakdown at the plan's own rates; switching cards kept
 * the first route's cost and miles on the page and on the trip's card).
 */
export function selectRoute(plan: TripPlan, type: RouteType): TripPlan {
  const route = plan.routeOptions.find((r) => r.type === type);
  if (!route) return plan;
  const days = route.dailyItinerary;
  return recostPlan(plan, {
    ...plan,
    selectedRoute: type,
    dailyItinerary: days,
    overview: { ...plan.overview, totalDistance: milesOfDays(days), totalDriveHours: driveHoursOfDays(days) },
  });
}

export function replaceDays(plan: TripPlan, given: Day[], now: Date = new Date()): TripPlan {
  // A plan whose stays carry booking windows gets them worked out again: a swapped park, a moved
  // night or a re-plan changes which rule and which date apply.
  const days = given.some((d) => d.booking) ? withBookingWindows(given, { now }) : given;
  return {
    ...plan,
    dailyItinerary: days,
    routeOptions: plan.routeOptions.map((r) =>
      r.type === plan.selectedRoute ? { ...r, dailyItinerary: days } : r,
    ),
  };
}

export function replaceDay(plan: TripPlan, day: Day): TripPlan {
  return replaceDays(
    plan,
    plan.dailyItinerary.map((d) => (d.day === day.day ? day : d)),
  );
}

/** The first item cannot move up, the last cannot move down; such moves change nothing. */
export function moveItem<T>(list: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target], copy[index]];
  return copy;
}

/** A day with a new activity list; details of kept activities survive, new ones get an activity's defaults (sightseeing, 2 hours). */
export function withActivities(
  day: Day,
  names: readonly string[],
  details: readonly ActivityDetail[] = [],
): Day {
  const known = [...details, ...day.activityDetails];
  return {
    ...day,
    activities: [...names],
    activityDetails: names.map(
      (name) =>
        known.find((d) => d.name === name) ?? {
          name,
          type: 'sightseeing',
          duration: '2 hours',
          description: '',
        },
    ),
  };
}
