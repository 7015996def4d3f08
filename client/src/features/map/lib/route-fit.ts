import type { Insets, OfflineView, Point, Size } from './offline-view';
import { fitPoints, projectLngLat } from './offline-view';
import type { LngLat } from './route-line';
import { boundsOf } from './route-line';

type Place = { latitude: number; longitude: number };

// A fitted view keeps its places clear of what sits over the map: above a place its day pin (about
// 32 px tall), on the right the zoom buttons, at the bottom the detailed-map button and the credits.
// Both renderers fit with these (the detailed maps pass them to fitBounds as padding).
export const FIT_INSETS: Insets = { top: 40, right: 64, bottom: 64, left: 28 };

// A detailed map fits its places no closer than this: one campground alone is shown with its
// surroundings, not a street.
export const FIT_MAX_ZOOM = 9;

/** How a detailed map (Mapbox or MapLibre) starts: at a given camera, or fitted to places. */
export type StartCamera =
  | { center: LngLat; zoom: number }
  | { bounds: [LngLat, LngLat]; fitBoundsOptions: { padding: Insets; maxZoom: number } };

/**
 * Where a detailed map starts: the first view's camera when it has one (the map opens where the
 * traveller is looking), else fitted to its places as it will be once loaded (so its data is cut
 * for that view once, not first for the default camera), else the default camera.
 */
export function startCamera(
  view: { center: { lat: number; lng: number } | null; zoom: number } | null | undefined,
  places: readonly LngLat[],
  fallback: { center: LngLat; zoom: number },
): StartCamera {
  if (view?.center) return { center: [view.center.lng, view.center.lat], zoom: view.zoom };
  if (places.length > 0) return { bounds: boundsOf(places), fitBoundsOptions: { padding: FIT_INSETS, maxZoom: FIT_MAX_ZOOM } };
  return fallback;
}

// The line is thinned to points this far apart in degrees before fitting: a bulge of the road past
// its stops still counts, and a coast-to-coast line is a few hundred points, not tens of thousands.
const LINE_STEP_DEGREES = 0.1;

/** The places a trip map's first view must show: every stop and the road line through them. */
export function routeFitPlaces(stops: readonly Place[], line: readonly LngLat[]): Place[] {
  const kept: LngLat[] = [];
  for (const point of line) {
    const last = kept[kept.length - 1];
    if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= LINE_STEP_DEGREES) kept.push(point);
  }
  if (line.length > 0 && kept[kept.length - 1] !== line[line.length - 1]) kept.push(line[line.length - 1]);
  return [...stops, ...kept.map(([longitude, latitude]) => ({ latitude, longitude }))];
}

/** The offline view that shows the places inside the map less the insets. */
export function fitView(places: readonly Place[], size: Size): OfflineView {
  const points = places
    .map((p) => projectLngLat(p.longitude, p.latitude))
    .filter((p): p is Point => p !== null);
  return fitPoints(points, size, FIT_INSETS);
}

/** A trip's first view: its stops and road line, clear of the map's controls. */
export const fitRoute = (stops: readonly Place[], line: readonly LngLat[], size: Size): OfflineView =>
  fitView(routeFitPlaces(stops, line), size);

/**
 * Whether the places run more north-south than east-west on the map: such a trip (a West Coast
 * trip) gets a taller map, so fitting it does not leave it a thin line down the middle of a wide box.
 */
export function isTallRoute(places: readonly Place[]): boolean {
  const points = places
    .map((p) => projectLngLat(p.longitude, p.latitude))
    .filter((p): p is Point => p !== null);
  if (points.length < 2) return false;
  const span = (i: 0 | 1) => Math.max(...points.map((p) => p[i])) - Math.min(...points.map((p) => p[i]));
  return span(1) > span(0);
}
