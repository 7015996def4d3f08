import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayRoadStopsSchema } from '@shared/schemas/day-road-stops';
import type { RvPark, TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { ROAD_STOPS_NOT_REPLANNED, ownNotesOf } from '@shared/plan/day-texts';
import { applyOperation } from '@shared/plan/operations';
import { swapStayPark } from '@shared/plan/park-swap';
import { replaceDays } from '@shared/plan/plan-days';
import { stayDays } from '@shared/plan/stays';
import { keptParkDaysOf, stopsDaysOf } from '@shared/plan/stops-days';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

// A park of the traveller's that is already the day's overnight point: a trip's stop at the park
// (Ohanapecosh, Mount Rainier: late May to early October, the park's campgrounds page) on its
// second drive. An edit of the nights before it (more nights at the first stay) moves its stay to
// other dates with no drive re-routed: the road stops are re-planned from the first drive on, and
// the park's stay, not among the changed days, was never checked on its new nights. It is now, in
// the words of a park the traveller chose, once on its arrival day.

const ohanapecosh: RvPark = {
  id: 'osm-890255285',
  name: 'Ohanapecosh Campground',
  amenities: [],
  amenitiesReported: true,
  nightlyFee: null,
  latitude: 46.73671,
  longitude: -121.56764,
  address: 'Packwood, WA',
  isPlaceholder: false,
};
const KEPT = /but it is the park you chose, so it stays in your plan: call the park, or choose another park for this stay\.$/;

describe('a kept park already the overnight point, its nights moved by an edit before it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Boise to Seattle by the park, planned on its dates, the park marked as the traveller's. */
  async function planned(departureDate: string): Promise<{ plan: TripPlan; day: number }> {
    const res = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .send({
        fromLocation: 'Boise, ID',
        toLocation: 'Seattle, WA',
        departureDate,
        duration: 5,
        travelStyle: 'balanced',
        rvType: 'class-c',
        stops: [{ name: ohanapecosh.name, latitude: ohanapecosh.latitude, longitude: ohanapecosh.longitude }],
      });
    expect(res.status).toBe(200);
    const fresh = tripPlanSchema.parse(res.body);
    const at = fresh.dailyItinerary.find((d) => d.to.name === ohanapecosh.name && d.distance > 0)!;
    expect(at.day).toBeGreaterThan(1);
    const days = swapStayPark(fresh.dailyItinerary, stayDays(fresh.dailyItinerary, at.day), at.rvPark, ohanapecosh, ownNotesOf(fresh));
    // Its road stops answered already: nothing left stale.
    const answered = days.map((d) => ({ ...d, notes: d.notes.filter((n) => n !== ROAD_STOPS_NOT_REPLANNED) }));
    const plan = { ...replaceDays(fresh, answered), travellerEdits: [{ kind: 'park' as const, id: 'mine', day: at.day, park: ohanapecosh }] };
    expect(plan.dailyItinerary.find((d) => d.day === at.day)!.to.latitude).toBe(ohanapecosh.latitude);
    return { plan, day: at.day };
  }

  /** The park's arrival day's warnings once `nights` more at the first stay are re-planned. */
  async function afterMoreNights(departureDate: string, more: number): Promise<string[]> {
    const { plan, day } = await planned(departureDate);
    const first = plan.dailyItinerary[0];
    const { plan: edited, server } = applyOperation(plan, { kind: 'set-stay-nights', day: 1, nights: first.nights + more });
    expect(server.roadStopsFrom).toBe(1);
    const stale = edited.dailyItinerary.filter((d) => d.notes.includes(ROAD_STOPS_NOT_REPLANNED)).map((d) => d.day);
    expect(stale).toEqual([1]);
    const kept = keptParkDaysOf(edited);
    expect(kept).toContain(day + more);
    const res = await request(ctx.app)
      .post('/api/plan/road-stops')
      .send({ input: edited.input, days: stopsDaysOf(edited), changedDays: stale, keptParkDays: kept });
    expect(res.status).toBe(200);
    return dayRoadStopsSchema.parse(res.body).days.find((d) => d.day === day + more)?.warnings ?? [];
  }

  it('moved from September 21 to October 20 (29 nights more before it): closed on its nights, said once, the park kept', async () => {
    const said = (await afterMoreNights('2027-09-20', 29)).filter((w) => w.startsWith('Ohanapecosh Campground is closed'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Ohanapecosh Campground is closed for the season on Oct \d+ and Oct \d+ \(Mount Rainier National Park's page, https:\/\/www\.nps\.gov\/mora\/planyourvisit\/campgrounds\.htm/);
    expect(said[0]).toMatch(KEPT);
  }, 120_000);

  it('moved within July: nothing said; moved to May 26: the weeks it may open, once', async () => {
    const july = await afterMoreNights('2027-07-10', 5);
    expect(july.filter((w) => w.includes('Ohanapecosh'))).toEqual([]);
    const may = await afterMoreNights('2027-05-23', 2);
    expect(may.filter((w) => w.includes('Ohanapecosh Campground is closed'))).toEqual([]);
    expect(may.filter((w) => /^Ohanapecosh Campground usually opens in late May \(.*\): on May 2\d and May 2\d it may not be open yet; /.test(w))).toHaveLength(1);
  }, 120_000);
});
