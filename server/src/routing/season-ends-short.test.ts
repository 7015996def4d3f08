import { describe, expect, it } from 'vitest';
import { builtinReachFrom, builtinRoute } from './builtin';
import type { LatLngLike, RouteRequest, RoutedPath } from './core/road-types';
import { endsShortOnce } from './core/restriction-texts';

// Seasons of roads: a place beyond a road closed for the season on the day's date ends the
// day's drive where the road open on that date ends, and the day says which road, until when, and
// its source (the rule of roads closed to the rig, closed-ends.ts). In July the same drives reach
// the places. Before this rule, Logan Pass in January was driven to over the closed road with a
// warning, and Tuolumne Meadows was reached by a 247-mile detour to Lee Vining.
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
// A van within Going-to-the-Sun Road's size limits: only the season keeps it off.
const van = (date: string): RouteRequest => ({
  profile: 'fastest',
  rvType: 'class-b',
  lengthFeet: 19,
  heightFeet: 9,
  date,
});
const shortOf = (p: RoutedPath) =>
  (p.restrictions ?? []).filter((r) => r.note.startsWith('Ends short of')).map((r) => r.id);
const end = (p: RoutedPath) => at(p.lat[p.lat.length - 1], p.lng[p.lng.length - 1]);
const miles = (a: LatLngLike, b: LatLngLike) =>
  Math.hypot(a.latitude - b.latitude, (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180)) *
  69.1;

const loganPass = at(48.6966, -113.7183);
const westGlacier = at(48.5005, -113.9855);
const stMary = at(48.7447, -113.4386);
const tuolumneMeadows = at(37.8735, -119.3585);
const oakdale = at(37.7666, -120.8471);
const craneFlat = at(37.7597, -119.7939);
const leeVining = at(37.9575, -119.1199);
const bend = at(44.0582, -121.3153);
const craterLakeNorthJunction = at(43.0, -122.13);
const medford = at(42.3265, -122.8756);
const rimVillage = at(42.9105, -122.1455);
const gardiner = at(45.0316, -110.7085);
const mammoth = at(44.9766, -110.7);
const oldFaithful = at(44.4605, -110.8281);

describe('a place on the way beyond a road closed for the season', () => {
  it('says a drive by Logan Pass on to Browning in January went around the closed road, not that it ends short', () => {
    const browning = at(48.5569, -113.0135);
    const p = builtinRoute([westGlacier, loganPass, browning], van('2027-01-15'));
    expect(p.restrictions?.map((r) => [r.id, r.kind])).toEqual([['going-to-the-sun-road-alpine', 'avoided']]);
    expect(p.restrictions?.[0].note).toMatch(/^Avoided Going-to-the-Sun Road's alpine section \(Logan Pass\): usually closed for winter/);
    expect(shortOf(p)).toEqual([]);
    expect(miles(end(p), browning)).toBeLessThan(2);
  });
});

describe('a place beyond a road closed for the season', () => {
  it.each([
    ['West Glacier', westGlacier, 20],
    ['St. Mary', stMary, 14],
  ])(
    'Logan Pass from %s: in January the drive ends on its own side of the closed road; in July it reaches the pass',
    (_, from, most) => {
      const january = builtinRoute([from, loganPass], van('2027-01-15'));
      expect(shortOf(january)).toEqual(['going-to-the-sun-road-alpine']);
      expect(january.restrictions?.[0]).toMatchObject({ kind: 'avoided' });
      expect(january.restrictions?.[0].note).toBe(
        "Ends short of Going-to-the-Sun Road's alpine section (Logan Pass): usually closed for winter from about October 16 until about June 22 (Glacier National Park: https://www.nps.gov/glac/). The day's drive ends where the road open on that date ends, not at the place itself. Reported, not confirmed on the agency's own page: check before you go.",
      );
      expect(january.miles).toBeLessThan(most);
      expect(miles(end(january), loganPass)).toBeGreaterThan(8);
      expect(miles(end(january), from)).toBeLessThan(most);
      const july = builtinRoute([from, loganPass], van('2027-07-15'));
      expect(july.restrictions).toBeUndefined();
      expect(miles(end(july), loganPass)).toBeLessThan(1);
    },
  );

  it('Tuolumne Meadows (mid-way along a 52-mile edge of Tioga Road): in January from the west it ends at Crane Flat, not round by US-395', () => {
    const january = builtinRoute([oakdale, tuolumneMeadows], van('2027-01-15'));
    expect(shortOf(january)).toEqual(['tioga-road']);
    expect(january.restrictions?.[0].note).toMatch(
      /^Ends short of Tioga Road \(Tioga Pass\) \(CA-120\): usually closed for winter from about November 15 until about June 1 \(Yosemite National Park: https:/,
    );
    expect(miles(end(january), craneFlat)).toBeLessThan(1);
    expect(january.miles).toBeLessThan(80);
    expect(january.roads).not.toContain('US-395');
    // From the east, the end at Lee Vining.
    const east = builtinRoute([leeVining, tuolumneMeadows], van('2027-01-15'));
    expect(shortOf(east)).toEqual(['tioga-road']);
    expect(east.miles).toBeLessThan(2);
    const july = builtinRoute([oakdale, tuolumneMeadows], van('2027-07-15'));
    expect(july.restrictions).toBeUndefined();
    expect(july.miles).toBeGreaterThan(100);
  });

  it("Crater Lake: the plowed road to Rim Village is driven in January; the North Entrance's way to the rim ends short until June", () => {
    const rim = builtinRoute([medford, rimVillage], van('2027-01-15'));
    expect(rim.restrictions).toBeUndefined();
    expect(miles(end(rim), rimVillage)).toBeLessThan(1);
    for (const date of ['2027-01-15', '2027-05-20']) {
      const north = builtinRoute([bend, craterLakeNorthJunction], van(date));
      expect(shortOf(north)).toEqual(['crater-lake-north-entrance-west-rim']);
      expect(miles(end(north), craterLakeNorthJunction)).toBeGreaterThan(4);
    }
    const july = builtinRoute([bend, craterLakeNorthJunction], van('2027-07-15'));
    expect(july.restrictions).toBeUndefined();
    expect(miles(end(july), craterLakeNorthJunction)).toBeLessThan(1);
  });

  it('Yellowstone in January: from Gardiner the open road ends at Mammoth, and only the closed road on the way in is named', () => {
    const january = builtinRoute([gardiner, oldFaithful], van('2027-01-15'));
    expect(shortOf(january)).toEqual(['yellowstone-west-roads']);
    expect(miles(end(january), mammoth)).toBeLessThan(2);
    const july = builtinRoute([gardiner, oldFaithful], van('2027-07-15'));
    expect(july.restrictions).toBeUndefined();
    expect(july.miles).toBeGreaterThan(45);
  });

  it('in the uncertain weeks after the usual opening the drive reaches the place, with the warning to check the road', () => {
    // Going-to-the-Sun Road usually opens about June 22, 21 uncertain days either side.
    const p = builtinRoute([westGlacier, loganPass], van('2027-07-01'));
    expect(shortOf(p)).toEqual([]);
    expect(p.restrictions?.map((r) => [r.id, r.kind])).toEqual([['going-to-the-sun-road-alpine', 'passes']]);
    expect(p.restrictions?.[0].note).toMatch(
      /^Going-to-the-Sun Road's alpine section .* usually opens about June 22/,
    );
    expect(miles(end(p), loganPass)).toBeLessThan(1);
  });

  it('a stretch closed to the rig and for the season alike names only what lies on the way in', () => {
    // A 38 ft Class A from St. Mary: Going-to-the-Sun Road is closed to it (over 21 ft) all year,
    // and its alpine section for winter.
    const p = builtinRoute([stMary, loganPass], {
      profile: 'fastest',
      rvType: 'class-a',
      lengthFeet: 38,
      date: '2027-01-15',
    });
    expect(shortOf(p)).toEqual(['going-to-the-sun-road', 'going-to-the-sun-road-alpine']);
    expect(p.miles).toBeLessThan(14);
    expect(miles(end(p), loganPass)).toBeGreaterThan(8);
  });

  it('drives from camp (minutes from camp, day trips) reach the pass only on a date its road is open', () => {
    const reach = (date: string) =>
      builtinReachFrom(westGlacier, [loganPass, at(48.617, -113.878)], van(date), 2);
    const [passJanuary, lodgeJanuary] = reach('2027-01-15');
    expect(passJanuary.kind).toBe('beyond');
    // Lake McDonald Lodge, below the closed section, is still reached.
    expect(lodgeJanuary.kind).toBe('road');
    const [passJuly] = reach('2027-07-15');
    expect(passJuly).toMatchObject({ kind: 'road' });
    expect(passJuly.kind === 'road' && passJuly.miles).toBeGreaterThan(25);
  });

  it('Many Glacier from St. Mary: in January the drive ends at the park boundary on Many Glacier Road, not at Babb; in July it reaches the campground', () => {
    const manyGlacierCampground = at(48.7975, -113.6725);
    const babbJunction = at(48.85779, -113.43644); // the US-89 line's vertex, where the park road starts
    // Where the road's line crosses the park's east boundary (the NPS boundary line): the park closes
    // the road there, not at Babb on US-89, and the miles from Babb to it stay open.
    const boundary = at(48.83346, -113.52744);
    const january = builtinRoute([stMary, manyGlacierCampground], van('2027-01-15'));
    expect(shortOf(january)).toEqual(['many-glacier-road']);
    expect(january.restrictions?.[0].note).toMatch(
      /^Ends short of Many Glacier Road: usually closed for winter from about December 1 until about May 1 \(Glacier National Park: /,
    );
    expect(miles(end(january), boundary)).toBeLessThan(0.1);
    expect(miles(end(january), babbJunction)).toBeGreaterThan(4);
    const july = builtinRoute([stMary, manyGlacierCampground], van('2027-07-15'));
    expect(july.restrictions).toBeUndefined();
    expect(miles(end(july), manyGlacierCampground)).toBeLessThan(1);
    // The boundary to the campground: the 7 or so miles inside the park.
    expect(july.miles).toBeGreaterThan(january.miles + 5);
  });

  it('Wetherill Mesa from Far View: open Memorial Day to Labor Day weekends only (the park), so a January or mid-October drive ends at Far View; in July it reaches the mesa', () => {
    const farView = at(37.2585, -108.4878);
    const wetherill = at(37.1878, -108.5423);
    const january = builtinRoute([farView, wetherill], van('2027-01-15'));
    expect(shortOf(january)).toEqual(['wetherill-mesa-road']);
    expect(january.miles).toBeLessThan(0.5);
    // Past Labor Day weekend and its uncertain weeks (the travel page read before said open through October).
    const october = builtinRoute([farView, wetherill], van('2027-10-10'));
    expect(shortOf(october)).toEqual(['wetherill-mesa-road']);
    // Confirmed on the park's own page: the day does not call its dates reported.
    expect(october.restrictions?.map((r) => r.note).join(' ')).not.toMatch(/Reported, not confirmed/);
    const july = builtinRoute([farView, wetherill], van('2027-07-15'));
    expect(shortOf(july)).toEqual([]);
    expect(miles(end(july), wetherill)).toBeLessThan(0.5);
  });
});

describe('a road the last leg went around and ends short of', () => {
  // From about 40 miles north (by Walden and Willow Creek Pass) to Trail Ridge Road's point, and from
  // about 40 miles west (by Cooke City) to the Beartooth Highway's, in January: the leg went round
  // the closed road and ends short of it, and the route said both ("Avoided" and "Ends short of");
  // the day said it once, as the end short. The route says it once too (restriction-texts.ts).
  it.each([
    ['Trail Ridge Road', 'trail-ridge-road', at(41.0416, -105.7537), at(40.4416, -105.7537)],
    ['the Beartooth Highway', 'beartooth-highway', at(44.9707, -110.279), at(44.9707, -109.479)],
  ])('says %s once, as the end short', (_, id, from, to) => {
    const p = builtinRoute([from, to], van('2027-01-12'));
    const rows = (p.restrictions ?? []).filter((r) => r.id === id);
    expect(rows.map((r) => [r.kind, r.short === true])).toEqual([['avoided', true]]);
    expect(rows[0].note).toMatch(/^Ends short of /);
  });

  it('still says a road gone around on an earlier leg, where the route ends short of it later', () => {
    const row = (index: number, short?: true) => ({
      id: 'trail-ridge-road',
      kind: 'avoided' as const,
      note: short ? 'Ends short of Trail Ridge Road.' : 'Avoided Trail Ridge Road.',
      index,
      ...(short ? { short } : {}),
    });
    // Its last leg starts at point 118: a way round at 118 (the end of the leg before) is that leg's.
    expect(endsShortOnce([row(118), row(128, true)], 118)).toEqual([row(118), row(128, true)]);
    expect(endsShortOnce([row(120), row(128, true)], 118)).toEqual([row(128, true)]);
    expect(endsShortOnce([row(120), row(128, true)])).toEqual([row(128, true)]);
  });
});
