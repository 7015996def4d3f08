// GPS coordinates text must be two numbers separated by a comma and a space.
const GPS_PATTERN = /^(-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)$/;

export type LatLng = { latitude: number; longitude: number };

export const EARTH_RADIUS_MILES = 3958.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine): the one straight-line distance of client, server and shared. */
export function milesBetween(a: LatLng, b: LatLng): number {
  return milesBetweenCoords(a.latitude, a.longitude, b.latitude, b.longitude);
}

/** milesBetween on bare coordinates (for a loop over many points that keeps no objects). */
export function milesBetweenCoords(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Miles in a degree of latitude, and of longitude at the equator (times the cosine of the latitude elsewhere).
const MILES_PER_DEGREE_LATITUDE = 69.05;
const MILES_PER_DEGREE_LONGITUDE = 69.17;

/**
 * A point on a flat local projection: miles east and north, with `cos` the cosine of the latitude of
 * the neighbourhood. Exact enough within a few miles and much cheaper than a great circle: the one
 * projection for the lines of a day's drive and of route options.
 */
export const flatXy = (latitude: number, longitude: number, cos: number): [number, number] => [
  longitude * MILES_PER_DEGREE_LONGITUDE * cos,
  latitude * MILES_PER_DEGREE_LATITUDE,
];

/** Miles east and north of `p` from `o`, on the flat projection at `o`'s latitude. */
export function flatOffset(o: LatLng, p: LatLng): [number, number] {
  const cos = Math.cos(rad(o.latitude));
  const [ox, oy] = flatXy(o.latitude, o.longitude, cos);
  const [px, py] = flatXy(p.latitude, p.longitude, cos);
  return [px - ox, py - oy];
}

/** The coordinates of "lat, lng" text, or null when the text is not two numbers separated by a comma and a space or is off the globe. */
export function parseGpsCoordinates(text: string | null | undefined): LatLng | null {
  const match = GPS_PATTERN.exec(text ?? '');
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** iPhone, iPad and iPod, including iPadOS that reports itself as a Mac with touch. */
export function isIosDevice(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/**
 * Where Open GPS Navigation goes: the platform maps app on iOS (maps:// with the
 * https://maps.apple.com fallback), Google Maps directions elsewhere.
 */
export function gpsNavigationUrls(point: LatLng, ios: boolean): { primary: string; fallback?: string } {
  const destination = `${point.latitude},${point.longitude}`;
  if (ios) {
    return {
      primary: `maps://?daddr=${destination}`,
      fallback: `https://maps.apple.com/?daddr=${destination}`,
    };
  }
  return { primary: `https://www.google.com/maps/dir/?api=1&destination=${destination}` };
}

/** Google Maps directions from the first stop through every stop in between to the last. */
export function googleDirectionsUrl(stops: readonly LatLng[]): string | null {
  if (stops.length < 2) return null;
  const fmt = (p: LatLng) => `${p.latitude},${p.longitude}`;
  const origin = fmt(stops[0]);
  const destination = fmt(stops[stops.length - 1]);
  const between = stops.slice(1, -1).map(fmt);
  const params = new URLSearchParams({ api: '1', origin, destination, travelmode: 'driving' });
  if (between.length > 0) params.set('waypoints', between.join('|'));
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
