// The campground catalogue of the token-free map as regional files: one file per grid cell (see
// shared/map/catalogue-cells.ts for the grid and why) and a small index the map reads first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueIndex, CellRow } from '../shared/map/catalogue-cells';
import { MILITARY_ONLY, SUMMARY_DEGREES, cellBounds, cellOf } from '../shared/map/catalogue-cells';
import { mergeCampgrounds, onRvParkLayer } from '../server/src/catalogue/core/campgrounds';
import type { CampgroundRow, OsmCampgroundRow, RidbEnrichmentRow } from '../server/src/catalogue/core/data';
import { notForRvs } from '../server/src/catalogue/core/place-kinds';

/** A point of the layer; `military`: a FamCamp, open to military ID holders only. */
export type CatalogueRow = { id: string; name: string; lat: number; lng: number; military?: boolean };
export type { CatalogueIndex, CellRow };

const round = (value: number, digits: number) => Number(value.toFixed(digits));

type Square = { lng: number; lat: number; count: number };

/** Per summary square: the centroid and count of the rows. */
function summarise(rows: readonly CatalogueRow[]): Array<[number, number, number]> {
  const squares = new Map<string, Square>();
  for (const row of rows) {
    const key = `${Math.floor(row.lng / SUMMARY_DEGREES)}_${Math.floor(row.lat / SUMMARY_DEGREES)}`;
    const square = squares.get(key) ?? { lng: 0, lat: 0, count: 0 };
    square.lng += row.lng;
    square.lat += row.lat;
    square.count += 1;
    squares.set(key, square);
  }
  return [...squares.values()].map((s) => [round(s.lng / s.count, 2), round(s.lat / s.count, 2), s.count]);
}

/** Splits the catalogue into cell files (each campground in exactly one) and builds the index. */
export function catalogueFiles(rows: readonly CatalogueRow[], cellDegrees: number) {
  const cells = new Map<string, CellRow[]>();
  for (const row of rows) {
    const id = cellOf(row.lng, row.lat);
    const list = cells.get(id) ?? [];
    const point = [row.id, row.name, round(row.lng, 3), round(row.lat, 3)] as const;
    list.push(row.military ? [...point, MILITARY_ONLY] : [...point]);
    cells.set(id, list);
  }
  const sortedIds = [...cells.keys()].sort();
  const index: CatalogueIndex = {
    cellDegrees,
    total: rows.length,
    cells: Object.fromEntries(
      sortedIds.map((id) => [id, { count: cells.get(id)!.length, bounds: cellBounds(id) }]),
    ),
    summary: summarise(rows.filter((r) => !r.military)),
    militarySummary: summarise(rows.filter((r) => r.military)),
  };
  return { index, cells: new Map(sortedIds.map((id) => [id, cells.get(id)!])) };
}

/**
 * The map's campground layer: the catalogue the places API serves (RIDB rows, the OpenStreetMap rows,
 * RIDB rows enriched by their OSM twins), less the places an RV traveller cannot use and the records
 * named only by a description ("Campground", "RV Park"): the same rules as the planner and the park
 * search (server/src/catalogue/core/place-kinds.ts), so the map offers no youth camp or staff housing as
 * an RV park, and a click on any point finds its record in the places API. Base FamCamps are kept
 * with `military` set: the map draws them only for a traveller with a military ID, as the park
 * search finds them only for one.
 */
export function rvParkLayerRows(dataDir: string): Array<CampgroundRow & { military: boolean }> {
  const read = (name: string): unknown => JSON.parse(readFileSync(path.join(dataDir, name), 'utf8'));
  return mergeCampgrounds(
    read('campgrounds.json') as CampgroundRow[],
    read('campgrounds-osm.json') as OsmCampgroundRow[],
    read('campgrounds-ridb-osm-enrichment.json') as RidbEnrichmentRow[],
  )
    .filter((row) => onRvParkLayer(row, { militaryAccess: true }))
    .map((row) => ({ ...row, military: notForRvs(row) }));
}
