import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from '../repo-root';
import type { CampgroundIndex } from './core/campgrounds';
import { createCampgroundIndex, mergeCampgrounds } from './core/campgrounds';
import type { CampgroundRow, OsmCampgroundRow, ParkRow, PlaceRow, RidbEnrichmentRow } from './core/data';
import type { PlannerData } from './planner-data';
import { OSM_ATTRIBUTION } from '@shared/schemas/places';
import type { CampgroundPlaceRow, LandmarkRow } from './core/gazetteer';
import { createGazetteer } from './core/gazetteer';
import type { SharedLabelIndex } from './core/gazetteer-labels';
import type { ServiceCatalogue, ServiceTable } from './core/services';
import {
  createServiceCatalogue,
  fuelRows,
  osmRows,
  overnightRows,
  restRows,
  turnpikePlazaFuelRows,
  waterRows,
} from './core/services';
import { restAreaRulesSchema } from './core/rest-area-rules';
import { tollPlazaFuelFileSchema, tollPlazaFuelRows } from './core/toll-plaza-fuel';
import type { ParkPlaces } from './core/park-fuel';
import { parkFuelFileSchema, parkFuelRows } from './core/park-fuel';
import type { NpsUnit, NpsUnitsFile } from './core/nps-units';
import { dropFarNpsPages, npsLandmarks, readNpsUnits } from './core/nps-units';
import { agencySeasonsFileSchema, markAgencySeasons } from './core/agency-seasons';
import { agencyLimitsFileSchema, markAgencyLimits } from './core/agency-limits';
import { regionLandmarks, travelRegionsFileSchema } from './core/travel-regions';
import {
  datedClosureSchema,
  windowsAt,
  type ClosedWindow,
  type DatedClosure,
} from '@shared/plan/dated-closures';

// data/ at the repo root; found from this file so the working directory does not matter.
export const DATA_DIR = path.join(findRepoRoot(), 'data');

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8'));

let cached: PlannerData | undefined;

/**
 * The parts of the bundled catalogue's indexes one thread builds into shared memory for the others
 * (the process's loader thread, shared-roads-channel.ts): today the gazetteer's label indexes
 * (campground names and every label the type-ahead offers), the largest of them. The records and
 * the other indexes are each thread's own.
 */
export interface SharedCatalogue {
  labels: SharedLabelIndex;
}

let adopted: SharedCatalogue | undefined;

/** The bundled catalogue's shareable indexes, built on this thread and copied to shared memory. */
export function loadSharedCatalogue(): SharedCatalogue {
  return { labels: loadBundledData().gazetteer.shareLabels() };
}

/**
 * Makes this thread's bundled catalogue read its indexes from the copy another thread built:
 * call it before the indexes are first used (its warm-up steps, a search); those built already stay.
 */
export function adoptSharedCatalogue(shared: SharedCatalogue): void {
  adopted = shared;
}

// Loaded once, on first use, and indexed in memory.
export function loadBundledData(): PlannerData {
  if (cached) return cached;
  const places = readJson('us-places.json') as { rows: PlaceRow[] };
  const parks = readJson('national-parks.json') as ParkRow[];
  // RIDB (public domain) and OpenStreetMap (ODbL) stay separate files; they meet only here, in memory.
  const campgrounds: CampgroundIndex = createCampgroundIndex(
    mergeCampgrounds(
      readJson('campgrounds.json') as CampgroundRow[],
      readJson('campgrounds-osm.json') as OsmCampgroundRow[],
      readJson('campgrounds-ridb-osm-enrichment.json') as RidbEnrichmentRow[],
    ),
  );
  const closures = datedClosures();
  markDatedClosures(campgrounds.rows, (r) =>
    windowsAt(closures, { latitude: r.lat, longitude: r.lng }, r.name),
  );
  // The agencies' own seasons (data/campground-seasons.json); a test checks every id names a row.
  markAgencySeasons(
    campgrounds.rows,
    agencySeasonsFileSchema.parse(readJson('campground-seasons.json')).rows,
  );
  // The agencies' own length limits (data/campground-limits.json); a test checks every id names a row.
  markAgencyLimits(campgrounds.rows, agencyLimitsFileSchema.parse(readJson('campground-limits.json')).rows);
  const npsUnits = readNpsUnits(readJson('nps-units.json') as NpsUnitsFile);
  // A record carrying another park's nps.gov page (and the Park Service as operator) keeps neither.
  dropFarNpsPages(campgrounds.rows, npsUnits);
  cached = {
    gazetteer: createGazetteer(
      places.rows,
      parks,
      gazetteerLandmarks(campgrounds.rows, npsUnits, places.rows),
      () => campgroundPlaces(campgrounds.rows),
      () => adopted?.labels,
    ),
    parks,
    campgrounds,
    services: loadServices(),
    npsUnits,
  };
  return cached;
}

// Road services (data/rv-services): the OpenStreetMap file (ODbL) stays apart from the CC0 and
// public-domain ones; they meet only in memory.
function loadServices(): ServiceCatalogue {
  const table = (file: string) => readJson(`rv-services/${file}`) as ServiceTable;
  const rest = restRows(
    table('rest-areas.json'),
    restAreaRulesSchema.parse(readJson('rest-area-overnight.json')),
  );
  const rows = [
    ...fuelRows(table('fuel-stops.json')),
    ...rest,
    ...turnpikePlazaFuelRows(table('rest-areas.json')),
    ...tollPlazaFuelRows(rest, tollPlazaFuelFileSchema.parse(readJson('rv-services/toll-plaza-fuel.json'))),
    // A remote park's own pumps, at the park-road data's places (core/park-fuel.ts).
    ...parkFuelRows(
      (readJson('park-roads.json') as { places: ParkPlaces }).places,
      parkFuelFileSchema.parse(readJson('rv-services/park-fuel.json')),
    ),
    ...waterRows(table('water-ridb.json')),
    ...overnightRows(table('overnight-parking.json')),
    ...osmRows(table('dump-propane-osm.json')),
  ];
  const closures = datedClosures();
  markDatedClosures(rows, (r) => windowsAt(closures, r));
  return createServiceCatalogue(rows);
}

/**
 * The closures with dates (data/dated-closures.json; routing reads the same file for their roads):
 * the catalogue marks the campgrounds and services they close.
 */
const datedClosures = (): DatedClosure[] =>
  z.object({ closures: z.array(datedClosureSchema) }).parse(readJson('dated-closures.json')).closures;

/** Marks each row a closure with dates closes (data/dated-closures.json): its window, on the row. */
function markDatedClosures<T extends { closedFor?: ClosedWindow[] }>(
  rows: readonly T[],
  windowsOf: (row: T) => ClosedWindow[],
): void {
  for (const r of rows) {
    const windows = windowsOf(r);
    if (windows.length > 0) r.closedFor = windows;
  }
}

const NAMED_AREA =
  /^(.*?\b(?:State (?:Park|Recreation Area|Beach)|National (?:Monument|Seashore|Lakeshore|Recreation Area)))\b/;
// "Devils Tower NM - Belle Fourche Campground": NPS's short form, only before a " - " (NM alone is New Mexico).
const NM_PREFIX = /^(.+?) NM - /;
const areaName = (text: string | undefined) => {
  if (!text) return undefined;
  const t = text.trim().replace(/^National Park Service - /, '');
  const nm = NM_PREFIX.exec(t)?.[1];
  return nm ? `${nm} National Monument` : NAMED_AREA.exec(t)?.[1];
};

/**
 * State parks (and the national monuments, seashores and recreation areas the catalogue names) by
 * name, from the campground catalogue: a campground named "<X> State Park ..." or operated by
 * "<X> State Park" (OpenStreetMap's operator tag) lies in that park. The park's point is
 * the point of one of its campgrounds (the one nearest the middle of them all), not the park's
 * centre: a real place to drive to inside the park.
 */
/**
 * The place search's landmarks: state parks read off the campgrounds, the NPS's sites, and the
 * regions travellers name (Cape Cod), each planned at a town of `places` (data/travel-regions.json).
 */
export const gazetteerLandmarks = (
  rows: readonly CampgroundRow[],
  units: readonly NpsUnit[],
  places: readonly PlaceRow[],
): LandmarkRow[] => [
  ...stateParksFromCampgrounds(rows),
  ...npsLandmarks(units),
  ...regionLandmarks(travelRegionsFileSchema.parse(readJson('travel-regions.json')).rows, places),
];

export function stateParksFromCampgrounds(rows: readonly CampgroundRow[]): LandmarkRow[] {
  const byPark = new Map<string, { name: string; state: string; camps: CampgroundRow[]; osm: boolean }>();
  for (const r of rows) {
    const fromName = areaName(r.name);
    const fromOperator = areaName(r.operator);
    const name = (fromOperator ?? fromName)?.trim();
    if (!name || name.split(' ').length < 3 || !r.state) continue;
    const key = `${name.toLowerCase()}|${r.state}`;
    const entry = byPark.get(key) ?? { name, state: r.state, camps: [], osm: false };
    entry.camps.push(r);
    entry.osm ||= r.source === 'OSM' || !!r.osmId || !!fromOperator;
    byPark.set(key, entry);
  }
  return [...byPark.values()].map(({ name, state, camps, osm }) => {
    const lat = camps.reduce((s, c) => s + c.lat, 0) / camps.length;
    const lng = camps.reduce((s, c) => s + c.lng, 0) / camps.length;
    const mid = camps.reduce((best, c) =>
      (c.lat - lat) ** 2 + (c.lng - lng) ** 2 < (best.lat - lat) ** 2 + (best.lng - lng) ** 2 ? c : best,
    );
    return {
      name,
      state,
      latitude: mid.lat,
      longitude: mid.lng,
      source: osm ? 'campground catalogue (OpenStreetMap)' : 'campground catalogue (RIDB)',
      ...(osm ? { attribution: OSM_ATTRIBUTION } : {}),
    };
  });
}

/**
 * Catalogue campgrounds as places to search for. Name and point of an OSM row are OpenStreetMap data
 * (ODbL), so they carry its credit; a RIDB row keeps RIDB's name and point even when OSM tags were
 * matched to it.
 */
export function campgroundPlaces(rows: readonly CampgroundRow[]): CampgroundPlaceRow[] {
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    state: r.state,
    latitude: r.lat,
    longitude: r.lng,
    ...(r.source === 'OSM' ? { attribution: OSM_ATTRIBUTION } : {}),
  }));
}
