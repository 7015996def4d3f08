import polyline from '@mapbox/polyline';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { segmentsOnLine, sharedRestrictedSegments } from '../../routing/restricted-segments';
import { plansOverHttp } from '../../test/plans-over-http';
import { AWAY_FROM_PLACE_MILES, awayBefore, driveTitle } from '@shared/plan/day-title';

// Plans over real HTTP through createApp(): every option reaches the destination asked for, and the
// drive keeps off the road segments the rig may not take.
const { plan, app } = plansOverHttp({ departureDate: '2027-06-01', duration: 2 });

// The restricted segments a day's drawn line goes through, whatever the rig.
const segmentsDriven = (geometry: string | undefined) => {
  const points = polyline.decode(geometry ?? '', 5);
  return segmentsOnLine(
    { lat: points.map((p) => p[0]), lng: points.map((p) => p[1]) },
    sharedRestrictedSegments(),
    { propaneOnBoard: true },
  ).map((s) => s.segment.id);
};

// The road miles from the destination to the night's park the drive ends at, when it lies off it
// ("Tonight: wolf den rv park, where the day's drive ends, 47 road miles from the centre of Jackson.").
const parkOffMiles = (day: TripPlan['dailyItinerary'][number], place: string) => {
  const m = new RegExp(
    `^Tonight: .+, where the day's drive ends, (\\d+) road miles from the centre of ${place.split(',')[0]}\\.`,
  ).exec(day.notes[0] ?? '');
  return m ? Number(m[1]) : undefined;
};

/**
 * Every option's last drive is the destination's and ends at the destination point, or at its
 * night's park when that lies off it (then said with its road miles from the destination); every
 * drive day is titled with where it ends (the park, when it lies 10 miles or more from the place).
 */
function expectDestinationReached(p: TripPlan, place: string) {
  for (const option of p.routeOptions) {
    const dest = option.waypoints.at(-1)!;
    expect(dest.name).toBe(place);
    const drives = option.dailyItinerary.filter((d) => d.distance > 0);
    const last = drives.at(-1)!;
    const end =
      parkOffMiles(last, place) !== undefined
        ? { name: place, latitude: last.rvPark.latitude, longitude: last.rvPark.longitude }
        : dest;
    expect(last.to).toEqual(end);
    // Titled with where it ends: a park off the destination (10 road miles or more) by its name and
    // its road miles from the destination, as the day's first note says them.
    const off = parkOffMiles(last, place);
    if (off !== undefined && off >= AWAY_FROM_PLACE_MILES)
      expect(last.nightAway).toEqual({
        park: last.rvPark.name,
        miles: off,
        routed: true,
        driveEndsAtPark: true,
      });
    // A drive after a night away from its place starts from that park (the same shared rule the client retitles by).
    option.dailyItinerary.forEach((d, i, days) => {
      if (d.distance > 0)
        expect(d.title).toBe(driveTitle(d.from, d.to, d.via, d.nightAway, awayBefore(days, i)));
    });
    // The drawn line of the last day ends by its end (the network's nearest highway point).
    const lineEnd = polyline.decode(last.geometry ?? '', 5).at(-1)!;
    expect(Math.abs(lineEnd[0] - end.latitude!) + Math.abs(lineEnd[1] - end.longitude!)).toBeLessThan(0.15);
    expect(option.distance).toBe(option.dailyItinerary.reduce((a, d) => a + d.distance, 0));
  }
}

describe('the destination', () => {
  it('plans Detroit to Chicago, about 283 road miles to Chicago itself, and says how far the park is', async () => {
    const p = await plan({ fromLocation: 'Detroit, MI', toLocation: 'Chicago, IL' });
    expectDestinationReached(p, 'Chicago, IL');
    // The drive to Chicago is about 283 miles (it came out at 233-264 when options ended at a park
    // short of it without saying so). Its night's park lies off Chicago on the way in, at Indiana
    // Dunes: the drive ends there, and its miles and the park's from Chicago make up about 283.
    const arrival = p.dailyItinerary.find((d) => d.distance > 0 && d.to.name === 'Chicago, IL')!;
    const parkMiles = parkOffMiles(arrival, 'Chicago, IL');
    expect(parkMiles).toBeGreaterThan(5);
    expect(Math.abs(p.overview.totalDistance + parkMiles! - 283)).toBeLessThanOrEqual(0.05 * 283);
    // The stay's other day explores from the park the drive reached, and says how far Chicago is.
    expect(p.dailyItinerary.at(-1)?.title).toBe(
      `Explore from ${arrival.rvPark.name} (${parkMiles} road mi from Chicago, IL)`,
    );
  }, 60_000);

  it('reaches Jackson, WY (a day once titled with it ended 36 miles short) and Moab, UT', async () => {
    const jackson = await plan({
      fromLocation: 'Salt Lake City, UT',
      toLocation: 'Jackson, WY',
      specialNeeds: ['wifi-required', 'laundry'],
    });
    expectDestinationReached(jackson, 'Jackson, WY');
    const arrival = jackson.dailyItinerary[0];
    const miles = parkOffMiles(arrival, 'Jackson, WY');
    // The park lies well away from the town, on the way in: the drive ends there, and its road miles
    // from the town are said.
    expect(miles).toBeGreaterThan(20);
    const moab = await plan({
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      duration: 3,
      rvType: 'class-a',
    });
    expectDestinationReached(moab, 'Moab, UT');
  }, 60_000);
});

describe('roads a rig may not take', () => {
  const dcToPhiladelphia = (propaneOnBoard: boolean) =>
    plan({
      fromLocation: 'Washington, DC',
      toLocation: 'Philadelphia, PA',
      routeType: 'fastest',
      rvType: 'class-c',
      rig: { ...RIG_DEFAULTS['class-c'], propaneOnBoard },
    });

  it("goes around Baltimore's tunnels with propane on board and says where and why", async () => {
    const p = await dcToPhiladelphia(true);
    const day = p.routeOptions.find((o) => o.type === 'fastest')!.dailyItinerary[0];
    expect(day.notes).toContain(
      'Avoided the Fort McHenry Tunnel (I-95): propane is banned over 10 lb (Maryland Transportation Authority). Through traffic goes by the western section of I-695 (the Baltimore Beltway), as the authority directs.',
    );
    expect(day.notes).toContain(
      'Avoided the Baltimore Harbor Tunnel (I-895): propane is banned over 10 lb (Maryland Transportation Authority). Through traffic goes by the western section of I-695 (the Baltimore Beltway), as the authority directs.',
    );
    for (const o of p.routeOptions)
      for (const d of o.dailyItinerary) expect(segmentsDriven(d.geometry)).toEqual([]);
    // What the plan cannot know is said once, on the plan.
    expect(p.overview.distanceNote).toMatch(
      /no weight limits or grades, low clearances only for the tunnels in its table/,
    );
  }, 60_000);

  it('takes the tunnel without propane, and never the Key Bridge', async () => {
    const p = await dcToPhiladelphia(false);
    const fastest = p.routeOptions.find((o) => o.type === 'fastest')!;
    expect(segmentsDriven(fastest.dailyItinerary[0].geometry)).toEqual(['fort-mchenry-tunnel']);
    for (const o of p.routeOptions)
      for (const d of o.dailyItinerary) {
        expect(segmentsDriven(d.geometry)).not.toContain('francis-scott-key-bridge');
        expect(d.notes.filter((n) => n.startsWith('Avoided the') && n.includes('propane'))).toEqual([]);
      }
  }, 60_000);

  it('answers 400 with a message for a rig whose propane is not yes or no', async () => {
    const res = await request(app())
      .post('/api/ai/generate-trip')
      .send({
        fromLocation: 'Washington, DC',
        toLocation: 'Philadelphia, PA',
        departureDate: '2027-06-01',
        duration: 2,
        rig: { ...RIG_DEFAULTS['class-c'], propaneOnBoard: 'maybe' },
      });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });
});
