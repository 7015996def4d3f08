import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Day, GenerateTripInput } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { stayStarts } from '@shared/trips/booking-windows';
import { createTestUser } from '../../test/factories';
import type { TestContext } from '../../test/test-app';
import { createTestApp, testConfig } from '../../test/test-app';

// Each stay's booking window through the real generate endpoint over HTTP on SQLite, with the
// server's clock fixed: plans across agencies (federal, state, private) carry `booking` on the day
// each stay begins, its status measured against that clock.
const NOW = new Date('2027-01-20T17:00:00Z');
const TRIPS: GenerateTripInput[] = [
  { fromLocation: 'Denver, CO', toLocation: 'Moab, UT', departureDate: '2027-06-10', duration: 5, rvType: 'class-c' },
  { fromLocation: 'Sacramento, CA', toLocation: 'San Diego, CA', departureDate: '2027-07-15', duration: 6, rvType: 'travel-trailer' },
  { fromLocation: 'Austin, TX', toLocation: 'Orlando, FL', departureDate: '2027-03-01', duration: 7, rvType: 'class-a' },
];

describe('each stay knows its booking window', () => {
  const config = testConfig();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ config, clock: () => NOW });
  });
  afterAll(() => ctx.close());

  function checkDays(days: Day[], label: string, operators: Set<string>) {
    const starts = new Set(stayStarts(days));
    days.forEach((day, i) => {
      const where = `${label}, day ${day.day} (${day.rvPark.name})`;
      if (!starts.has(i)) {
        expect(day.booking, where).toBeUndefined();
        return;
      }
      const b = day.booking;
      expect(b, where).toBeDefined();
      if (!b) return;
      operators.add(b.operator ?? 'unknown');
      if (b.opensAt === null) {
        expect(b.status, where).toBe('unknown');
        expect(b.rule, where).toMatch(/call ahead|No park chosen|KOA/);
        return;
      }
      expect(b.opensAt, where).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
      expect(b.timeZone, where).toMatch(/^America\//);
      expect(b.sourceUrl, where).toMatch(/^https:\/\//);
      const opens = Date.parse(b.opensAt);
      expect(opens, where).toBeLessThan(Date.parse(`${day.date}T12:00:00Z`));
      const arrived = NOW.getTime() >= Date.parse(`${day.date}T12:00:00Z`);
      expect(b.status, where).toBe(NOW.getTime() < opens ? 'not-open' : arrived ? 'past-window' : 'open');
      if (day.rvPark.dataSource === 'RIDB') {
        expect(b.operator, where).toContain('Recreation.gov');
        expect(b.opensAt, where).toMatch(/T10:00:00-0[45]:00$/);
      }
    });
  }

  it('plans across agencies show each stay window and status', { timeout: 240_000 }, async () => {
    const { token } = await createTestUser(ctx.deps.database.db, config.jwtSecret, { tier: 'pro' });
    const operators = new Set<string>();
    for (const input of TRIPS) {
      const label = `${input.fromLocation} to ${input.toLocation}`;
      const res = await request(ctx.app).post('/api/ai/generate-trip').set({ Authorization: `Bearer ${token}` }).send(input);
      expect(res.status, `${label}: ${res.body.message}`).toBe(200);
      const plan = tripPlanSchema.parse(res.body);
      checkDays(plan.dailyItinerary, label, operators);
      for (const option of plan.routeOptions) checkDays(option.dailyItinerary, `${label} (${option.type})`, operators);
    }
    // At least one known rule and the unknown one.
    expect([...operators].some((o) => o !== 'unknown'), [...operators].join(', ')).toBe(true);
    expect(operators.has('unknown'), [...operators].join(', ')).toBe(true);
  });
});
