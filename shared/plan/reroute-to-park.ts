import type { TripPlan, Day, NightAway, PlacePoint, RvPark } from '../schemas/plan';
import type { RoadLegsInput } from '../schemas/road-route';
import { recostPlan } from '../trips/plan-costs';
import { formatDriveTime, joinedGeometry, parkPoint } from '../trips/park-reroute';
import { replaceDays, selectedRouteOf } from './plan-days';
import { awayBefore, driveTitle, restDayTitle } from './day-title';
import { ownNotesOf } from './day-texts';
import { reroutedDayTexts, swapLegTerms } from './park-swap';

// A park the traveller picks for a night moves that night's overnight point: the drive there and
// the drive on the next morning are re-routed on roads, and the route's and trip's totals follow.

export interface RoadLeg {
  miles: number;
  driveHours: number;
  geometry: string;
  /** What the day says of this leg's roads (gone around, ends short, a ferry; /api/road-route/legs). */
  notes?: readonly string[];
  /** What it drives on a condition or through, a pass in winter, a road in its uncertain weeks. */
  warnings?: readonly string[];
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
  /** The day of each leg (the stay's arrival drive, the drive after the stay): its seasons and closures. */
  dates: string[];
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
  return {
    points: [arrival.from, point, ...(next ? [next.to] : [])],
    dates: [arrival.date, ...(next ? [next.date] : [])],
  };
}

/**
 * The days whose night is a park the traveller chose (their park marks, laid on the plan) while the
 * stay's drive does not end at it: a re-plan or another device's copy lays the park on the new days
 * without routing them, so the drive still goes to the planner's own stop with its figures and road
 * sentences. Each is routed to the park as a park swap is (parkLegRequest, rerouteToPark).
 */
export function keptParkDays(plan: TripPlan): number[] {
  const out: number[] = [];
  for (const edit of plan.travellerEdits ?? []) {
    if (edit.kind !== 'park') continue;
    const day = plan.dailyItinerary.find((d) => d.day === edit.day);
    if (!day || day.rvPark.name !== edit.park.name || day.rvPark.id !== edit.park.id) continue;
    if (parkLegRequest(plan, edit.day, day.rvPark) && !out.includes(edit.day)) out.push(edit.day);
  }
  return out;
}

/**
 * The body of POST /api/road-route/legs for a park's legs: routed as the planner routed the plan's
 * days, for the trip's rig (absent, the RV type's typical rig), on each leg's own day, on the route
 * option whose days the plan shows (fastest, balanced or scenic: how each road class is weighed),
 * keeping off mountain passes and Interstates when the trip asks.
 */
export function parkLegsBody(plan: TripPlan, request: ParkLegRequest): RoadLegsInput {
  return {
    points: request.points.map(({ latitude, longitude }) => ({ latitude, longitude })),
    dates: request.dates,
    ...swapLegTerms(plan),
  };
}

/**
 * A title the planner wrote (from the day's own places and the night before's, shared/plan/day-title.ts)
 * follows the new places; any other title is kept. The drives are routed between the places alone,
 * so a via is no longer said. A day whose night moves to the park ends there (`to` is the park): what
 * the planner said of its night away from the town no longer holds. The next day keeps where its
 * night is, and starts from the park (`startAway`, the new night before's, is then none).
 */
function retitled(
  days: readonly Day[],
  i: number,
  ends: { from: PlacePoint; to: PlacePoint; startAway: NightAway | undefined },
): Pick<Day, 'title' | 'nightAway'> {
  const day = days[i];
  const sameEnd =
    ends.to.name === day.to.name &&
    ends.to.latitude === day.to.latitude &&
    ends.to.longitude === day.to.longitude;
  const away = sameEnd ? day.nightAway : undefined;
  if (day.title !== driveTitle(day.from, day.to, day.via, day.nightAway, awayBefore(days, i)))
    return { title: day.title, nightAway: away };
  return { title: driveTitle(ends.from, ends.to, undefined, away, ends.startAway), nightAway: away };
}

/** Day i of the old days on a new leg; `startAway`, where its night before now lies away from its place. */
function withLeg(
  days: readonly Day[],
  i: number,
  ends: { from: PlacePoint; to: PlacePoint; startAway: NightAway | undefined },
  leg: RoadLeg,
  own: ReadonlySet<string>,
): Day {
  const { geometry: _old, nightAway: _away, ...rest } = days[i];
  const { from, to } = ends;
  const { title, nightAway } = retitled(days, i, ends);
  return {
    ...rest,
    ...reroutedDayTexts(days[i], leg, own),
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

/** A rest day of the stay at the park: a title the planner wrote explores the park. */
function restAt(days: readonly Day[], i: number, point: PlacePoint): Day {
  const day = days[i];
  const planners = day.title === restDayTitle(day.to, awayBefore(days, i));
  return { ...day, from: point, to: point, title: planners ? restDayTitle(point) : day.title };
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
  const old = plan.dailyItinerary;
  const own = ownNotesOf(plan);
  // The stay's night before is unchanged; the next drive's is the park, now the place itself.
  days[first] = withLeg(
    old,
    first,
    { from: old[first].from, to: point, startAway: awayBefore(old, first) },
    legs[0],
    own,
  );
  for (const i of stay.slice(1)) days[i] = restAt(old, i, point);
  if (legs[1] && days[last + 1])
    days[last + 1] = withLeg(
      old,
      last + 1,
      { from: point, to: old[last + 1].to, startAway: undefined },
      legs[1],
      own,
    );

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
