import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Day, TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { servicePlaceListSchema } from '@shared/schemas/road-stops';
import type { Rig } from '@shared/schemas/rig';
import { RIG_DEFAULTS, fuelsAtTruckStops } from '@shared/schemas/rig';
import { OSM_ATTRIBUTION } from '@shared/schemas/places';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';
import { fuelStretchMiles } from '@shared/plan/rig-profile';
import { OVERNIGHT_LABEL } from '../catalogue/core/services';

// Long plans through the real HTTP routes on SQLite (and PostgreSQL when configured), on the whole
// bundled service catalogue: the road stops each day carries, and the map layers' search.
const targets = databaseTargets();

const drives = (plan: TripPlan) => plan.dailyItinerary.filter((d) => d.geometry);

/** Every stretch between fills over the whole trip, where no day says a stretch has no fuel in range. */
function fuelStretches(days: Day[]) {
  const stretches: number[] = [];
  let since = 0;
  for (const d of days) {
    let pos = 0;
    // A station taken only for a break is no fill.
    for (const s of (d.roadStops ?? []).filter((r) => r.kind === 'fuel' && !r.breakOnly)) {
      stretches.push(since + s.mile - pos);
      since = 0;
      pos = s.mile;
    }
    since += d.distance - pos;
  }
  stretches.push(since);
  return stretches;
}

describe.each(targets)('road stops on long plans, over HTTP on %s', (_name, url) => {
  const ctx = useTestApp(testConfig(), url);
  beforeAll(() => void ctx.deps.places.plannerData(), 120_000);
  const plan = async (body: Record<string, unknown>) => {
    const res = await request(ctx.app)
      .post('/api/ai/generate-trip')
      .send({ departureDate: '2027-07-01', ...body });
    expect(res.status).toBe(200);
    return tripPlanSchema.parse(res.body);
  };

  it.each([
    [
      'a 38 ft Class A, New York to San Francisco in 8 days',
      'New York, NY',
      'San Francisco, CA',
      8,
      'class-a',
    ],
    ['a Class B van, Chicago to Denver in 4 days', 'Chicago, IL', 'Denver, CO', 4, 'class-b'],
    [
      'a fifth wheel, Seattle to Salt Lake City in 5 days',
      'Seattle, WA',
      'Salt Lake City, UT',
      5,
      'fifth-wheel',
    ],
  ] as const)(
    '%s: fuel in range, breaks on long days, stops on the route in order',
    async (_, from, to, duration, rvType) => {
      const p = await plan({ fromLocation: from, toLocation: to, duration, rvType });
      const rig: Rig = RIG_DEFAULTS[rvType];
      const days = drives(p);
      expect(days.length).toBeGreaterThan(1);
      const stretch = fuelStretchMiles(rig);
      const gapSaid = days.some((d) => d.warnings?.some((w) => w.startsWith('Fuel: no truck stop')));
      // No stretch between fuel stops is longer than the rig's range, unless a day says where.
      if (!gapSaid) for (const s of fuelStretches(days)) expect(s).toBeLessThanOrEqual(stretch + 1);
      expect(days.flatMap((d) => d.roadStops ?? []).filter((s) => s.kind === 'fuel').length).toBeGreaterThan(
        0,
      );
      for (const d of days) {
        const stops = d.roadStops ?? [];
        const miles = stops.map((s) => s.mile);
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        for (const s of stops) {
          expect(s.mile).toBeLessThanOrEqual(d.distance);
          if (s.kind !== 'overnight') expect(s.detourMiles).toBeLessThanOrEqual(30);
          if (s.source === 'OpenStreetMap') expect(s.attribution).toBe(OSM_ATTRIBUTION);
          // Truck stops, and Florida's Turnpike's service plazas (the DOT's rows).
          if (s.kind === 'fuel') expect(['All The Places', 'US DOT rest areas']).toContain(s.source);
          if (s.kind === 'overnight') expect(s.note).toContain(OVERNIGHT_LABEL);
          if (s.kind === 'rest') expect(s.name).not.toMatch(/weigh|^WS |truck[- ]only/i);
        }
        // A break (rest area or fuel stop) about every two hours on a day of four hours or more.
        if (d.driveHours >= 4 && !d.notes.some((n) => n.startsWith('Breaks:'))) {
          const mph = d.distance / d.driveHours;
          const breaks = [
            0,
            ...stops.filter((s) => s.kind === 'rest' || s.kind === 'fuel').map((s) => s.mile),
            d.distance,
          ];
          for (let i = 1; i < breaks.length; i++)
            expect(breaks[i] - breaks[i - 1]).toBeLessThanOrEqual(2.6 * mph);
        }
      }
      if (fuelsAtTruckStops(rig)) expect(rig.lengthFeet).toBeGreaterThan(30);
    },
    180_000,
  );

  it('empties the tanks on the road when four nights pass at parks that report no dump station', async () => {
    const p = await plan({ fromLocation: 'New York, NY', toLocation: 'San Francisco, CA', duration: 7 });
    const days = drives(p);
    const dumps = days.flatMap((d) =>
      (d.roadStops ?? []).filter((s) => s.kind === 'dump').map((s) => ({ d, s })),
    );
    expect(dumps.length).toBeGreaterThan(0);
    for (const { d, s } of dumps) {
      expect(s.attribution).toBe(OSM_ATTRIBUTION);
      expect(s.detourMiles).toBeLessThanOrEqual(2 * 1.3 * 5 + 0.1);
      // Not before the fourth night: the nights before the stop at parks that report none.
      expect(d.day).toBeGreaterThanOrEqual(4);
    }
  }, 180_000);
});

describe('GET /api/services/search', () => {
  const ctx = useTestApp(testConfig());
  const search = (query: Record<string, string | number>) =>
    request(ctx.app).get('/api/services/search').query(query);

  it('finds truck stops, rest areas and propane near a point, nearest first, with their credits', async () => {
    // Little America, WY on I-80.
    const res = await search({ lat: 41.54, lng: -109.2, radius: 100, kind: 'fuel' });
    expect(res.status).toBe(200);
    const fuel = servicePlaceListSchema.parse(res.body);
    expect(fuel.length).toBeGreaterThan(2);
    for (const f of fuel) expect(f).toMatchObject({ kind: 'fuel', source: 'All The Places' });
    const all = servicePlaceListSchema.parse((await search({ lat: 38.9, lng: -77.0, radius: 60 })).body);
    expect(new Set(all.map((s) => s.kind))).toEqual(
      new Set(['fuel', 'rest', 'dump', 'water', 'propane', 'overnight']),
    );
    for (const s of all.filter((x) => x.source === 'OpenStreetMap'))
      expect(s.attribution).toBe(OSM_ATTRIBUTION);
    for (const s of all.filter((x) => x.kind === 'overnight')) expect(s.note).toBe(OVERNIGHT_LABEL);
    const propane = all.filter((x) => x.kind === 'propane');
    for (const s of propane) expect(['refill', 'exchange', 'unknown']).toContain(s.detail);
    expect(all.length).toBeLessThanOrEqual(200);
  });

  it.each([
    [{ lat: 'x', lng: -100 }, 'lat must be a number'],
    [{ lat: 40, lng: -190 }, 'lng must be between -180 and 180'],
    [{ lat: 40, lng: -100, radius: 500 }, 'radius must be at most 200 miles'],
    [
      { lat: 40, lng: -100, kind: 'casino' },
      'kind must be one of fuel, rest, dump, water, propane, overnight',
    ],
  ])('answers 400 with a message for %o', async (query, message) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
  });

  it('rate limits like the campground search', async () => {
    let last = 200;
    for (let i = 0; i < 61; i++) last = (await search({ lat: 40, lng: -105, radius: 5 })).status;
    expect(last).toBe(429);
  });
});
