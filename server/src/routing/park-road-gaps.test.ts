import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { createRoadRouter } from './road-router';
import { builtinRoute } from './builtin';

// Park roads added where scripts/park-road-gaps-report.ts found a park's campgrounds off the graph
// (data/park-roads.json): a campground in the park is reached by the park's road within 10 % of the
// park's published mileage, and the road's size limit keeps a long rig off its upper miles.
const graph = sharedRoadGraph();
const router = createRoadRouter(graph);
const van = { profile: 'fastest', rvType: 'class-b', lengthFeet: 19, heightFeet: 9 } as const;
const names = (route: { roadRuns?: Array<{ name: string }>; roads: string[] }) =>
  route.roadRuns?.map((r) => r.name) ?? route.roads;
const within = (miles: number, published: number, share = 0.1) =>
  expect(Math.abs(miles - published) / published).toBeLessThan(share);

describe("Everglades' main park road", () => {
  it('drives from FL-9336 at the Coe Visitor Center to Flamingo Campground within 10 % of 38 miles', () => {
    // Before, Flamingo Campground was met on US-1 in the Keys, 22 miles off across Florida Bay.
    const fl9336 = { latitude: 25.38204, longitude: -80.60934 }; // the line's end, past the visitor center
    const flamingo = { latitude: 25.13738, longitude: -80.94074 }; // campgrounds-osm.json osm-701502785
    const route = router.route([fl9336, flamingo], van);
    expect(names(route)).toEqual(['Everglades Main Park Road']);
    within(route.miles, 38);
    expect(router.nearestRoad(flamingo).miles).toBeLessThan(0.5);
  });

  it('drives a 40 ft fifth wheel from Homestead to Flamingo by FL-9336 and the park road', () => {
    const homestead = { latitude: 25.4687, longitude: -80.4776 };
    const flamingo = { latitude: 25.13738, longitude: -80.94074 };
    const rig = { profile: 'fastest', rvType: 'fifth-wheel', lengthFeet: 40 } as const;
    const route = router.route([homestead, flamingo], rig);
    expect(names(route).slice(-2)).toEqual(['FL-9336', 'Everglades Main Park Road']);
    expect(route.miles).toBeGreaterThan(40);
    expect(route.miles).toBeLessThan(60);
    expect(route.shortOf ?? []).toEqual([]);
  });
});

describe("Great Basin's Wheeler Peak Scenic Drive", () => {
  const visitorCenter = { latitude: 39.00555, longitude: -114.21889 }; // NV-488's end
  const upperLehman = { latitude: 39.01284, longitude: -114.25239 }; // campgrounds-osm.json osm-363344100
  const wheelerPeak = { latitude: 39.01137, longitude: -114.30378 }; // campgrounds-osm.json osm-363344101

  it('drives from the visitor center to Wheeler Peak Campground within 10 % of 12 miles, Upper Lehman Creek at 3', () => {
    // Before, all three campgrounds were met at NV-488's end, 4 to 6 miles off.
    const route = router.route([visitorCenter, wheelerPeak], van);
    expect(names(route)).toEqual(['Wheeler Peak Scenic Drive']);
    within(route.miles, 12);
    within(router.route([visitorCenter, upperLehman], van).miles, 3);
  });

  it('keeps a 30 ft Class A below Upper Lehman Creek Campground and says why; the campground itself it reaches', () => {
    const classA = { profile: 'fastest', rvType: 'class-a', lengthFeet: 30, heightFeet: 12 } as const;
    const up = router.route([visitorCenter, wheelerPeak], classA);
    expect(up.shortOf).toEqual([1]);
    expect(up.miles).toBeLessThan(4);
    expect(up.restrictions?.find((r) => r.id === 'wheeler-peak-scenic-drive-length')?.kind).toBe('avoided');
    const toUpper = router.route([visitorCenter, upperLehman], classA);
    expect(toUpper.shortOf ?? []).toEqual([]);
    expect(toUpper.restrictions ?? []).toEqual([]);
  });

  it('closes the upper 9 miles in winter: a January drive ends at Upper Lehman Creek Campground; in July it reaches Wheeler Peak', () => {
    const january = builtinRoute([visitorCenter, wheelerPeak], { ...van, date: '2027-01-15' });
    expect(january.restrictions?.map((r) => r.id)).toEqual(['wheeler-peak-scenic-drive']);
    expect(january.restrictions?.[0].note).toMatch(/^Ends short of Wheeler Peak Scenic Drive: /);
    within(january.miles, 3, 0.15);
    const july = builtinRoute([visitorCenter, wheelerPeak], { ...van, date: '2027-07-15' });
    expect(july.restrictions).toBeUndefined();
    within(july.miles, 12);
  });
});

describe("Theodore Roosevelt's North Unit Scenic Drive", () => {
  it('drives from US-85 to Juniper Campground within 10 % of 5 miles', () => {
    // Before, the campground was met on US-85, 3.5 miles off.
    const us85 = { latitude: 47.6146, longitude: -103.26932 };
    const juniper = { latitude: 47.59553, longitude: -103.33943 }; // campgrounds-osm.json osm-1472034719
    const route = router.route([us85, juniper], van);
    expect(names(route)).toEqual(['North Unit Scenic Drive']);
    within(route.miles, 5);
  });
});

describe("Capitol Reef's Scenic Drive", () => {
  const ut24 = { latitude: 38.28756, longitude: -111.24744 }; // UT-24's vertex by the visitor center
  const capitolGorge = { latitude: 38.2125, longitude: -111.1756 };

  it('drives from UT-24 by Fruita Campground (mile 1.3) to Capitol Gorge within 10 % of 7.9 miles', () => {
    const fruita = { latitude: 38.28249, longitude: -111.24689 }; // campgrounds.json ridb-272245
    within(router.route([ut24, fruita], van).miles, 1.3);
    const route = router.route([ut24, capitolGorge], van);
    expect(names(route)).toEqual(['Capitol Reef Scenic Drive']);
    within(route.miles, 7.9);
  });

  it('tells a 32 ft Class A past Fruita that the drive is for RVs up to 27 ft, and a 24 ft Class C nothing', () => {
    const torrey = { latitude: 38.2997, longitude: -111.4199 };
    const classA = { profile: 'fastest', rvType: 'class-a', lengthFeet: 32, heightFeet: 12 } as const;
    const long = router.route([torrey, capitolGorge], classA);
    expect(long.restrictions?.map((r) => r.id)).toEqual(['capitol-reef-scenic-drive-length']);
    expect(long.shortOf ?? []).toEqual([]);
    const classC = { profile: 'fastest', rvType: 'class-c', lengthFeet: 24 } as const;
    expect(router.route([torrey, capitolGorge], classC).restrictions ?? []).toEqual([]);
  });
});
