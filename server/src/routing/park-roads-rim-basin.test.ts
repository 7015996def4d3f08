import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { names, overlayPlace, van, within } from './park-road-test-kit';
import { createRoadRouter } from './road-router';
import { seasonTestRouter } from './season-test-router';

// Park roads added for the parks' far sides (data/park-roads.json): Black Canyon of the Gunnison's
// South Rim Road from CO-347's end at the entrance by the visitor center to High Point (7.6 miles;
// beyond the visitor center closed in winter, seasonal-roads.json, black-canyon-south-rim-road), and
// Joshua Tree's Pinto Basin Road (29.7 miles from Park Boulevard to the Cottonwood Visitor Center)
// and Cottonwood Springs Road (7.3 miles on to I-10). Each is driven at its published mileage,
// within 10 %.
const router = createRoadRouter(sharedRoadGraph());
const at = overlayPlace;

const entrance = at("CO-347's end (Black Canyon of the Gunnison, South Rim entrance)");
const visitorCenter = at('South Rim Visitor Center (Gunnison Point, Black Canyon of the Gunnison)');
const highPoint = at("High Point (South Rim Road's end, Black Canyon of the Gunnison)");
const southRimCampground = { latitude: 38.54387, longitude: -107.68946 }; // OpenStreetMap osm-368766687
const us50 = { latitude: 38.48844, longitude: -107.74061 }; // CO-347's junction with US-50

const pintoJunction = at('Pinto Basin Road junction (Park Boulevard, Joshua Tree)');
const cottonwood = at('Cottonwood Visitor Center (Joshua Tree)');
const i10Exit = at('Cottonwood Springs Road at I-10 (Joshua Tree, exit 168)');
const cottonwoodCampground = { latitude: 33.75, longitude: -115.825 }; // Recreation.gov ridb-272299

describe("Black Canyon of the Gunnison's South Rim Road", () => {
  it('drives from the entrance to High Point at its 7.6 miles, the last 6 beyond the visitor center', () => {
    const drive = router.route([entrance, highPoint], van);
    expect(names(drive)).toEqual(['South Rim Road']);
    within(drive.miles, 7.6);
    within(router.route([visitorCenter, highPoint], van).miles, 6);
  });

  it('drives from US-50 up CO-347 to High Point within 10 % of 5.2 + 7.6 miles, and meets the South Rim Campground on the road', () => {
    const drive = router.route([us50, highPoint], van);
    expect(names(drive)).toEqual(['CO-347', 'South Rim Road']);
    within(drive.miles, 5.2 + 7.6);
    const toCamp = router.route([us50, southRimCampground], van);
    expect(names(toCamp).at(-1)).toBe('South Rim Road');
    expect(toCamp.miles).toBeLessThan(7);
  });
});

describe("Black Canyon's South Rim Road in winter", () => {
  const { route, drivesRoads, notes } = seasonTestRouter();

  it('drives to High Point in July, and in January ends at the visitor center, saying why', () => {
    const july = route(us50, highPoint, '2027-07-12');
    expect(drivesRoads(july)).toContain('black-canyon-south-rim-road');
    within(july.miles, 4.4 + 7.6);
    const jan = route(us50, highPoint, '2027-01-12');
    expect(drivesRoads(jan)).toEqual([]);
    expect(jan.miles).toBeLessThan(7);
    expect(notes(jan, 'avoided').join(' ')).toMatch(
      /^Ends short of Black Canyon of the Gunnison's South Rim Road beyond the visitor center: usually closed for winter/,
    );
  });

  it('keeps the road to the visitor center and the campground open all year', () => {
    for (const date of ['2027-01-12', '2027-07-12']) {
      expect(drivesRoads(route(us50, visitorCenter, date))).toEqual([]);
      expect(names(route(us50, southRimCampground, date))).toContain('South Rim Road');
    }
  });
});

describe("Joshua Tree's Pinto Basin Road and Cottonwood Springs Road", () => {
  it('drives each at its published mileage, and from I-10 to Park Boulevard within 10 % of 37 miles', () => {
    const basin = router.route([pintoJunction, cottonwood], van);
    expect(names(basin)).toEqual(['Pinto Basin Road']);
    within(basin.miles, 29.7);
    const springs = router.route([cottonwood, i10Exit], van);
    expect(names(springs)).toEqual(['Cottonwood Springs Road']);
    within(springs.miles, 7.3);
    within(router.route([i10Exit, pintoJunction], van).miles, 37);
  });

  it('reaches Cottonwood Campground from I-10 at Indio and Blythe by Cottonwood Springs Road, and from Twentynine Palms through the park', () => {
    const indio = { latitude: 33.7206, longitude: -116.2156 };
    const blythe = { latitude: 33.6103, longitude: -114.5964 };
    const twentyninePalms = at('Utah Trail at CA-62 (Twentynine Palms)');
    const fromIndio = router.route([indio, cottonwoodCampground], van);
    expect(names(fromIndio)).toContain('Cottonwood Springs Road');
    expect(fromIndio.miles).toBeLessThan(40);
    const fromBlythe = router.route([blythe, cottonwoodCampground], van);
    expect(names(fromBlythe).slice(0, 2)).toEqual(['I-10', 'Cottonwood Springs Road']);
    expect(fromBlythe.miles).toBeLessThan(85);
    // The park's north side: 3 miles on Utah Trail and Park Boulevard to the junction, then the basin.
    const fromNorth = router.route([twentyninePalms, cottonwoodCampground], van);
    expect(names(fromNorth)).toEqual(['Park Boulevard', 'Pinto Basin Road']);
    expect(fromNorth.miles).toBeLessThan(45);
  });

  it('does not leave I-10 for the park on a drive from Indio to Blythe', () => {
    const indio = { latitude: 33.7206, longitude: -116.2156 };
    const blythe = { latitude: 33.6103, longitude: -114.5964 };
    const drive = names(router.route([indio, blythe], van));
    expect(drive).not.toContain('Cottonwood Springs Road');
    expect(drive).not.toContain('Pinto Basin Road');
  });
});
