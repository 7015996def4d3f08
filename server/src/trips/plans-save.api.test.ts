import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { tripPlanSchema } from '@shared/schemas/plan';
import { firstUnsafeLink } from '@shared/schemas/trip-document';
import { createTestUser, testTrip } from '../test/factories';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';

// A generated plan always saves into its trip: links that come from the data (park websites and
// reservation pages, http:// among them) are kept as given. Varied regions, seasons, rigs and needs,
// through the real generate and trip endpoints.
const TRIPS = [
  {
    fromLocation: 'San Francisco, CA',
    toLocation: 'Portland, OR',
    rvType: 'class-a',
    departureDate: '2030-06-10',
  },
  {
    fromLocation: 'Seattle, WA',
    toLocation: 'Crater Lake, OR',
    rvType: 'fifth-wheel',
    departureDate: '2030-05-04',
  },
  {
    fromLocation: 'Los Angeles, CA',
    toLocation: 'San Diego, CA',
    rvType: 'class-b',
    departureDate: '2030-01-15',
  },
  {
    fromLocation: 'Boston, MA',
    toLocation: 'Bar Harbor, ME',
    rvType: 'travel-trailer',
    departureDate: '2030-10-24',
  },
  { fromLocation: 'Austin, TX', toLocation: 'Big Bend, TX', rvType: 'class-c', departureDate: '2030-03-01' },
  {
    fromLocation: 'Atlanta, GA',
    toLocation: 'Tallahassee, FL',
    rvType: 'class-a',
    departureDate: '2030-11-20',
  },
  { fromLocation: 'Denver, CO', toLocation: 'Moab, UT', rvType: 'class-c', departureDate: '2030-07-01' },
  {
    fromLocation: 'Minneapolis, MN',
    toLocation: 'Glacier National Park',
    rvType: 'travel-trailer',
    departureDate: '2030-08-02',
  },
  {
    fromLocation: 'Little Rock, AR',
    toLocation: 'Hot Springs, AR',
    rvType: 'fifth-wheel',
    departureDate: '2030-04-12',
  },
  {
    fromLocation: 'Phoenix, AZ',
    toLocation: 'Grand Canyon, AZ',
    rvType: 'class-a',
    departureDate: '2030-02-20',
  },
  { fromLocation: 'Eureka, CA', toLocation: 'Coos Bay, OR', rvType: 'class-b', departureDate: '2030-09-14' },
  {
    fromLocation: 'Detroit, MI',
    toLocation: 'Chicago, IL',
    rvType: 'travel-trailer',
    departureDate: '2030-06-20',
  },
];
const NEEDS = [[], ['full-hookups'], ['pet-friendly', 'big-rig'], ['wifi-required']];
const STYLES = ['scenic', 'fast', 'balanced', 'adventure'];

describe.each(databaseTargets())('generated plans save into their trips on %s', (_name, url) => {
  const config = testConfig();
  const ctx = useTestApp(config, url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it(
    'saves every plan of a dozen varied trips, http:// park links included',
    { timeout: 120_000 },
    async () => {
      const { token } = await createTestUser(ctx.deps.database.db, config.jwtSecret, { tier: 'pro' });
      let httpLinks = 0;
      for (const [i, places] of TRIPS.entries()) {
        const input = {
          ...places,
          duration: 3 + (i % 5),
          travelStyle: STYLES[i % STYLES.length],
          specialNeeds: NEEDS[i % NEEDS.length],
        };
        const generated = await request(ctx.app).post('/api/ai/generate-trip').set(bearer(token)).send(input);
        expect(generated.status, `${input.fromLocation} to ${input.toLocation}`).toBe(200);
        const plan = tripPlanSchema.parse(generated.body);
        if (JSON.stringify(plan).includes('"http://')) httpLinks += 1;
        expect(firstUnsafeLink(plan)).toBeNull();

        const trip = testTrip({ fromLocation: input.fromLocation, toLocation: input.toLocation });
        const created = await request(ctx.app).post('/api/trip-plans').set(bearer(token)).send({ trip });
        expect(created.status).toBe(201);
        const saved = await request(ctx.app)
          .put(`/api/trip-plans/${trip.id}`)
          .set(bearer(token))
          .send({ version: created.body.version, aiPlan: generated.body });
        expect(saved.status, `${input.fromLocation} to ${input.toLocation}: ${saved.body.message}`).toBe(200);
        const stored = await request(ctx.app).get(`/api/trip-plans/${trip.id}`).set(bearer(token));
        expect(stored.body.aiPlan).toEqual(generated.body);
      }
      // The rule is exercised: some of these plans carry a park's http:// link from the data.
      expect(httpLinks).toBeGreaterThan(0);
    },
  );
});
