import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { makePlan } from '@shared/trips/test-factories';
import { replaceDays, selectRoute } from '@shared/plan/plan-days';
import { recordDayEdit } from './plan-steering';
import { refreshPlanTexts } from './plan-texts';

// Texts regenerate with the plan: its length and route.

const described = (plan: TripPlan): TripPlan => ({
  ...plan,
  overview: {
    ...plan.overview,
    description:
      'A 7-day balanced trip from Minneapolis, MN to Glacier National Park, MT via Old Place: about 1161 miles and 20 h 5 min of driving. Ideas for the way: hiking.',
  },
});

describe('refreshPlanTexts', () => {
  it("says the plan's own length, route stops, miles and hours in the description", () => {
    const plan = selectRoute(described(makePlan(4)), 'scenic');
    const route = plan.routeOptions[1];
    const via = route.waypoints
      .slice(1, -1)
      .map((w) => w.name)
      .join(' and ');
    expect(refreshPlanTexts(plan).overview.description).toBe(
      `A 4-day balanced trip from Minneapolis, MN to Glacier National Park, MT via ${via}: about ${route.distance} miles and ${route.driveTime} of driving. Ideas for the way: hiking.`,
    );
  });
});

describe('a replaced park in the notes and warnings', () => {
  it("keeps no sentence of the old park: the stay note names the new one, the others go, the traveller's stay", () => {
    const plan = makePlan(3);
    const day = plan.dailyItinerary[1];
    const noted = replaceDays(
      plan,
      plan.dailyItinerary.map((d) =>
        d.day === 2
          ? {
              ...d,
              notes: ['Campground 2 is a campground about 3 miles from Town.', 'Bring firewood.'],
              warnings: ['Campground 2 reports no sewer hook-up.', 'A long day: 9 h of driving.'],
            }
          : d,
      ),
    );
    const own = {
      ...noted,
      travellerEdits: [{ kind: 'note' as const, id: 'n1', day: 2, text: 'Bring firewood.' }],
    };
    const after = recordDayEdit(own, {
      ...own.dailyItinerary[1],
      rvPark: { ...day.rvPark, name: 'Lakeside RV', id: 'x' },
    });
    const edited = after.dailyItinerary[1];
    expect(edited.notes.filter((n) => !n.startsWith('Road stops:'))).toEqual(['Bring firewood.']);
    expect(edited.warnings).toEqual(['A long day: 9 h of driving.']);
  });
});
