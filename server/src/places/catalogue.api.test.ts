import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { campgroundListSchema } from '@shared/schemas/places';
import { openOnDate } from '../catalogue/core/campgrounds';
import { coldRegion, isWinterDay } from '@shared/plan/calendar';
import { loadBundledData } from '../catalogue/bundled-data';
import { createPlacesTestApp } from '../test/places-app';

// The whole bundled catalogue (RIDB + OpenStreetMap) through the real HTTP routes.
const app = createPlacesTestApp();

const search = async (query: Record<string, string | number | boolean>) => {
  const res = await request(app).get('/api/campgrounds/search').query(query);
  expect(res.status).toBe(200);
  return campgroundListSchema.parse(res.body);
};

describe('campground search over the merged catalogue', () => {
  it.each([
    ['Chicago, IL', 41.8781, -87.6298],
    ['Myrtle Beach, SC', 33.6891, -78.8867],
    ['Quartzsite, AZ', 33.6639, -114.2299],
    ['Key West, FL', 24.5551, -81.78],
    ['Dyersville, IA', 42.4844, -91.1229],
    ['Moab, UT', 38.5733, -109.5498],
  ])('finds 8 or more campgrounds, private parks among them, within 50 miles of %s', async (_, lat, lng) => {
    const list = await search({ lat, lng, radius: 50 });
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.some((c) => c.type === 'private')).toBe(true);
    for (const c of list) {
      expect(c.distance).toBeLessThanOrEqual(50);
      if (c.dataSource === 'OpenStreetMap') expect(c.attribution).toBe('© OpenStreetMap contributors');
    }
  });

  it('filters by reported hook-ups, pets, dump station and big-rig access', async () => {
    const base = { lat: 33.6891, lng: -78.8867, radius: 100 };
    const all = await search(base);
    // Full hook-ups are electric, water and sewer all reported: none near Myrtle Beach reports sewer.
    expect(await search({ ...base, hookups: true })).toEqual([]);
    const oregon = await search({ lat: 42.39, lng: -122.31, radius: 30, hookups: true });
    expect(oregon.map((c) => c.name)).toContain('Fish Lake Resort');
    for (const c of oregon)
      expect([c.reported?.electric, c.reported?.water, c.reported?.sewer]).toEqual(['yes', 'yes', 'yes']);
    for (const c of await search({ ...base, pets: true })) expect(c.reported?.pets).toBe('yes');
    const dump = await search({ ...base, radius: 300, dumpStation: true });
    expect(dump.length).toBeGreaterThan(0);
    expect(dump.length).toBeLessThan((await search({ ...base, radius: 300 })).length);
    for (const c of dump) expect(c.reported?.dumpStation).toBe('yes');
    expect(all.length).toBeGreaterThan(0);
    // Big rig: a reported maximum length of 40 ft or more (or pull-through sites), never an RV park's kind.
    const big = await search({ lat: 40.9, lng: -111.7, radius: 60, bigRig: true });
    expect(big.length).toBeGreaterThan(0);
    for (const c of big)
      expect((c.reported?.maxLengthFeet ?? 0) >= 40 || /pull-?through/i.test(c.description)).toBe(true);
    expect(await search({ ...base, bigRig: true })).toEqual([]);
  });

  it('gives every bundled campground an id of its own, so each can be found by id', () => {
    const ids = loadBundledData().campgrounds.rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(20_000);
    const seen = new Set<string>();
    expect(ids.filter((id) => seen.size === seen.add(id).size)).toEqual([]);
  });

  it('leaves out parks closed on a date and rigs too long', async () => {
    const rows = new Map(loadBundledData().campgrounds.rows.map((r) => [r.id, r]));
    const december = await search({ lat: 44.6, lng: -110.5, radius: 60, date: '2027-12-10' });
    expect(december.length).toBeGreaterThan(0);
    for (const c of december) expect(openOnDate(rows.get(c.id)!, '2027-12-10')).not.toBe(false);
    const july = await search({ lat: 44.6, lng: -110.5, radius: 60, date: '2027-07-10' });
    expect(july.length).toBeGreaterThan(december.length);
    for (const c of await search({ lat: 40, lng: -105.5, radius: 200, rvType: 'class-a' }))
      expect(c.reported?.maxLengthFeet ?? 99).toBeGreaterThanOrEqual(35);
  });

  it("leaves out parks shorter than the traveller's own rig, not only its RV type's typical length", async () => {
    // Henry Cowell Redwoods State Park Campground reports a 31 ft maximum (its RIDB/OSM record).
    const at = { lat: 37.03089, lng: -122.04347, radius: 5 };
    const name = 'Henry Cowell Redwoods State Park Campground';
    const names = async (q: Record<string, string | number>) =>
      (await search({ ...at, ...q })).map((c) => c.name);
    // A Class B is typically 21 ft: the park is offered. The traveller's own 40 ft Class B is not.
    expect(await names({ rvType: 'class-b' })).toContain(name);
    expect(await names({ rvType: 'class-b', rigLengthFeet: 40 })).not.toContain(name);
    // The length alone, without an RV type, filters too; a length the park takes keeps it.
    expect(await names({ rigLengthFeet: 40 })).not.toContain(name);
    expect(await names({ rvType: 'class-a', rigLengthFeet: 30 })).toContain(name);
  });

  it('rejects bad filters with 400 and a message', async () => {
    for (const query of [
      { lat: 40, lng: -100, hookups: 'maybe' },
      { lat: 40, lng: -100, rvType: 'bus' },
      { lat: 40, lng: -100, rigLengthFeet: 'long' },
      { lat: 40, lng: -100, rigLengthFeet: 400 },
      { lat: 40, lng: -100, date: '12/10/2027' },
    ]) {
      const res = await request(app).get('/api/campgrounds/search').query(query);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

const plan = async (body: Record<string, unknown>): Promise<TripPlan> => {
  const res = await request(app)
    .post('/api/ai/generate-trip')
    .send({ travelStyle: 'balanced', ...body });
  expect(res.status).toBe(200);
  return tripPlanSchema.parse(res.body);
};

describe('plans honour needs, the rig and the season', () => {
  it.each([
    ['Denver, CO', 'Moab, UT', 4],
    ['Washington, DC', 'Boston, MA', 5],
    ['Chicago, IL', 'Minneapolis, MN', 4],
  ])(
    'a Class A with full hook-ups and pets, %s to %s: each arrival names what its park does not report',
    async (fromLocation, toLocation, duration) => {
      const p = await plan({
        fromLocation,
        toLocation,
        departureDate: '2027-06-10',
        duration,
        rvType: 'class-a',
        specialNeeds: ['full-hookups', 'pet-friendly'],
      });
      const nights = p.dailyItinerary;
      // Each arrival names what its park does not report, part by part; rest days share its park.
      for (const d of nights.filter((x) => x.driveHours > 0)) {
        expect(d.rvPark.isPlaceholder).toBe(false);
        const warned = (d.warnings ?? []).join(' ');
        const r = d.rvPark.reported;
        if (r?.sewer !== 'yes') expect(warned).toMatch(/[Ss]ewer hook-up not reported: ask /);
        if (r?.electric !== 'yes') expect(warned).toMatch(/[Ee]lectric hook-up/);
        if (r?.pets !== 'yes') expect(warned).toMatch(/Pets allowed not reported/);
        if (r?.maxLengthFeet === undefined)
          expect(warned).toMatch(/Max length not reported: ask .* 38 ft rig/);
        if (d.rvPark.attribution)
          expect(d.rvPark.attributionUrl).toBe('https://www.openstreetmap.org/copyright');
        expect(r?.maxLengthFeet ?? 99).toBeGreaterThanOrEqual(38);
        expect(d.notes.join(' ')).not.toMatch(/big-rig access/);
      }
    },
  );

  it('in December never picks a park whose season is closed, and warns where it is unknown', async () => {
    const rows = new Map(loadBundledData().campgrounds.rows.map((r) => [r.id, r]));
    const p = await plan({
      fromLocation: 'Denver, CO',
      toLocation: 'Yellowstone',
      departureDate: '2027-12-10',
      duration: 6,
      rvType: 'class-c',
    });
    let warned = 0;
    for (const d of p.dailyItinerary) {
      if (!d.rvPark.id) continue;
      const row = rows.get(d.rvPark.id)!;
      expect(openOnDate(row, d.date)).not.toBe(false);
      if (d.driveHours > 0 && openOnDate(row, d.date) === undefined && coldRegion(row.lat, row.lng)) {
        expect(isWinterDay(d.date)).toBe(true);
        expect((d.warnings ?? []).join(' ')).toMatch(/call ahead/);
        warned += 1;
      }
    }
    expect(warned).toBeGreaterThan(0);
  });
});
