import { describe, expect, it } from 'vitest';
import { builtinRouter } from './builtin';
import { milesBetween } from './core/node-index';
import type { LatLngLike, RoutedPath } from './core/road-types';

// Places met at the nearest point of road, part-way along the graph's long edges (the graph runs
// junction to junction: Tioga Road is one edge of 52 miles), on the bundled graph. Before, each was
// met at the nearest junction: Tuolumne Meadows at Lee Vining, 14 miles off down the far side of
// Tioga Pass; Wawona at Oakhurst on CA-49, 8 miles off.
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
const router = builtinRouter();
const july = { profile: 'fastest', rvType: 'class-c', date: '2027-07-15' } as const;
const end = (p: RoutedPath) => at(p.lat[p.lat.length - 1], p.lng[p.lng.length - 1]);
const miles = (a: LatLngLike, b: LatLngLike) => milesBetween(a.latitude, a.longitude, b.latitude, b.longitude);

const oakdale = at(37.76659, -120.84715);
const tuolumneMeadows = at(37.8735, -119.3585);
const leeVining = at(37.9575, -119.1199);
const yosemiteValley = at(37.7456, -119.5936);
const wawona = at(37.5369, -119.6553);
const fresno = at(36.7378, -119.7871);

describe('a place part-way along a long edge', () => {
  it('Tuolumne Meadows from Oakdale in July: the drive ends at the meadows, not at Lee Vining', () => {
    expect(router.nearestNode(tuolumneMeadows).miles).toBeGreaterThan(10);
    const p = router.route([oakdale, tuolumneMeadows], july);
    expect(miles(end(p), tuolumneMeadows)).toBeLessThan(0.5);
    expect(p.lat.every((la, i) => miles(at(la, p.lng[i]), leeVining) > 8)).toBe(true);
    // By Big Oak Flat and Tioga Road: about 105 miles, not 123 round over the pass.
    expect(p.miles).toBeLessThan(110);
    expect(p.miles).toBeGreaterThan(95);
  });

  it('Wawona from Yosemite Valley and from Fresno: on Wawona Road / CA-41, not on CA-49', () => {
    const fromValley = router.route([yosemiteValley, wawona], july);
    expect(miles(end(fromValley), wawona)).toBeLessThan(0.5);
    expect(fromValley.roads).not.toContain('CA-49');
    // The park's figure: Wawona is 27 miles from the Valley.
    expect(fromValley.miles).toBeLessThan(30);
    const fromFresno = router.route([fresno, wawona], july);
    expect(fromFresno.roadRuns?.map((r) => r.name)).not.toContain('CA-49');
    expect(miles(end(fromFresno), wawona)).toBeLessThan(0.5);
  });

  it('a campground mid-way along a rural highway edge: the drive stops there, not at the junction beyond', () => {
    // Saratoga, WY, on WY-130's 28-mile edge between I-80 and the WY-230 junction: from Laramie by
    // I-80 and WY-130 from the north, as an RV drives it, ending in town.
    const laramie = at(41.3114, -105.5911);
    const saratoga = at(41.4549, -106.8064);
    expect(router.nearestNode(saratoga).miles).toBeGreaterThan(5);
    const p = router.route([laramie, saratoga], july);
    expect(miles(end(p), saratoga)).toBeLessThan(0.5);
    expect(p.roads).toContain('I-80');
  });

  it("a park's centre on no road is met at a node about as near it; a place off a long edge, on the road beside it", () => {
    // Rocky Mountain's centre (national-parks.json) is 2.6 miles from Trail Ridge Road and from the
    // node the build keeps on it for the park; its nearest road point lies 3 miles farther up the road.
    const rockyMountain = at(40.35569, -105.69729);
    const kept = router.nearestNode(rockyMountain);
    const toPark = router.route([at(40.37721, -105.52167), rockyMountain], july);
    const keptAt = at(router.graph.nodeLat[kept.node] * 1e-5, router.graph.nodeLng[kept.node] * 1e-5);
    expect(miles(end(toPark), keptAt)).toBeLessThan(0.01);
    // The gazetteer's Babb, 3 miles east of US-89: 8 miles from the nearest junction (the border)
    // before Many Glacier Road was added, it was met on US-89 by Babb, not driven on to the border.
    // Now the nearest node is that road's junction on US-89 at Babb, 3.4 miles off and about as near
    // as the road beside it (3 miles), so the drive ends there, a mile short of the road point.
    const babb = at(48.8788, -113.3681);
    expect(router.nearestNode(babb).miles).toBeGreaterThan(3);
    const toBabb = router.route([at(48.7456, -113.4289), babb], july);
    expect(miles(end(toBabb), at(48.85779, -113.43644))).toBeLessThan(0.05);
    expect(toBabb.miles).toBeLessThan(11);
  });

  it('tells the hours from a route to a place part-way along an edge about as the route to it says', () => {
    const p = router.route([oakdale, tuolumneMeadows], july);
    const road = p.cumHours.map((hours, i) => ({ at: at(p.lat[i], p.lng[i]), hours }));
    const [hours] = router.hoursFromRoad(road.slice(0, -1), [tuolumneMeadows], july, 1);
    expect(hours).not.toBeNull();
    // An estimate (the route's points start the search at their nearest nodes), within the margin
    // the planner allows one before it routes the drive.
    expect(Math.abs(hours! - p.hours)).toBeLessThan(0.25);
  });

  it('minutes from camp: Crane Flat to Tuolumne Meadows along Tioga Road, not to Lee Vining beyond it', () => {
    const craneFlat = at(37.7597, -119.7939);
    const [reach] = router.reachFrom(craneFlat, [tuolumneMeadows], july, 2);
    expect(reach.kind).toBe('road');
    // Before, the meadows were reached at Lee Vining's junction, 52 miles and more up Tioga Road.
    expect(reach.kind === 'road' && reach.miles).toBeLessThan(45);
    expect(reach.kind === 'road' && reach.miles).toBeGreaterThan(30);
  });
});

describe('a place beside two lines of the same road', () => {
  // The highway lines draw concurrent routes and some divided highways as lines of their own, joined
  // only where their vertices meet; a place on the road is joined to the line with a junction
  // nearest it along the road, when another is drawn within a tenth of a mile of the nearest.
  const endMiles = (p: LatLngLike) => {
    const r = router.nearestRoad(p);
    return r.edge < 0 ? 0 : (Math.min(r.along, 1 - r.along) * router.graph.edgeMetres[r.edge]) / 1609.344;
  };
  const roadOf = (p: LatLngLike) => router.graph.names[router.graph.edgeName[router.nearestRoad(p).edge]];

  it("Headwaters Campground at Flagg Ranch: 1.6 road miles from Yellowstone's South Entrance, not 10", () => {
    // campgrounds-osm.json osm-1074345188; the South Entrance's row in park-entrances.json. Nearest
    // is US-287's 17-mile line, which has no junction at the entrance; US-89/191's ends there.
    const headwaters = at(44.10458, -110.66852);
    const southEntrance = at(44.12712, -110.66004);
    const p = router.route([southEntrance, headwaters], july);
    expect(p.miles).toBeLessThan(2.5);
    expect(miles(end(p), headwaters)).toBeLessThan(0.2);
    const [reach] = router.reachFrom(headwaters, [southEntrance], july, 2);
    expect(reach.kind === 'road' && reach.miles).toBeLessThan(2.5);
  });

  it('campgrounds on twice-drawn highways are joined to the line with a junction near them', () => {
    // Boot Hill RV Resort (US-70, NM) and Grape Creek Phoenix RV Park (US-87, TX), each a few metres
    // from one line whose junctions are 4 and 8 miles off along it, and beside a second line of the
    // same road with one a few hundred metres off.
    for (const p of [at(32.99779, -105.98859), at(31.55916, -100.53896)]) {
      expect(endMiles(p)).toBeLessThan(0.5);
      expect(router.nearestRoad(p).miles).toBeLessThan(0.1);
    }
  });

  it('keeps a place on its own road when the line beside is of another class (a freeway by a state road)', () => {
    // Black Hills Station RV & Campground on SD-79, I-90 drawn 0.15 miles off with an interchange nearer.
    expect(roadOf(at(44.21803, -103.37186))).toBe('SD-79');
  });
});
