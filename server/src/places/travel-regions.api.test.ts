import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { tripPlanSchema } from '@shared/schemas/plan';
import { geocodeResponseSchema } from '@shared/schemas/places';
import { createPlacesTestApp } from '../test/places-app';

// RVers' walks: "Cape Cod, MA" as a destination was not found. A region travellers name is planned
// at a town of it (data/travel-regions.json), over real HTTP, and the plan says which town and why;
// a place the gazetteer does not know still gets the clear not-found answer.
const planTo = (toLocation: string) =>
  // One app per plan keeps the per-minute generation limit out of the way.
  request(createPlacesTestApp()).post('/api/ai/generate-trip').send({
    fromLocation: 'Denver, CO',
    toLocation,
    departureDate: '2027-07-10',
    duration: 6,
    rvType: 'class-c',
    travelStyle: 'scenic',
  });

describe('a region as a destination', () => {
  it.each([
    ['Cape Cod, MA', 'Hyannis, MA', 41.65289, -70.2828],
    ['Outer Banks, NC', 'Nags Head, NC', 35.95739, -75.62406],
    ['Door County, WI', 'Sturgeon Bay, WI', 44.83416, -87.37704],
  ])(
    'plans to %s at %s and says so',
    async (region, town, lat, lng) => {
      const res = await planTo(region);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 200, message: undefined });
      const plan = tripPlanSchema.parse(res.body);
      expect(plan.warnings[0]).toMatch(
        new RegExp(
          `^${region} is a region, not one place: this plan goes to ${town}, .+\\(.+: https?://.+\\)\\. To stay elsewhere in it, plan to that town instead\\.$`,
        ),
      );
      // The route ends at the region, at its town's point; the last day's end is named the region.
      const end = plan.routeOptions.find((o) => o.type === plan.selectedRoute)!.waypoints.at(-1)!;
      expect(end.name).toBe(region);
      expect([end.latitude, end.longitude]).toEqual([lat, lng]);
      expect(plan.dailyItinerary.at(-1)!.to.name).toBe(region);
    },
    90_000,
  );

  it('offers the region in the place search with its town, and that label plans too', async () => {
    const app = createPlacesTestApp();
    const found = geocodeResponseSchema.parse(
      (await request(app).get('/api/geocode').query({ q: 'Cape Cod' })).body,
    );
    expect(found.features[0]!.place_name).toBe(
      'Cape Cod (region; planned at Hyannis, MA), Massachusetts, United States',
    );
    const res = await planTo(found.features[0]!.place_name);
    expect(res.status).toBe(200);
    expect(tripPlanSchema.parse(res.body).warnings[0]).toMatch(
      /^Cape Cod, MA is a region, not one place: this plan goes to Hyannis, MA/,
    );
  }, 90_000);

  it('still says a place it cannot find is not found (422)', async () => {
    const res = await planTo('Cape Nowhere, MA');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Could not find location: Cape Nowhere, MA');
  });
});
