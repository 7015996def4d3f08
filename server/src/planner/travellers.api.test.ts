import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';
import { OVERNIGHT_LABEL } from '../catalogue/core/services';
import { NOT_FOR_YOUNG_CHILDREN } from './core/travellers';

// Who travels (children, pets) and free overnights through the real HTTP routes on the
// whole bundled catalogue.
const targets = databaseTargets();

describe.each(targets)('who travels and free overnights, over HTTP on %s', (_name, url) => {
  const ctx = useTestApp(testConfig(), url);
  beforeAll(() => void ctx.deps.places.plannerData(), 120_000);
  const plan = async (body: Record<string, unknown>): Promise<TripPlan> => {
    const res = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .send({ departureDate: '2027-07-01', ...body });
    expect(res.status).toBe(200);
    return tripPlanSchema.parse(res.body);
  };

  it('plans a free-overnights transit trip: transit nights at stores with their rules, never a destination stay', async () => {
    const p = await plan({
      fromLocation: 'Chicago, IL',
      toLocation: 'Denver, CO',
      duration: 5,
      rvType: 'class-c',
      preferFreeOvernights: true,
    });
    const days = p.dailyItinerary;
    const free = days.filter((d) => d.rvPark.freeOvernight);
    expect(free.length).toBeGreaterThan(0);
    for (const d of free) {
      expect(d.nights).toBe(1);
      expect(d.rvPark.name).toMatch(/^(Walmart|Cracker Barrel) \(/);
      expect(d.rvPark.nightlyFee).toBe(0);
      expect(d.rvPark.nightlyFeeBasis).toBe('free');
      expect(d.notes.join(' ')).toContain('ask the store manager; one night; no slide-outs or chairs');
      expect(d.notes.join(' ')).toContain(OVERNIGHT_LABEL);
    }
    // The destination's stay is a campground (or a search for one), never a parking lot.
    const last = days[days.length - 1];
    expect(last.rvPark.freeOvernight).toBeUndefined();
    expect(p.costBreakdown.campingBasis).toContain(
      `${free.length} ${free.length === 1 ? 'night' : 'nights'} at free overnight locations ($0)`,
    );
    // The same trip without the option has no free overnight.
    const off = await plan({
      fromLocation: 'Chicago, IL',
      toLocation: 'Denver, CO',
      duration: 5,
      rvType: 'class-c',
    });
    expect(off.dailyItinerary.some((d) => d.rvPark.freeOvernight)).toBe(false);
  }, 120_000);

  it('plans a family trip: shorter days, kid-friendly activities, Junior Ranger, nothing age-limited, and says so', async () => {
    const p = await plan({
      fromLocation: 'Salt Lake City, UT',
      toLocation: 'West Yellowstone, MT',
      duration: 5,
      travelStyle: 'adventure',
      travellers: { adults: 2, childAges: [6, 9], pets: 1, shorterDriveDays: true },
    });
    const days = p.dailyItinerary;
    expect(days[0].notes[0]).toMatch(/^For the children \(aged 6, 9\): drive days kept to 4 h at most/);
    expect(days[0].notes[1]).toMatch(/^For your pet: every night is chosen for "pets allowed"/);
    expect(p.overview.description).toContain('for 2 adults, 2 children (aged 6, 9), 1 pet');
    expect(days.every((d) => d.driveHours <= 4.1 || d.warnings?.some((w) => /over your limit/.test(w)))).toBe(
      true,
    );
    const activities = days.flatMap((d) => d.activities);
    expect(activities.some((a) => a.startsWith('Junior Ranger programme at Yellowstone National Park'))).toBe(
      true,
    );
    for (const adult of NOT_FOR_YOUNG_CHILDREN)
      expect(activities.filter((a) => a.startsWith(`${adult} in `))).toEqual([]);
    // Each night says whether its park reports pets allowed, or asks.
    for (const d of days.filter((x) => !x.rvPark.isPlaceholder && x.driveHours > 0)) {
      const says = [...d.notes, ...(d.warnings ?? [])].join(' ');
      expect(/Pet Friendly|pets allowed|Pets allowed/i.test(says)).toBe(true);
    }
  }, 120_000);
});
