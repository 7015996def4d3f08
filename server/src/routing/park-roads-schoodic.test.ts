import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { names, overlayPlace, van, within } from './park-road-test-kit';
import { sharedRoadRules } from './road-ferries';
import { createRoadRouter } from './road-router';

// Acadia's Schoodic section (data/park-roads.json, Schoodic Loop Road, added 2026-12-07): the park's
// sign at Frazer Point, 'A one-way road 6 miles long loops around the tip of the peninsula ... the
// distance around the entire Schoodic Peninsula, through Birch Harbor and Winter Harbor, is 11 miles'
// (https://www.nps.gov/places/axs_101.htm). Driven with every rule the planner drives with.
const router = createRoadRouter(sharedRoadGraph(), sharedRoadRules());
const at = overlayPlace;
const winterHarbor = at('Winter Harbor (ME-186, Schoodic Loop Road junction, Acadia)');
const schoodicPointRoad = at('Schoodic Point road junction (Schoodic Loop Road, Acadia)');
const frazerPoint = at('Frazer Point (Schoodic, Acadia)');
const birchHarbor = at('Birch Harbor (ME-186, Schoodic Loop Road end, Acadia)');
// Schoodic Woods Campground (OpenStreetMap, data/campgrounds-osm.json, osm-425352466).
const schoodicWoods = { latitude: 44.38064, longitude: -68.06165 };
const ellsworth = { latitude: 44.5434, longitude: -68.4195 };
const july = { ...van, date: '2027-07-20' } as const;

describe("Acadia's Schoodic Loop Road (one-way round the tip from Frazer Point)", () => {
  it("drives round the peninsula from Winter Harbor by the Schoodic Point road and back by Birch Harbor within 10 % of the park's 11 miles", () => {
    const r = router.route([winterHarbor, schoodicPointRoad, winterHarbor], july);
    expect(names(r)).toEqual(['Schoodic Loop Road', 'ME-186']);
    within(r.miles, 11);
  });

  it('never drives it backwards: from the Schoodic Point road to Winter Harbor it goes on round by Birch Harbor, and from Birch Harbor to Frazer Point by ME-186', () => {
    const out = router.route([winterHarbor, schoodicPointRoad], july);
    const back = router.route([schoodicPointRoad, winterHarbor], july);
    expect(names(back)).toEqual(['Schoodic Loop Road', 'ME-186']);
    // Back down the west shore would be the way out's miles again; round by Birch Harbor is longer.
    expect(back.miles).toBeGreaterThan(out.miles + 1);
    expect(names(router.route([birchHarbor, frazerPoint], july))).toEqual(['ME-186', 'Schoodic Loop Road']);
  });

  it('takes a 40 ft Class A from Ellsworth to Schoodic Woods Campground by US-1, ME-186 and Schoodic Loop Road, not ending on ME-186', () => {
    const r = router.route([ellsworth, schoodicWoods], { ...july, rvType: 'class-a', lengthFeet: 40, heightFeet: 12 });
    expect(names(r)).toContain('US-1');
    expect(names(r).slice(-2)).toEqual(['ME-186', 'Schoodic Loop Road']);
    expect(r.shortOf ?? []).toEqual([]);
  });
});
