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
 * at Indiana Dunes State Park (48 road mi away)" when the drive ends in the place. A day after such
 * a night (`startAway`, the night before's) starts from that park: "Indiana Dunes State Park to
 * Detroit, MI", not from a town it never was in.
 */
export function driveTitle(
  from: PlacePoint,
  to: PlacePoint,
  via: Day['via'],
  away: NightAway | undefined,
  startAway?: NightAway,
): string {
  const start = startAway?.park ?? from.name;
  const through = via?.length ? ` via ${via.map((v) => v.name).join(' and ')}` : '';
  if (away?.driveEndsAtPark) return `${start} to ${away.park}${through} (${distance(away, to.name)})`;
  const base = start === to.name ? to.name : `${start} to ${to.name}${through}`;
  return away ? `${base}, night at ${away.park} (${distance(away)})` : base;
}

/**
 * A rest day explores the place it names (its stay's first day says where camp is); at a park away
 * from that place (`startAway`, the stay's night) it explores from the park, and says how far the
 * place is: "Explore from Indiana Dunes State Park (38 road mi from Chicago, IL)".
 */
export const restDayTitle = (to: PlacePoint, startAway?: NightAway) =>
  startAway ? `Explore from ${startAway.park} (${distance(startAway, to.name)})` : `Explore ${to.name}`;

/**
 * The night before days[i] when it lay away from its place: the nightAway of the first day of the
 * stay holding days[i - 1] (a stay's rest days carry none). What the day starts from.
 */
export function awayBefore(days: readonly Day[], i: number): NightAway | undefined {
  let j = i - 1;
  while (j > 0 && days[j - 1].to.name === days[j].to.name) j--;
  return j >= 0 ? days[j].nightAway : undefined;
}
