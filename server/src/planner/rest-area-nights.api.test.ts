import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Day, TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';
import { FREE_OVERNIGHT_MILES } from './core/steps/free-overnight';

// Rest areas as free overnights through the real HTTP route on the whole bundled
// catalogue: a transit night may be a rest area only in a state whose own rules allow a night
// (data/rest-area-overnight.json: California, Oregon, Texas, Washington), saying the rule and source.
const targets = databaseTargets();
const ALLOWING = ['California', 'Oregon', 'Texas', 'Washington'];

describe.each(targets)('rest areas as free overnights, over HTTP on %s', (_name, url) => {
  const ctx = useTestApp(testConfig(), url);
  beforeAll(() => void ctx.deps.places.plannerData(), 120_000);
  const plan = async (body: Record<string, unknown>): Promise<TripPlan> => {
    const res = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .send({ departureDate: '2027-07-01', rvType: 'class-c', preferFreeOvernights: true, ...body });
    expect(res.status).toBe(200);
    return tripPlanSchema.parse(res.body);
  };
  const restNights = (p: TripPlan) =>
    p.dailyItinerary.filter((d) => d.rvPark.freeOvernight?.kind === 'rest-area');

  it('spends a transit night at a rest area on a trip through states that allow it, with the rule and its source', async () => {
    // Five days of at most 4 hours: the trip fits them, so a day may end a little before its cut.
    // In four (18.4 hours) every day is cut over the limit and no day can end earlier: a rest area
    // 6.6 miles before a cut (Beaver Marsh, US-97) leaves the next day 0.13 h over its limit.
    const p = await plan({
      fromLocation: 'Portland, OR',
      toLocation: 'Los Angeles, CA',
      duration: 5,
      maxDrivingHoursPerDay: 4,
    });
    const nights = restNights(p);
    expect(nights.length).toBeGreaterThan(0);
    for (const d of nights) {
      const state = ALLOWING.find((s) => d.rvPark.address.endsWith(`, ${s}`));
      expect(state, d.rvPark.address).toBeDefined();
      expect(d.nights).toBe(1);
      expect(d.rvPark.nightlyFee).toBe(0);
      const rules = d.rvPark.freeOvernight?.rules ?? [];
      expect(rules[0]).toMatch(new RegExp(`^${state}'s rule \\(.+\\): .+ Source: https?://`));
      expect(d.notes.join(' ')).toMatch(/a public rest area \(.+\), not a campground; \$0 for the night/);
      expect(d.notes.join(' ')).toMatch(
        /Its rule: .+ \(https?:\/\/[^)]+\)\. Parking only; posted signs win\./,
      );
    }
    expect(p.dailyItinerary[p.dailyItinerary.length - 1].rvPark.freeOvernight).toBeUndefined();
  }, 120_000);

  it('never spends a night at a rest area in Illinois (3 hours), Iowa, Nebraska or Colorado (unconfirmed), though rest areas lie near', async () => {
    const p = await plan({ fromLocation: 'Chicago, IL', toLocation: 'Denver, CO', duration: 5 });
    expect(restNights(p)).toEqual([]);
    // The test means something: some transit night ends within reach of a rest area of the data.
    const services = ctx.deps.places.plannerData().services;
    const transit = p.dailyItinerary.filter((d: Day) => d.nights === 1 && d.driveHours > 0);
    const near = transit.filter((d) => services.near('rest', d.to, FREE_OVERNIGHT_MILES).length > 0);
    expect(near.length).toBeGreaterThan(0);
  }, 120_000);
});
