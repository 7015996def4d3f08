import type { RvPark } from '@shared/schemas/plan';
import { addDays } from '@shared/plan/calendar';
import { rigLengthFeet } from '@shared/plan/rig-profile';
import { sentenceStart } from '@shared/plan/sentence';
import type { CampgroundIndex } from '../catalogue/core/campgrounds';
import type { CampgroundRow } from '../catalogue/core/data';
import { maxLengthFeet, openOnDate } from '../catalogue/core/campground-record';
import { fitsRig } from '../catalogue/core/campground-needs';
import type { PlanContext } from './core/context';
import { closedOnNights, seasonEdgeWarning } from './core/steps/season-notes';

// A park the traveller chose for a stay is theirs: a re-plan keeps it, on whatever dates the trip
// has now. The planner never chooses a campground closed on a night or too short for the rig
// (season-notes.ts, campground-needs.ts); a park the traveller chose is kept as chosen, and its stay
// says, in the same words, when it is closed on the stay's nights, when those nights fall in the
// weeks its season may open or close, or when it reports a maximum length shorter than the rig.

/** What follows a closed or too-short park the traveller chose: it is kept, and they are told what to do. */
const KEPT = 'but it is the park you chose, so it stays in your plan: call the park, or choose another park for this stay';

/** The same for a park the planner chose whose stay an edit changed: it is not the traveller's choice. */
const PLANNERS = 'so call the park, or choose another park for this stay';

/** The catalogue's row of a park on a plan's day: by its catalogue id where it lies (a typed park has none). */
export function catalogueRowOf(campgrounds: CampgroundIndex, park: RvPark): CampgroundRow | undefined {
  if (!park.id || park.latitude === null || park.longitude === null) return undefined;
  return campgrounds
    .near({ latitude: park.latitude, longitude: park.longitude }, 1)
    .find(({ item }) => item.id === park.id)?.item;
}

/** The nights of a stay that starts on `date` (YYYY-MM-DD) and lasts `nights`. */
export const stayNights = (date: string, nights: number): string[] =>
  Array.from({ length: Math.max(1, nights) }, (_, k) => addDays(date, k)).filter(
    (d): d is string => typeof d === 'string',
  );

/**
 * The warnings of a stay at a park the traveller chose (`chosen`), or at the planner's park on a stay
 * an edit changed, on its nights now: closed on some of them (a dated closure, the agency's season,
 * the season it reports), in the weeks its season may open or close, or shorter than the rig. None
 * for a park the catalogue does not hold. Only the traveller's own choice is called theirs.
 */
export function keptParkWarnings(
  ctx: Pick<PlanContext, 'data' | 'input' | 'rig'>,
  park: RvPark,
  nights: readonly string[],
  chosen = true,
): string[] {
  const row = catalogueRowOf(ctx.data.campgrounds, park);
  if (!row) return [];
  const then = chosen ? KEPT : PLANNERS;
  const warnings: string[] = [];
  const closed = nights.filter((d) => openOnDate(row, d) === false);
  if (closed.length > 0) warnings.push(closedOnNights(row, closed, { season: then, dated: then }));
  else {
    const edge = seasonEdgeWarning(row, nights);
    if (edge) warnings.push(edge);
  }
  const feet = rigLengthFeet(ctx.input.rvType, ctx.rig.lengthFeet);
  const max = maxLengthFeet(row);
  if (max !== undefined && !fitsRig(row, ctx.input.rvType, ctx.rig.lengthFeet))
    warnings.push(
      `${sentenceStart(row.name)} reports a maximum RV length of ${max} ft, shorter than your ${feet} ft rig, ${then}.`,
    );
  return warnings;
}
