import { describe, expect, it } from 'vitest';
import type { Day, GenerateTripInput, RvPark } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { haversineMiles } from '../geo';
import type { DaySkeleton } from './core/itinerary';
import { AWAY_FROM_PLACE_MILES, awayBefore, driveTitle, restDayTitle } from '@shared/plan/day-title';
import { nightAway } from './core/steps/day-title';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';
import { GOLDEN_TRIPS } from './golden/trips';

// A day's title names where the day ends: a night whose park lies 10 miles or more from the place the
// day is named after names the park, and how far it is from the place (road miles or an estimate).

const place = (name: string, latitude: number, longitude: number) => ({ name, latitude, longitude });
const park = (name: string, latitude: number, longitude: number): RvPark => ({
  name,
  amenities: [],
  amenitiesReported: true,
  nightlyFee: null,
  latitude,
  longitude,
  address: '',
  isPlaceholder: false,
});
const skeleton = (to: { latitude: number; longitude: number; name: string }, restDay = false) =>
  ({ day: 2, to: { ...to, area: to.name }, restDay }) as unknown as DaySkeleton;
const leg = {} as never;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('driveTitle and nightAway', () => {
  const from = place('Toledo, OH', 41.65, -83.54);
  const chicago = place('Chicago, IL', 41.88, -87.63);
  const dunes = park('Dunes Park', 41.63, -87.08);

  it('names the park and its road miles from the city when the drive ends at it', () => {
    const away = nightAway(
      skeleton(chicago),
      {
        choice: undefined,
        leg,
        end: { ...chicago, latitude: 41.63, longitude: -87.08, placeAt: chicago },
        parkFromEnd: { miles: 38.4, routed: true, endsAtPark: true },
      },
      dunes,
    );
    expect(driveTitle(from, chicago, [], away)).toBe(
      'Toledo, OH to Dunes Park (38 road mi from Chicago, IL)',
    );
  });

  it('names the city and the night away from it when the drive ends in the city', () => {
    const away = nightAway(
      skeleton(chicago),
      {
        choice: undefined,
        leg,
        end: { ...chicago, placeAt: chicago },
        parkFromEnd: { miles: 48, routed: true },
      },
      dunes,
    );
    expect(driveTitle(from, chicago, [place('Gary, IN', 41.6, -87.3)], away)).toBe(
      'Toledo, OH to Chicago, IL via Gary, IN, night at Dunes Park (48 road mi away)',
    );
  });

  it('says a straight-line estimate when no road miles are known, from the town the day names', () => {
    const town = place('Elk City, OK', 35.41, -99.4);
    const far = park('Far Park', 35.41, -99.1); // about 17 miles east
    const away = nightAway(
      skeleton(place('Cut point', 35.4, -99.2)),
      {
        choice: undefined,
        leg,
        end: { name: town.name, latitude: 35.41, longitude: -99.1, placeAt: town },
      },
      far,
    );
    expect(driveTitle(from, { ...town, latitude: 35.41, longitude: -99.1 }, [], away)).toBe(
      `Toledo, OH to Far Park (about ${Math.round(haversineMiles(town, far as never))} mi from Elk City, OK in a straight line)`,
    );
  });

  it('keeps the place when the park is in it, for a placeholder park, and for a rest day', () => {
    const near = park('Town Park', 41.9, -87.65);
    const inTown = nightAway(
      skeleton(chicago),
      { choice: undefined, leg, end: { ...chicago, placeAt: chicago } },
      near,
    );
    expect(inTown).toBeUndefined();
    expect(driveTitle(from, chicago, [], inTown)).toBe('Toledo, OH to Chicago, IL');
    expect(nightAway(skeleton(chicago), undefined, { ...dunes, isPlaceholder: true })).toBeUndefined();
    expect(restDayTitle(chicago)).toBe('Explore Chicago, IL');
  });
});

describe('a day after a night away from its place starts from the park', () => {
  const taiban = place('Taiban, NM', 34.44, -104.01);
  const santaFe = place('Santa Fe, NM', 35.69, -105.94);
  const estimated = { park: 'Mike Scroggins RV Park', miles: 40, routed: false, driveEndsAtPark: false };
  const routed = { park: 'Dunes Park', miles: 38, routed: true, driveEndsAtPark: true };

  it('drives on from the park, not from the town', () => {
    expect(driveTitle(taiban, santaFe, [], undefined, estimated)).toBe(
      'Mike Scroggins RV Park to Santa Fe, NM',
    );
    expect(driveTitle(taiban, santaFe, [place('Clines Corners, NM', 35, -105.6)], undefined, routed)).toBe(
      'Dunes Park to Santa Fe, NM via Clines Corners, NM',
    );
    // And names its own night away too.
    expect(driveTitle(taiban, santaFe, [], routed, estimated)).toBe(
      'Mike Scroggins RV Park to Dunes Park (38 road mi from Santa Fe, NM)',
    );
    expect(driveTitle(taiban, santaFe, [], undefined, undefined)).toBe('Taiban, NM to Santa Fe, NM');
  });

  it('rests at the park and says how far the town is', () => {
    expect(restDayTitle(taiban, estimated)).toBe(
      'Explore from Mike Scroggins RV Park (about 40 mi from Taiban, NM in a straight line)',
    );
    expect(restDayTitle(santaFe, routed)).toBe('Explore from Dunes Park (38 road mi from Santa Fe, NM)');
  });

  it("finds the night before in the stay's first day (its rest days carry none)", () => {
    const day = (to: typeof taiban, nightAway?: typeof estimated) => ({ to, nightAway }) as unknown as Day;
    const days = [day(taiban, estimated), day(taiban), day(taiban), day(santaFe), day(santaFe, routed)];
    expect([0, 1, 2, 3, 4].map((i) => awayBefore(days, i)?.park)).toEqual([
      undefined,
      'Mike Scroggins RV Park',
      'Mike Scroggins RV Park',
      'Mike Scroggins RV Park',
      undefined,
    ]);
    expect(awayBefore([day(santaFe), day(taiban)], 1)).toBeUndefined();
  });
});

describe('the days of a plan say where they end', () => {
  const data = loadBundledData();
  const plan = (input: Partial<GenerateTripInput>) =>
    planTrip(generateTripInputSchema.parse({ departureDate: '2027-08-01', ...input }), data, {
      now: fixedNow,
    });
  /** Where the place a day is named after lies (its town), when the gazetteer knows it as one place. */
  const placeOf = (d: Day) => {
    try {
      const m = data.gazetteer.resolve(d.to.name);
      return m?.kind === 'place' ? m : undefined;
    } catch {
      return undefined;
    }
  };

  it('ends Salt Lake City to Jackson at its park 47 road miles short of Jackson, and the title says so', async () => {
    // The golden trip: its needs (Wi-Fi, laundry) are met by no park in Jackson.
    const trip = GOLDEN_TRIPS.find((t) => t.name === 'saltlake-yellowstone-6-optimize-activities')!;
    const p = await plan(trip.input);
    const last = p.dailyItinerary.filter((d) => d.distance > 0).at(-1)!;
    expect(last.to.name).toBe('Jackson, WY');
    const miles = Number(/\((\d+) road mi from Jackson, WY\)$/.exec(last.title)?.[1]);
    expect(last.title).toBe(`Salt Lake City, UT to ${last.rvPark.name} (${miles} road mi from Jackson, WY)`);
    expect(miles).toBeGreaterThan(40);
    // The same miles the day's note says.
    expect(last.notes.join(' ')).toContain(`${miles} road miles from the centre of Jackson`);
    // The stay's rest days are at that park, and say so.
    const rests = p.dailyItinerary.filter((d) => d.day > last.day);
    expect(rests.length).toBeGreaterThan(0);
    for (const d of rests)
      expect(d.title).toBe(`Explore from ${last.rvPark.name} (${miles} road mi from Jackson, WY)`);
  }, 60_000);

  it.each([
    { fromLocation: 'Chicago, IL', toLocation: 'Denver, CO', duration: 6, rvType: 'class-a' as const },
    { fromLocation: 'New York, NY', toLocation: 'San Francisco, CA', duration: 14 },
  ])(
    '$fromLocation to $toLocation: every drive day whose night lies away from its town names the park',
    async (input) => {
      const p = await plan(input);
      let afterAway = 0;
      for (const o of p.routeOptions) {
        // A drive after a night away from its town starts from that night's park.
        o.dailyItinerary.forEach((d, i) => {
          const before = awayBefore(o.dailyItinerary, i);
          if (!before || d.distance === 0) return;
          afterAway++;
          expect(d.title, `day ${d.day} of ${o.type}`).toMatch(new RegExp(`^${escapeRe(before.park)} to `));
        });
        for (const d of o.dailyItinerary.filter((x) => x.distance > 0 && !x.rvPark.isPlaceholder)) {
          const town = placeOf(d);
          if (!town || d.rvPark.latitude === null || d.rvPark.longitude === null) continue;
          const miles = haversineMiles(town, { latitude: d.rvPark.latitude, longitude: d.rvPark.longitude });
          // Well past the rule's 10 miles (road miles run longer than the straight line).
          if (miles > AWAY_FROM_PLACE_MILES + 2)
            expect(d.title, `day ${d.day} of ${o.type}`).toContain(d.rvPark.name);
        }
      }
      expect(afterAway, 'drives after a night away').toBeGreaterThan(0);
    },
    120_000,
  );
});
