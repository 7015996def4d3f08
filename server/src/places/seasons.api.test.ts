import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { campgroundListSchema, discoverResponseSchema } from '@shared/schemas/places';
import { loadBundledData } from '../catalogue/bundled-data';
import { createPlacesTestApp } from '../test/places-app';

// Seasons both ways (a park's opening and closing dates) on every path that shows one, through the real HTTP routes on
// the bundled catalogue: opening hours (`24/7`, `Mo-Su ...`) are never a season. Morefield Campground
// (Mesa Verde) is tagged `24/7` in OpenStreetMap and closes for winter.
const app = createPlacesTestApp();
const rows = new Map(loadBundledData().campgrounds.rows.map((r) => [r.id, r]));
const HOURS_ONLY = /^(24\/7|Mo-Su \d{1,2}:\d{2}-\d{1,2}:\d{2})$/;
const MESA_VERDE = { lat: 37.3, lng: -108.42 };

describe('opening hours are no season in the park search (and so in the map popups that show it)', () => {
  it.each([
    ['Mesa Verde, CO', MESA_VERDE.lat, MESA_VERDE.lng],
    ['Yellowstone, WY', 44.6, -110.5],
    ['Bar Harbor, ME', 44.39, -68.2],
  ])('no park tagged with hours only shows a season near %s', async (_, lat, lng) => {
    const res = await request(app).get('/api/campgrounds/search').query({ lat, lng, radius: 100 });
    expect(res.status).toBe(200);
    const list = campgroundListSchema.parse(res.body);
    const hoursOnly = list.filter((c) => HOURS_ONLY.test(rows.get(c.id)?.season ?? ''));
    if (lat === MESA_VERDE.lat) expect(hoursOnly.map((c) => c.name)).toContain('Morefield Campground');
    // Its agency's season, where the table gives one (Morefield's, data/campground-seasons.json), is
    // shown instead; else none.
    for (const c of hoursOnly) {
      const agency = rows.get(c.id)?.agencySeason;
      if (agency) expect(c.reported?.season, c.name).toBe(`Season: ${agency.words} (reported)`);
      else expect(c.reported?.season, c.name).toBeUndefined();
    }
  });

  it('park suggestions near Mesa Verde claim no season for it', async () => {
    const res = await request(app).get('/api/discover').query(MESA_VERDE);
    expect(res.status).toBe(200);
    const body = JSON.stringify(discoverResponseSchema.parse(res.body));
    expect(body).not.toMatch(/Open all year/);
  });
});

describe('a January stay at Mesa Verde', () => {
  it('never says Morefield is open all year; a park of unknown season there warns to call ahead', async () => {
    const res = await request(app)
      .post('/api/ai/generate-trip')
      .send({
        fromLocation: 'Durango, CO',
        toLocation: 'Mesa Verde National Park',
        departureDate: '2027-01-01',
        duration: 3,
        rvType: 'class-c',
      });
    expect(res.status).toBe(200);
    const plan: TripPlan = tripPlanSchema.parse(res.body);
    const stayWarnings = new Map<string, string>();
    for (const day of plan.dailyItinerary) {
      expect(day.rvPark.reported?.season ?? '').not.toMatch(/Open all year/);
      if (day.rvPark.id)
        stayWarnings.set(day.rvPark.id, `${stayWarnings.get(day.rvPark.id) ?? ''} ${(day.warnings ?? []).join(' ')}`);
    }
    // The stay's warnings are said once, on its first day.
    for (const [id, warnings] of stayWarnings)
      if (HOURS_ONLY.test(rows.get(id)?.season ?? '')) expect(warnings).toMatch(/reports no season.*call ahead/);
  });
});
