import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { names, overlayPlace, van, within } from './park-road-test-kit';
import { sharedRoadRules } from './road-ferries';
import { createRoadRouter } from './road-router';

// Mount Rainier's White River and Sunrise roads (data/park-roads.json, added 2026-12-07), driven
// with every rule the planner drives with, their seasons among them (seasonal-roads.json:
// white-river-road, late May to late October; sunrise-road, about July 1 to mid-October).
const router = createRoadRouter(sharedRoadGraph(), sharedRoadRules());
const at = overlayPlace;
const rig = (date: string) => ({ ...van, rvType: 'class-a', lengthFeet: 32, date }) as const;
const notes = (r: { restrictions?: Array<{ note: string }> }) => (r.restrictions ?? []).map((x) => x.note).join(' ');

const enumclaw = { latitude: 47.2043, longitude: -121.9915 };
const whiteRiverCampground = at('White River Campground (Mount Rainier)');
const sunrise = at('Sunrise (Mount Rainier)');
const turnoff = at('White River Road junction (WA-410, Mount Rainier)');

describe("Mount Rainier's White River and Sunrise roads", () => {
  it('drives from Enumclaw by WA-410 and the White River Road to White River Campground in August, 5 miles from WA-410', () => {
    const r = router.route([enumclaw, whiteRiverCampground], rig('2027-08-10'));
    expect(names(r).slice(-2)).toEqual(['WA-410', 'White River Road']);
    expect(r.shortOf ?? []).toEqual([]);
    expect(r.restrictions ?? []).toEqual([]);
    // 'Located five miles up from Highway 410' (the local visitors' bureau).
    within(router.route([turnoff, whiteRiverCampground], rig('2027-08-10')).miles, 5);
  });

  it('goes on up Sunrise Road to Sunrise in August, within 10 % of the park\'s 14 miles from WA-410', () => {
    const r = router.route([turnoff, sunrise], rig('2027-08-10'));
    expect(names(r)).toEqual(['White River Road', 'Sunrise Road']);
    expect(r.restrictions ?? []).toEqual([]);
    within(r.miles, 14);
  });

  it('in mid-June reaches the campground but not Sunrise: the drive ends at the gate and names the road', () => {
    expect(router.route([enumclaw, whiteRiverCampground], rig('2027-06-12')).shortOf ?? []).toEqual([]);
    const r = router.route([enumclaw, sunrise], rig('2027-06-12'));
    expect(r.shortOf).toEqual([1]);
    expect(names(r)).not.toContain('Sunrise Road');
    expect(notes(r)).toMatch(/Sunrise Road: usually closed for winter/);
  });

  it('in January drives neither: the White River Road is closed from late October to late May', () => {
    const r = router.route([enumclaw, whiteRiverCampground], rig('2027-01-15'));
    expect(r.shortOf).toEqual([1]);
    expect(names(r)).not.toContain('White River Road');
    expect(notes(r)).toMatch(/White River Road: usually closed for winter/);
  });
});
