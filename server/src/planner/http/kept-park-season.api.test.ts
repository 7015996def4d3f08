import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayRoadStopsSchema } from '@shared/schemas/day-road-stops';
import type { RvPark, TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { ROAD_STOPS_NOT_REPLANNED, ownNotesOf } from '@shared/plan/day-texts';
import { swapStayPark } from '@shared/plan/park-swap';
import { replaceDays } from '@shared/plan/plan-days';
import { stayDays } from '@shared/plan/stays';
import { keptParkDaysOf, stopsDaysOf } from '@shared/plan/stops-days';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

// A park the traveller chose for a night is kept by every re-plan, on the trip's dates as they are
// then. The re-plan (its drives routed to the park, its road stops planned again: POST
// /api/plan/road-stops) checks the park on the stay's nights as the planner checks its own: closed
// for the season (Ohanapecosh, Mount Rainier: late May to early October, the park's campgrounds
// page), in the weeks it may open, or shorter than the rig (Henry Cowell Redwoods, 31 ft as
// reported). The park stays as chosen; its day says so in the closed-campground rule's words.

const park = (id: string, name: string, latitude: number, longitude: number, address: string): RvPark => ({
  id,
  name,
  amenities: [],
  amenitiesReported: true,
  nightlyFee: null,
  latitude,
  longitude,
  address,
  isPlaceholder: false,
});
const ohanapecosh = park('osm-890255285', 'Ohanapecosh Campground', 46.73671, -121.56764, 'Packwood, WA');
const henryCowell = park(
  'osm-1428865048',
  'Henry Cowell Redwoods State Park Campground',
  37.03089,
  -122.04347,
  'Felton, CA',
);

describe("a re-plan's check of the park the traveller kept", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** The trip planned on its dates, with the traveller's park laid on day 1's stay as a re-plan lays it. */
  async function replanned(trip: Record<string, unknown>, kept: RvPark): Promise<TripPlan> {
    const res = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .send({ duration: 2, travelStyle: 'balanced', ...trip });
    expect(res.status).toBe(200);
    const fresh = tripPlanSchema.parse(res.body);
    const at = fresh.dailyItinerary[0];
    const days = swapStayPark(fresh.dailyItinerary, stayDays(fresh.dailyItinerary, 1), at.rvPark, kept, ownNotesOf(fresh));
    return { ...replaceDays(fresh, days), travellerEdits: [{ kind: 'park', id: 'mine', day: 1, park: kept }] };
  }

  /** Day 1's warnings once the re-plan's road stops come back for the stale days. */
  async function day1Warnings(plan: TripPlan, keptParkDays?: number[]): Promise<string[]> {
    // The days the laid park left stale; day 1 too when the planner had chosen that park itself.
    const stale = [
      ...new Set([1, ...plan.dailyItinerary.filter((d) => d.notes.includes(ROAD_STOPS_NOT_REPLANNED)).map((d) => d.day)]),
    ];
    const res = await request(ctx.app)
      .post('/api/plan/road-stops')
      .send({ input: plan.input, days: stopsDaysOf(plan), changedDays: stale, ...(keptParkDays ? { keptParkDays } : {}) });
    expect(res.status).toBe(200);
    return dayRoadStopsSchema.parse(res.body).days.find((d) => d.day === 1)?.warnings ?? [];
  }
  const rainier = (departureDate: string) => ({
    fromLocation: 'Yakima, WA',
    toLocation: 'Packwood, WA',
    departureDate,
    rvType: 'class-c',
  });
  const KEPT = /but it is the park you chose, so it stays in your plan: call the park, or choose another park for this stay\.$/;

  it('closed for the season on the new dates: said on the day, the park kept', async () => {
    const plan = await replanned(rainier('2027-10-20'), ohanapecosh);
    expect(plan.dailyItinerary[0].rvPark.name).toBe('Ohanapecosh Campground');
    const closed = (await day1Warnings(plan)).filter((w) => w.startsWith('Ohanapecosh Campground is closed'));
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatch(
      /^Ohanapecosh Campground is closed for the season on Oct 20( and Oct 21)? \(Mount Rainier National Park's page, https:\/\/www\.nps\.gov\/mora\/planyourvisit\/campgrounds\.htm: "typical season is late May to early October"\), /,
    );
    expect(closed[0]).toMatch(KEPT);
  }, 120_000);

  it("the traveller's park is called theirs; the planner's park on a changed stay is not", async () => {
    const plan = await replanned(rainier('2027-10-20'), ohanapecosh);
    // As the client sends it: the days of the traveller's park marks.
    expect(keptParkDaysOf(plan)).toContain(1);
    const theirs = (await day1Warnings(plan, keptParkDaysOf(plan))).filter((w) => w.startsWith('Ohanapecosh'));
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatch(KEPT);
    // The same stay with no park mark of the traveller's: a changed day whose park the planner chose.
    const planners = (await day1Warnings({ ...plan, travellerEdits: [] }, [])).filter((w) =>
      w.startsWith('Ohanapecosh'),
    );
    expect(planners).toHaveLength(1);
    expect(planners[0]).toMatch(/^Ohanapecosh Campground is closed for the season on Oct 20/);
    expect(planners[0]).not.toMatch(/park you chose/);
    expect(planners[0]).toMatch(/, so call the park, or choose another park for this stay\.$/);
  }, 120_000);

  it('in season (July): nothing said; in the weeks it may open (late May): the season’s check', async () => {
    const july = await day1Warnings(await replanned(rainier('2027-07-10'), ohanapecosh));
    expect(july.filter((w) => w.includes('Ohanapecosh'))).toEqual([]);
    const may = await day1Warnings(await replanned(rainier('2027-05-24'), ohanapecosh));
    expect(may.filter((w) => w.includes('Ohanapecosh Campground is closed'))).toEqual([]);
    expect(may).toContainEqual(
      expect.stringMatching(/^Ohanapecosh Campground usually opens in late May \(.*\): on May 24( and May 25)? it may not be open yet; /),
    );
  }, 120_000);

  it('a rig longer than the park reports: said for a 40 ft Class A, not for a van', async () => {
    const trip = (rvType: string) => ({
      fromLocation: 'San Jose, CA',
      toLocation: 'Santa Cruz, CA',
      departureDate: '2027-07-10',
      rvType,
    });
    const long = await day1Warnings(await replanned(trip('class-a'), henryCowell));
    const said = long.filter((w) => w.includes('maximum RV length'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Henry Cowell Redwoods State Park Campground reports a maximum RV length of 31 ft, shorter than your \d+ ft rig, /);
    expect(said[0]).toMatch(KEPT);
    const van = await day1Warnings(await replanned(trip('class-b'), henryCowell));
    expect(van.filter((w) => w.includes('maximum RV length'))).toEqual([]);
  }, 120_000);
});
