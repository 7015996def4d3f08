import type { CampgroundIndex } from './campgrounds';
import type { ParkRow } from './data';
import type { Gazetteer } from './gazetteer';
import type { NpsUnit } from './nps-units';
import type { ServiceCatalogue } from './services';

// The loaded catalogue the planner plans over: places to resolve, parks, indexed campgrounds and
// road services (fuel, rest areas, dump, water, propane, overnight parking).
export interface PlannerData {
  gazetteer: Gazetteer;
  parks: readonly ParkRow[];
  campgrounds: CampgroundIndex;
  services: ServiceCatalogue;
  /** Every NPS site with its point (data/nps-units.json); absent in small test catalogues. */
  npsUnits?: readonly NpsUnit[];
}
