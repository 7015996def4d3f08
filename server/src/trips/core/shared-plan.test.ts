import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FORMATS } from '@shared/exports/format-labels';
import { ROUTE_PAGES_MANIFEST, TRIP_PREVIEW_SLOT } from '@shared/routes/route-pages';
import type { TripPlan } from '@shared/schemas/plan';
import { parseStoredPlan } from '@shared/schemas/plan';
import { planFromDenver, testPlannerData } from '../../test/planner-data';
import { createTestUser, testTrip } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { sharedPlanOf } from './shared-plan';
import type { TestContext } from '../../test/test-app';

// A default share shows the plan by allow-list, and nothing the traveller typed into
// it: secrets planted in every typed field of the plan (a stop's name, which the planner repeats in
// titles and places, day notes, meal notes, an activity, a park and labels of their own) reach neither
// the shared answer, nor /results/:id, nor any export of the share, unless "include private details"
// is ticked.

const dir = path.join(os.tmpdir(), `rvtp-shared-plan-${crypto.randomBytes(4).toString('hex')}`);
const shell = '<!doctype html><html><head><title>RV</title></head><body><div id="root"></div></body></html>';
let ctx: TestContext;

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), shell);
  const page = shell.replace('<div id="root"></div>', `<div id="root" data-placeholder="/results/:id">${TRIP_PREVIEW_SLOT}</div>`);
  fs.writeFileSync(path.join(dir, 'pages/results-id.html'), page);
  fs.writeFileSync(path.join(dir, ROUTE_PAGES_MANIFEST), JSON.stringify([{ pattern: '/results/:id', file: 'pages/results-id.html' }]));
  ctx = await createTestApp({ spa: { dir } });
});

afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const SECRET = /SECRET[A-Z-]*/g;

/** A plan through a stop the traveller named, with secrets in every field they can type. */
async function plantedPlan(): Promise<TripPlan> {
  const planned = await planFromDenver(testPlannerData(), {
    duration: 4,
    stops: [{ name: 'SECRET-STOP Grandma', latitude: 39.55, longitude: -107.32, nights: 1 }],
    preferredAmenities: ['SECRET-AMENITY'],
    prioritizeActivities: ['SECRET-PRIORITY'],
  });
  const [first, second, ...rest] = planned.dailyItinerary;
  const at = { name: first.to.name, latitude: first.to.latitude, longitude: first.to.longitude };
  const typedPark = { ...second.rvPark, id: undefined, facilityId: undefined, name: 'SECRET-PARK Aunt Jo', address: 'SECRET-PARK-ADDRESS' };
  const activity = { name: 'SECRET-ACTIVITY', type: 'sightseeing' as const, duration: '1 hour', description: 'SECRET-ACTIVITY-DESCRIPTION' };
  const days = [
    {
      ...first,
      notes: [...first.notes, 'SECRET-DAY-NOTE gate code 1234'],
      meals: first.meals.map((m, i) => (i === 0 ? { ...m, specialNotes: 'SECRET-MEAL-NOTE' } : m)),
      activities: [...first.activities, activity.name],
      activityDetails: [...first.activityDetails, activity],
    },
    { ...second, rvPark: typedPark },
    ...rest,
  ];
  return {
    ...planned,
    dailyItinerary: days,
    routeOptions: planned.routeOptions.map((r) => (r.type === planned.selectedRoute ? { ...r, dailyItinerary: days } : r)),
    travellerEdits: [
      { kind: 'note', id: 'n1', day: 1, at, text: 'SECRET-DAY-NOTE gate code 1234' },
      { kind: 'activity', id: 'a1', day: 1, at, detail: activity },
      { kind: 'park', id: 'p1', day: 2, park: typedPark },
    ],
    removedEditIds: ['SECRET-REMOVED-EDIT'],
  };
}

async function shareOf(includePrivateDetails: boolean) {
  const { token } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
  const auth = { Authorization: `Bearer ${token}` };
  const aiPlan = await plantedPlan();
  const trip = testTrip({ title: 'Red rock loop', departureDate: aiPlan.input.departureDate, duration: 4 });
  expect((await request(ctx.app).post('/api/trip-plans').set(auth).send({ trip, aiPlan })).status).toBe(201);
  expect((await request(ctx.app).post(`/api/trip-plans/${trip.id}/share`).set(auth).send({ includePrivateDetails })).status).toBe(200);
  return { id: trip.id, auth, aiPlan };
}

const exportOf = async (id: string, format: string, auth?: Record<string, string>) => {
  const res = await request(ctx.app).get(`/api/trip-plans/${id}/export/${format}`).set(auth ?? {}).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    // CoPilot's .trp is UTF-16LE; every other format UTF-8.
    r.on('end', () => done(null, Buffer.concat(chunks).toString(format === 'trp' ? 'utf16le' : 'utf8')));
  });
  expect(res.status, format).toBe(200);
  return res.body as string;
};

describe('a default share of a planned trip', () => {
  it('shows no text the traveller typed: API, /results/:id and every export', async () => {
    const { id, auth, aiPlan } = await shareOf(false);
    const planted = new Set(JSON.stringify(aiPlan).match(SECRET));
    // The planner repeated the stop's name in the days' titles and places.
    expect(JSON.stringify(aiPlan.dailyItinerary).split('SECRET-STOP').length).toBeGreaterThan(3);
    expect(planted.size).toBe(10);

    const shared = await request(ctx.app).get(`/api/trip-plans/${id}`);
    expect(shared.status).toBe(200);
    expect(JSON.stringify(shared.body).match(SECRET)).toBeNull();
    // Still a plan the app reads: the days, their drives and catalogue parks, the stop as "Stop 1".
    const plan = parseStoredPlan(shared.body.aiPlan);
    expect(plan.success).toBe(true);
    expect(plan.data?.dailyItinerary).toHaveLength(aiPlan.dailyItinerary.length);
    expect(plan.data?.dailyItinerary[2].rvPark.name).toBe(aiPlan.dailyItinerary[2].rvPark.name);
    expect(plan.data?.dailyItinerary.map((d) => d.distance)).toEqual(aiPlan.dailyItinerary.map((d) => d.distance));
    expect(JSON.stringify(plan.data?.dailyItinerary)).toContain('Stop 1');
    expect(plan.data?.travellerEdits).toBeUndefined();

    const page = await request(ctx.app).get(`/results/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(aiPlan.overview.title);
    expect(page.text).toContain('via Stop 1');
    expect(page.text.match(SECRET)).toBeNull();

    for (const format of EXPORT_FORMATS) {
      expect((await exportOf(id, format)).match(SECRET), format).toBeNull();
      // The owner's own export carries what they typed: the check above can fail.
      expect((await exportOf(id, format, auth)).match(SECRET), `${format} (owner)`).not.toBeNull();
    }
  }, 30_000);

  it('with "include private details" ticked, shows the plan as stored, exports too', async () => {
    const { id, aiPlan } = await shareOf(true);
    const shared = await request(ctx.app).get(`/api/trip-plans/${id}`);
    expect(shared.body.aiPlan.travellerEdits).toEqual(aiPlan.travellerEdits);
    expect(await exportOf(id, 'ics')).toContain('SECRET-DAY-NOTE');
    expect(await exportOf(id, 'csv')).toContain('SECRET-STOP');
  }, 30_000);
});

describe('the shared plan’s request', () => {
  it('keeps who travels (children’s ages, pets) and military access private', async () => {
    const planned = await plantedPlan();
    const plan: TripPlan = {
      ...planned,
      input: {
        ...planned.input,
        travellers: { adults: 2, childAges: [6, 9], pets: 1 },
        militaryAccess: true,
        preferFreeOvernights: true,
        avoidPasses: true,
      },
    };
    const input = sharedPlanOf(plan).input;
    expect(input.travellers).toBeUndefined();
    expect(input.militaryAccess).toBeUndefined();
    // The trip's own choices stay, so a visitor still reads the plan as made.
    expect(input.fromLocation).toBe(plan.input.fromLocation);
    expect(input.rvType).toBe(plan.input.rvType);
    // Kept off mountain passes: the road the visitor sees (a park swap's legs) is routed the same way.
    expect(input.avoidPasses).toBe(true);
  }, 60_000);
});
