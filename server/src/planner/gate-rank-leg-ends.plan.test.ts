import { describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { builtinRouter } from '../routing/builtin';
import { legEndOf } from '../routing/core/leg-end';
import type { RouteRequest } from '../routing/road-router';
import { loadParkEntrances } from '../routing/park-entrances';
import { gateOf } from '../test/park-trips';
import { createPlanContext, routeRequest } from './core/context';
import type { DaySkeleton, Stop } from './core/itinerary';
import { atOf, byRoadFrom, nightDates, rankFor } from './core/steps/night-search';
import type { NightSearch } from './core/steps/night-search';
import { createPlanRouter } from './plan-router';
import { bundledParkClosures } from './park-closures';

// A park's campgrounds ranked from its gate by road read each drive's end (its miles, where it
// ends, whether it ends short or drives a road on a condition), remembered by the router, not the
// drive's whole line: the order is the one routing each drive in full gives, in summer and in
// winter (Trail Ridge Road closed: the Grand Lake side's camps end short), and the router's
// remembered end is the routed leg's own, forgotten with its searches.
const data = loadBundledData();
const beaverMeadows = gateOf(loadParkEntrances(), 'romo', 'the Beaver Meadows');
const romo = data.parks.find((p) => p.id === 'romo')!;
const stop: Stop = { name: romo.fullName, area: 'Estes Park, CO', parkId: romo.id, latitude: romo.latitude, longitude: romo.longitude };

function contextOn(date: string) {
  const input = generateTripInputSchema.parse({
    fromLocation: 'Denver, CO',
    toLocation: 'Moab, UT',
    departureDate: date,
    duration: 3,
    rvType: 'class-a',
  });
  return createPlanContext(input, data, createPlanRouter(), {
    fuelPricePerGallon: 4,
    campgroundRadiusMiles: 40,
    parkClosures: bundledParkClosures(),
  });
}

describe("a park's campgrounds ranked from its gate by their drives' ends", { timeout: 120_000 }, () => {
  for (const date of ['2027-07-01', '2027-01-12'])
    it(`come in the order routing each drive in full gives (${date})`, async () => {
      const ctx = contextOn(date);
      const day = { day: 1, nights: 1 } as DaySkeleton;
      const req = routeRequest(ctx, 'scenic', day.day);
      const ranked = rankFor(ctx, stop, nightDates(ctx, day), new Set());
      const search = (legEnd: NightSearch['legEnd']) => ({ ctx, day, legEnd });
      const byEnds = await byRoadFrom(search((pts) => ctx.router.legEnd!(pts, req)), 'scenic', beaverMeadows, ranked);
      const byLegs = await byRoadFrom(
        search(async (pts) => legEndOf(await ctx.router.leg(pts, req))),
        'scenic',
        beaverMeadows,
        ranked,
      );
      expect(byEnds.length).toBe(ranked.length);
      expect(byEnds.map((c) => c.row.id)).toEqual(byLegs.map((c) => c.row.id));
      // The road decides: not the straight line's order.
      expect(byEnds.slice(0, 8).map((c) => c.row.id)).not.toEqual(ranked.slice(0, 8).map((c) => c.row.id));
    });

  it("are the routed legs' own ends, by every part of the request, and forgotten with the searches", () => {
    const router = builtinRouter();
    const ctx = contextOn('2027-07-01');
    const grandLake = data.campgrounds.near(stop, 40).find((c) => /Timber Creek/i.test(c.item.name))!.item;
    const points = [beaverMeadows, atOf({ row: grandLake } as Parameters<typeof atOf>[0])];
    const on = (date: string): RouteRequest => ({ ...routeRequest(ctx, 'scenic', 1), date, lastDate: date });
    for (const date of ['2027-07-01', '2027-01-12']) {
      const end = router.legEnd!(points, on(date));
      expect(end).toEqual(legEndOf(router.route(points, on(date))));
      expect(router.legEnd!(points, on(date))).toBe(end);
    }
    // Over Trail Ridge Road in July; round it in January.
    const [july, january] = [router.legEnd!(points, on('2027-07-01'))!, router.legEnd!(points, on('2027-01-12'))!];
    expect(january.miles).toBeGreaterThan(july.miles + 50);
    const kept = router.legEnd!(points, on('2027-07-01'));
    router.clearCache!();
    const again = router.legEnd!(points, on('2027-07-01'));
    expect(again).not.toBe(kept);
    expect(again).toEqual(kept);
  });
});
