import { describe, expect, it } from 'vitest';
import type { LngLat } from './route-line';
import { FIT_INSETS, FIT_MAX_ZOOM, fitRoute, isTallRoute, startCamera } from './route-fit';
import { projectLngLat, toScreen } from './offline-view';

// Trips of our own: a West Coast trip (tall) and a long east-west one (wide), with a road line that
// bulges past its stops, on the trip map's desktop box and on a 390 x 844 phone's.
const WEST_COAST: LngLat[] = [
  [-122.33, 47.61], // Seattle, WA (the start)
  [-123.03, 44.94], // Salem, OR
  [-122.39, 40.59], // Redding, CA
  [-122.42, 37.77], // San Francisco, CA
  [-119.7, 34.42], // Santa Barbara, CA
  [-117.16, 32.72], // San Diego, CA
];
const ACROSS: LngLat[] = [
  [-117.16, 32.72], // San Diego, CA
  [-114.1, 32.84], // Dateland, AZ
  [-109.83, 32.25], // Willcox, AZ
  [-105.48, 32.88], // Mayhill, NM
  [-100.92, 32.72], // Snyder, TX
  [-96.28, 32.74], // Terrell, TX
  [-90.88, 32.35], // Vicksburg, MS
  [-87.17, 30.44], // Pensacola, FL
  [-81.66, 30.33], // Jacksonville, FL
];
const COAST_TO_COAST: LngLat[] = [
  [-122.33, 47.61], // Seattle, WA
  [-112.04, 46.59], // Helena, MT
  [-96.79, 46.88], // Fargo, ND
  [-87.63, 41.88], // Chicago, IL
  [-71.06, 42.36], // Boston, MA
];
// The road leaves the stops' box: down to Big Sur's coast, and south to Galveston.
const WEST_LINE: LngLat[] = [...WEST_COAST.slice(0, 4), [-124.2, 36.3], ...WEST_COAST.slice(4)];
const ACROSS_LINE: LngLat[] = [...ACROSS.slice(0, 6), [-94.8, 29.3], ...ACROSS.slice(6)];

// The trip map's drawing area: h-96 on a 1280 px desktop page, h-80 on the 390 px phone.
const DESKTOP = { width: 1206, height: 384 };
const PHONE = { width: 314, height: 318 };

const place = ([longitude, latitude]: LngLat) => ({ latitude, longitude });

describe.each([
  { name: 'desktop', size: DESKTOP },
  { name: 'phone', size: PHONE },
])('the first view of a trip map ($name)', ({ size }) => {
  it.each([
    { trip: 'West Coast', stops: WEST_COAST, line: WEST_LINE },
    { trip: 'San Diego to Jacksonville', stops: ACROSS, line: ACROSS_LINE },
    { trip: 'Seattle to Boston', stops: COAST_TO_COAST, line: COAST_TO_COAST },
  ])(
    'shows every stop and the whole road line of the $trip trip, clear of the controls',
    ({ stops, line }) => {
      const view = fitRoute(stops.map(place), line, size);
      for (const point of [...stops, ...line]) {
        const [x, y] = toScreen(view, size, projectLngLat(point[0], point[1])!);
        expect(x).toBeGreaterThanOrEqual(FIT_INSETS.left - 0.5);
        expect(x).toBeLessThanOrEqual(size.width - FIT_INSETS.right + 0.5);
        expect(y).toBeGreaterThanOrEqual(FIT_INSETS.top - 0.5);
        expect(y).toBeLessThanOrEqual(size.height - FIT_INSETS.bottom + 0.5);
      }
    },
  );

  it('fills the free area in one direction (fitted, not the whole country)', () => {
    for (const stops of [WEST_COAST, ACROSS]) {
      const view = fitRoute(stops.map(place), stops, size);
      const screen = stops.map((p) => toScreen(view, size, projectLngLat(p[0], p[1])!));
      const span = (i: 0 | 1) => Math.max(...screen.map((s) => s[i])) - Math.min(...screen.map((s) => s[i]));
      const free = {
        width: size.width - FIT_INSETS.left - FIT_INSETS.right,
        height: size.height - FIT_INSETS.top - FIT_INSETS.bottom,
      };
      expect(Math.max(span(0) / free.width, span(1) / free.height)).toBeGreaterThan(0.98);
    }
  });
});

describe('the shape of a trip map', () => {
  it('is taller for a trip that runs north-south than for one that runs east-west', () => {
    expect(isTallRoute(WEST_LINE.map(place))).toBe(true);
    expect(isTallRoute(ACROSS_LINE.map(place))).toBe(false);
    expect(isTallRoute(COAST_TO_COAST.map(place))).toBe(false);
    expect(isTallRoute([place(WEST_COAST[0])])).toBe(false);
  });
});

describe('startCamera', () => {
  const fallback = { center: [-98.5, 39.8] as LngLat, zoom: 3.5 };

  it("starts at the first view's camera when it has one, whatever the places", () => {
    expect(startCamera({ center: { lat: 44.6, lng: -110.5 }, zoom: 7.25 }, WEST_COAST, fallback)).toEqual({
      center: [-110.5, 44.6],
      zoom: 7.25,
    });
  });

  it('starts fitted to the places it will fit once loaded, so its data is cut once', () => {
    // The West Coast trip: from San Diego in the south-east corner to Seattle and Salem in the north-west.
    expect(startCamera(null, WEST_COAST, fallback)).toEqual({
      bounds: [
        [-123.03, 32.72],
        [-117.16, 47.61],
      ],
      fitBoundsOptions: { padding: FIT_INSETS, maxZoom: FIT_MAX_ZOOM },
    });
    // A view without a centre (the first view not yet measured) is no camera either.
    expect(startCamera({ center: null, zoom: 4 }, ACROSS.slice(0, 1), fallback)).toEqual({
      bounds: [ACROSS[0], ACROSS[0]],
      fitBoundsOptions: { padding: FIT_INSETS, maxZoom: FIT_MAX_ZOOM },
    });
  });

  it('starts at the default camera with neither', () => {
    expect(startCamera(undefined, [], fallback)).toEqual(fallback);
  });
});
