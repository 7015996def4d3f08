import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusedPlace } from './check-places';

// The server's refusals as GET /api/road-route/places sends them (server/src/routing/routing.router.ts).
const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('refusedPlace', () => {
  const values = { fromLocation: 'Springfeild', toLocation: 'Moab, UT' };

  it('says an unknown place as the planner does, from its code and location', async () => {
    const body = {
      place: 'from',
      location: 'Springfeild',
      message: 'Could not find location: Springfeild',
      code: 'location-not-found',
    };
    vi.stubGlobal('fetch', answer(422, body));
    expect(await refusedPlace(values)).toEqual({
      field: 'fromLocation',
      message: 'Could not find "Springfeild". Try a nearby town.',
    });
  });

  it("keeps the server's words for another refusal, whatever they say", async () => {
    const message = 'Could not find location: a place outside the lower 48 states';
    vi.stubGlobal('fetch', answer(422, { place: 'to', message, code: 'no-road-route' }));
    expect(await refusedPlace(values)).toEqual({ field: 'toLocation', message });
  });

  it('says which towns an ambiguous name may mean, beside its field', async () => {
    const message =
      'There is more than one Twin Lakes, CO: Twin Lakes (Adams County), CO or Twin Lakes (Lake County), CO. Please choose one.';
    const choices = [
      {
        name: 'Twin Lakes (Adams County), CO',
        placeName: 'Twin Lakes (Adams County), Colorado, United States',
        latitude: 39.82,
        longitude: -105,
      },
      {
        name: 'Twin Lakes (Lake County), CO',
        placeName: 'Twin Lakes (Lake County), Colorado, United States',
        latitude: 39.1,
        longitude: -106.44,
      },
    ];
    const body = { place: 'to', location: 'Twin Lakes, CO', message, choices, code: 'location-ambiguous' };
    vi.stubGlobal('fetch', answer(422, body));
    expect(await refusedPlace({ fromLocation: 'Denver, CO', toLocation: 'Twin Lakes, CO' })).toEqual({
      field: 'toLocation',
      message,
    });
  });
});
