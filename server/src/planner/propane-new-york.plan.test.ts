import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { segmentsOnLine } from '../routing/restricted-segments';
import { sharedRoadRules } from '../routing/road-ferries';
import { fixedNow } from '../test/planner-data';
import { planTrip } from './engine';

// A 38 ft Class A with propane from Jersey City to Montauk: the plain way crosses Manhattan by the
// Holland Tunnel and the Hugh L. Carey Tunnel, both barred to propane. Every route option's days keep
// off both (and every other crossing barred to the rig), and the day that goes around names both.
// Before, a leg went around the first such tunnel its route met; its day named only what it met.
const rig = {
  lengthFeet: 38,
  heightFeet: 12,
  fuel: 'diesel',
  tankGallons: 100,
  mpg: 8,
  towingCar: false,
  propaneOnBoard: true,
} as const;
const req = { rvType: 'class-a' as const, ...rig };

describe('a propane rig from New Jersey to Long Island', () => {
  it('keeps every route option out of both tunnels, and the day says it avoided both', async () => {
    const plan: TripPlan = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Jersey City, NJ',
        toLocation: 'Montauk, NY',
        departureDate: '2027-07-01',
        duration: 3,
        rvType: 'class-a',
        rig,
      }),
      loadBundledData(),
      { now: fixedNow },
    );
    expect(plan.routeOptions).toHaveLength(3);
    for (const option of plan.routeOptions) {
      const days = option.dailyItinerary;
      for (const d of days) {
        const line = d.geometry ? polyline.decode(d.geometry) : [];
        const driven = segmentsOnLine(
          { lat: line.map((p) => p[0]), lng: line.map((p) => p[1]) },
          sharedRoadRules(),
          req,
        );
        expect(driven.filter((s) => s.rule === 'avoid').map((s) => s.segment.id)).toEqual([]);
      }
      const notes = days.flatMap((d) => d.notes ?? []);
      expect(notes, option.type).toContainEqual(
        expect.stringMatching(/^Avoided the Holland Tunnel \(I-78\): propane/),
      );
      expect(notes, option.type).toContainEqual(
        expect.stringMatching(/^Avoided the Hugh L\. Carey Tunnel \(I-478\): propane/),
      );
    }
  });

  it('tells a 12 ft 6 in rig of the Hugh L. Carey Tunnel once a day, its clearance and propane in one note', async () => {
    const plan: TripPlan = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Jersey City, NJ',
        toLocation: 'Montauk, NY',
        departureDate: '2027-07-01',
        duration: 3,
        rvType: 'class-a',
        rig: { ...rig, heightFeet: 12.5 },
      }),
      loadBundledData(),
      { now: fixedNow },
    );
    const days = plan.routeOptions[0].dailyItinerary;
    const carey = days.map((d) => (d.notes ?? []).filter((n) => n.includes('Hugh L. Carey')));
    expect(carey.flat()).not.toEqual([]);
    for (const said of carey) {
      expect(said.length).toBeLessThanOrEqual(1);
      for (const n of said) expect(n).toMatch(/your rig is 12 ft 6 in high, .*; and propane is reported barred/);
    }
  });
});
