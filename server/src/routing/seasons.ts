import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from '../repo-root';
import type { RestrictedSegment } from './restricted-segments';
import type { DatedClosure } from '@shared/plan/dated-closures';
import { asDatedRoad } from './core/dated-closures';
import { sharedDatedClosures } from './dated-closures';
import {
  chainLawSchema,
  mountainPassSchema,
  parkChainsSchema,
  seasonalRoadSchema,
  type MountainPass,
  type SeasonalRoad,
  type SeasonTables,
} from './core/seasons';

/**
 * The bundled season tables (data/mountain-passes.json, data/seasonal-roads.json), read once; their
 * rows' rules are core/seasons.ts.
 */
const passesFile = z.object({
  chainLaws: z.record(z.string().length(2), chainLawSchema),
  passes: z.array(mountainPassSchema),
  parkChains: z.record(z.string().regex(/^[a-z]{4}$/), parkChainsSchema).default({}),
});
const roadsFile = z.object({ roads: z.array(seasonalRoadSchema) });

const root = findRepoRoot();
export const MOUNTAIN_PASSES_FILE = path.join(root, 'data/mountain-passes.json');
export const SEASONAL_ROADS_FILE = path.join(root, 'data/seasonal-roads.json');

export function loadSeasonTables(passes = MOUNTAIN_PASSES_FILE, roads = SEASONAL_ROADS_FILE): SeasonTables {
  const p = passesFile.parse(JSON.parse(readFileSync(passes, 'utf8')));
  const r = roadsFile.parse(JSON.parse(readFileSync(roads, 'utf8')));
  for (const pass of p.passes)
    if (!p.chainLaws[pass.state]) throw new Error(`No chain law for ${pass.state} (${pass.id})`);
  return { passes: p.passes, chainLaws: p.chainLaws, roads: r.roads, parkChains: p.parkChains };
}

let shared: SeasonTables | undefined;
/**
 * The bundled tables, read once, the dated closures' roads (data/dated-closures.json) among the
 * seasonal roads: the router keeps off them on the dates they are closed, as it does a road closed
 * for winter.
 */
export function sharedSeasonTables(): SeasonTables {
  shared ??= withDatedRoads(loadSeasonTables(), sharedDatedClosures());
  return shared;
}

/** The tables with the closures' roads added to the seasonal roads. */
export function withDatedRoads(tables: SeasonTables, closures: readonly DatedClosure[]): SeasonTables {
  const dated = closures.flatMap((c) => asDatedRoad(c) ?? []);
  return { ...tables, roads: [...tables.roads, ...dated] };
}

/** A row as a restricted segment (a square around `at`), so the segments' edge finder finds its edges. */
export function asSegment(row: MountainPass | SeasonalRoad): RestrictedSegment {
  const { latitude: lat, longitude: lng } = row.at;
  const dLat = row.radiusMiles / 69;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  return {
    id: row.id,
    name: row.name,
    road: row.road,
    roads: row.roads,
    restriction: 'closed',
    // A pass or a road: miles of road either way (road-restrictions.ts).
    kind: 'elevationFeet' in row ? 'pass' : 'road',
    applies: 'banned',
    reason: 'seasonal',
    checked: row.checked,
    authority: 'authority' in row ? row.authority : row.state,
    sourceUrl: row.sourceUrl,
    confirmed: true,
    at: row.at,
    polygon: [
      [lng - dLng, lat - dLat],
      [lng + dLng, lat - dLat],
      [lng + dLng, lat + dLat],
      [lng - dLng, lat + dLat],
      [lng - dLng, lat - dLat],
    ],
  };
}
