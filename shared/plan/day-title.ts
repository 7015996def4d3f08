import type { Day, NightAway, PlacePoint } from '../schemas/plan';

// A day's title names where the day ends, from the day's own places (never read back from a title):
// the planner writes it, and an edit that moves a night writes it again.

// A night's park this far or more from the place its day is named after is no night "in" that place.
export const AWAY_FROM_PLACE_MILES = 10;

/** "38 road mi from Chicago, IL", "about 14 mi from Iowa City, IA in a straight line"; "... away". */
const distance = (a: NightAway, place?: string) => {
  const where = place ? `from ${place}` : 'away';
  return a.routed
    ? `${Math.round(a.miles)} road mi ${where}`
    : `about ${Math.round(a.miles)} mi ${where} in a straight line`;
};

/**
 * A drive day's title: "Denver, CO to Moab, UT" (via the traveller's places it goes through). A day
 * whose night lies away from the place it names says so: "Toledo, OH to Indiana Dunes State Park
 * (38 road mi from Chicago, IL)" when the drive ends at the park, "Toledo, OH to Chicago, IL, night
 * at Indiana Dunes State Park (48 road mi away)" when the drive ends in the place.
 */
export function driveTitle(
  from: PlacePoint,
  to: PlacePoint,
  via: Day['via'],
  away: NightAway | undefined,
): string {
  const through = via?.length ? ` via ${via.map((v) => v.name).join(' and ')}` : '';
  if (away?.driveEndsAtPark) return `${from.name} to ${away.park}${through} (${distance(away, to.name)})`;
  const base = from.name === to.name ? to.name : `${from.name} to ${to.name}${through}`;
  return away ? `${base}, night at ${away.park} (${distance(away)})` : base;
}

/** A rest day explores the place it names (its stay's first day says where camp is). */
export const restDayTitle = (to: PlacePoint) => `Explore ${to.name}`;
