import { sharedSeasonTables } from '../routing/seasons';
import { sharedDatedClosures } from '../routing/dated-closures';
import { mergedClosures, parkDatedClosures, parkWinterRoads, type ParkClosures } from './core/activity-season';

let bundled: ParkClosures | undefined;

/**
 * The parks' winter road closures from routing's bundled seasonal-roads table (data/seasonal-roads.json,
 * read once by routing/seasons.ts) and their closures with dates (data/dated-closures.json), worked out once: the planner's service hands them to every plan's
 * context, so the rules in core/ read no file.
 */
export function bundledParkClosures(): ParkClosures {
  bundled ??= mergedClosures(parkWinterRoads(sharedSeasonTables().roads), parkDatedClosures(sharedDatedClosures()));
  return bundled;
}
