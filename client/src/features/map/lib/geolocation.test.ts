import { describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_OPTIONS, locateUser, locationErrorText } from './geolocation';

function fakeGeolocation(outcome: { coords: { latitude: number; longitude: number } } | { code: number }) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail: PositionErrorCallback, _options?: PositionOptions) => {
      if ('coords' in outcome) ok(outcome as unknown as GeolocationPosition);
      else fail(outcome as GeolocationPositionError);
    },
  );
  return { geolocation: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition };
}

describe('locateUser', () => {
  it('asks for a low-accuracy fix with a 30 s timeout and a 5 minute maximum age', async () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: false, timeout: 30000, maximumAge: 300000 });
    const { geolocation, getCurrentPosition } = fakeGeolocation({
      coords: { latitude: 44.4, longitude: -110.6 },
    });
    await expect(locateUser(geolocation)).resolves.toEqual({ ok: true, latitude: 44.4, longitude: -110.6 });
    expect(getCurrentPosition.mock.calls[0][2]).toEqual(GEOLOCATION_OPTIONS);
  });

  it('reports Location Not Available without geolocation support', async () => {
    await expect(locateUser(undefined)).resolves.toMatchObject({
      ok: false,
      title: 'Location Not Available',
    });
  });

  it.each([
    [1, /enable location services/],
    [2, /try searching for a location/i],
    [3, /timed out/],
  ])('maps error code %i to its Location Error text', async (code, text) => {
    const { geolocation } = fakeGeolocation({ code });
    const result = await locateUser(geolocation);
    expect(result).toMatchObject({ ok: false, title: 'Location Error' });
    expect(result.ok ? '' : result.description).toMatch(text);
  });

  it('has a generic text for unknown codes', () => {
    expect(locationErrorText(99).description).toMatch(/Unable to get your location/);
  });
});
