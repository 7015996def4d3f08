import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../repo-root';
import type { CampgroundIndex } from '../planner/campgrounds';
import { createCampgroundIndex, mergeCampgrounds } from '../planner/campgrounds';
import type {
  CampgroundRow,
  OsmCampgroundRow,
  ParkRow,
  PlaceRow,
  RidbEnrichmentRow,
} from '../planner/data';
import type { PlannerData } from '../planner/engine';
import { createGazetteer } from '../planner/gazetteer';

// data/ at the repo root; found from this file so the working directory does not matter.
export const DATA_DIR = path.join(findRepoRoot(), 'data');

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8'));

let cached: PlannerData | undefined;

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
  cached = { gazetteer: createGazetteer(places.rows, parks), parks, campgrounds };
  return cached;
}
