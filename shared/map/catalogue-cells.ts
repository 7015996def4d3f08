// The campground catalogue of the token-free map is cut into a fixed grid of cells (built by
// scripts/build-map-data.ts into client/public/map-data/campgrounds/), so a map fetches only the
// cells of its view. A fixed grid of whole degrees rather than states: which cell a point is in and
// which cells a view touches are one division each (no state polygons at build time or in the
// browser), the cells do not overlap (state bounding boxes do, heavily), and Alaska and Hawaii need
// nothing special. Four degrees: a state view (zoom 7) touches about 4 to 9 cells of at most a
// thousand campgrounds, a national view asks for none (it draws the per-degree summary instead).

/** The side of a catalogue cell in degrees. */
export const CELL_DEGREES = 4;
/** The side of a summary square in degrees: the national view's clusters start from these. */
export const SUMMARY_DEGREES = 1;

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];
export type LngLat = [number, number];

/**
 * A cell file's row: id, name, longitude, latitude (3 decimals, about 100 m), and MILITARY_ONLY for a
 * base FamCamp: the map draws those only for a traveller with a military ID (a base's campground is open only to ID holders).
 */
export type CellRow = [string, string, number, number] | [string, string, number, number, typeof MILITARY_ONLY];
/** The flag of a cell row open to military ID holders only. */
export const MILITARY_ONLY = 'military';

/** The catalogue's index file (index.json), read before any cell. */
export type CatalogueIndex = {
  cellDegrees: number;
  total: number;
  /** Every cell holding at least one campground: its count and bounds. */
  cells: Record<string, { count: number; bounds: Bounds }>;
  /**
   * Per summary square (SUMMARY_DEGREES): the centroid longitude and latitude of the campgrounds
   * everyone may use, and their count.
   */
  summary: Array<[number, number, number]>;
  /** The same for the military-only FamCamps, added to `summary` for a traveller with a military ID. */
  militarySummary: Array<[number, number, number]>;
};

const MIN_LAT = -85;
const MAX_LAT = 85;

/** The id of the cell holding a point: its column and row in the grid, say "-28_9" (Utah). */
export function cellOf(lng: number, lat: number): string {
  return `${Math.floor(lng / CELL_DEGREES)}_${Math.floor(lat / CELL_DEGREES)}`;
}

export function cellBounds(id: string): Bounds {
  const [x, y] = id.split('_').map(Number);
  return [x * CELL_DEGREES, y * CELL_DEGREES, (x + 1) * CELL_DEGREES, (y + 1) * CELL_DEGREES];
}

/** Every grid cell a box touches (longitudes kept within -180..180: no antimeridian crossing). */
export function cellsInBounds([west, south, east, north]: Bounds): string[] {
  const clampLng = (v: number) => Math.max(-180, Math.min(180 - 1e-9, v));
  const clampLat = (v: number) => Math.max(MIN_LAT, Math.min(MAX_LAT, v));
  const [x0, x1] = [Math.floor(clampLng(west) / CELL_DEGREES), Math.floor(clampLng(east) / CELL_DEGREES)];
  const [y0, y1] = [Math.floor(clampLat(south) / CELL_DEGREES), Math.floor(clampLat(north) / CELL_DEGREES)];
  const ids: string[] = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) ids.push(`${x}_${y}`);
  return ids;
}

/**
 * The cells a map view needs: those touching the view grown by `margin` of its size on each side,
 * so a short pan finds its campgrounds already there.
 */
export function cellsForView([west, south, east, north]: Bounds, margin = 0.25): string[] {
  const dx = (east - west) * margin;
  const dy = (north - south) * margin;
  return cellsInBounds([west - dx, south - dy, east + dx, north + dy]);
}

const MILES_PER_DEGREE_LAT = 69.05;

/**
 * The cells within `miles` of a line of [lng, lat] points (a trip's road line): long straight
 * segments are walked in steps under a degree, so no cell they cross is missed.
 */
export function cellsAlongLine(line: readonly LngLat[], miles: number): string[] {
  const found = new Set<string>();
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const around = ([lng, lat]: LngLat) => {
    const dLng = dLat / Math.max(0.2, Math.cos((lat * Math.PI) / 180));
    for (const id of cellsInBounds([lng - dLng, lat - dLat, lng + dLng, lat + dLat])) found.add(id);
  };
  line.forEach((point, i) => {
    const next = line[i + 1];
    around(point);
    if (!next) return;
    const steps = Math.ceil(Math.max(Math.abs(next[0] - point[0]), Math.abs(next[1] - point[1])) / 0.5);
    for (let s = 1; s < steps; s++)
      around([point[0] + ((next[0] - point[0]) * s) / steps, point[1] + ((next[1] - point[1]) * s) / steps]);
  });
  return [...found];
}
