import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../../geo';
import { haversineMiles } from '../../../geo';
import type { PlanRouter } from '../../plan-router';
import {
  campgroundRow,
  stateThrough,
  straightPath,
  straightRouter,
  testContext,
  testPlannerData,
} from '../../../test/planner-data';

// A park off the roads the network holds (Lost Gringo RV Park on FM 170 by Study Butte, TX, 6.4 mi
// from the graph's nearest road): the router meets it at its nearest road, so the day's routed
// miles and track end short of it. These routers meet a place on a lone spot at `road` instead.
const offGraph = (spot: LatLng, road: LatLng): PlanRouter => {
  const base = straightRouter();
  const meet = (points: LatLng[]) =>
    points.map((p) => (haversineMiles(p, spot) < 0.1 ? road : p));
  return {
    ...base,
    route: async (points) => straightPath(meet(points)),
    leg: async (points) => straightPath(meet(points)),
  };
};

describe("a night's park off the roads our network holds", () => {
  // Two days of 4 h from Denver to Moab: the first is cut on the road, and its night is at a park
  // about 7 miles north of the cut, which the road network meets at the cut itself.
  const input = { duration: 3, maxDrivingHoursPerDay: 4 };
  const firstNight = async (router: (park: LatLng, cut: LatLng) => PlanRouter | undefined) => {
    const bare = await stateThrough(testContext(input), 'days');
    const cut = bare.options[0].skeleton.find((d) => !d.restDay)!.to;
    const park = { latitude: cut.latitude + 0.1, longitude: cut.longitude };
    const data = testPlannerData({
      campgrounds: [campgroundRow({ id: 'ridb-41', name: 'Canyon Edge Camp', lat: park.latitude, lng: park.longitude })],
    });
    const state = await stateThrough(testContext(input, data, router(park, cut)), 'nights');
    const o = state.options[0];
    const day = o.skeleton.find((d) => !d.restDay)!;
    return { night: o.nights.get(day.stopIndex)!, stop: o.parks.get(day.stopIndex)!, park, cut };
  };

  it('says on the day that the last miles to the park are not on our roads, and keeps the routed miles', async () => {
    const { night, stop, park, cut } = await firstNight((p, c) => offGraph(p, c));
    // The day ends at the park, and its drive at the road point nearest it, about 7 miles off.
    expect(night.end?.latitude).toBeCloseTo(park.latitude, 4);
    expect(night.end?.longitude).toBeCloseTo(park.longitude, 4);
    expect(night.leg.path.lat.at(-1)).toBeCloseTo(cut.latitude, 6);
    expect(night.offRoadMiles).toBeGreaterThan(6.5);
    expect(night.offRoadMiles).toBeLessThan(7.5);
    const notes = stop.notes.join(' ');
    expect(notes).toMatch(
      /Canyon Edge Camp is a federal campground at the end of the day\. The day's miles and route end at the nearest road our network holds: the last about 7 mi to the park \(in a straight line\) are on roads it does not hold, not counted in the day's miles\./,
    );
    expect(notes).not.toMatch(/where the day's drive ends/);
  });

  it('says nothing of the kind when the park is on the network', async () => {
    const { night, stop } = await firstNight(() => undefined);
    expect(night.end).toBeDefined();
    expect(night.offRoadMiles).toBeUndefined();
    expect(stop.notes.join(' ')).toMatch(/Canyon Edge Camp is a federal campground where the day's drive ends\./);
    expect(stop.notes.join(' ')).not.toMatch(/does not hold/);
  });

  it("says it of the destination's park too, beside its road miles from the destination", async () => {
    const camp = { latitude: 38.58, longitude: -109.55 };
    const road = { latitude: 38.58, longitude: -109.43 }; // about 6.5 mi east of the camp
    const data = testPlannerData({ campgrounds: [campgroundRow({ id: 'ridb-1', name: 'Near Camp', lat: 38.58, lng: -109.55 })] });
    const state = await stateThrough(testContext({ duration: 2 }, data, offGraph(camp, road)), 'nights');
    const night = state.options[0].nights.get(0)!;
    // The park lies over 5 road miles off Moab: the day's drive ends at it (destination-night.ts), and
    // the miles past the network's nearest road are said of the night.
    expect(night.parkFromEnd?.endsAtPark).toBe(true);
    expect(night.offRoadMiles).toBeGreaterThan(6);
    expect(state.options[0].parks.get(0)?.notes[0]).toMatch(
      /^Tonight: Near Camp, at the end of the day, 6 road miles from the centre of Moab\. The day's miles and route end at the nearest road our network holds: the last about 6 mi to the park \(in a straight line\) are on roads it does not hold, not counted in the day's miles\./,
    );
  });
});
