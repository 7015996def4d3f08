import { sharedSeasonTables } from '../routing/seasons';
import { sharedDatedClosures } from '../routing/dated-closures';
import {
  mergedClosures,
  parkChainRules,
  parkDatedClosures,
  parkWinterRoads,
  type ParkClosures,
} from './core/activity-season';

let bundled: ParkClosures | undefined;

/**
 * The parks' winter road closures from routing's bundled seasonal-roads table (data/seasonal-roads.json,
 * read once by routing/seasons.ts), their closures with dates (data/dated-closures.json) and their chain rules (data/mountain-passes.json's parkChains), worked out once: the planner's service hands them to every plan's
 * context, so the rules in core/ read no file.
 */
export function bundledParkClosures(): ParkClosures {
  const tables = sharedSeasonTables();
  bundled ??= mergedClosures(
    parkWinterRoads(tables.roads),
    parkDatedClosures(sharedDatedClosures()),
    // The parks' own chain rules, said in their months like a winter road (no closure).
    parkChainRules(tables.parkChains),
  );
  return bundled;
}
