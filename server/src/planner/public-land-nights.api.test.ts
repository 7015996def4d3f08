import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';
import { haversineMiles } from '../geo';

// Free camping on BLM and national forest land as a free overnight, through the real HTTP route on
// the whole bundled catalogue: the traveller who asks for free overnights may spend a transit night
// at a site OpenStreetMap reports free (fee=no) and RV-welcome, with its rules; one who does not ask,
// never as a free overnight. The plan route reads no database, so SQLite alone is enough.
describe('free public-land overnights, over HTTP', () => {
  const ctx = useTestApp(testConfig());
  beforeAll(() => void ctx.deps.places.plannerData(), 120_000);
  const plan = async (body: Record<string, unknown>): Promise<TripPlan> => {
    const res = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .send({ departureDate: '2027-01-12', rvType: 'class-c', ...body });
    expect(res.status).toBe(200);
    return tripPlanSchema.parse(res.body);
  };
  // The fastest route, I-10 by Quartzsite: the balanced one goes by Joshua Tree's West Entrance on
  // CA-62 (park-entrances.json), which passes no free site within a 2.5-hour day.
  const trip = {
    fromLocation: 'Phoenix, AZ',
    toLocation: 'Los Angeles, CA',
    duration: 4,
    maxDrivingHoursPerDay: 2.5,
    routeType: 'fastest',
  };

  it('spends a snowbird transit night on free BLM land by Quartzsite, saying its rules; never without the option', async () => {
    const p = await plan({ ...trip, preferFreeOvernights: true });
    const land = p.dailyItinerary.filter((d) => d.rvPark.freeOvernight?.kind === 'public-land');
    expect(land.length).toBeGreaterThan(0);
    for (const d of land) {
      expect(d.nights).toBe(1);
      expect(d.rvPark.nightlyFee).toBe(0);
      expect(d.rvPark.freeOvernight?.rules[0]).toMatch(
        /^Free camping on public land run by .+: OpenStreetMap reports no fee/,
      );
      expect(d.notes.join(' ')).toMatch(/free camping on public land run by .+; \$0 for the night/);
      // The site is a catalogue row reported free and RV-welcome, run by BLM or a national forest.
      const row = ctx.deps.places.plannerData().campgrounds.rows.find((r) => r.id === d.rvPark.id);
      expect(row?.fee).toBe(false);
      expect(row?.rvEvidence).toBe(true);
      expect(row?.operator).toMatch(/Bureau of Land Management|BLM|Forest/);
      // The day ends at the site itself.
      expect(haversineMiles(d.to, { latitude: row?.lat ?? 0, longitude: row?.lng ?? 0 })).toBeLessThan(1);
    }
    expect(p.dailyItinerary[p.dailyItinerary.length - 1].rvPark.freeOvernight).toBeUndefined();
    const off = await plan(trip);
    expect(off.dailyItinerary.some((d) => d.rvPark.freeOvernight)).toBe(false);
  }, 120_000);
});
