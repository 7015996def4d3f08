import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { names, overlayPlace, van, within } from './park-road-test-kit';
import { sharedRoadRules } from './road-ferries';
import { createRoadRouter } from './road-router';
import { seasonTestRouter } from './season-test-router';

// Park roads added in December 2026 (data/park-roads.json): White Sands' Dunes Drive from US-70,
// Joshua Tree's Park Boulevard from CA-62 at Joshua Tree village to CA-62 at Twentynine Palms, and
// Mount Rainier's Stevens Canyon Road from Paradise to SR-123, closed in winter
// (seasonal-roads.json, stevens-canyon-road). Each is driven from its gateway at the published
// mileage, within 10 %.
const router = createRoadRouter(sharedRoadGraph());
const at = overlayPlace;

describe('park roads of the desert parks and Mount Rainier', () => {
  it("drives from Alamogordo to White Sands' point in the dunefield by US-70 and Dunes Drive, within 10 % of 15 + 8 miles", () => {
    // 'The visitor center is 15 miles southwest of Alamogordo on US 70/82'; Dunes Drive eight miles
    // on into the dunes. The park's point (national-parks.json) lies 4 miles beyond the drive's end.
    const alamogordo = { latitude: 32.8995, longitude: -105.9603 };
    const whsa = { latitude: 32.77908, longitude: -106.33335 };
    const route = router.route([alamogordo, whsa], van);
    within(route.miles, 23);
    expect(names(route).at(-1)).toBe('Dunes Drive');
  });

  it('does not take Dunes Drive for a drive along US-70 past the visitor center', () => {
    const lasCruces = { latitude: 32.3199, longitude: -106.7637 };
    const alamogordo = { latitude: 32.8995, longitude: -105.9603 };
    expect(names(router.route([lasCruces, alamogordo], van))).not.toContain('Dunes Drive');
  });

  it('drives from CA-62 at Joshua Tree village into the park to Jumbo Rocks on Park Boulevard, and through the park to Twentynine Palms at 33 miles', () => {
    const village = at('Park Boulevard at CA-62 (Joshua Tree village)');
    const jumboRocks = at('Jumbo Rocks Campground (Joshua Tree)');
    const toCamp = router.route([village, jumboRocks], van);
    expect(names(toCamp)).toEqual(['Park Boulevard']);
    // Through the park (5 miles to the West Entrance, 25 on Park Boulevard, 3 on Utah Trail).
    const through = router.route([village, jumboRocks, at('Utah Trail at CA-62 (Twentynine Palms)')], van);
    within(through.miles, 33);
    // Between the two towns themselves CA-62 is the way, not the park road.
    const direct = router.route([village, at('Utah Trail at CA-62 (Twentynine Palms)')], van);
    expect(names(direct)).toContain('CA-62');
    expect(direct.miles).toBeLessThan(20);
  });
});

describe("Stevens Canyon Road's tunnel", () => {
  // Its tunnel limits vehicles to 12 ft 6 in (restricted-segments.json, stevens-canyon-road-tunnel):
  // a 13 ft rig goes round by US-12, Morton and Elbe; a 12 ft one takes the road.
  const ruled = createRoadRouter(sharedRoadGraph(), sharedRoadRules());
  const ohanapecosh = { latitude: 46.73671, longitude: -121.56764 };
  const drive = (heightFeet: number) =>
    ruled.route([ohanapecosh, at('Paradise (Mount Rainier)')], { profile: 'fastest', rvType: 'class-a', lengthFeet: 30, heightFeet });

  it('keeps a 13 ft rig off the road and lets a 12 ft rig through', () => {
    const tall = drive(13);
    expect(names(tall)).not.toContain('Stevens Canyon Road');
    expect(tall.miles).toBeGreaterThan(60);
    expect(names(drive(12))).toContain('Stevens Canyon Road');
  });
});

describe("Stevens Canyon Road's winter closure", () => {
  const { route, drivesRoads, notes } = seasonTestRouter();
  const ohanapecosh = { latitude: 46.73671, longitude: -121.56764 }; // Ohanapecosh Campground (OpenStreetMap)
  const paradise = at('Paradise (Mount Rainier)');

  it('drives from Ohanapecosh to Paradise by Stevens Canyon Road in August, within 10 % of its 19 miles and the 1.5 miles to SR-123', () => {
    const aug = route(ohanapecosh, paradise, '2027-08-10');
    expect(drivesRoads(aug)).toContain('stevens-canyon-road');
    expect(names(aug)).toContain('Stevens Canyon Road');
    expect(aug.miles).toBeGreaterThan(19);
    expect(aug.miles).toBeLessThan(19 * 1.1 + 1.5);
  });

  it('goes round by US-12 in January, and so does a drive from Paradise to the Stevens Canyon Entrance', () => {
    // Round by Packwood, Morton and Elbe to Longmire, and up the road to Paradise, open by day.
    const jan = route(ohanapecosh, paradise, '2027-01-12');
    expect(names(jan)).not.toContain('Stevens Canyon Road');
    expect(names(jan)).toEqual(expect.arrayContaining(['US-12', 'Paradise Road']));
    expect(jan.miles).toBeGreaterThan(60);
    expect(notes(jan, 'avoided').join(' ')).toMatch(/^Avoided Mount Rainier's Stevens Canyon Road: usually closed for winter/);
    const back = route(paradise, at('Stevens Canyon Entrance (WA-123, Mount Rainier)'), '2027-02-01');
    expect(names(back)).not.toContain('Stevens Canyon Road');
    // The same drive on its last days open and its first (closes 10-30, opens 05-25).
    expect(names(route(paradise, ohanapecosh, '2027-10-29'))).toContain('Stevens Canyon Road');
    expect(names(route(paradise, ohanapecosh, '2027-05-25'))).toContain('Stevens Canyon Road');
  });
});
