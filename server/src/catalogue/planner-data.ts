import type { CampgroundIndex } from './campgrounds';
import type { ParkRow } from './data';
import type { Gazetteer } from './gazetteer';

// The loaded catalogue the planner plans over: places to resolve, parks and indexed campgrounds.
export interface PlannerData {
  gazetteer: Gazetteer;
  parks: readonly ParkRow[];
  campgrounds: CampgroundIndex;
}
