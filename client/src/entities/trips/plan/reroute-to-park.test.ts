import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import type { RvPark } from '@shared/schemas/plan';
import { recordDayEdit } from './plan-steering';
import { formatDriveTime } from '@shared/trips/park-reroute';
import { parkLegRequest, rerouteToPark } from '@shared/plan/reroute-to-park';
import { setStayNights } from './plan-steering';
import { makeCostedPlan, makePlan } from '@shared/trips/test-factories';
import { awayBefore, driveTitle } from '@shared/plan/day-title';
import { ROAD_STOPS_NOT_REPLANNED } from '@shared/plan/day-texts';

const park = (name: string, latitude: number, longitude: number): RvPark => ({
  name,
  amenities: ['Electric hookups'],
  amenitiesReported: true,
  nightlyFee: null,
  latitude,
  longitude,
  address: 'Near Stop 1',
  isPlaceholder: false,
});
const line = (...pts: Array<[number, number]>) => polyline.encode(pts, 5);

describe('rerouteToPark', () => {
  const plan = makeCostedPlan(3);
  const chosen = park('Riverside RV Park', 38.95, -105.7);

  it('routes from the previous night to the park and on to the next night', () => {
    const req = parkLegRequest(plan, 1, chosen);
    expect(req?.points.map((p) => p.name)).toEqual(['Stop 0', 'Riverside RV Park', 'Stop 2']);
    expect(parkLegRequest(plan, 3, chosen)?.points).toHaveLength(2); // the last night has no next drive
    expect(parkLegRequest(plan, 1, { ...chosen, latitude: null, longitude: null })).toBeNull();
  });

  it("updates the day's and the next day's drive, the totals and the fuel cost", () => {
    const legs = [
      { miles: 150, driveHours: 2.9, geometry: line([39, -105], [38.95, -105.7]) },
      { miles: 70, driveHours: 1.3, geometry: line([38.95, -105.7], [38.8, -106]) },
    ];
    const out = rerouteToPark(plan, 1, chosen, legs);
    const [d1, d2, d3] = out.dailyItinerary;
    expect(d1.to).toEqual({ name: 'Riverside RV Park', latitude: 38.95, longitude: -105.7 });
    expect([d1.distance, d1.driveHours, d1.driveTime]).toEqual([150, 2.9, '2 h 54 min']);
    expect(d1.title).toBe('Stop 0 to Riverside RV Park');
    expect(d1.geometry).toBe(legs[0].geometry);
    expect(d2.from.name).toBe('Riverside RV Park');
    expect([d2.distance, d2.driveTime, d2.title]).toEqual([70, '1 h 18 min', 'Riverside RV Park to Stop 2']);
    expect(d3).toEqual(plan.dailyItinerary[2]);

    const oldMiles = plan.dailyItinerary.reduce((s, d) => s + d.distance, 0);
    const miles = 150 + 70 + d3.distance;
    const route = out.routeOptions.find((r) => r.type === out.selectedRoute)!;
    expect(route.dailyItinerary).toEqual(out.dailyItinerary);
    expect(route.distance).toBe(miles);
    expect(out.overview.totalDistance).toBe(miles);
    expect(out.overview.totalDriveHours).toBe(Math.round((2.9 + 1.3 + d3.driveHours) * 10) / 10);
    // Fuel at the plan's own cost per mile; the rest of the budget is unchanged (same parks).
    const fuel = Math.round((plan.costBreakdown.fuel / oldMiles) * miles);
    expect(out.costBreakdown.fuel).toBe(fuel);
    expect(out.costBreakdown.total).toBe(plan.costBreakdown.total + fuel - plan.costBreakdown.fuel);
    expect(out.overview.estimatedCost).toBe(plan.overview.estimatedCost + fuel - plan.costBreakdown.fuel);
    expect(route.waypoints[1].name).toBe('Riverside RV Park');
    // Other route options keep their own days.
    expect(out.routeOptions.find((r) => r.type === 'fastest')).toEqual(
      plan.routeOptions.find((r) => r.type === 'fastest'),
    );
  });

  it("retitles the planner's titles that say where a night lies away from its town", () => {
    // As the planner titles and marks days whose night lies away from the town they name.
    const far = { park: 'Far RV Park', miles: 14, routed: false, driveEndsAtPark: true };
    const other = { park: 'Other Park', miles: 12, routed: true, driveEndsAtPark: false };
    const days = plan.dailyItinerary.map((d, i) =>
      i === 0
        ? { ...d, nightAway: far, title: driveTitle(d.from, d.to, d.via, far) }
        : i === 1
          ? { ...d, nightAway: other, title: driveTitle(d.from, d.to, d.via, other, far) }
          : d,
    );
    expect(days[0].title).toBe('Stop 0 to Far RV Park (about 14 mi from Stop 1 in a straight line)');
    // The planner's next day starts from the park of the night away.
    expect(days[1].title).toBe('Far RV Park to Stop 2, night at Other Park (12 road mi away)');
    const titled = {
      ...plan,
      dailyItinerary: days,
      routeOptions: plan.routeOptions.map((r) =>
        r.type === plan.selectedRoute ? { ...r, dailyItinerary: days } : r,
      ),
    };
    const legs = [
      { miles: 150, driveHours: 2.9, geometry: line([39, -105], [38.95, -105.7]) },
      { miles: 70, driveHours: 1.3, geometry: line([38.95, -105.7], [38.8, -106]) },
    ];
    const [d1, d2] = rerouteToPark(titled, 1, chosen, legs).dailyItinerary;
    // The night moved to the park the traveller chose: the day ends there, and says so.
    expect([d1.title, d1.nightAway]).toEqual(['Stop 0 to Riverside RV Park', undefined]);
    // The next day starts at the park and still says where its own night lies.
    expect(d2.title).toBe('Riverside RV Park to Stop 2, night at Other Park (12 road mi away)');
    expect(d2.nightAway).toEqual(other);
  });

  it('a stay at a park away from its town: rests there, drives on from it, and follows a new park', () => {
    const far = { park: 'Far RV Park', miles: 14, routed: false, driveEndsAtPark: false };
    const away = {
      ...makePlan(3),
      dailyItinerary: makePlan(3).dailyItinerary.map((d, i) => (i === 0 ? { ...d, nightAway: far } : d)),
    };
    const stay = setStayNights(away, 1, 2); // day 1 arrives, day 2 rests at Far RV Park, day 3 drives on
    const titled = stay.dailyItinerary.map((d, i, days) =>
      i === 0
        ? { ...d, title: driveTitle(d.from, d.to, d.via, far) }
        : i === 2
          ? { ...d, title: driveTitle(d.from, d.to, d.via, undefined, awayBefore(days, i)) }
          : d,
    );
    expect(titled.map((d) => d.title)).toEqual([
      'Stop 0 to Stop 1, night at Far RV Park (about 14 mi away in a straight line)',
      'Explore from Far RV Park (about 14 mi from Stop 1 in a straight line)',
      'Far RV Park to Stop 2',
      'Stop 2 to Stop 3',
    ]);
    const plan2 = {
      ...stay,
      dailyItinerary: titled,
      routeOptions: stay.routeOptions.map((r) =>
        r.type === stay.selectedRoute ? { ...r, dailyItinerary: titled } : r,
      ),
    };
    const out = rerouteToPark(plan2, 1, chosen, [
      { miles: 150, driveHours: 2.9, geometry: '' },
      { miles: 70, driveHours: 1.3, geometry: '' },
    ]);
    expect(out.dailyItinerary.map((d) => d.title)).toEqual([
      'Stop 0 to Riverside RV Park',
      'Explore Riverside RV Park',
      'Riverside RV Park to Stop 2',
      'Stop 2 to Stop 3',
    ]);
    expect(out.dailyItinerary.map((d) => d.nightAway)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('moves every night of a stay, and keeps the park marked as the traveller’s edit', () => {
    const stay = setStayNights(makePlan(3), 1, 2); // day 1 arrives, day 2 rests, day 3 drives on
    const edited = recordDayEdit(stay, { ...stay.dailyItinerary[1], rvPark: chosen });
    const req = parkLegRequest(edited, 2, chosen)!;
    expect(req.points.map((p) => p.name)).toEqual(['Stop 0', 'Riverside RV Park', 'Stop 2']);
    const out = rerouteToPark(edited, 2, chosen, [
      { miles: 150, driveHours: 2.9, geometry: '' },
      { miles: 70, driveHours: 1.3, geometry: '' },
    ]);
    const [d1, d2, d3] = out.dailyItinerary;
    expect(d1.distance).toBe(150);
    expect(d2.from.name).toBe('Riverside RV Park');
    expect(d2.distance).toBe(0);
    expect(d3.from.name).toBe('Riverside RV Park');
    expect(d3.distance).toBe(70);
    expect(out.travellerEdits?.filter((e) => e.kind === 'park')).toHaveLength(1);
    expect(out.travellerEdits?.[0]).toMatchObject({ kind: 'park', park: { name: 'Riverside RV Park' } });
  });

  it('keeps later edits of the day anchored where the plan stopped, not at the moved stop', () => {
    const base = makePlan(3);
    const town = base.dailyItinerary[0].to;
    const first = recordDayEdit(base, { ...base.dailyItinerary[0], rvPark: chosen });
    const moved = rerouteToPark(first, 1, chosen, [
      { miles: 150, driveHours: 2.9, geometry: '' },
      { miles: 70, driveHours: 1.3, geometry: '' },
    ]);
    const other = park('Canyon Camp', 38.7, -106.1);
    const again = recordDayEdit(moved, { ...moved.dailyItinerary[0], rvPark: other, notes: ['Quiet site'] });
    const edits = again.travellerEdits ?? [];
    expect(edits.filter((e) => e.kind === 'park')).toHaveLength(1);
    for (const e of edits) expect(e.at).toEqual(town);
  });

  it('leaves the plan alone when the legs do not match the request', () => {
    expect(rerouteToPark(plan, 1, chosen, [])).toBe(plan);
    expect(formatDriveTime(0.75)).toBe('45 min');
    expect(formatDriveTime(3)).toBe('3 h');
  });

  it('says what the new legs go around, end short of and cross, not what the old ones did', () => {
    const tioga =
      'Avoided Tioga Road (Tioga Pass) (CA-120): usually closed for winter from about November 15 to about June 1 (Yosemite National Park).';
    const ebbetts =
      'Crosses Ebbetts Pass (CA-4, 8,730 ft) in winter: no way around it is within about 15 % more miles.';
    const tunnel =
      "Avoided the Iron Mountain Road's tunnels (US-16A): your rig is 11 ft 6 in high (Custer State Park).";
    const short =
      'Ends short of Tioga Road (Tioga Pass) (CA-120): usually closed for winter (Yosemite National Park).';
    const mine = 'Avoided the toll bridge last time: ask at the gate.';
    const base = makePlan(3);
    const days = base.dailyItinerary.map((d, i) =>
      i === 0
        ? { ...d, notes: ['Quiet site', tioga, mine], warnings: [ebbetts] }
        : i === 1
          ? { ...d, notes: [tioga], warnings: ['Low clearance at the camp gate.', ebbetts] }
          : d,
    );
    const edited = recordDayEdit({ ...base, dailyItinerary: days }, { ...days[0], rvPark: chosen });
    const withMine = {
      ...edited,
      travellerEdits: [...(edited.travellerEdits ?? []), { kind: 'note' as const, day: 1, text: mine }],
    };
    const out = rerouteToPark(withMine, 1, chosen, [
      { miles: 92, driveHours: 2.5, geometry: '', notes: [tunnel], warnings: [] },
      { miles: 262, driveHours: 5.9, geometry: '', notes: [short, tioga], warnings: [ebbetts] },
    ]);
    const [d1, d2] = out.dailyItinerary;
    // (The road stops the swap made stale say so until re-planned: use-road-stops-replan.ts.)
    const withoutStops = (notes: string[]) => notes.filter((n) => n !== ROAD_STOPS_NOT_REPLANNED);
    // Day 1's new leg drives over what the old one went around: it no longer says so; the
    // traveller's own note stays although it reads like the router's.
    expect(withoutStops(d1.notes)).toEqual(['Quiet site', mine, tunnel]);
    expect(d1.warnings).toEqual([]);
    // Day 2's new leg goes around it again and crosses the same pass: each said once.
    expect(withoutStops(d2.notes)).toEqual([short, tioga]);
    expect(d2.warnings).toEqual(['Low clearance at the camp gate.', ebbetts]);
  });
});
