import type { TripPlan } from '../schemas/plan';
import { selectedRouteOf } from './plan-days';

// The overview's description says the trip's length and its route ("A 7-day scenic trip from Denver,
// CO to Moab, UT via Arches National Park: about 354 miles and 6 h 10 min of driving. Ideas for the
// way: ..."). The planner writes it with these writers; after an edit the length and the route clause
// are written again where the planner's wording has them. The description is one sentence on the
// wire (the planner's, or the OpenAI writer's own words) whose other parts (the travellers, the ideas
// for the way) are stored nowhere else (docs/decisions/0005-texts-on-the-wire.md).

/** "7-day": a trip's length as the description and title say it. */
export const tripLengthText = (days: number) => `${days}-day`;

/** " from A to B via C and D: about N miles and T of driving.": the route clause of the description. */
export const routeClause = (
  from: string,
  to: string,
  via: readonly string[],
  miles: number,
  driveTime: string,
) =>
  ` from ${from} to ${to}${via.length ? ` via ${via.join(' and ')}` : ''}: about ${miles} miles and ${driveTime} of driving.`;

const LENGTH_TEXT = /\b\d+-day\b/;
// What routeClause writes, its ends kept as written.
const ROUTE_CLAUSE = / from (.+?) to (.+?)(?: via (.+?))?: about [\d,.]+ miles and (.+?) of driving\./;

/** The overview's description with the plan's own length, route stops, miles and hours. */
export function describedOverview(plan: TripPlan): TripPlan['overview'] {
  const days = plan.dailyItinerary.length;
  const route = selectedRouteOf(plan);
  const via = route?.waypoints.slice(1, -1).map((w) => w.name) ?? [];
  const description = plan.overview.description
    .replace(LENGTH_TEXT, tripLengthText(days))
    .replace(ROUTE_CLAUSE, (whole, from: string, to: string) =>
      route ? routeClause(from, to, via, route.distance, route.driveTime) : whole,
    );
  return {
    ...plan.overview,
    title: plan.overview.title.replace(LENGTH_TEXT, tripLengthText(days)),
    description,
  };
}
