import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { tripPlanSchema } from '@shared/schemas/plan';
import { geocodeResponseSchema } from '@shared/schemas/places';
import { loadBundledData, stateParksFromCampgrounds } from '../catalogue/bundled-data';
import { createPlacesTestApp } from '../test/places-app';

// Whatever the place search offers, choosing it must plan: the label goes back to the planner as typed.
describe('every place suggestion plans', () => {
  it.each([
    'Yellowstone',
    'Grand Canyon',
    'Moab',
    'Key West',
    'Devils Tower',
    'Custer State Park',
    'Mount Rushmore KOA',
    'Lakeside Campground, OH',
  ])(
    'plans from Denver to each suggestion for "%s"',
    async (query) => {
      // One app per query keeps the per-minute generation limit out of the way.
      const app = createPlacesTestApp();
      const found = await request(app).get('/api/geocode').query({ q: query });
      expect(found.status).toBe(200);
      const { features } = geocodeResponseSchema.parse(found.body);
      expect(features.length).toBeGreaterThan(0);
      for (const feature of features) {
        const res = await request(app).post('/api/ai/generate-trip').send({
          fromLocation: 'Denver, CO',
          toLocation: feature.place_name,
          departureDate: '2026-07-01',
          duration: 3,
          rvType: 'class-c',
          travelStyle: 'scenic',
        });
        expect({ label: feature.place_name, status: res.status, message: res.body.message }).toEqual({
          label: feature.place_name,
          status: 200,
          message: undefined,
        });
        const plan = tripPlanSchema.parse(res.body);
        // The plan ends at the place the suggestion pointed to, not at another of the same name.
        const [lng, lat] = feature.center;
        const last = plan.routeOptions[0]!.waypoints.at(-1)!;
        expect(Math.abs(last.latitude - lat)).toBeLessThan(0.01);
        expect(Math.abs(last.longitude - lng)).toBeLessThan(0.01);
      }
    },
    60_000,
  );

  it('offers the multi-state park label first for "Yellowstone" and plans from it', async () => {
    const app = createPlacesTestApp();
    const found = geocodeResponseSchema.parse((await request(app).get('/api/geocode?q=Yellowstone')).body);
    expect(found.features[0]!.place_name).toBe(
      'Yellowstone National Park, Idaho and Montana and Wyoming, United States',
    );
    const res = await request(app).post('/api/ai/generate-trip').send({
      fromLocation: found.features[0]!.place_name,
      toLocation: 'Moab, Utah, United States',
      departureDate: '2026-07-01',
      duration: 3,
      rvType: 'class-c',
      travelStyle: 'scenic',
    });
    expect(res.status).toBe(200);
  }, 60_000);

  it('says a place it cannot find is not found (422), not that the planner failed', async () => {
    const res = await request(createPlacesTestApp()).post('/api/ai/generate-trip').send({
      fromLocation: 'Denver, CO',
      toLocation: 'Mount Rushmore',
      departureDate: '2026-07-01',
      duration: 3,
      rvType: 'class-c',
      travelStyle: 'scenic',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Could not find location: Mount Rushmore');
  });
});

describe('campgrounds of the catalogue as places', () => {
  it('offers every catalogue campground under a label that resolves to that campground', () => {
    const { gazetteer, campgrounds } = loadBundledData();
    const problems: string[] = [];
    for (const r of campgrounds.rows) {
      const offered = gazetteer
        .search(`${r.name}, ${r.state}`, 50)
        .find((m) => m.campgroundId === r.id && m.latitude === r.lat && m.longitude === r.lng);
      const back = offered && gazetteer.resolve(offered.placeName);
      if (!offered || back?.campgroundId !== r.id || back.latitude !== r.lat || back.longitude !== r.lng)
        problems.push(`${r.id} ${r.name}, ${r.state} -> ${offered?.placeName} -> ${back?.campgroundId}`);
    }
    expect(campgrounds.rows.length).toBeGreaterThan(20_000);
    expect(problems).toEqual([]);
  }, 30_000);

  it('plans a trip that starts at a campground', async () => {
    const app = createPlacesTestApp();
    const res = await request(app).post('/api/ai/generate-trip').send({
      fromLocation: 'Sheridan Lake South Shore Campground, South Dakota, United States',
      toLocation: 'Denver, CO',
      departureDate: '2026-07-01',
      duration: 3,
      rvType: 'class-c',
      travelStyle: 'scenic',
    });
    expect(res.status).toBe(200);
    const first = tripPlanSchema.parse(res.body).routeOptions[0]!.waypoints[0]!;
    expect(first.latitude).toBeCloseTo(43.96877, 3);
    expect(first.longitude).toBeCloseTo(-103.47347, 3);
  }, 60_000);
});

describe('state parks from the campground catalogue', () => {
  it('names a state park after its campgrounds and puts it at one of them', () => {
    const parks = stateParksFromCampgrounds(loadBundledData().campgrounds.rows);
    const custer = parks.filter((p) => p.name === 'Custer State Park');
    expect(custer).toHaveLength(1);
    expect(custer[0]!.state).toBe('SD');
    const camps = loadBundledData().campgrounds.rows.filter((r) => r.operator === 'Custer State Park');
    expect(camps.some((c) => c.lat === custer[0]!.latitude && c.lng === custer[0]!.longitude)).toBe(true);
    expect(custer[0]!.source).toBe('campground catalogue (OpenStreetMap)');
  });

  it('finds a national monument the catalogue names ("Devils Tower NM - Belle Fourche Campground")', () => {
    const m = loadBundledData().gazetteer.resolve('Devils Tower National Monument');
    expect(m?.placeName).toBe('Devils Tower National Monument, Wyoming, United States');
    expect(m?.kind).toBe('landmark');
  });

  it('takes the park name from a campground name too ("X State Park Campground")', () => {
    const parks = stateParksFromCampgrounds([
      { id: 'osm-1', name: 'Sica Hollow State Park Campground', state: 'SD', lat: 45.7, lng: -97.2 } as never,
      { id: 'osm-2', name: 'Lakeside RV Park', state: 'SD', lat: 45, lng: -97 } as never,
    ]);
    expect(parks.map((p) => p.name)).toEqual(['Sica Hollow State Park']);
  });
});
