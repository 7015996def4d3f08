import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../repo-root';
import type { CampgroundIndex } from '../planner/campgrounds';
import { createCampgroundIndex } from '../planner/campgrounds';
import type { CampgroundRow, ParkRow, PlaceRow } from '../planner/data';
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
  const campgrounds: CampgroundIndex = createCampgroundIndex(readJson('campgrounds.json') as CampgroundRow[]);
  cached = { gazetteer: createGazetteer(places.rows, parks), parks, campgrounds };
  return cached;
}
