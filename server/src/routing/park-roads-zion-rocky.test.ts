import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { names, overlayPlace, within } from './park-road-test-kit';
import { sharedRoadRules } from './road-ferries';
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

describe("Rocky Mountain's Old Fall River Road (one-way uphill, over 25 ft and trailers banned, July to October)", () => {
  it('takes a 24 ft van from Estes Park up Old Fall River Road to Fall River Pass in July, at 1.6 + 9.4 miles from US-34', () => {
    const r = router.route([estesPark, fallRiverPass], rig(24, '2027-07-20'));
    // Through Estes Park on US-34, where one stretch of the US-36 line runs beside it (equal ways round:
    // which one is taken can change when a road elsewhere joins the graph).
    expect(names(r)[0]).toBe('US-34');
    expect(names(r).slice(-2)).toEqual(['Endovalley Road', 'Old Fall River Road']);
    expect(r.restrictions ?? []).toEqual([]);
    within(router.route([at('Horseshoe Park (US-34, Endovalley Road junction, Rocky Mountain)'), fallRiverPass], rig(24, '2027-07-20')).miles, 11);
  });

  it('sends a 30 ft rig, and a 20 ft travel trailer, up Trail Ridge Road instead, and says what it avoided', () => {
    for (const r of [
      router.route([estesPark, fallRiverPass], rig(30, '2027-07-20', 'class-c')),
      router.route([estesPark, fallRiverPass], rig(20, '2027-07-20', 'travel-trailer')),
    ]) {
      expect(names(r)).not.toContain('Old Fall River Road');
      expect(r.shortOf ?? []).toEqual([]);
      expect(r.restrictions?.find((x) => x.kind === 'avoided')?.note).toMatch(/^Avoided Rocky Mountain's Old Fall River Road: /);
    }
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
