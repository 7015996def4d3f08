import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  campgroundListSchema,
  discoverCategorySchema,
  discoverResponseSchema,
  geocodeResponseSchema,
  nationalParkListSchema,
  OSM_ATTRIBUTION,
} from '@shared/schemas/places';
import { createPlacesTestApp } from '../../test/places-app';

const app = createPlacesTestApp();

describe('GET /api/geocode', () => {
  it.each([
    ['Denver, CO', 'Denver, Colorado, United States', [-104.9847, 39.73915]],
    ['Denver', 'Denver, Colorado, United States', [-104.9847, 39.73915]],
    ['Moab, UT', 'Moab, Utah, United States', null],
    ['Springdale, UT', 'Springdale, Utah, United States', null],
    ['Yellowstone', /^Yellowstone National Park, .*Wyoming.*, United States$/, null],
    ['Yellowstone National Park', /^Yellowstone National Park, .*Wyoming.*, United States$/, null],
  ])('resolves %s', async (q, placeName, center) => {
    const res = await request(app).get('/api/geocode').query({ q });
    expect(res.status).toBe(200);
    const body = geocodeResponseSchema.parse(res.body);
    expect(body.features.length).toBeGreaterThan(0);
    expect(body.features.length).toBeLessThanOrEqual(5);
    expect(body.features[0].place_name).toMatch(placeName);
    if (center) expect(body.features[0].center).toEqual(center);
  });

  it('answers 400 for a blank or missing q', async () => {
    for (const query of [{ q: '   ' }, {}]) {
      const res = await request(app).get('/api/geocode').query(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Query parameter q is required');
    }
  });

  it('finds a catalogue campground by name, with the OpenStreetMap credit', async () => {
    const res = await request(app).get('/api/geocode').query({ q: 'Mount Rushmore KOA' });
    expect(res.status).toBe(200);
    const { features } = geocodeResponseSchema.parse(res.body);
    expect(features[0]).toEqual({
      id: 'campground.osm-16778885',
      place_name: 'Mount Rushmore KOA Resort at Palmer Gulch Resort, South Dakota, United States',
      center: [-103.53516, 43.90489],
      attribution: OSM_ATTRIBUTION,
    });
  });

  it('lists towns before campgrounds and credits no town', async () => {
    const res = await request(app).get('/api/geocode').query({ q: 'Sheridan Lake' });
    const { features } = geocodeResponseSchema.parse(res.body);
    expect(features[0]).toEqual({
      id: 'place.sheridan-lake.co',
      place_name: 'Sheridan Lake, Colorado, United States',
      center: [-102.2921, 38.4667],
    });
    expect(features.map((f) => f.place_name)).toContain(
      'Sheridan Lake South Shore Campground, South Dakota, United States',
    );
  });

  it('answers an empty list for an unknown place', async () => {
    const res = await request(app).get('/api/geocode').query({ q: 'Qqxzzy' });
    expect(res.body).toEqual({ features: [] });
  });
});

describe('GET /api/national-parks', () => {
  it('lists the 63 parks', async () => {
    const res = await request(app).get('/api/national-parks');
    expect(res.status).toBe(200);
    const parks = nationalParkListSchema.parse(res.body);
    expect(parks).toHaveLength(63);
    expect(parks.find((p) => p.id === 'yell')?.activities.length).toBeGreaterThan(0);
  });

  it('sends one ETag for the unchanged list and 304 when the client has it', async () => {
    const first = await request(app).get('/api/national-parks');
    const second = await request(app).get('/api/national-parks').set('Accept-Encoding', 'gzip');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.body).toEqual(first.body);
    const again = await request(app).get('/api/national-parks').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});

describe('GET /api/campgrounds/search', () => {
  it('lists campgrounds nearest first with distance, booking links and OSM credit', async () => {
    const res = await request(app)
      .get('/api/campgrounds/search')
      .query({ lat: 38.57, lng: -109.55, radius: 50 });
    expect(res.status).toBe(200);
    const list = campgroundListSchema.parse(res.body);
    expect(list.length).toBeGreaterThan(0);
    const distances = list.map((c) => c.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(50);
    expect(list.some((c) => c.dataSource === 'RIDB')).toBe(true);
    expect(list.some((c) => c.dataSource === 'OpenStreetMap')).toBe(true);
    for (const c of list) {
      if (c.dataSource === 'RIDB') {
        expect(c.source).toBe('enhanced internal database');
        expect(c.reservationUrl).toBe(`https://www.recreation.gov/camping/campgrounds/${c.facilityId}`);
      } else {
        expect(c.source).toBe('places service');
        expect(c.attribution).toBe('© OpenStreetMap contributors');
        expect(c.attributionUrl).toBe('https://www.openstreetmap.org/copyright');
      }
      expect(c.amenitiesReported).toBe(true);
      expect(c.reported).toBeDefined();
      expect(c).not.toHaveProperty('rating');
    }
  });

  it('caps a 500-mile search at 100 results', async () => {
    const res = await request(app)
      .get('/api/campgrounds/search')
      .query({ lat: 39.83, lng: -98.58, radius: 500 });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(100);
  });

  it.each([
    [{ lat: 'abc', lng: -100, radius: 10 }, 'lat must be a number'],
    [{ lat: 95, lng: -100, radius: 10 }, 'lat must be between -90 and 90'],
    [{ lat: 40, lng: -200, radius: 10 }, 'lng must be between -180 and 180'],
    [{ lat: 40, lng: -100, radius: 501 }, 'radius must be at most 500 miles'],
    [{ lat: 40, lng: -100, radius: 0 }, 'radius must be greater than 0'],
  ])('rejects %o', async (query, message) => {
    const res = await request(app).get('/api/campgrounds/search').query(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('rate limits per IP with 429 and Retry-After', async () => {
    const limited = createPlacesTestApp();
    let last = 200;
    for (let i = 0; i < 61; i++) {
      last = (await request(limited).get('/api/campgrounds/search').query({ lat: 40, lng: -105, radius: 5 }))
        .status;
    }
    expect(last).toBe(429);
    const res = await request(limited)
      .get('/api/campgrounds/search')
      .query({ lat: 40, lng: -105, radius: 5 });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeTruthy();
    expect(res.body.message).toMatch(/Too many/);
  });
});

describe('GET /api/discover', () => {
  it('gives the six SPEC categories with up to three real places each', async () => {
    const res = await request(app).get('/api/discover').query({ points: '39.74,-104.98;38.57,-109.55' });
    expect(res.status).toBe(200);
    const body = discoverResponseSchema.parse(res.body);
    // Every category of the contract, in its order: six of them.
    expect(body.categories.map((c) => c.category)).toEqual(discoverCategorySchema.options);
    expect(body.categories).toHaveLength(6);
    for (const c of body.categories) {
      expect(c.locations).toHaveLength(3);
    }
    const restaurants = body.categories.find((c) => c.category === 'restaurants');
    for (const l of restaurants?.locations ?? []) {
      expect(l.kind).toBe('town');
      expect(l.name).toMatch(/^Restaurants in .+, [A-Z]{2}$/);
    }
  });

  it('accepts one point as lat and lng', async () => {
    const res = await request(app).get('/api/discover').query({ lat: 44.6, lng: -110.5 });
    expect(res.status).toBe(200);
  });

  it('answers 400 without a point', async () => {
    const res = await request(app).get('/api/discover');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('lat and lng (or points) are required');
  });
});
