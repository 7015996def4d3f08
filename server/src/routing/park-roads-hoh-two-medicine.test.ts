import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { names, overlayPlace, van, within } from './park-road-test-kit';
import { sharedRoadRules } from './road-ferries';
import { createRoadRouter } from './road-router';

// Olympic's Upper Hoh Road and Glacier's MT-49 and Two Medicine Road (data/park-roads.json, added
// 2026-12-07), driven with every rule the planner drives with.
const router = createRoadRouter(sharedRoadGraph(), sharedRoadRules());
const at = overlayPlace;
const rig = (lengthFeet: number, date: string, rvType: 'class-b' | 'class-c' | 'class-a' = 'class-b') =>
  ({ ...van, rvType, lengthFeet, date }) as const;

const forks = { latitude: 47.9504, longitude: -124.3855 };
const eastGlacier = { latitude: 48.4435, longitude: -113.2176 };

describe("Olympic's Upper Hoh Road", () => {
  it("drives from Forks to the Hoh Rain Forest Visitor Center by US-101 and the Upper Hoh Road, within 10 % of the 31 miles published", () => {
    // 'Forks (approximately 31 miles north on Highway 101)' (the Olympic Peninsula's visitors'
    // bureau); Road Trip USA: 12 miles south of Forks, then 18 miles east.
    const r = router.route([forks, at('Hoh Rain Forest Visitor Center (Olympic)')], rig(40, '2027-01-15', 'class-a'));
    expect(names(r)).toEqual(['US-101', 'Upper Hoh Road']);
    expect(r.shortOf ?? []).toEqual([]);
    within(r.miles, 31);
    const up = router.route(
      [at('Upper Hoh Road junction (US-101, Olympic)'), at('Hoh Rain Forest Visitor Center (Olympic)')],
      rig(40, '2027-01-15', 'class-a'),
    );
    expect(names(up)).toEqual(['Upper Hoh Road']);
    within(up.miles, 18);
  });

  it('reaches the Hoh campground by the same road, open in winter and to a 40 ft rig', () => {
    const r = router.route([forks, at('Hoh Rain Forest Campground (Olympic)')], rig(40, '2027-01-15', 'class-a'));
    expect(names(r)).toEqual(['US-101', 'Upper Hoh Road']);
    expect(r.restrictions ?? []).toEqual([]);
  });
});

describe("Glacier's Two Medicine Road", () => {
  it('drives from East Glacier Park to Two Medicine Campground by MT-49 and Two Medicine Road, within 10 % of the 12 miles published', () => {
    // 'About 12 miles up the road and in the park is the Two Medicine campground' (from East
    // Glacier; an RVer's log). Before, the graph had no MT-49 and went round by US-89.
    const r = router.route([eastGlacier, at('Two Medicine Campground (Glacier)')], rig(32, '2027-07-15', 'class-a'));
    expect(names(r)).toEqual(['US-2', 'MT-49', 'Two Medicine Road']);
    expect(r.shortOf ?? []).toEqual([]);
    expect(r.restrictions ?? []).toEqual([]);
    within(r.miles, 12);
  });

  it('in January ends short where Two Medicine Road leaves MT-49, and names the road and its season', () => {
    // seasonal-roads.json, two-medicine-road: not plowed in winter (the park's release), closed from
    // about November 1 to about May 1 (reported dates).
    const r = router.route([eastGlacier, at('Two Medicine Campground (Glacier)')], rig(32, '2027-01-15', 'class-a'));
    expect(r.shortOf).toEqual([1]);
    expect(names(r)).not.toContain('Two Medicine Road');
    const said = (r.restrictions ?? []).map((x) => x.note).join(' ');
    expect(said).toMatch(/Two Medicine Road: usually closed for winter from about November 1 until about May 1/);
  });
});
