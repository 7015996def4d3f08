import type { TripPlan, Day, PlacePoint, RvPark } from '@shared/schemas/plan';
import { recostPlan } from '@shared/trips/plan-costs';
import { formatDriveTime, joinedGeometry, parkPoint } from '@shared/trips/park-reroute';
import { replaceDays, selectedRouteOf } from '@shared/plan/plan-days';
import { driveTitle } from '@shared/plan/day-title';

// A park the traveller picks for a night moves that night's overnight point: the drive there and
// the drive on the next morning are re-routed on roads, and the route's and trip's totals follow.

export interface RoadLeg {
  miles: number;
  driveHours: number;
  geometry: string;
}

/** Indices of the days of the stay the given day belongs to (consecutive days at one place). */
function stayIndices(days: readonly Day[], dayNumber: number): number[] {
  const i = days.findIndex((d) => d.day === dayNumber);
  if (i < 0) return [];
  const place = days[i].to.name;
  let first = i;
  while (first > 0 && days[first - 1].to.name === place) first--;
  let last = i;
  while (last + 1 < days.length && days[last + 1].to.name === place) last++;
  return Array.from({ length: last - first + 1 }, (_, k) => first + k);
}

export interface ParkLegRequest {
  /** Previous night's place, the new park, and the next night's place when a drive follows. */
  points: PlacePoint[];
}

/**
 * The points to route for a new park on a day: where the stay's drive starts, the park, and where
 * the next drive ends. Null when nothing needs routing (the park is already the overnight point, or
 * its place is unknown).
 */
export function parkLegRequest(plan: TripPlan, dayNumber: number, park: RvPark): ParkLegRequest | null {
  const days = plan.dailyItinerary;
  const stay = stayIndices(days, dayNumber);
  const point = parkPoint(park);
  if (stay.length === 0 || !point) return null;
  const arrival = days[stay[0]];
  if (arrival.to.latitude === point.latitude && arrival.to.longitude === point.longitude) return null;
  const next = days[stay[stay.length - 1] + 1];
  return { points: [arrival.from, point, ...(next ? [next.to] : [])] };
}

/**
 * A title the planner wrote (from the day's own places, shared/plan/day-title.ts) follows the new
 * places; any other title is kept. The drives are routed between the places alone, so a via is no
 * longer said. A day whose night moves to the park ends there (`to` is the park): what the planner
 * said of its night away from the town no longer holds. The next day keeps where its night is.
 */
function retitled(day: Day, from: PlacePoint, to: PlacePoint): Pick<Day, 'title' | 'nightAway'> {
  const sameEnd =
    to.name === day.to.name && to.latitude === day.to.latitude && to.longitude === day.to.longitude;
  const away = sameEnd ? day.nightAway : undefined;
  if (day.title !== driveTitle(day.from, day.to, day.via, day.nightAway))
    return { title: day.title, nightAway: away };
  return { title: driveTitle(from, to, undefined, away), nightAway: away };
}

function withLeg(day: Day, from: PlacePoint, to: PlacePoint, leg: RoadLeg): Day {
  const { geometry: _old, nightAway: _away, ...rest } = day;
  const { title, nightAway } = retitled(day, from, to);
  return {
    ...rest,
    title,
    ...(nightAway ? { nightAway } : {}),
    from,
    to,
    distance: leg.miles,
    driveHours: leg.driveHours,
    driveTime: formatDriveTime(leg.driveHours),
    ...(leg.geometry ? { geometry: leg.geometry } : {}),
  };
}

/**
 * The plan with a day's overnight moved to the park: the stay's arrival drive is the first leg, the
 * next drive the second. Totals, the route's line and the costs (fuel at the plan's own cost per
 * mile, camping at the park's fee) follow; the other days are untouched.
 */
export function rerouteToPark(
  plan: TripPlan,
  dayNumber: number,
  park: RvPark,
  legs: readonly RoadLeg[],
): TripPlan {
  const request = parkLegRequest(plan, dayNumber, park);
  if (!request || legs.length !== request.points.length - 1) return plan;
  const point = request.points[1];
  const days = [...plan.dailyItinerary];
  const stay = stayIndices(days, dayNumber);
  const first = stay[0];
  const last = stay[stay.length - 1];
  days[first] = withLeg(days[first], days[first].from, point, legs[0]);
  for (const i of stay.slice(1)) days[i] = { ...days[i], from: point, to: point };
  if (legs[1] && days[last + 1]) days[last + 1] = withLeg(days[last + 1], point, days[last + 1].to, legs[1]);

  const miles = days.reduce((s, d) => s + d.distance, 0);
  const hours = Math.round(days.reduce((s, d) => s + d.driveHours, 0) * 10) / 10;
  const next = replaceDays(plan, days);
  const route = selectedRouteOf(plan);
  const geometry = joinedGeometry(days);
  return recostPlan(plan, {
    ...next,
    routeOptions: next.routeOptions.map((r) =>
      r.type === route.type
        ? {
            ...r,
            distance: Math.round(miles),
            driveHours: hours,
            driveTime: formatDriveTime(hours),
            waypoints: r.waypoints.map((w) =>
              w.name === plan.dailyItinerary[first].to.name ? { ...point } : w,
            ),
            ...(geometry ? { geometry } : {}),
          }
        : r,
    ),
    overview: {
      ...plan.overview,
      totalDistance: Math.round(miles),
      totalDriveHours: hours,
    },
  });
}
