import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { createPlacesProvider } from './places.provider';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createPlacesProvider', () => {
  it('uses the bundled data without keys', async () => {
    const calls: string[] = [];
    const places = createPlacesProvider(testConfig(), {
      fetch: async (url) => {
        calls.push(String(url));
        return json({});
      },
    });
    expect((await places.geocode('Moab, UT'))[0].place_name).toBe('Moab, Utah, United States');
    expect(calls).toEqual([]);
  });

  it('asks Mapbox (US, types, limit 5) when the token is set', async () => {
    const calls: string[] = [];
    const places = createPlacesProvider(testConfig({ mapboxToken: 'pk.test' }), {
      fetch: async (url) => {
        calls.push(String(url));
        return json({
          features: [
            { id: 'place.1', place_name: 'Moab, Utah, United States', center: [-109.5, 38.5], extra: 1 },
          ],
        });
      },
    });
    expect(await places.geocode('Moab')).toEqual([
      { id: 'place.1', place_name: 'Moab, Utah, United States', center: [-109.5, 38.5] },
    ]);
    expect(calls[0]).toContain('country=us');
    expect(calls[0]).toContain('types=place,locality,neighborhood,address');
    expect(calls[0]).toContain('limit=5');
  });

  it('falls back to bundled data when a remote call fails or answers nonsense', async () => {
    const warnings: string[] = [];
    const places = createPlacesProvider(
      testConfig({ mapboxToken: 'pk.test', ridbApiKey: 'k', npsApiKey: 'k' }),
      {
        fetch: async (url) => (String(url).includes('mapbox') ? json({ nope: true }) : json({}, 500)),
        warn: (m) => warnings.push(m),
      },
    );
    expect((await places.geocode('Denver'))[0].place_name).toBe('Denver, Colorado, United States');
    expect((await places.searchCampgrounds({ lat: 38.57, lng: -109.55, radius: 30 }))[0].source).toMatch(
      /^(enhanced internal database|places service)$/,
    );
    expect(await places.nationalParks()).toHaveLength(63);
    expect(warnings).toHaveLength(3);
  });

  it('maps RIDB facilities to campgrounds with recreation.gov links', async () => {
    const places = createPlacesProvider(testConfig({ ridbApiKey: 'k' }), {
      fetch: async () =>
        json({
          RECDATA: [
            {
              FacilityID: '233',
              FacilityName: 'Far Camp',
              FacilityDescription: '<p>Far</p>',
              FacilityLatitude: 38.8,
              FacilityLongitude: -109.5,
              Reservable: true,
            },
            {
              FacilityID: 232,
              FacilityName: 'Near Camp',
              FacilityDescription: '<b>Near</b> camp',
              FacilityLatitude: 38.58,
              FacilityLongitude: -109.55,
              FacilityPhone: '555',
            },
          ],
        }),
    });
    const list = await places.searchCampgrounds({ lat: 38.57, lng: -109.55, radius: 30 });
    expect(list.map((c) => c.name)).toEqual(['Near Camp', 'Far Camp']);
    expect(list[0]).toMatchObject({
      source: 'federal reservation service',
      description: 'Near camp',
      facilityId: '232',
      reservationUrl: 'https://www.recreation.gov/camping/campgrounds/232',
      phone: '555',
    });
    expect(list[1].reservable).toBe(true);
  });
});
