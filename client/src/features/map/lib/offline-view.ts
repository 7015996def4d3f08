import { geoAlbersUsa } from 'd3-geo';
import { MAP } from '@shared/constants';
import type { LatLng } from './map-rules';

// The offline map draws us-atlas' states-albers-10m, which is already projected with
// geoAlbersUsa().scale(1300).translate([487.5, 305]) into a 975 x 610 frame; markers use the same
// projection so they land on the outlines.
export const ATLAS_WIDTH = 975;
export const ATLAS_HEIGHT = 610;
const projection = geoAlbersUsa()
  .scale(1300)
  .translate([ATLAS_WIDTH / 2, ATLAS_HEIGHT / 2]);

export type Point = [number, number];
/** The visible part of the atlas: its centre in atlas units and a magnification k (1 = whole US). */
export type OfflineView = { cx: number; cy: number; k: number };
export type Size = { width: number; height: number };

// Zoom levels are reported on the same scale as web maps (the whole US at zoom 4), so the zoom rules
// (campground search at 6 and above) read the same on both renderers. The map opens on the whole US at
// zoom 4 and may go one level further out, so a coast-to-coast trip fits a phone's narrow map.
export const MIN_ZOOM = MAP.defaultZoom - 1;
export const MAX_ZOOM = 12;
export const zoomFromK = (k: number) => MAP.defaultZoom + Math.log2(k);
export const kFromZoom = (zoom: number) => 2 ** (zoom - MAP.defaultZoom);
const MIN_K = kFromZoom(MIN_ZOOM);
const MAX_K = kFromZoom(MAX_ZOOM);

export const DEFAULT_VIEW: OfflineView = { cx: ATLAS_WIDTH / 2, cy: ATLAS_HEIGHT / 2, k: 1 };

/** Atlas coordinates of a place, or null when it lies outside the lower 48, Alaska and Hawaii. */
export function projectLngLat(lng: number, lat: number): Point | null {
  const p = projection([lng, lat]);
  return p ? [p[0], p[1]] : null;
}

export function invertPoint([x, y]: Point): LatLng | null {
  const p = projection.invert?.([x, y]);
  return p && Number.isFinite(p[0]) && Number.isFinite(p[1]) ? { lng: p[0], lat: p[1] } : null;
}

const baseScale = (size: Size) => Math.min(size.width / ATLAS_WIDTH, size.height / ATLAS_HEIGHT);

export function toScreen(view: OfflineView, size: Size, [x, y]: Point): Point {
  const s = baseScale(size) * view.k;
  return [(x - view.cx) * s + size.width / 2, (y - view.cy) * s + size.height / 2];
}

export function toAtlas(view: OfflineView, size: Size, [sx, sy]: Point): Point {
  const s = baseScale(size) * view.k;
  return [(sx - size.width / 2) / s + view.cx, (sy - size.height / 2) / s + view.cy];
}

/** The SVG transform that draws atlas geometry for a view. */
export function atlasTransform(view: OfflineView, size: Size): string {
  const s = baseScale(size) * view.k;
  const [tx, ty] = toScreen(view, size, [0, 0]);
  return `translate(${tx} ${ty}) scale(${s})`;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

// The centre stays over the atlas so the map can never be dragged out of sight.
function clampView(view: OfflineView): OfflineView {
  return {
    cx: clamp(view.cx, 0, ATLAS_WIDTH),
    cy: clamp(view.cy, 0, ATLAS_HEIGHT),
    k: clamp(view.k, MIN_K, MAX_K),
  };
}

export function panBy(view: OfflineView, size: Size, dx: number, dy: number): OfflineView {
  const s = baseScale(size) * view.k;
  return clampView({ ...view, cx: view.cx - dx / s, cy: view.cy - dy / s });
}

/** Zooms by `factor`, keeping the atlas point under `anchor` (a screen point) where it is. */
export function zoomAt(view: OfflineView, size: Size, factor: number, anchor?: Point): OfflineView {
  const at: Point = anchor ?? [size.width / 2, size.height / 2];
  const k = clamp(view.k * factor, MIN_K, MAX_K);
  const [ax, ay] = toAtlas(view, size, at);
  const s = baseScale(size) * k;
  return clampView({ k, cx: ax - (at[0] - size.width / 2) / s, cy: ay - (at[1] - size.height / 2) / s });
}

/** A view centred on a place at a zoom level, or null when the place is off the atlas. */
export function viewAt(lat: number, lng: number, zoom: number): OfflineView | null {
  const p = projectLngLat(lng, lat);
  return p ? clampView({ cx: p[0], cy: p[1], k: kFromZoom(zoom) }) : null;
}

/** Screen pixels kept clear on each side of a fitted view. */
export type Insets = { top: number; right: number; bottom: number; left: number };

/** The view that shows every point inside the screen less the padding (in screen pixels, per side or all round). */
export function fitPoints(
  points: Point[],
  size: Size,
  padding: number | Insets = 48,
  maxZoom = 9,
): OfflineView {
  if (points.length === 0) return DEFAULT_VIEW;
  const pad =
    typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : padding;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const base = baseScale(size);
  const w = Math.max(maxX - minX, 1e-6) * base;
  const h = Math.max(maxY - minY, 1e-6) * base;
  const availW = Math.max(size.width - pad.left - pad.right, 1);
  const availH = Math.max(size.height - pad.top - pad.bottom, 1);
  const k = Math.min(availW / w, availH / h, kFromZoom(maxZoom));
  // The points' middle goes to the middle of the free area, which is off centre when the sides differ.
  const s = base * k;
  const shiftX = (pad.left - pad.right) / 2 / s;
  const shiftY = (pad.top - pad.bottom) / 2 / s;
  return clampView({ cx: (minX + maxX) / 2 - shiftX, cy: (minY + maxY) / 2 - shiftY, k });
}

/** The geographic centre of the view (null over the ocean between the insets) and its zoom level. */
export function describeView(view: OfflineView): { center: LatLng | null; zoom: number } {
  return { center: invertPoint([view.cx, view.cy]), zoom: zoomFromK(view.k) };
}

// Web Mercator maps (MapLibre, Mapbox) draw the world 512 px wide at zoom 0.
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;
const WEB_TILE_PX = 512;
const METRES_PER_DEGREE_LAT = 111_195;

/**
 * The Web Mercator camera that shows the same place as the offline view: the same centre and the
 * same ground distance per screen pixel there (the offline map's zoom numbers only match web maps
 * for one container size). Null when the centre is off the atlas (the ocean between the insets).
 */
export function webViewFor(view: OfflineView, size: Size): { center: LatLng; zoom: number } | null {
  const center = invertPoint([view.cx, view.cy]);
  if (!center) return null;
  const south = projectLngLat(center.lng, center.lat - 0.05);
  const north = projectLngLat(center.lng, center.lat + 0.05);
  if (!south || !north) return null;
  const pixels = Math.hypot(north[0] - south[0], north[1] - south[1]) * baseScale(size) * view.k;
  const metresPerPixel = (0.1 * METRES_PER_DEGREE_LAT) / pixels;
  const zoom = Math.log2(
    (EARTH_CIRCUMFERENCE_M * Math.cos((center.lat * Math.PI) / 180)) / (WEB_TILE_PX * metresPerPixel),
  );
  return { center, zoom };
}
