import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { names, overlayPlace, van, within } from './park-road-test-kit';
import { sharedRoadRules } from './road-ferries';
import { createRoadRouter } from './road-router';

// The Smokies' Clingmans Dome Road (data/park-roads.json, added 2026-12-07), driven with every rule
// the planner drives with, its season among them (seasonal-roads.json, clingmans-dome-road: closed
// December 1 to March 31, the park's Seasonal Road Schedule).
const router = createRoadRouter(sharedRoadGraph(), sharedRoadRules());
const at = overlayPlace;
const rig = (date: string) => ({ ...van, rvType: 'class-c', lengthFeet: 30, date }) as const;
const notes = (r: { restrictions?: Array<{ note: string }> }) => (r.restrictions ?? []).map((x) => x.note).join(' ');

const gatlinburg = { latitude: 35.7143, longitude: -83.5102 };
const newfoundGap = at('Newfound Gap (US-441, Clingmans Dome Road junction)');
const parking = at('Clingmans Dome parking area (Great Smoky Mountains)');

describe("the Smokies' Clingmans Dome Road", () => {
  it("in July drives from Newfound Gap to the parking area, within 10 % of the park's 7 miles", () => {
    const r = router.route([newfoundGap, parking], rig('2027-07-14'));
    expect(names(r)).toEqual(['Clingmans Dome Road']);
    expect(r.shortOf ?? []).toEqual([]);
    expect(r.restrictions ?? []).toEqual([]);
    within(r.miles, 7);
  });

  it('in July drives from Gatlinburg over Newfound Gap Road (US-441) and up the spur', () => {
    const r = router.route([gatlinburg, parking], rig('2027-07-14'));
    expect(names(r).slice(-2)).toEqual(['US-441', 'Clingmans Dome Road']);
    expect(r.shortOf ?? []).toEqual([]);
  });

  it('in January ends short at Newfound Gap, the gate, and names the road and its season', () => {
    const r = router.route([gatlinburg, parking], rig('2027-01-15'));
    expect(r.shortOf).toEqual([1]);
    expect(names(r)).not.toContain('Clingmans Dome Road');
    expect(notes(r)).toMatch(/Clingmans Dome Road: usually closed for winter from about December 1/);
  });
});
