import type { CampgroundIndex } from './core/campgrounds';
import type { ParkRow } from './core/data';
import type { Gazetteer } from './core/gazetteer';
import type { NpsUnit } from './core/nps-units';
import type { ServiceCatalogue } from './core/services';

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
