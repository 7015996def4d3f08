import { describe, expect, it } from 'vitest';
import type { Day, TripPlan } from '@shared/schemas/plan';
import { makePlan, makeRoadStops } from '@shared/trips/test-factories';
import { recordStayNights, setStayNights } from './plan-steering';

// A rest day added by an edit (a stay set to more nights) has no drive: it carries none of the drive
// day's road stops (fuel, breaks, dump, propane), pass-through stops, booking window or warnings.

/** A plan whose second day is a 1,100-mile drive with road stops, a via stop, a booking and warnings. */
function planWithDriveDay(): TripPlan {
  const base = makePlan(3);
  const days = base.dailyItinerary.map((d): Day => {
    if (d.day !== 2) return d;
    const drive = { ...d, distance: 1100, driveHours: 17, driveTime: '17 h' };
    return {
      ...drive,
      roadStops: makeRoadStops(drive, ['fuel', 'rest', 'dump', 'propane']),
      via: [{ name: 'Baton Rouge, LA', latitude: 30.45, longitude: -91.19 }],
      booking: {
        opensAt: '2026-03-02T10:00:00-05:00',
        timeZone: 'America/New_York',
        rule: 'Recreation.gov opens sites 6 months ahead at 10:00 Eastern.',
        operator: 'Recreation.gov',
        bookingUrl: null,
        sourceUrl: null,
        confirmed: true,
        status: 'not-open',
      },
      warnings: ["Fuel: no truck stop in our data within your rig's range after the start."],
    };
  });
  return {
    ...base,
    dailyItinerary: days,
    routeOptions: base.routeOptions.map((r) => ({ ...r, dailyItinerary: days })),
  };
}

const restDaysOf = (plan: TripPlan) => plan.dailyItinerary.filter((d) => d.distance === 0 && d.day > 1);

describe('a rest day added by an edit', () => {
  it('carries no road stops, via stops, booking or warnings of the drive day before it', () => {
    const plan = planWithDriveDay();
    expect(plan.dailyItinerary[1].roadStops?.some((s) => s.kind === 'fuel' && s.mile === 220)).toBe(true);
    for (const edited of [setStayNights(plan, 2, 3), recordStayNights(plan, 2, 2)]) {
      const rest = restDaysOf(edited);
      expect(rest.length).toBeGreaterThan(0);
      for (const d of rest) {
        expect(d.roadStops ?? []).toEqual([]);
        expect(d.via).toBeUndefined();
        expect(d.booking).toBeUndefined();
        expect(d.warnings ?? []).toEqual([]);
        expect(d.geometry).toBeUndefined();
      }
      // The drive day keeps its own.
      expect(edited.dailyItinerary[1].roadStops).toHaveLength(4);
      expect(edited.dailyItinerary[1].warnings).toHaveLength(1);
    }
    // Every route option's copy too.
    const recorded = recordStayNights(plan, 2, 2);
    for (const r of recorded.routeOptions)
      for (const d of r.dailyItinerary.filter((x) => x.distance === 0 && x.day > 1))
        expect(d.roadStops ?? []).toEqual([]);
  });
});
