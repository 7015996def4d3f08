import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';

// Claims from the data only (no site named that the data does not list), through the real HTTP route on the bundled data: the
// NPS's list of its sites (data/nps-units.json) gives the days at Boston and Philadelphia their
// historical parks, and "no NPS site near" is said only where that list has none.
const targets = databaseTargets();

describe.each(targets)('NPS sites in plans, over HTTP on %s', (_name, url) => {
  const ctx = useTestApp(testConfig(), url);
  beforeAll(() => void ctx.deps.places.plannerData(), 120_000);
  const plan = async (body: Record<string, unknown>): Promise<TripPlan> => {
    const res = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .send({ departureDate: '2027-06-01', rvType: 'class-c', ...body });
    expect(res.status).toBe(200);
    return tripPlanSchema.parse(res.body);
  };
  const texts = (p: TripPlan) =>
    p.dailyItinerary.flatMap((d) => [
      ...(d.activityDetails ?? []).map((a) => `${a.name}: ${a.description}`),
      ...(d.notes ?? []),
      ...(d.warnings ?? []),
    ]);

  it('a stay at Boston visits its National Historical Parks, and Historic Sites are found there', async () => {
    const p = await plan({
      fromLocation: 'Hartford, CT',
      toLocation: 'Boston, MA',
      duration: 4,
      prioritizeActivities: ['Historic Sites'],
    });
    const all = texts(p);
    expect(all.some((t) => /^Visit (Boston|Minute Man) National Historical Park: A National Park Service site \(National Historical Park\)/.test(t))).toBe(true);
    expect(all.some((t) => t.includes('https://www.nps.gov/'))).toBe(true);
    expect(all.some((t) => /no national park|None of the national parks|None of your prioritized activities/i.test(t))).toBe(false);
  });

  it('Philadelphia offers Independence National Historical Park for Historic Sites', async () => {
    const p = await plan({
      fromLocation: 'Baltimore, MD',
      toLocation: 'Philadelphia, PA',
      duration: 3,
      prioritizeActivities: ['Historic Sites'],
    });
    const all = texts(p);
    expect(all.some((t) => t.startsWith('Visit Independence National Historical Park'))).toBe(true);
    expect(all.some((t) => /None of your prioritized activities/.test(t))).toBe(false);
  });
});
