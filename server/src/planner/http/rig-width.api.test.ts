import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { roadLegsSchema, roadRouteSchema } from '@shared/schemas/road-route';
import { plansOverHttp } from '../../test/plans-over-http';

// The rig's width, when the traveller gives it, goes with every route the app draws (the plan's
// options and days, /api/road-route, its legs) and replaces the RV type's usual width: the
// Zion-Mount Carmel Highway bars rigs over 7 ft 10 in wide, mirrors included.
const { app, plan } = plansOverHttp({ departureDate: '2027-06-01', duration: 2, routeType: 'fastest' });

// A Class C low enough for the highway (11 ft, under its 11 ft 4 in) and within its length.
const classC = (widthFeet?: number) => ({
  ...RIG_DEFAULTS['class-c'],
  heightFeet: 11,
  ...(widthFeet !== undefined ? { widthFeet } : {}),
});
const kanab = { latitude: 37.0475, longitude: -112.5263 };
const springdale = { latitude: 37.1889, longitude: -112.9986 };
const zionTexts = (p: TripPlan) =>
  p.routeOptions
    .flatMap((o) => o.dailyItinerary)
    .flatMap((d) => [...d.notes, ...(d.warnings ?? [])])
    .filter((t) => t.includes('Zion-Mount Carmel Highway'));

describe("the rig's width on the road", () => {
  it('drives a 7 ft 6 in Class C over the Zion-Mount Carmel Highway, and sends an 8 ft 6 in one round, saying why', async () => {
    const trip = (widthFeet?: number) =>
      plan({ fromLocation: 'Kanab, UT', toLocation: 'Springdale, UT', rvType: 'class-c', rig: classC(widthFeet) });
    const narrow = await trip(7.5);
    expect(zionTexts(narrow)).toEqual([]);
    const wide = await trip(8.5);
    expect(zionTexts(wide).length).toBeGreaterThan(0);
    expect(zionTexts(wide)[0]).toMatch(/^Avoided the Zion-Mount Carmel Highway \(UT-9\): your rig is 8 ft 6 in wide, and since 7 June 2026/);
    expect(zionTexts(wide).join(' ')).not.toMatch(/width was not given/);
    // Not given: the usual 8 ft of a Class C is taken, and the day says it was.
    const unknown = await trip();
    expect(zionTexts(unknown)[0]).toMatch(/Your rig's width was not given: a Class C motorhome is usually 8 ft wide/);
  }, 90_000);

  it('routes /api/road-route and its legs by the width given', async () => {
    const route = async (widthFeet: number) => {
      const res = await request(app())
        .get('/api/road-route')
        .query({ from: 'Kanab, UT', to: 'Springdale, UT', rvType: 'class-c', rig: JSON.stringify(classC(widthFeet)) });
      expect(res.status).toBe(200);
      return roadRouteSchema.parse(res.body);
    };
    const [narrow, wide] = [await route(7.5), await route(8.5)];
    expect(wide.miles).toBeGreaterThan(narrow.miles * 1.3);
    const legs = async (widthFeet: number) => {
      const res = await request(app())
        .post('/api/road-route/legs')
        .send({ points: [kanab, springdale], rvType: 'class-c', rig: classC(widthFeet) });
      expect(res.status).toBe(200);
      return roadLegsSchema.parse(res.body).legs[0];
    };
    expect((await legs(7.5)).notes.filter((n) => n.includes('Zion-Mount Carmel'))).toEqual([]);
    expect((await legs(8.5)).notes).toContainEqual(expect.stringMatching(/^Avoided the Zion-Mount Carmel Highway.*8 ft 6 in wide/));
    const refused = await request(app())
      .get('/api/road-route')
      .query({ from: 'Kanab, UT', to: 'Springdale, UT', rig: JSON.stringify(classC(12)) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Rig width (ft) must be between 6 and 10');
  }, 90_000);
});
