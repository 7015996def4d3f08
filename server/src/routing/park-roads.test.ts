import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { PARK_ROADS_FILE, type ParkRoadsFile } from './park-roads-file';
import { sharedRoadRules } from './road-ferries';
import { createRoadRouter } from './road-router';

// The park-road overlay (data/park-roads.json) as built into data/roads/us-roads.bin.gz by
// scripts/build-road-graph.ts: every road is joined to the graph and drives at the park's published
// mileage, under the park's own road name.
const overlay = JSON.parse(readFileSync(PARK_ROADS_FILE, 'utf8')) as ParkRoadsFile;
const graph = sharedRoadGraph();
const router = createRoadRouter(graph);
// Park roads closed to every rig (restricted-segments.json: a 'rig' row applied as a ban on an
// overlay road, such as the Smokies' Rich Mountain and Parson Branch roads): the router keeps every
// RV off them, so their own mileage is measured on a router without those rows.
const overlayNames = new Set(overlay.roads.map((r) => r.name));
const closedToRigs = sharedRoadRules().filter(
  (s) => s.restriction === 'rig' && s.applies === 'banned' && s.roads.some((r) => overlayNames.has(r)),
);
const closedNames = new Set(closedToRigs.flatMap((s) => s.roads));
const measuring = createRoadRouter(
  graph,
  sharedRoadRules().filter((s) => !closedToRigs.includes(s)),
);
const at = (place: string) => {
  const [longitude, latitude] = overlay.places[place].lngLat;
  return { latitude, longitude };
};
// A van within every park road's size limits (Going-to-the-Sun Road: under 21 ft long and 10 ft
// high, restricted-segments.json), so the overlay's own mileage is what is measured.
const van = { profile: 'fastest', rvType: 'class-b', lengthFeet: 19, heightFeet: 9 } as const;
const drive = (from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) =>
  router.route([from, to], van);

describe('park roads the highway lines lack', () => {
  it('cites a source for every road and every place it goes through', () => {
    expect(overlay.roads.length).toBeGreaterThanOrEqual(20);
    for (const road of overlay.roads) {
      expect(road.source).toMatch(/^https?:\/\//);
      for (const place of road.through) expect(overlay.places[place]?.source).toBeTruthy();
    }
  });

  // The two national parkways (the Blue Ridge at the park's slower drive time, the parkway class;
  // the Natchez Trace with its many junctions) are measured along their own edges in
  // parkways.test.ts: the fastest drive between two of their places may leave them.
  it.each(
    overlay.roads
      .filter((r) => !r.driveMph && !/ Parkway$/.test(r.name))
      .map((r) => [`${r.name}, ${r.through[0]} to ${r.through.at(-1)}`, r] as const),
  )('drives %s at the published mileage, on the park road', (_, road) => {
    // Through every place of the road in turn: a loop's two ends may be nearer the other way round.
    const route = (closedNames.has(road.name) ? measuring : router).route(road.through.map(at), van);
    const expected = road.publishedMiles - (road.graphMilesBefore ?? 0);
    expect(Math.abs(route.miles - expected) / expected).toBeLessThan(0.03);
    // The drive is on the park road by its own name (the main roads list leaves out short ones).
    const names = route.roadRuns ? route.roadRuns.map((r) => r.name) : route.roads;
    expect(names).toContain(road.name);
  });

  it('drives West Yellowstone to Madison Junction at the park figure, 14 miles from the West Entrance', () => {
    // The West Entrance is at the edge of town; the graph had its first miles as US-20/US-191.
    const route = drive({ latitude: 44.66224, longitude: -111.09968 }, at('Madison Junction'));
    expect(Math.abs(route.miles - 14) / 14).toBeLessThan(0.05);
  });

  it('keeps the Grand Loop at its published 142 miles', () => {
    const loop = ['Madison Junction', 'Old Faithful', 'West Thumb Junction', 'Fishing Bridge Junction'];
    const rest = [
      'Canyon Junction',
      'Tower Junction',
      'Mammoth Junction',
      'Norris Junction',
      'Madison Junction',
    ];
    const stops = [...loop, ...rest];
    let miles = 0;
    for (let i = 1; i < stops.length; i++) miles += drive(at(stops[i - 1]), at(stops[i])).miles;
    expect(Math.abs(miles - 142) / 142).toBeLessThan(0.02);
  });

  it('drives the Rim Drive loop round Crater Lake at its published 33 miles', () => {
    const loop = [
      'Rim Village (Crater Lake)',
      'North Junction (Crater Lake)',
      'Cleetwood Cove trailhead',
      'Kerr Notch (Pinnacles Road junction)',
      'Crater Lake Park Headquarters',
      'Rim Village (Crater Lake)',
    ];
    const route = router.route(loop.map(at), van);
    expect(Math.abs(route.miles - 33) / 33).toBeLessThan(0.03);
  });

  it('drives from OR-62 at Annie Spring to Rim Village on Munson Valley Road, 7.06 miles', () => {
    const route = drive(at('Annie Spring Junction (OR-62, Crater Lake)'), at('Rim Village (Crater Lake)'));
    expect(Math.abs(route.miles - 7.06) / 7.06).toBeLessThan(0.03);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Munson Valley Road');
  });

  it('drives from OR-138 into Crater Lake by the North Entrance Road', () => {
    // North Entrance Road (9.2) and West Rim Drive to Rim Village, not round by OR-62.
    const route = drive(at('North Entrance road end (OR-138)'), at('Rim Village (Crater Lake)'));
    expect(route.miles).toBeLessThan(25);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('North Entrance Road');
  });

  it('drives Jacob Lake to the Grand Canyon Lodge on the North Rim within 10 % of 44 miles', () => {
    const jacobLake = { latitude: 36.71302, longitude: -112.21627 }; // AZ-67 at US-89A (the graph's node)
    const route = drive(jacobLake, at('Grand Canyon Lodge (North Rim)'));
    expect(Math.abs(route.miles - 44) / 44).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('AZ-67');
  });

  it("drives from the park entrance to Bryce Canyon's Rainbow Point within 10 % of 18 miles, on the park's main road", () => {
    // Before the overlay's row, the graph's UT-63 ended at the park entrance and a drive to Rainbow
    // Point (13 miles from the nearest node) ended there, 0 miles long.
    const rainbowPoint = { latitude: 37.4755, longitude: -112.2405 }; // its parking loop, not the overlay's place
    const route = drive(at('Bryce Canyon road end (UT-63)'), rainbowPoint);
    expect(Math.abs(route.miles - 18) / 18).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Bryce Canyon Scenic Drive');
  });

  it('drives Moose Junction to Signal Mountain Lodge on Teton Park Road within 10 % of 17.4 miles', () => {
    // Before the overlay's row the graph had no Teton Park Road: the drive went round by US-89 and Moran.
    const craigThomasVisitorCenter = { latitude: 43.6546, longitude: -110.7176 }; // by Moose Junction, not the overlay's place
    const route = drive(craigThomasVisitorCenter, at('Signal Mountain Lodge'));
    expect(Math.abs(route.miles - 17.4) / 17.4).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Teton Park Road');
  });

  it("drives from Yosemite Valley's west end to Crane Flat on Big Oak Flat Road within 10 % of 12 miles", () => {
    // Before the overlay's row the graph's CA-120 stopped at Crane Flat: 144 miles round by Mariposa.
    const bridalveilFall = { latitude: 37.7166, longitude: -119.6505 };
    const craneFlat = { latitude: 37.752712, longitude: -119.794863 }; // a news page's point, not the overlay's place
    const route = drive(bridalveilFall, craneFlat);
    expect(Math.abs(route.miles - 12) / 12).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Big Oak Flat Road');
  });

  it('drives from Yosemite Valley up Wawona Road to the Glacier Point Road junction within 10 % of 9 miles', () => {
    // Before, the Valley and Chinquapin snapped to one node: a 0-mile drive.
    const bridalveilFall = { latitude: 37.7166, longitude: -119.6505 };
    const byChinquapin = { latitude: 37.67, longitude: -119.701 };
    const route = drive(bridalveilFall, byChinquapin);
    // The points are met on the roads beside them (CA-140 east of the junction, CA-41 past
    // Chinquapin): the Wawona Road between them is the 9 miles.
    const runs = route.roadRuns ?? [];
    const wawona = runs.filter((r) => r.name === 'Wawona Road');
    const miles = wawona.reduce((sum, r) => sum + route.cumMiles[r.to] - route.cumMiles[r.from], 0);
    expect(Math.abs(miles - 9) / 9).toBeLessThan(0.1);
    expect(route.miles).toBeLessThan(11);
  });

  it('drives from Big Meadows to Swift Run Gap on Skyline Drive within 10 % of 14.5 miles (mileposts 51 to 65.5)', () => {
    // Before the overlay's row the graph had no Skyline Drive: Big Meadows snapped to a valley road.
    const byrdVisitorCenter = { latitude: 38.5318, longitude: -78.4352 }; // at Big Meadows, not the overlay's place
    const route = drive(byrdVisitorCenter, at('Swift Run Gap (US-33, Shenandoah)'));
    expect(Math.abs(route.miles - 14.5) / 14.5).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Skyline Drive');
  });

  it('keeps a rig over 12 ft 8 in out of Marys Rock Tunnel on Skyline Drive, and drives one under it through', () => {
    const thorntonGap = at('Thornton Gap (US-211, Shenandoah)');
    const bigMeadows = at('Big Meadows (Skyline Drive)');
    const low = router.route([thorntonGap, bigMeadows], { ...van, heightFeet: 12.5 });
    expect(Math.abs(low.miles - 19.5) / 19.5).toBeLessThan(0.03);
    expect(low.restrictions?.map((r) => r.id) ?? []).not.toContain('marys-rock-tunnel');

    const tall = router.route([thorntonGap, bigMeadows], { ...van, heightFeet: 13 });
    expect(tall.miles).toBeGreaterThan(low.miles * 1.5);
    const avoided = tall.restrictions?.find((r) => r.id === 'marys-rock-tunnel');
    expect(avoided?.kind).toBe('avoided');
    expect(avoided?.note).toMatch(/^Avoided Marys Rock Tunnel \(Skyline Drive\): .*12 ft 8 in/);
  });

  it('keeps a rig over 22 ft off the Generals Highway below Giant Forest by a way round within the advisory rule; a shorter one drives it, hearing nothing', () => {
    // In the highway lines (as "CA-180" from Ash Mountain to Grant Grove); the advisory is the park's.
    // An advisory is gone round when a way at most about 50 % and 60 miles longer exists (advisory-rules.ts).
    const threeRivers = { latitude: 36.4388, longitude: -118.9045 };
    const grantGrove = { latitude: 36.739, longitude: -118.963 };
    const short = router.route([threeRivers, grantGrove], van);
    expect(short.restrictions?.map((r) => r.id) ?? []).not.toContain('generals-highway-length-advisory');

    const long = router.route([threeRivers, grantGrove], {
      ...van,
      rvType: 'class-a',
      lengthFeet: 30,
      heightFeet: 12,
    });
    expect(long.miles).toBeGreaterThan(short.miles);
    expect(long.miles).toBeLessThanOrEqual(Math.min(short.miles * 1.5, short.miles + 60) + 1);
    const advisory = long.restrictions?.find((r) => r.id === 'generals-highway-length-advisory');
    expect(advisory?.kind).toBe('avoided');
    expect(advisory?.note).toMatch(
      /^Avoided the Generals Highway from Potwisha to Giant Forest: your rig is 30 ft long, and vehicles longer than 22 ft are not advised.* An advisory, not a ban: the day goes round it/,
    );
  });

  it("drives from Mount Rainier's Nisqually Entrance to Paradise within 10 % of 16.5 miles, by Longmire", () => {
    // Before the overlay's row the graph's WA-706 ended a mile inside the park: Paradise snapped to it.
    const nisquallyEntrance = { latitude: 46.7417, longitude: -121.9183 };
    const paradiseInn = { latitude: 46.7866, longitude: -121.7344 }; // not the overlay's place
    const route = drive(nisquallyEntrance, paradiseInn);
    expect(Math.abs(route.miles - 16.5) / 16.5).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Paradise Road');
  });

  it("drives Acadia's Park Loop Road from Cadillac Summit Road to Jordan Pond within 10 % of 4 miles, and round from Hulls Cove", () => {
    // Before the overlay's rows the graph had no Park Loop Road: the park's point (the Hulls Cove
    // Visitor Center) snapped to ME-3 and Jordan Pond to ME-198's end in Northeast Harbor.
    const cadillacRoadFoot = { latitude: 44.3605, longitude: -68.2438 }; // not the overlay's place
    const jordanPondHouse = { latitude: 44.3219, longitude: -68.2527 };
    const route = drive(cadillacRoadFoot, jordanPondHouse);
    expect(Math.abs(route.miles - 4) / 4).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Park Loop Road');
    // The whole loop from the visitor center, out by Sand Beach and back by Jordan Pond: 27 miles
    // (24.9: the shortest way from Hulls Cove to Sand Beach takes ME-3 by Bar Harbor to Sieur de Monts).
    const hullsCove = at('Hulls Cove Visitor Center (Acadia)');
    const loop = router.route(
      [hullsCove, at('Sand Beach entrance station (Acadia)'), jordanPondHouse, hullsCove],
      van,
    );
    expect(Math.abs(loop.miles - 27) / 27).toBeLessThan(0.1);
  });

  it("drives Arches' Scenic Drive from US-191 to Devils Garden Campground within 10 % of 18 miles", () => {
    // Before, the graph had no road into the park: the campground snapped to US-191 at the UT-313
    // junction, 10 miles away, and the drive was 6 miles of US-191.
    const entrance = { latitude: 38.6107, longitude: -109.6163 }; // not the overlay's place
    const devilsGarden = { latitude: 38.77676, longitude: -109.58844 }; // campgrounds-osm.json
    const route = drive(entrance, devilsGarden);
    expect(Math.abs(route.miles - 18) / 18).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Arches Scenic Drive');
  });

  it("drives Rocky Mountain's Bear Lake Road from US-36 to Bear Lake within 10 % of 9.2 miles; Grand Lake stays on US-34", () => {
    // Before, the graph had no Bear Lake Road: Bear Lake snapped to Deer Ridge Junction on US-36.
    // From the overlay's junction: a point beside it is met on the road nearest it, part-way along
    // US-36 or Bear Lake Road, not at the junction, and the road's published mileage is junction to end.
    const bearLake = { latitude: 40.3121, longitude: -105.6457 };
    const route = drive(at('Bear Lake Road junction (US-36, Rocky Mountain)'), bearLake);
    expect(Math.abs(route.miles - 9.2) / 9.2).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Bear Lake Road');
    // Across the Divide, Estes Park to Grand Lake is still Trail Ridge Road (US-34) only, not a
    // drive to Bear Lake Road's end.
    const grandLake = drive(
      { latitude: 40.37721, longitude: -105.52167 },
      { latitude: 40.2289, longitude: -105.8605 },
    );
    expect(grandLake.roads).toEqual(['US-34']);
  });

  it('drives Laurel Creek Road from the Townsend Wye to Cades Cove Campground within 10 % of 7 miles, and the 11-mile loop', () => {
    // Before, TN-73 ended at the Wye and the campground snapped there: a drive of 0 miles.
    const wye = { latitude: 35.6597, longitude: -83.7082 }; // not the overlay's place
    const campground = { latitude: 35.60272, longitude: -83.77629 }; // campgrounds.json ridb-232488
    const route = drive(wye, campground);
    expect(Math.abs(route.miles - 7) / 7).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Laurel Creek Road');
    // Round the cove from the campground by Cable Mill, the loop's one way (one-way.test.ts).
    const cableMill = { latitude: 35.5862, longitude: -83.844 };
    const tipton = { latitude: 35.5922, longitude: -83.7975 };
    const loop = router.route(
      [campground, at('Missionary Baptist Church (Cades Cove Loop)'), cableMill, tipton, campground],
      van,
    );
    expect(Math.abs(loop.miles - 11) / 11).toBeLessThan(0.1);
  });

  it("drives the Smokies' Little River Road from Sugarlands to the Townsend Wye within 10 % of 18 miles, and Gatlinburg to Elkmont on it", () => {
    // Before, the graph had no Little River Road: Elkmont snapped to US-441 by Gatlinburg (a drive of
    // about a mile), and Sugarlands to the Wye went round by Pigeon Forge and Wears Valley.
    const sugarlands = { latitude: 35.6853, longitude: -83.5368 }; // the visitor center, not the overlay's place
    const wye = { latitude: 35.6597, longitude: -83.7082 };
    const route = drive(sugarlands, wye);
    expect(Math.abs(route.miles - 18) / 18).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Little River Road');
    const gatlinburg = { latitude: 35.71453, longitude: -83.51189 }; // us-places.json
    const elkmont = { latitude: 35.65944, longitude: -83.58639 }; // campgrounds.json ridb-232436, Elkmont Group Camp
    const toElkmont = drive(gatlinburg, elkmont);
    expect(toElkmont.roadRuns?.map((r) => r.name) ?? toElkmont.roads).toContain('Little River Road');
    expect(toElkmont.miles).toBeGreaterThan(6);
    expect(toElkmont.miles).toBeLessThan(10);
  });

  it("drives Mesa Verde's main park road 21 miles to Chapin Mesa, a trailer only the 4 to Morefield Campground", () => {
    // Before, the graph had no road into the park: Morefield Campground and the park snapped to US-160.
    const entrance = at('Mesa Verde entrance (US-160)');
    const chapinMesa = at('Chapin Mesa (Mesa Verde park headquarters)');
    const motorhome = { profile: 'fastest', rvType: 'class-a', lengthFeet: 35, heightFeet: 12 } as const;
    const route = router.route([entrance, chapinMesa], motorhome);
    expect(Math.abs(route.miles - 21) / 21).toBeLessThan(0.1);
    expect(route.roadRuns?.map((r) => r.name)).toEqual(['Mesa Verde Main Park Road']);
    // Driven, saying nothing of towed vehicles to a motorhome that tows none (towed-car-rules.test.ts:
    // one towing a car ends at Morefield's turn).
    expect(route.restrictions ?? []).toEqual([]);
    expect(route.shortOf ?? []).toEqual([]);
    for (const rvType of ['travel-trailer', 'fifth-wheel'] as const) {
      const rig = { profile: 'fastest', rvType, lengthFeet: 25 } as const;
      // To Morefield Campground (campgrounds-osm.json's point, not the overlay's place): open to it.
      const camp = router.route([entrance, { latitude: 37.30183, longitude: -108.41936 }], rig);
      expect(Math.abs(camp.miles - 4) / 4).toBeLessThan(0.1);
      expect(camp.restrictions ?? []).toEqual([]);
      // Beyond it, closed to trailers: the drive ends at the campground's turn and says why.
      const trailer = router.route([entrance, chapinMesa], rig);
      expect(trailer.shortOf).toEqual([1]);
      expect(trailer.miles).toBeLessThan(camp.miles + 0.5);
      const closed = trailer.restrictions?.find((r) => r.id === 'mesa-verde-beyond-morefield');
      expect(closed?.note).toMatch(
        /^Ends short of Mesa Verde's main park road beyond Morefield Campground .*trailers and towed vehicles are prohibited past Morefield Campground/,
      );
    }
  });

  it('drives through Petrified Forest from I-40 at exit 311 to US-180 within 10 % of its 28 miles, a big rig with a trailer too', () => {
    // Before, the graph had no road through the park: exit 311 to the south entrance went round by
    // Holbrook (43.9 miles) and the park's places snapped to I-40 or AZ-77 16 to 18 miles away.
    const exit311 = { latitude: 35.0653, longitude: -109.7813 }; // the Painted Desert Visitor Center, not the overlay's place
    const south = at('Petrified Forest south entrance (US-180)');
    for (const rig of [van, { profile: 'fastest', rvType: 'fifth-wheel', lengthFeet: 40 } as const]) {
      const route = router.route([exit311, south], rig);
      expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Petrified Forest Park Road');
      expect(Math.abs(route.miles - 28) / 28).toBeLessThan(0.1);
      expect(route.restrictions ?? []).toEqual([]);
    }
  });

  it("drives Petrified Forest's park road north of I-40 to the Painted Desert Inn, from either way along I-40", () => {
    // The row's first stretch goes north from exit 311 by the visitor center to the rim at Kachina
    // Point, part of the 28 miles; before, the Inn snapped to the exit's node, a drive of 0 miles.
    const visitorCenter = { latitude: 35.0653, longitude: -109.7813 };
    const inn = { latitude: 35.0836, longitude: -109.7895 }; // the Inn, not the overlay's place
    const toInn = drive(visitorCenter, inn);
    expect(toInn.roadRuns?.map((r) => r.name) ?? toInn.roads).toContain('Petrified Forest Park Road');
    expect(toInn.miles).toBeGreaterThan(1.5);
    expect(toInn.miles).toBeLessThan(4);
    // From Holbrook (west) and Gallup (east) on I-40 (us-places.json): in at exit 311, not round by US-180.
    for (const [town, miles] of [
      [{ latitude: 34.9022, longitude: -110.1582 }, 28],
      [{ latitude: 35.5281, longitude: -108.7426 }, 70],
    ] as const) {
      const route = drive(town, inn);
      expect(Math.abs(route.miles - miles) / miles).toBeLessThan(0.1);
      expect(route.roadRuns?.map((r) => r.name)).toContain('I-40');
      expect(route.roadRuns?.map((r) => r.name)).not.toContain('US-180');
    }
  });

  it('drives Babb to Many Glacier on Many Glacier Road within 10 % of 12 miles to the hotel and 13 to Swiftcurrent', () => {
    // Before, the graph had no Many Glacier Road: its places snapped to Going-to-the-Sun Road across
    // the mountains, and Babb to the Many Glacier Hotel came out 33 miles by St. Mary.
    const babb = { latitude: 48.8578, longitude: -113.4436 };
    const hotel = { latitude: 48.7969, longitude: -113.6575 };
    const campground = { latitude: 48.7975, longitude: -113.6725 };
    const toHotel = drive(babb, hotel);
    expect(toHotel.roadRuns?.map((r) => r.name)).toEqual(['Many Glacier Road']);
    expect(Math.abs(toHotel.miles - 12) / 12).toBeLessThan(0.1);
    expect(Math.abs(drive(babb, campground).miles - 13) / 13).toBeLessThan(0.1);
  });

  it('drives Port Angeles to Hurricane Ridge on Hurricane Ridge Road within 10 % of 17 miles, telling of its winter days', () => {
    // Before, the graph had no Hurricane Ridge Road: the ridge snapped to US-101 9 miles away.
    const portAngeles = { latitude: 48.1181, longitude: -123.4307 }; // us-places.json
    const ridge = { latitude: 47.9696, longitude: -123.4983 };
    const motorhome = { profile: 'fastest', rvType: 'class-a', lengthFeet: 35, heightFeet: 12 } as const;
    const route = router.route([portAngeles, ridge], motorhome);
    expect(route.roadRuns?.map((r) => r.name) ?? route.roads).toContain('Hurricane Ridge Road');
    expect(Math.abs(route.miles - 17) / 17).toBeLessThan(0.1);
    expect(route.shortOf ?? []).toEqual([]);
    const winter = route.restrictions?.find((r) => r.id === 'hurricane-ridge-road-winter');
    expect(winter?.kind).toBe('condition');
    expect(winter?.note).toMatch(/open only Friday to Sunday and holiday Mondays.*tire chains/);
    // Heart O' the Hills, below the winter gate: 5 miles, without the note.
    const heart = drive(portAngeles, at("Heart O' the Hills entrance (Olympic)"));
    expect(Math.abs(heart.miles - 5) / 5).toBeLessThan(0.1);
    expect(heart.restrictions ?? []).toEqual([]);
  });

  it("drives Big Bend's main roads at the published mileages, and tells a long rig of the Chisos Basin Road's limits", () => {
    // Before, the graph stopped at the park's edges: Persimmon Gap to Panther Junction came out
    // 150 miles round by Marathon and Alpine, and the park's places snapped to TX-118's end.
    const persimmonGap = at("Persimmon Gap (US-385's end, Big Bend)");
    const pantherJunction = { latitude: 29.3275, longitude: -103.206 };
    const rioGrandeVillage = { latitude: 29.1828, longitude: -102.9546 };
    const basin = { latitude: 29.2703, longitude: -103.3 };
    const north = drive(persimmonGap, pantherJunction);
    expect(Math.abs(north.miles - 29) / 29).toBeLessThan(0.1);
    expect(Math.abs(drive(pantherJunction, rioGrandeVillage).miles - 21) / 21).toBeLessThan(0.1);
    const toBasin = drive(pantherJunction, basin);
    expect(Math.abs(toBasin.miles - 9) / 9).toBeLessThan(0.1);
    expect(toBasin.roadRuns?.map((r) => r.name)).toEqual(['Big Bend Main Park Road', 'Chisos Basin Road']);
    expect(toBasin.restrictions ?? []).toEqual([]);
    // From the west: Terlingua (us-places.json) by TX-118 and the Maverick entrance, 24 miles on to
    // the Basin junction, not round by Alpine, Marathon and Persimmon Gap.
    const fromTerlingua = drive({ latitude: 29.3165, longitude: -103.5597 }, basin);
    expect(fromTerlingua.roadRuns?.map((r) => r.name)).toEqual([
      'TX-118',
      'Big Bend Main Park Road',
      'Chisos Basin Road',
    ]);
    expect(fromTerlingua.miles).toBeLessThan(40);
    // Not recommended for RVs over 24 ft or trailers over 20 ft: driven, with the day saying so.
    const cases = [
      [{ profile: 'fastest', rvType: 'class-a', lengthFeet: 32 }, 'chisos-basin-road-motorhomes'],
      [{ profile: 'fastest', rvType: 'travel-trailer', lengthFeet: 23 }, 'chisos-basin-road-trailers'],
      [{ profile: 'fastest', rvType: 'class-c', lengthFeet: 22 }, undefined],
    ] as const;
    for (const [rig, id] of cases) {
      const route = router.route([pantherJunction, basin], rig);
      expect(Math.abs(route.miles - 9) / 9).toBeLessThan(0.1);
      expect(route.shortOf ?? []).toEqual([]);
      expect(route.restrictions?.map((r) => r.id) ?? []).toEqual(id ? [id] : []);
      if (id)
        expect(route.restrictions?.[0].note).toMatch(
          /not recommended for (RVs|trailers) longer than 2[04] ft/,
        );
    }
  });

  it("drives Big Bend's Ross Maxwell Scenic Drive 30 miles from Santa Elena Junction to Santa Elena Canyon, 13 miles west of Panther Junction", () => {
    // Before, the graph had no road to Castolon: Cottonwood Campground snapped to the main park road
    // or TX-118's end, and Santa Elena Canyon had no road at all.
    const junction = at('Santa Elena Junction (Big Bend)');
    const canyonTrailhead = { latitude: 29.1665, longitude: -103.6102 }; // by the road's end, not the overlay's place
    const drive30 = drive(junction, canyonTrailhead);
    expect(drive30.roadRuns?.map((r) => r.name)).toEqual(['Ross Maxwell Scenic Drive']);
    expect(Math.abs(drive30.miles - 30) / 30).toBeLessThan(0.1);
    // The junction "about 13 miles west of park headquarters on the main park road".
    const pantherJunction = { latitude: 29.3275, longitude: -103.206 };
    expect(Math.abs(drive(pantherJunction, junction).miles - 13) / 13).toBeLessThan(0.1);
    // Cottonwood Campground (campgrounds.json ridb-234078) from Terlingua: in by the Maverick
    // entrance and down the drive, a 40 ft fifth wheel too (no size limit read for the road).
    const cottonwood = { latitude: 29.13694, longitude: -103.52222 };
    const terlingua = { latitude: 29.3165, longitude: -103.5597 };
    const fifthWheel = { profile: 'fastest', rvType: 'fifth-wheel', lengthFeet: 40 } as const;
    const toCamp = router.route([terlingua, cottonwood], fifthWheel);
    expect(toCamp.roadRuns?.map((r) => r.name)).toEqual([
      'TX-118',
      'Big Bend Main Park Road',
      'Ross Maxwell Scenic Drive',
    ]);
    expect(toCamp.miles).toBeGreaterThan(30);
    expect(toCamp.miles).toBeLessThan(45);
    expect(toCamp.restrictions ?? []).toEqual([]);
  });

  it("drives Zion's East Entrance to the Zion Canyon Visitor Center on UT-9, not round by Kanab", () => {
    // UT-9 was one 39-mile edge from Mount Carmel Junction to Hurricane: the East Entrance snapped to
    // the junction, the visitor center to Hurricane, and the drive went 56 miles by US-89 and AZ-389.
    const eastEntrance = { latitude: 37.2343, longitude: -112.8756 }; // the station, not the kept node
    const visitorCenter = { latitude: 37.2001, longitude: -112.9871 };
    const route = drive(eastEntrance, visitorCenter);
    expect(route.roadRuns?.map((r) => r.name)).toEqual(['UT-9']);
    expect(route.miles).toBeLessThan(13);
    // From Mount Carmel Junction (US-89) the same way, through the tunnel.
    const fromJunction = drive({ latitude: 37.2217, longitude: -112.6767 }, visitorCenter);
    expect(fromJunction.roadRuns?.map((r) => r.name)).toEqual(['UT-9']);
    expect(fromJunction.miles).toBeLessThan(25);
  });

  it("drives Mesa Verde's Wetherill Mesa Road 12 miles from Far View, keeping a rig of 25 ft or more off it and telling every rig of its 8,000 lb limit", () => {
    const farView = at('Far View (Mesa Verde, Wetherill Mesa Road junction)');
    const wetherill = at("Wetherill Mesa (Mesa Verde, road's end)");
    const classC = { profile: 'fastest', rvType: 'class-c', lengthFeet: 24 } as const;
    const open = router.route([farView, wetherill], classC);
    expect(open.roadRuns?.map((r) => r.name)).toEqual(['Wetherill Mesa Road']);
    expect(Math.abs(open.miles - 12) / 12).toBeLessThan(0.1);
    expect(open.restrictions?.map((r) => [r.id, r.kind])).toEqual([
      ['wetherill-mesa-road-weight', 'condition'],
    ]);
    // A 28 ft Class A: the drive ends at Far View and says why.
    const classA = router.route([farView, wetherill], {
      profile: 'fastest',
      rvType: 'class-a',
      lengthFeet: 28,
    });
    expect(classA.shortOf).toEqual([1]);
    expect(classA.miles).toBeLessThan(0.5);
    expect(classA.restrictions?.find((r) => r.id === 'wetherill-mesa-road-length')?.note).toMatch(
      /^Ends short of Wetherill Mesa Road: your rig is 28 ft long, and the park restricts the steep, winding road to Wetherill Mesa to vehicles under 25 ft long and under 8,000 lb GVW \(Mesa Verde National Park\)\. The day's drive ends/,
    );
    // The park's own page says "less than 25-ft in length": a rig of exactly 25 ft is kept off too
    // (the travel guides read before it said "over 25 feet"), and the day no longer calls it reported.
    const at25 = router.route([farView, wetherill], {
      profile: 'fastest',
      rvType: 'class-c',
      lengthFeet: 25,
    });
    expect(at25.shortOf).toEqual([1]);
    const note25 = at25.restrictions?.find((r) => r.id === 'wetherill-mesa-road-length')?.note ?? '';
    expect(note25).toMatch(/your rig is 25 ft long, and the park restricts/);
    expect(note25).not.toMatch(/Reported, not confirmed/);
    const [weight] = open.restrictions ?? [];
    expect(weight.note).toMatch(
      /^On this drive, Wetherill Mesa Road: the road to Wetherill Mesa is restricted to vehicles under 8,000 lb GVW/,
    );
    expect(weight.note).not.toMatch(/Reported, not confirmed/);
    // The entrance to Chapin Mesa is still 21 miles, now through Far View.
    const chapin = drive(
      at('Mesa Verde entrance (US-160)'),
      at('Chapin Mesa (Mesa Verde park headquarters)'),
    );
    expect(Math.abs(chapin.miles - 21) / 21).toBeLessThan(0.05);
  });

  it("drives Death Valley's Badwater Road from Furnace Creek to Badwater Basin within 10 % of 17 miles, and on by Ashford Junction to Shoshone", () => {
    // Before, the graph had no Badwater Road: Badwater Basin was met on CA-190, 10.7 miles from the campground.
    const furnaceCreek = { latitude: 36.46306, longitude: -116.86778 }; // campgrounds.json ridb-232496
    const badwater = { latitude: 36.2297, longitude: -116.7675 }; // the basin's parking, not the overlay's place
    const toBasin = drive(furnaceCreek, badwater);
    expect(toBasin.roadRuns?.map((r) => r.name)).toContain('Badwater Road');
    expect(Math.abs(toBasin.miles - 17) / 17).toBeLessThan(0.1);
    // South on it to CA-178 and over Jubilee Pass to Shoshone (us-places.json): 28 + 26, not back
    // by Furnace Creek and CA-190 (17 + 56).
    const shoshone = { latitude: 35.9736, longitude: -116.2703 };
    const onSouth = drive(badwater, shoshone);
    const south = onSouth.roadRuns?.map((r) => r.name) ?? [];
    expect(south.slice(0, 2)).toEqual(['Badwater Road', 'CA-178']);
    expect(south).not.toContain('CA-190');
    expect(onSouth.miles).toBeLessThan(60);
  });

  it("drives Sequoia's Generals Highway from Three Rivers to Giant Forest and Lodgepole, not to its Ash Mountain end", () => {
    // The highway lines' Generals Highway (named CA-180) was one edge from Ash Mountain to Grant Grove:
    // Giant Forest and Lodgepole snapped to its Ash Mountain end, 5 miles from Three Rivers.
    const threeRivers = { latitude: 36.4388, longitude: -118.9045 };
    const giantForest = { latitude: 36.5644, longitude: -118.7733 }; // the museum
    const lodgepole = { latitude: 36.60671, longitude: -118.7258 }; // campgrounds.json ridb-232461
    const toGiantForest = drive(threeRivers, giantForest);
    expect(toGiantForest.roadRuns?.map((r) => r.name)).toEqual(['CA-198', 'CA-180']);
    expect(toGiantForest.miles).toBeGreaterThan(12);
    const toLodgepole = drive(threeRivers, lodgepole);
    expect(toLodgepole.miles).toBeGreaterThan(toGiantForest.miles + 2);
    expect(toLodgepole.miles).toBeLessThan(30);
  });

  it("drives Lassen's park highway (CA-89) from the Kohm Yah-mah-nee Visitor Center to Manzanita Lake within 10 % of the park's 30 miles", () => {
    // In the highway lines, but simplified: 22.8 miles before highway-lengths.json's CA-89 row scaled
    // the stretch between the entrances (the park's "30-mile highway that connects the northwest and
    // southwest entrances").
    const visitorCenter = { latitude: 40.4378, longitude: -121.5337 };
    const manzanitaLake = { latitude: 40.52917, longitude: -121.56389 }; // campgrounds.json ridb-234039
    const route = drive(visitorCenter, manzanitaLake);
    expect(route.roadRuns?.map((r) => r.name)).toEqual(['CA-89']);
    expect(Math.abs(route.miles - 30) / 30).toBeLessThan(0.1);
  });

  it('drives Yosemite Valley to Glacier Point within 10 % of 30 miles, on Glacier Point Road in place of the CA-41 line', () => {
    // Before, the CA-41 line ran 10.3 miles along the road's course to a dead end short of Glacier
    // Point, and Glacier Point itself snapped to the Valley floor below the cliff: 0 miles.
    const valley = { latitude: 37.74075, longitude: -119.57788 }; // us-places.json
    const glacierPoint = { latitude: 37.7284, longitude: -119.5734 }; // the overlook, not the overlay's place
    const route = drive(valley, glacierPoint);
    expect(Math.abs(route.miles - 30) / 30).toBeLessThan(0.1);
    const names = route.roadRuns?.map((r) => r.name) ?? route.roads;
    expect(names).toContain('Glacier Point Road');
    expect(names).not.toContain('CA-41');
  });
});

describe("the Smokies' roads out of Cades Cove: Rich Mountain Road and Parson Branch Road", () => {
  // One-way gravel roads out of the cove, closed to buses, RVs and motorhomes (the park's seasonal
  // road schedule; restricted-segments.json): their mileage is measured without that rule, and no
  // RV is ever routed on them. Their one way: one-way.test.ts.
  const cableMill = at('Cable Mill (Cades Cove)');
  const church = at('Missionary Baptist Church (Cades Cove Loop)');
  const richMountainGap = at('Rich Mountain Gap (Rich Mountain Road, park boundary)');
  const us129 = at('Parson Branch Road end (US-129)');
  const names = (route: { roadRuns?: Array<{ name: string }>; roads: string[] }) =>
    route.roadRuns?.map((r) => r.name) ?? route.roads;

  it('measures Rich Mountain Road at 7 miles to the gap, Old Cades Cove Road at 5 more to Townsend, and Forge Creek and Parson Branch roads at 2.2 and 8 miles to US-129, within 10 %', () => {
    const richMountain = measuring.route([church, richMountainGap], van);
    expect(Math.abs(richMountain.miles - 7) / 7).toBeLessThan(0.1);
    expect(names(richMountain)).toEqual(['Rich Mountain Road']);
    // 12 miles from the cove to Townsend (blountweb.com), 7 of them to the gap.
    const toTownsend = measuring.route([church, at('Townsend west end (US-321, Old Cades Cove Road)')], van);
    expect(Math.abs(toTownsend.miles - 12) / 12).toBeLessThan(0.1);
    expect(names(toTownsend)).toEqual(['Rich Mountain Road', 'Old Cades Cove Road']);
    // The park's "one-way, eight-mile road", by Forge Creek Road's 2.2 miles from the visitor center.
    const parsonBranch = measuring.route([cableMill, us129], van);
    expect(Math.abs(parsonBranch.miles - 10.2) / 10.2).toBeLessThan(0.1);
    expect(names(parsonBranch)).toEqual(['Forge Creek Road', 'Parson Branch Road']);
  });

  it.each(['class-a', 'class-b', 'class-c', 'travel-trailer', 'fifth-wheel'] as const)(
    'never routes a %s on either road, however short, and says why',
    (rvType) => {
      const rig = { profile: 'fastest', rvType, lengthFeet: 17, heightFeet: 8 } as const;
      // Cable Mill to US-129 at Parson Branch Road's end: 10.2 miles by it, about 60 round by Townsend.
      const south = router.route([cableMill, us129], rig);
      expect(names(south)).not.toContain('Parson Branch Road');
      expect(south.miles).toBeGreaterThan(40);
      const avoided = south.restrictions?.find((r) => r.id === 'parson-branch-road');
      expect(avoided?.kind).toBe('avoided');
      expect(avoided?.note).toMatch(
        /^Avoided Parson Branch Road: buses, RVs and motorhomes are prohibited on this one-way gravel road out of Cades Cove \(Great Smoky Mountains National Park\)\.(?!.*Reported)/,
      );
      // The church to Rich Mountain Gap: 7 miles by Rich Mountain Road; round the loop, out by
      // Laurel Creek Road and Townsend, and up Old Cades Cove Road instead.
      const north = router.route([church, richMountainGap], rig);
      expect(names(north)).not.toContain('Rich Mountain Road');
      expect(names(north)).toContain('Old Cades Cove Road');
      expect(north.miles).toBeGreaterThan(15);
      expect(north.restrictions?.find((r) => r.id === 'rich-mountain-road')?.kind).toBe('avoided');
    },
  );

  it('still drives an RV into the cove, round the loop and up Forge Creek Road, which are open to it', () => {
    const campground = { latitude: 35.60272, longitude: -83.77629 }; // campgrounds.json ridb-232488
    const rig = { profile: 'fastest', rvType: 'class-a', lengthFeet: 38, heightFeet: 12.5 } as const;
    const route = router.route([campground, at('Parson Branch Road junction (Forge Creek Road)')], rig);
    expect(names(route)).toEqual(['Cades Cove Loop Road', 'Forge Creek Road']);
    expect(route.restrictions ?? []).toEqual([]);
  });
});
