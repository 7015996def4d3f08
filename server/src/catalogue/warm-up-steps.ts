import { campgroundSeason, notForRvs } from './core/campground-record';
import type { PlannerData } from './planner-data';

// Campgrounds whose season and RV fitness are read per slice: a few milliseconds each.
const ROWS_PER_SLICE = 2000;

/**
 * The catalogue's start-up work, one slice per step: load and index the bundled data (campgrounds,
 * parks, the gazetteer's tables), build the gazetteer's lazy indexes, then read every campground's
 * season and RV fitness once (both are cached per record).
 */
export function* catalogueWarmUpSteps(load: () => PlannerData): Generator<() => void> {
  yield load;
  const data = load();
  yield* data.gazetteer.indexSteps();
  const rows = data.campgrounds.rows;
  for (let from = 0; from < rows.length; from += ROWS_PER_SLICE) {
    yield () => {
      for (const row of rows.slice(from, from + ROWS_PER_SLICE)) {
        campgroundSeason(row);
        notForRvs(row);
      }
    };
  }
}
