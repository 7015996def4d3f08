// The campground catalogue of the token-free map as regional files: one file per grid cell (see
// shared/map/catalogue-cells.ts for the grid and why) and a small index the map reads first.
import type { CatalogueIndex, CellRow } from '../shared/map/catalogue-cells';
import { SUMMARY_DEGREES, cellBounds, cellOf } from '../shared/map/catalogue-cells';

export type CatalogueRow = { id: string; name: string; lat: number; lng: number };
export type { CatalogueIndex, CellRow };

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Splits the catalogue into cell files (each campground in exactly one) and builds the index. */
export function catalogueFiles(rows: readonly CatalogueRow[], cellDegrees: number) {
  const cells = new Map<string, CellRow[]>();
  const squares = new Map<string, { lng: number; lat: number; count: number }>();
  for (const row of rows) {
    const id = cellOf(row.lng, row.lat);
    const list = cells.get(id) ?? [];
    list.push([row.id, row.name, round(row.lng, 3), round(row.lat, 3)]);
    cells.set(id, list);
    const key = `${Math.floor(row.lng / SUMMARY_DEGREES)}_${Math.floor(row.lat / SUMMARY_DEGREES)}`;
    const square = squares.get(key) ?? { lng: 0, lat: 0, count: 0 };
    square.lng += row.lng;
    square.lat += row.lat;
    square.count += 1;
    squares.set(key, square);
  }
  const sortedIds = [...cells.keys()].sort();
  const index: CatalogueIndex = {
    cellDegrees,
    total: rows.length,
    cells: Object.fromEntries(
      sortedIds.map((id) => [id, { count: cells.get(id)!.length, bounds: cellBounds(id) }]),
    ),
    summary: [...squares.values()].map((s) => [
      round(s.lng / s.count, 2),
      round(s.lat / s.count, 2),
      s.count,
    ]),
  };
  return { index, cells: new Map(sortedIds.map((id) => [id, cells.get(id)!])) };
}
