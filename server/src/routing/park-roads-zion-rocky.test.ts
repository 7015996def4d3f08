import { describe, expect, it } from 'vitest';
import { CLASS_SLOW, CLASS_STATE } from './core/graph-format';
import { METRES_PER_MILE, RV_SPEEDS_MPH } from './core/road-weights';
import { sharedRoadGraph } from './graph';
import { sharedOneWay } from './one-way-roads';
import { names, overlayPlace, within } from './park-road-test-kit';
import { sharedRoadRules } from './road-ferries';
import { createRoadRestrictions } from './road-restrictions';
import { createRoadRouter } from './road-router';

// Zion's Kolob Terrace and Kolob Canyons roads and Rocky Mountain's Old Fall River Road
// (data/park-roads.json, added 2026-12-06), driven with every rule the planner drives with: the
// size rows (restricted-segments.json: lava-point-road, old-fall-river-road and its trailers row)
// and the seasons (seasonal-roads.json, old-fall-river-road; its row in park-roads.json is one-way).
const router = createRoadRouter(sharedRoadGraph(), sharedRoadRules());
const at = overlayPlace;
const rig = (lengthFeet: number, date: string, rvType: 'class-b' | 'class-c' | 'class-a' | 'travel-trailer' = 'class-b') =>
  ({ profile: 'fastest', rvType, lengthFeet, heightFeet: 9, date }) as const;

const springdale = { latitude: 37.18889, longitude: -112.99833 };
const cedarCity = { latitude: 37.67748, longitude: -113.06189 };
const estesPark = { latitude: 40.3772, longitude: -105.5217 };
const lavaPointCampground = at('Lava Point Campground (Zion)');
const fallRiverPass = at('Fall River Pass (Alpine Visitor Center, Rocky Mountain)');

describe("Zion's Kolob roads", () => {
  it('drives from Springdale to Lava Point Campground by UT-9 and Kolob Terrace Road, within 10 % of the park\'s mileage', () => {
    // The park: the campground 'is off the Kolob Terrace Road, 25 miles (45 minutes) north of the
    // town of Virgin' (nps.gov/zion, lava-point-campground.htm); Virgin is 12 to 13 miles down UT-9
    // from Springdale (travel pages): about 37.5 miles.
    const r = router.route([springdale, lavaPointCampground], rig(19, '2027-07-10'));
    expect(names(r)).toEqual(['UT-9', 'Kolob Terrace Road', 'Lava Point Road']);
    within(r.miles, 37.5);
    // From Virgin itself, the park's own 25 miles.
    within(router.route([at('Virgin (UT-9, Kolob Terrace Road junction, Zion)'), lavaPointCampground], rig(19, '2027-07-10')).miles, 25);
  });

  it('keeps a rig over 19 ft off the road to Lava Point: the drive ends at its foot and says why', () => {
    const r = router.route([springdale, lavaPointCampground], rig(24, '2027-07-10', 'class-c'));
    expect(r.shortOf).toEqual([1]);
    expect(names(r)).not.toContain('Lava Point Road');
    expect(r.restrictions?.map((x) => x.note).join(' ')).toMatch(/vehicles longer than 19 ft are not permitted on the road to Lava Point Campground/);
  });

  it('drives from Cedar City to the Kolob Canyons Visitor Center by I-15 (exit 40), within 10 % of 18 miles, and on up Kolob Canyons Road 5 miles', () => {
    const vc = at('Kolob Canyons Visitor Center (I-15 exit 40, Zion)');
    const r = router.route([cedarCity, vc], rig(40, '2027-07-10', 'class-a'));
    expect(names(r)).toContain('I-15');
    within(r.miles, 18);
    const up = router.route([vc, at('Kolob Canyons Viewpoint (Timber Creek Overlook, Zion)')], rig(40, '2027-07-10', 'class-a'));
    expect(names(up)).toEqual(['Kolob Canyons Road']);
    within(up.miles, 5);
  });
});

describe("Rocky Mountain's Old Fall River Road (one-way uphill, over 25 ft and trailers banned, July to October, 15 mph)", () => {
  const graph = sharedRoadGraph();
  const edgesNamed = (name: string) =>
    Array.from({ length: graph.edgeCount }, (_, e) => e).filter((e) => graph.names[graph.edgeName[e]] === name);
  const oldRoad = edgesNamed('Old Fall River Road');

  it('is the slow class (its reported 15 mph limit), 9.4 miles: about 41 minutes for a van, not the 14 of a state road', () => {
    expect(oldRoad.length).toBeGreaterThan(0);
    expect(new Set(oldRoad.map((e) => graph.edgeClass[e]))).toEqual(new Set([CLASS_SLOW]));
    const miles = oldRoad.reduce((t, e) => t + graph.edgeMetres[e], 0) / METRES_PER_MILE;
    within(miles, 9.4);
    expect((miles / RV_SPEEDS_MPH.slow) * 60).toBeGreaterThan(38);
    // Endovalley Road, paved and two-way, stays a state road.
    expect(new Set(edgesNamed('Endovalley Road').map((e) => graph.edgeClass[e]))).toEqual(new Set([CLASS_STATE]));
  });

  it('sends even a 24 ft van from Estes Park to Fall River Pass up Trail Ridge Road in July: the old road is slower, and nothing was avoided', () => {
    const r = router.route([estesPark, fallRiverPass], rig(24, '2027-07-20'));
    expect(names(r)).not.toContain('Old Fall River Road');
    expect(names(r)).toContain('US-34');
    expect(r.restrictions ?? []).toEqual([]);
    // Horseshoe Park to the pass by the old road: 1.6 miles of Endovalley Road and 9.4 at 15 mph, longer
    // than the 21 miles of Trail Ridge Road the router drives.
    const up = router.route([at('Horseshoe Park (US-34, Endovalley Road junction, Rocky Mountain)'), fallRiverPass], rig(24, '2027-07-20'));
    expect(up.hours).toBeLessThan(1.6 / RV_SPEEDS_MPH.state + 9.4 / RV_SPEEDS_MPH.slow);
  });

  it('keeps its rules: one-way uphill on every edge, and a 30 ft rig and a travel trailer kept off it', () => {
    const oneWay = sharedOneWay(graph);
    expect(oldRoad.every((e) => oneWay[e] !== 0)).toBe(true);
    const restrictions = createRoadRestrictions(graph, sharedRoadRules());
    const keptOffEdges = (req: Parameters<typeof restrictions.keptOff>[0]) =>
      new Set(restrictions.keptOff(req).flatMap((i) => restrictions.edgesOf(i)));
    for (const req of [rig(30, '2027-07-20', 'class-c'), rig(20, '2027-07-20', 'travel-trailer')])
      expect(oldRoad.every((e) => keptOffEdges(req).has(e))).toBe(true);
    expect(oldRoad.some((e) => keptOffEdges(rig(24, '2027-07-20')).has(e))).toBe(false);
  });

  it('never drives it downhill: back from the pass to Estes Park is Trail Ridge Road', () => {
    const r = router.route([fallRiverPass, estesPark], rig(24, '2027-07-20'));
    expect(names(r)).not.toContain('Old Fall River Road');
    expect(names(r)).toContain('US-34');
  });

  it('is closed in January: the drive ends short of the pass and names the road', () => {
    const r = router.route([estesPark, fallRiverPass], rig(24, '2027-01-15'));
    expect(r.shortOf).toEqual([1]);
    expect(r.restrictions?.map((x) => x.note).join(' ')).toMatch(/Old Fall River Road: usually closed for winter/);
  });
});
