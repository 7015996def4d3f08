import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PAGES_MANIFEST, TRIP_PREVIEW_SLOT } from '@shared/routes/route-pages';
import { planFromDenver, testPlannerData } from '../test/planner-data';
import { createTestUser, testTrip } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { TestContext } from '../test/test-app';

// A shared link shows what a visitor is meant to see (the trip's basics, the plan, its days and
// parks) and nothing else: secrets planted in every other field reach neither the shared answer nor
// the shared page's HTML, unless the owner ticked "include private details".

const dir = path.join(os.tmpdir(), `rvtp-shared-${crypto.randomBytes(4).toString('hex')}`);
const shell = '<!doctype html><html><head><title>RV</title></head><body><div id="root"></div></body></html>';
let ctx: TestContext;

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), shell);
  const page = (pattern: string, body: string) =>
    shell.replace('<div id="root"></div>', `<div id="root" data-placeholder="${pattern}">${body}</div>`);
  fs.writeFileSync(
    path.join(dir, 'pages/results-id.html'),
    page('/results/:id', `${TRIP_PREVIEW_SLOT}<p>Loading</p>`),
  );
  fs.writeFileSync(path.join(dir, 'pages/trip-id.html'), page('/trip/:id', '<p>Loading</p>'));
  fs.writeFileSync(
    path.join(dir, ROUTE_PAGES_MANIFEST),
    JSON.stringify([
      { pattern: '/results/:id', file: 'pages/results-id.html' },
      { pattern: '/trip/:id', file: 'pages/trip-id.html' },
    ]),
  );
  ctx = await createTestApp({ spa: { dir } });
});

afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every private field of a trip document, each holding a secret of its own. */
async function plantedTrip() {
  const planned = await planFromDenver(testPlannerData(), { duration: 3 });
  const [firstDay, ...otherDays] = planned.dailyItinerary;
  const aiPlan = {
    ...planned,
    ownerMemo: 'SECRET-PLAN-FIELD',
    dailyItinerary: [{ ...firstDay, gateCode: 'SECRET-PLAN-DAY-FIELD' }, ...otherDays],
  };
  const trip = testTrip({
    title: 'Red rock loop',
    homeAddress: 'SECRET-TRIP-FIELD',
    estimatedBudget: 'SECRET-BUDGET',
    coverImage: 'https://example.com/SECRET-COVER.jpg',
    dayPlans: [
      {
        day: 1,
        date: '2030-06-01',
        rvPark: {
          id: 'p1',
          day: 1,
          name: 'Sand Flats Park',
          address: 'Moab, UT',
          coordinates: [38.57, -109.52],
          selectedAmenities: ['wifi'],
          reservationStatus: 'needed',
          sitePhone: 'SECRET-PARK-PHONE',
        },
        activities: [],
        notes: 'SECRET-DAY-NOTE',
        gateCode: 'SECRET-DAY-FIELD',
      },
    ],
  });
  return {
    trip,
    aiPlan,
    notes: 'SECRET-NOTES',
    expenses: [{ id: 'e1', category: 'fuel', amount: 80, description: 'SECRET-EXPENSE', date: '2030-06-01' }],
    reservations: {
      1: {
        confirmed: true,
        reservedElsewhere: {
          name: 'KOA Moab',
          confirmationNumber: 'SECRET-CONFIRMATION',
          phone: 'SECRET-PHONE',
        },
        gateCode: 'SECRET-GATE-CODE',
        bookingReference: 'SECRET-BOOKING-REF',
      },
      2: { confirmed: false, sitePhone: 'SECRET-SITE-PHONE' },
    },
    savedItinerary: {
      id: trip.id,
      tripData: { notes: 'SECRET-SAVED-TRIP-NOTES' },
      savedAt: '2030-05-01T00:00:00Z',
      routeSelected: 'balanced',
      notes: 'SECRET-SAVED-NOTES',
    },
  };
}

const SECRET = /SECRET-[A-Z-]+/g;

describe('a shared link', () => {
  it('shows the basics, the plan, the days and the parks, and none of the private fields', async () => {
    const { token } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
    const auth = { Authorization: `Bearer ${token}` };
    const body = await plantedTrip();
    const planted = JSON.stringify(body).match(SECRET) ?? [];
    expect(planted.length).toBe(17);
    const { id, title, fromLocation, toLocation, departureDate, duration, rvType, travelStyle } = body.trip;
    expect((await request(ctx.app).post('/api/trip-plans').set(auth).send(body)).status).toBe(201);
    expect((await request(ctx.app).post(`/api/trip-plans/${id}/share`).set(auth)).status).toBe(200);

    const shared = await request(ctx.app).get(`/api/trip-plans/${id}`);
    expect(shared.status).toBe(200);
    expect(JSON.stringify(shared.body).match(SECRET)).toBeNull();
    // What a visitor is meant to see is all there.
    expect(shared.body).toMatchObject({
      readOnly: true,
      notes: '',
      expenses: [],
      savedItinerary: null,
      // The trip's basics, as the owner planted them.
      trip: { id, title, fromLocation, toLocation, departureDate, duration, rvType, travelStyle },
      // The name of a park booked elsewhere is typed by the traveller: private too.
      reservations: { 1: { confirmed: true }, 2: { confirmed: false } },
    });
    expect(shared.body.trip.dayPlans[0].rvPark).toMatchObject({
      name: 'Sand Flats Park',
      address: 'Moab, UT',
    });
    expect(shared.body.aiPlan.overview).toEqual(body.aiPlan.overview);
    expect(shared.body.aiPlan.dailyItinerary).toHaveLength(body.aiPlan.dailyItinerary.length);
    expect(shared.body.aiPlan.dailyItinerary[0].rvPark.name).toBe(body.aiPlan.dailyItinerary[0]?.rvPark.name);

    for (const route of [`/results/${id}`, `/trip/${id}`]) {
      const page = await request(ctx.app).get(route);
      expect(page.status).toBe(200);
      expect(page.text).toContain(body.aiPlan.overview.title.replace(/&/g, '&amp;'));
      expect(page.text.match(SECRET)).toBeNull();
    }

    // The owner still reads every field.
    const own = await request(ctx.app).get(`/api/trip-plans/${id}`).set(auth);
    expect((JSON.stringify(own.body).match(SECRET) ?? []).sort()).toEqual([...planted].sort());
  });

  it('with private details included, shows the whole document as the owner stored it', async () => {
    const { token } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret);
    const auth = { Authorization: `Bearer ${token}` };
    const body = await plantedTrip();
    expect((await request(ctx.app).post('/api/trip-plans').set(auth).send(body)).status).toBe(201);
    await request(ctx.app)
      .post(`/api/trip-plans/${body.trip.id}/share`)
      .set(auth)
      .send({ includePrivateDetails: true });
    const shared = await request(ctx.app).get(`/api/trip-plans/${body.trip.id}`);
    const {
      sharePrivateDetails: _choice,
      readOnly: _readOnly,
      ...own
    } = (await request(ctx.app).get(`/api/trip-plans/${body.trip.id}`).set(auth)).body;
    expect(shared.body).toEqual({ ...own, readOnly: true });
  });
});
