import { describe, expect, it } from 'vitest';
import { builtinRouter } from './builtin';
import { insidePark, parksByRoadName, parksOnRoadAt } from './park-road-at';
import { loadParkEntrances } from './park-entrances';

// A camp inside a national park lies on one of the park's own roads (the overlay of
// data/park-roads.json), past its entrance station; a camp in a gateway town lies on a highway, at
// the overlay road's end where it meets one, or short of a station that lies miles on from where its
// entrance is placed (park-entrances.json's stationMiles).
const router = builtinRouter();
const entrances = loadParkEntrances();
const park = (id: string, fullName: string) => ({ fullName, entrances: entrances.get(id) });
const JOSHUA_TREE = park('jotr', 'Joshua Tree National Park');
const BIG_BEND = park('bibe', 'Big Bend National Park');
const YELLOWSTONE = park('yell', 'Yellowstone National Park');
const OLYMPIC = park('olym', 'Olympic National Park');
const ROCKY = park('romo', 'Rocky Mountain National Park');
const SHENANDOAH = park('shen', 'Shenandoah National Park');
const GRAND_CANYON = park('grca', 'Grand Canyon National Park');
const GREAT_BASIN = park('grba', 'Great Basin National Park');
const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('a camp inside a national park', () => {
  it.each([
    ['Jumbo Rocks Campground, on Park Boulevard', JOSHUA_TREE, at(33.99222, -116.0625)],
    ['Hidden Valley Campground, on Park Boulevard', JOSHUA_TREE, at(34.0169, -116.1619)],
    ['Rio Grande Village, on the main park road', BIG_BEND, at(29.18087, -102.95719)],
    ['Bridge Bay, on the Grand Loop', YELLOWSTONE, at(44.5346, -110.4369)],
    ['Madison Campground, on the Grand Loop', YELLOWSTONE, at(44.6453, -110.8611)],
    ['Timber Creek Campground, on Trail Ridge Road (US-34)', ROCKY, at(40.37815, -105.8521)],
    ['Lewis Mountain Campground, on Skyline Drive past Swift Run Gap', SHENANDOAH, at(38.43713, -78.47794)],
    [
      'Hoh Rain Forest Campground, on the Upper Hoh Road past the entrance station',
      OLYMPIC,
      at(47.85736, -123.93419),
    ],
    // A mile in from an entrance placed at its station is inside, not at the gate.
    ['Moraine Park Campground, on Bear Lake Road by the Beaver Meadows Entrance', ROCKY, at(40.36014, -105.60524)],
    ["Heart O' the Hills Campground, by Hurricane Ridge Road's entrance", OLYMPIC, at(48.03546, -123.42577)],
    ['Lower Lehman Creek Campground, on Wheeler Peak Scenic Drive', GREAT_BASIN, at(39.0173, -114.23826)],
  ])('%s is inside %s', (_, p, camp) => {
    expect(insidePark(router, camp, p)).toBe(true);
  });

  it.each([
    ["a park in Twentynine Palms, at Park Boulevard's end on CA-62", JOSHUA_TREE, at(34.13556, -116.05417)],
    ['a park on Utah Trail in Twentynine Palms, before the North Entrance', JOSHUA_TREE, at(34.12, -116.05)],
    ['Desert Drifter, on CA-62 in Yucca Valley', JOSHUA_TREE, at(34.11749, -116.4558)],
    ['a park in Terlingua, outside the Maverick entrance', BIG_BEND, at(29.32, -103.6)],
    ['a park in West Yellowstone', YELLOWSTONE, at(44.66, -111.1)],
    ['Jumbo Rocks, for another park', BIG_BEND, at(33.99222, -116.0625)],
    // On Hurricane Ridge Road in Port Angeles, before the park's Heart O' the Hills entrance.
    ['Peabody RV Park, Port Angeles', OLYMPIC, at(48.11566, -123.43065)],
    // On US-34, the name of Trail Ridge Road, by Lake Granby: the highway, not the park's stretch.
    ['Stillwater Campground, by Lake Granby', ROCKY, at(40.1793, -105.88844)],
    ['Estes Park KOA, on US-34 east of the park', ROCKY, at(40.37847, -105.48775)],
    ['DeMotte Campground, on AZ-67 north of the North Rim entrance', GRAND_CANYON, at(36.41169, -112.1349)],
    // On the Upper Hoh Road, miles short of the Hoh entrance station (the entrance row is placed at
    // US-101, where the road leaves it): by their place alone, whoever runs them.
    ['Hard Rain, on the Upper Hoh Road 4.5 miles from US-101', OLYMPIC, at(47.81722, -124.15347)],
    ['Minnie Peterson Campground, on the Upper Hoh Road', OLYMPIC, at(47.8192, -124.17336)],
    ['Hoh River Trust Campground, on the Upper Hoh Road', OLYMPIC, at(47.80384, -124.09848)],
  ])('%s is not inside %s', (_, p, camp) => {
    expect(insidePark(router, camp, p)).toBe(false);
  });

  it("reads the park of each overlay road by the road's name, a name two parks share for both", () => {
    const byName = parksByRoadName({
      roads: [
        { park: 'A Park', name: 'North Entrance Road' },
        { park: 'B Park', name: 'North Entrance Road' },
        { park: 'A Park', name: 'Rim Drive' },
      ] as never,
    });
    expect(byName.get('North Entrance Road')).toEqual(['A Park', 'B Park']);
    expect(parksOnRoadAt(router, at(33.99222, -116.0625), byName)).toEqual([]);
  });

  // A place the graph has no road near (the South Pacific, thousands of miles from any road) is on
  // no park's road: not inside, and no error a caller could turn into a failed request.
  it('answers not inside for a place with no road near it, where the nearest road throws', () => {
    const atSea = at(-45, -130);
    expect(() => router.nearestRoad(atSea)).toThrow('No road near this place');
    expect(parksOnRoadAt(router, atSea)).toEqual([]);
    expect(insidePark(router, atSea, YELLOWSTONE)).toBe(false);
  });

  it('still throws an error that is not a missing road', () => {
    const broken = {
      graph: router.graph,
      nearestRoad: () => {
        throw new TypeError('broken index');
      },
    };
    expect(() => insidePark(broken, at(44.5346, -110.4369), YELLOWSTONE)).toThrow('broken index');
  });
});
