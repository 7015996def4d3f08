import { describe, expect, it } from 'vitest';
import { googleDirectionsUrl, gpsNavigationUrls, isIosDevice, parseGpsCoordinates } from './gps';

describe('parseGpsCoordinates', () => {
  it('reads two numbers separated by comma and space', () => {
    expect(parseGpsCoordinates('38.45889, -107.33000')).toEqual({ latitude: 38.45889, longitude: -107.33 });
    expect(parseGpsCoordinates('-33, 151')).toEqual({ latitude: -33, longitude: 151 });
  });

  it.each([
    ['no space', '38.4,-107.3'],
    ['two spaces', '38.4,  -107.3'],
    ['words', 'near Moab'],
    ['one number', '38.4'],
    ['three numbers', '1, 2, 3'],
    ['empty', ''],
    ['trailing dot', '38., -107.3'],
    ['latitude off the globe', '91, 10'],
    ['longitude off the globe', '10, 181'],
  ])('rejects %s', (_name, text) => {
    expect(parseGpsCoordinates(text)).toBeNull();
  });

  it('rejects missing values', () => {
    expect(parseGpsCoordinates(undefined)).toBeNull();
    expect(parseGpsCoordinates(null)).toBeNull();
  });
});

describe('GPS navigation URLs', () => {
  const point = { latitude: 38.45889, longitude: -107.33 };

  it('uses Google Maps directions off iOS', () => {
    expect(gpsNavigationUrls(point, false)).toEqual({
      primary: 'https://www.google.com/maps/dir/?api=1&destination=38.45889,-107.33',
    });
  });

  it('uses the maps app on iOS with the Apple Maps web fallback', () => {
    expect(gpsNavigationUrls(point, true)).toEqual({
      primary: 'maps://?daddr=38.45889,-107.33',
      fallback: 'https://maps.apple.com/?daddr=38.45889,-107.33',
    });
  });

  it('detects iOS devices', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
  });
});

describe('googleDirectionsUrl', () => {
  it('routes through every stop in order', () => {
    const url = new URL(
      googleDirectionsUrl([
        { latitude: 1, longitude: 2 },
        { latitude: 3, longitude: 4 },
        { latitude: 5, longitude: 6 },
        { latitude: 7, longitude: 8 },
      ]) ?? '',
    );
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('1,2');
    expect(url.searchParams.get('destination')).toBe('7,8');
    expect(url.searchParams.get('waypoints')).toBe('3,4|5,6');
  });

  it('needs two stops', () => {
    expect(googleDirectionsUrl([{ latitude: 1, longitude: 2 }])).toBeNull();
  });
});
