import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import type { Campground } from '@shared/schemas/places';
import { MILITARY_ONLY_LABEL } from '@shared/schemas/travellers';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';

// Military access as the traveller's setting: a plan request's `militaryAccess` opens base
// FamCamps (Ft Bliss RV Park at El Paso), marked "Military only (ID required)"; without it neither the
// plan nor the park search ever offers one. Through the real HTTP routes on the bundled catalogue.
const targets = databaseTargets();
const FT_BLISS = 'Ft Bliss RV Park';

describe.each(targets)('a military ID holder and a civilian, over HTTP on %s', (_name, url) => {
  const ctx = useTestApp(testConfig(), url);
  beforeAll(() => void ctx.deps.places.plannerData(), 120_000);
  const plan = async (body: Record<string, unknown>): Promise<TripPlan> => {
    const res = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .send({
        departureDate: '2027-03-01',
        fromLocation: 'Las Cruces, NM',
        toLocation: 'El Paso, TX',
        duration: 3,
        ...body,
      });
    expect(res.status).toBe(200);
    return tripPlanSchema.parse(res.body);
  };
  const search = async (query: Record<string, string>): Promise<Campground[]> => {
    const res = await request(ctx.app)
      .get('/api/campgrounds/search')
      .query({ lat: '31.8', lng: '-106.4', radius: '30', ...query });
    expect(res.status).toBe(200);
    return res.body as Campground[];
  };

  it('sends a military ID holder to the FamCamp at El Paso, marked military only; a civilian never', async () => {
    const veteran = await plan({ militaryAccess: true });
    const famCamp = veteran.dailyItinerary.find((d) => d.rvPark.name === FT_BLISS);
    expect(famCamp?.rvPark.militaryOnly).toBe(true);
    expect(famCamp?.notes[0]).toBe(
      `${MILITARY_ONLY_LABEL}: ${FT_BLISS} is a military campground; bring your military ID.`,
    );
    // Only the FamCamp is marked (on each day of the stay there).
    const marked = veteran.dailyItinerary.filter((d) => d.rvPark.militaryOnly).map((d) => d.rvPark.name);
    expect([...new Set(marked)]).toEqual([FT_BLISS]);

    const civilian = await plan({});
    expect(civilian.dailyItinerary.map((d) => d.rvPark.name)).not.toContain(FT_BLISS);
    expect(civilian.dailyItinerary.some((d) => d.rvPark.militaryOnly)).toBe(false);
    expect(JSON.stringify(civilian)).not.toContain(MILITARY_ONLY_LABEL);
  }, 120_000);

  it('finds the FamCamp in the park search only with militaryAccess=true, marked military only', async () => {
    const veteran = await search({ militaryAccess: 'true' });
    expect(veteran.find((c) => c.name === FT_BLISS)?.militaryOnly).toBe(true);
    const civilian = await search({});
    expect(civilian.length).toBeGreaterThan(0);
    expect(civilian.map((c) => c.name)).not.toContain(FT_BLISS);
    expect(civilian.some((c) => c.militaryOnly)).toBe(false);
  });

  it('refuses a militaryAccess that is not a yes or no with a 400 message', async () => {
    const res = await request(ctx.app).post('/api/ai/generate-trip').send({
      departureDate: '2027-03-01',
      fromLocation: 'Las Cruces, NM',
      toLocation: 'El Paso, TX',
      duration: 3,
      militaryAccess: 'maybe',
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });
});
