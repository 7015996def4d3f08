import { describe, expect, it } from 'vitest';
import type { RvType, TripPlan } from '@shared/schemas/plan';
import { milesBetween } from '@shared/exports/export-trip';
import { rigFor } from '@shared/plan/rig-profile';
import { loadBundledData } from '../catalogue/bundled-data';
import { builtinRouter } from '../routing/builtin';
import { loadParkEntrances } from '../routing/park-entrances';
import type { LatLng } from '../geo';
import type { ParkTrip } from '../test/park-trips';
import { campOf, gateOf, planParkTrip } from '../test/park-trips';

// A national park's night is chosen by the road the rig drives to the park, met at the entrance
// open to it on the date (data/park-entrances.json), and is a place the rig can use: White Sands'
// night was a park 58 road miles round from the dunes (ranked by a straight line from the park's
// point), Zion's from Kanab was Lava Point (no vehicle over 19 ft on its road), and Rocky Mountain's
// from Estes Park drove 13 miles in and camped 11 back in town.
const data = loadBundledData();
const entrances = loadParkEntrances();
const gate = (park: string, name: string): LatLng => gateOf(entrances, park, name);
type Trip = ParkTrip;
const plan = (trip: Trip): Promise<TripPlan> => planParkTrip(data, trip);
// Every option's drive to the destination (the day with miles whose place is the park); the scenic
// option's may come from a park it detours by (Bryce Canyon on the way from Kanab to Zion).
const arrivals = (p: TripPlan, to: string, scenic = true) =>
  p.routeOptions
    .filter((o) => scenic || o.type !== 'scenic')
    .map((o) => o.dailyItinerary.filter((d) => d.distance > 0 && d.to.name === to).at(-1)!);
// Road miles on the bundled graph, for the rig on the date, from a park's gate to the night's camp.
const roadMiles = (a: LatLng, b: LatLng, t: Trip) => {
  const rig = { ...rigFor(t.rvType ?? 'class-c'), ...t.rig };
  return builtinRouter().routeMiles(a, b, {
    profile: 'fastest',
    rvType: t.rvType ?? 'class-c',
    date: t.date,
    lengthFeet: rig.lengthFeet,
    heightFeet: rig.heightFeet,
  });
};

describe("a park's night by the road to its entrance", { timeout: 120_000 }, () => {
  const whiteSands = gate('whsa', 'the entrance by the White Sands Visitor Center');
  it.each<Trip>([
    { from: 'Las Cruces, NM', to: 'White Sands National Park', date: '2027-03-10' },
    {
      from: 'Las Cruces, NM',
      to: 'White Sands National Park',
      date: '2027-07-05',
      rvType: 'class-a',
      rig: { lengthFeet: 40 },
    },
    { from: 'El Paso, TX', to: 'White Sands National Park', date: '2027-10-05', rvType: 'travel-trailer' },
  ])('White Sands from $from on $date ($rvType): a camp near the visitor center by road', async (t) => {
    for (const d of arrivals(await plan(t), t.to)) {
      // Alamogordo's parks, about 17 road miles on US-70 from the entrance, or a park with a way to
      // call or book within UNVERIFIED_MILES more (a two-night stay): not one 58 round.
      expect(roadMiles(whiteSands, campOf(d), t)).toBeLessThan(35);
      expect(milesBetween(campOf(d), whiteSands)).toBeLessThan(30);
    }
  });

  const estesGate = gate('romo', 'the Beaver Meadows Entrance');
  it.each<Trip>([
    { from: 'Estes Park, CO', to: 'Rocky Mountain National Park', date: '2027-07-05' },
    { from: 'Estes Park, CO', to: 'Rocky Mountain National Park', date: '2027-01-12' },
    {
      from: 'Estes Park, CO',
      to: 'Rocky Mountain National Park',
      date: '2027-07-05',
      rvType: 'class-a',
      rig: { lengthFeet: 40 },
    },
  ])(
    'Rocky Mountain from Estes Park on $date ($rvType): camps in the park by the gate, no way back',
    async (t) => {
      for (const d of arrivals(await plan(t), t.to)) {
        // In by Beaver Meadows and a few miles on (Moraine Park), not 13 in on Trail Ridge Road and
        // then 11 back to town: the day's whole drive is the few miles from town to camp.
        expect(d.distance).toBeLessThan(10);
        expect(roadMiles(estesGate, campOf(d), t)).toBeLessThan(5);
      }
    },
  );

  it('Rocky Mountain from Grand Lake: a camp on its own side, not over the Divide', async () => {
    const t: Trip = { from: 'Grand Lake, CO', to: 'Rocky Mountain National Park', date: '2027-07-05' };
    const west = gate('romo', 'the Grand Lake Entrance');
    for (const d of arrivals(await plan(t), t.to)) {
      expect(d.distance).toBeLessThan(15);
      expect(roadMiles(west, campOf(d), t)).toBeLessThan(15);
      expect(milesBetween(campOf(d), estesGate)).toBeGreaterThan(15);
    }
  });

  it('Arches from Moab: a camp by the entrance on US-191', async () => {
    const t: Trip = { from: 'Moab, UT', to: 'Arches National Park', date: '2027-07-05' };
    for (const d of arrivals(await plan(t), t.to))
      expect(roadMiles(gate('arch', 'the entrance'), campOf(d), t)).toBeLessThan(6);
  });
});

describe("Zion's night, by the entrance open to the rig", { timeout: 120_000 }, () => {
  const south = gate('zion', 'the South Entrance');
  const lavaPoint = { latitude: 37.38388, longitude: -113.03296 };

  it.each<[string, Trip, number]>([
    // A 28 ft Class C 11 ft 6 in high may not drive the Zion-Mount Carmel Highway: in by Hurricane.
    [
      'a Class C barred from the tunnel',
      { from: 'Kanab, UT', to: 'Zion National Park', date: '2027-07-05' },
      95,
    ],
    // A 19 ft van 9 ft high may: through the tunnel from the East Entrance, about 36 miles.
    [
      'a van through the tunnel',
      {
        from: 'Kanab, UT',
        to: 'Zion National Park',
        date: '2027-07-05',
        rvType: 'class-b',
        rig: { lengthFeet: 19, heightFeet: 9 },
      },
      45,
    ],
  ])('from Kanab, %s: at the South Entrance, never at Lava Point', async (_, t, most) => {
    const p = await plan(t);
    for (const d of arrivals(p, t.to)) {
      expect(d.rvPark.name).not.toMatch(/Lava Point/);
      expect(milesBetween(campOf(d), lavaPoint)).toBeGreaterThan(10);
      expect(roadMiles(south, campOf(d), t)).toBeLessThan(3);
    }
    for (const d of arrivals(p, t.to, false)) expect(d.distance).toBeLessThan(most);
  });

  it('from St. George, a 40 ft Class A: never sent up Kolob Terrace Road to Lava Point', async () => {
    const t: Trip = {
      from: 'St. George, UT',
      to: 'Zion National Park',
      date: '2027-07-05',
      rvType: 'class-a',
      rig: { lengthFeet: 40 },
    };
    for (const d of arrivals(await plan(t), t.to))
      expect(milesBetween(campOf(d), lavaPoint)).toBeGreaterThan(10);
  });

  const toLavaPoint = (lengthFeet: number, date: string) =>
    plan({
      from: 'St. George, UT',
      to: 'Lava Point Campground, UT',
      date,
      rvType: 'class-b',
      rig: { lengthFeet },
    });

  it('takes an 18 ft van to Lava Point, named as the destination, in its season', async () => {
    const d = (await toLavaPoint(18, '2027-07-05')).dailyItinerary[0];
    expect(d.rvPark.name).toBe('Lava Point Campground');
  });

  it("keeps a 24 ft rig off Lava Point, and says the park's own words", async () => {
    const d = (await toLavaPoint(24, '2027-07-05')).dailyItinerary[0];
    expect(d.rvPark.name).not.toBe('Lava Point Campground');
    expect(d.notes).toContainEqual(
      expect.stringContaining(
        'Lava Point Campground takes no 24 ft rig: Zion National Park\'s page, https://www.nps.gov/zion/planyourvisit/lava-point-campground.htm: "Vehicles longer than 19 feet are not permitted on the road to the campground."',
      ),
    );
  });

  it('sleeps elsewhere when Lava Point is out of its season', async () => {
    const d = (await toLavaPoint(18, '2027-11-05')).dailyItinerary[0];
    expect(d.rvPark.name).not.toBe('Lava Point Campground');
    expect(d.notes).toContainEqual(
      expect.stringMatching(/^Lava Point Campground is closed for the season on Nov 5/),
    );
  });
});

describe('parks whose nights stay as they were', { timeout: 120_000 }, () => {
  it.each<[Trip, LatLng, number]>([
    // Bryce Canyon from Panguitch: a campground inside, by the park's road.
    [
      { from: 'Panguitch, UT', to: 'Bryce Canyon National Park', date: '2027-07-05' },
      { latitude: 37.6404, longitude: -112.1696 },
      10,
    ],
    // The Grand Canyon's South Rim from Williams: by the South Entrance (Tusayan).
    [
      { from: 'Williams, AZ', to: 'Grand Canyon National Park', date: '2027-07-05' },
      { latitude: 35.99195, longitude: -112.12327 },
      10,
    ],
    // Canyonlands from Moab, a 40 ft Class A: at the Island in the Sky's gate, not back in Moab.
    [
      {
        from: 'Moab, UT',
        to: 'Canyonlands National Park',
        date: '2027-07-05',
        rvType: 'class-a',
        rig: { lengthFeet: 40 },
      },
      { latitude: 38.55259, longitude: -109.7924 },
      10,
    ],
  ])('%o', async (t, near, miles) => {
    for (const d of arrivals(await plan(t), t.to)) expect(roadMiles(near, campOf(d), t)).toBeLessThan(miles);
  });

  it('Joshua Tree from Los Angeles: on into the park from the West Entrance, not back along CA-62', async () => {
    const t: Trip = { from: 'Los Angeles, CA', to: 'Joshua Tree National Park', date: '2027-04-12' };
    const west = gate('jotr', 'the West Entrance');
    const park = data.parks.find((x) => x.id === 'jotr')!;
    for (const d of arrivals(await plan(t), t.to)) {
      expect(milesBetween(campOf(d), park)).toBeLessThan(milesBetween(west, park));
      expect(d.notes.find((n) => n.startsWith('Tonight:'))).toMatch(/inside Joshua Tree National Park/);
    }
  });

  it.each<[number, RvType, RegExp]>([
    // Joshua Tree's page: Hidden Valley and White Tank 25 ft at most, its other campgrounds 35.
    [21, 'class-b', /./],
    [28, 'class-c', /Hidden Valley|White Tank/],
    [
      40,
      'class-a',
      /Hidden Valley|White Tank|Jumbo Rocks|Indian Cove|Black Rock|Cottonwood|Belle|Ryan|Sheep Pass/,
    ],
  ])(
    'Joshua Tree from Los Angeles, a %i ft rig: only a campground whose limit takes it',
    async (lengthFeet, rvType, not) => {
      const t: Trip = {
        from: 'Los Angeles, CA',
        to: 'Joshua Tree National Park',
        date: '2027-04-12',
        rvType,
        rig: { lengthFeet },
      };
      for (const d of arrivals(await plan(t), t.to))
        if (lengthFeet > 25) expect(d.rvPark.name).not.toMatch(not);
        // A two-night stay: Jumbo Rocks (a Recreation.gov page) over Hidden Valley (no contact).
        else expect(d.rvPark.name).toBe('Jumbo Rocks Campground');
    },
  );

  it('Yosemite in December from Fresno: a camp reached on the open roads, west of the Sierra', async () => {
    const t: Trip = { from: 'Fresno, CA', to: 'Yosemite National Park', date: '2027-12-10' };
    for (const d of arrivals(await plan(t), t.to)) {
      // Not on Tioga Road (closed in winter, the park's own point), nor over it on the east side.
      expect(d.rvPark.longitude!).toBeLessThan(-119.6);
      expect(roadMiles({ latitude: 36.7378, longitude: -119.7871 }, campOf(d), t)).toBeLessThan(130);
    }
  });
});
