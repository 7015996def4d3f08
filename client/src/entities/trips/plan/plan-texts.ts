import type { TripPlan } from '@shared/schemas/plan';
import { selectedRouteOf } from '@shared/plan/plan-days';

// The plan's overview follows the plan: its length and route are read from its days whenever it is
// saved, so the description never says what an earlier plan said. The description is one sentence on
// the wire (the planner's, or the OpenAI writer's own words) whose other parts (the travellers, the
// ideas for the way) are stored nowhere else, so its length and route clause are replaced where the
// planner's wording has them (docs/decisions/0005-texts-on-the-wire.md).
const ROUTE_TEXT = / from (.+?) to (.+?)(?: via (.+?))?: about [\d,.]+ miles and (.+?) of driving\./;

/** The overview's description with the plan's own length, route stops, miles and hours. */
export function describedOverview(plan: TripPlan): TripPlan['overview'] {
  const days = plan.dailyItinerary.length;
  const route = selectedRouteOf(plan);
  const via = route?.waypoints.slice(1, -1).map((w) => w.name) ?? [];
  const description = plan.overview.description
    .replace(/\b\d+-day\b/, `${days}-day`)
    .replace(ROUTE_TEXT, (whole, from: string, to: string) =>
      route
        ? ` from ${from} to ${to}${via.length ? ` via ${via.join(' and ')}` : ''}: about ${route.distance} miles and ${route.driveTime} of driving.`
        : whole,
    );
  return { ...plan.overview, title: plan.overview.title.replace(/\b\d+-day\b/, `${days}-day`), description };
}

/**
 * The plan with its overview read again from its days. The stay notes need no reading: the one edit of
 * a stay's length (`withStayNights`) writes them for the new length.
 */
export function refreshPlanTexts(plan: TripPlan): TripPlan {
  return { ...plan, overview: describedOverview(plan) };
}
