import polyline from '@mapbox/polyline';

// A leg's line on roads as the plan and the routing services carry it: an encoded polyline of
// precision 5 (OSRM's and Mapbox Directions' format). The only place that decodes or encodes one
// (docs/decisions/0001-one-definition.md).

/** A point of a line: [latitude, longitude]. */
export type LinePoint = [number, number];

const PRECISION = 5;

/** The points of an encoded line, in order; may throw on text that is no polyline. */
export const decodeLine = (encoded: string): LinePoint[] => polyline.decode(encoded, PRECISION);

/** The points of an encoded line, or null when the text is no polyline (a damaged stored plan). */
export function decodeLineOrNull(encoded: string): LinePoint[] | null {
  try {
    return decodeLine(encoded);
  } catch {
    return null;
  }
}

// The encoder's rounding (Google's polyline algorithm rounds halves away from zero, as Python 2 did).
const gridRound = (value: number) => Math.floor(Math.abs(value) + 0.5) * (value >= 0 ? 1 : -1);
const FACTOR = 10 ** PRECISION;

/**
 * A line's points as its encoded line carries them (on the precision-5 grid): what decoding the
 * encoded line gives, without encoding and decoding it.
 */
export const onLineGrid = (points: ReadonlyArray<readonly [number, number]>): LinePoint[] =>
  points.map(([lat, lng]) => [gridRound(lat * FACTOR) / FACTOR, gridRound(lng * FACTOR) / FACTOR]);

/** A line's points ([latitude, longitude]) as an encoded polyline. */
export const encodeLine = (points: ReadonlyArray<readonly [number, number]>): string =>
  polyline.encode(points as Array<[number, number]>, PRECISION);
