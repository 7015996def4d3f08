import { describe, expect, it } from 'vitest';
import { describedOverview, routeClause, tripLengthText } from '@shared/plan/overview-texts';
import { selectRoute } from '@shared/plan/plan-days';
import { goldenPlans } from '../test/golden-fixtures';

// The overview's description is written by the planner with the shared writers and rewritten after
// an edit where their wording is found: on every golden plan the reader finds what the planner wrote
// (rewriting a fresh plan changes nothing) and another route option's figures replace the route clause.

describe("the overview's description after an edit", () => {
  for (const { name, plan } of goldenPlans()) {
    it(`${name}: finds the planner's length and route clause`, () => {
      expect(describedOverview(plan)).toEqual(plan.overview);
      const other = plan.routeOptions.find(
        (r) =>
          r.type !== plan.selectedRoute &&
          r.distance !== plan.routeOptions.find((o) => o.type === plan.selectedRoute)?.distance,
      );
      if (!other) return;
      const switched = selectRoute(plan, other.type);
      const via = other.waypoints.slice(1, -1).map((w) => w.name);
      const from = other.waypoints[0].name;
      const to = other.waypoints[other.waypoints.length - 1].name;
      const { description } = describedOverview(switched);
      expect(description).toContain(routeClause(from, to, via, other.distance, other.driveTime));
      expect(description).toContain(tripLengthText(switched.dailyItinerary.length));
      expect(
        description.endsWith(
          plan.overview.description.slice(plan.overview.description.indexOf(' Ideas for the way:')),
        ),
      ).toBe(true);
    });
  }
});
