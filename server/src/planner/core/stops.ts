import type { NormalizedTripInput, TripStop } from '@shared/schemas/plan';
import { haversineMiles } from '../../geo';
import type { DaySkeleton } from './itinerary';
import type { RouteShape, Waypoint } from './routes';
import { sentenceStart } from '@shared/plan/sentence';

// The traveller's own stops and pace rules, laid over the planner's routes and days: the stops are
// waypoints of every route in the order given, their nights are honoured, and the 2-2-2 rule caps the
// day and adds 2-night stays.

export const TWO_TWO_TWO_MILES = 200;
export const TWO_TWO_TWO_ARRIVE_BY_HOUR = 14;
export const DEFAULT_DEPARTURE_HOUR = 9;

/** Every route passes the traveller's stops in their order. */
export function withTravellerStops(shapes: RouteShape[], stops: readonly TripStop[]): RouteShape[] {
  if (stops.length === 0) return shapes;
  // nights: 0 is a pass-through: routed through, never a day's end.
  const own: Waypoint[] = stops.map((s) => ({
    name: s.name,
    latitude: s.latitude,
    longitude: s.longitude,
    ...(s.nights === 0 ? { passThrough: true } : {}),
  }));
  const names = stops.map((s) => s.name.split(',')[0]).join(', ');
  return shapes.map((shape) => {
    const from = shape.waypoints[0];
    const to = shape.waypoints[shape.waypoints.length - 1];
    // The traveller's stops replace the route's own park detours: every via point is a candidate
    // overnight, and the days must reach theirs first. The routes still differ by road profile.
    const path: Waypoint[] = [from, ...own, to];
    return {
      ...shape,
      waypoints: path,
      description: `${shape.name} through your stops: ${names}.`,
      detourVia: undefined,
    };
  });
}

/** The daily driving limit under the pace rule: about 200 miles, and arriving by 2 pm. */
export function paceLimitHours(
  pace: { rule: NormalizedTripInput['paceRule']; departureHour: number },
  maxHours: number,
  speedMph: number,
): number {
  if (pace.rule !== '2-2-2') return maxHours;
  const untilTwo = Math.max(1, TWO_TWO_TWO_ARRIVE_BY_HOUR - pace.departureHour);
  return Math.min(maxHours, TWO_TWO_TWO_MILES / speedMph, untilTwo);
}

interface Stay {
  drive: DaySkeleton;
  nights: number;
}

function staysOf(days: readonly DaySkeleton[]): Stay[] {
  const stays: Stay[] = [];
  for (const d of days) {
    if (!d.restDay) stays.push({ drive: d, nights: 1 });
    else if (stays.length > 0) stays[stays.length - 1].nights += 1;
  }
  return stays;
}

function daysOf(stays: readonly Stay[]): DaySkeleton[] {
  const out: DaySkeleton[] = [];
  for (const s of stays) {
    out.push({ ...s.drive, day: out.length + 1, nights: s.nights });
    for (let i = 1; i < s.nights; i++)
      out.push({
        ...s.drive,
        day: out.length + 1,
        from: s.drive.to,
        fromIndex: s.drive.toIndex,
        miles: 0,
        hours: 0,
        nights: s.nights,
        restDay: true,
      });
  }
  return out;
}

/** Takes one spare night from the longest stay the traveller did not fix, or null when none can give. */
function takeSpare(stays: Stay[], fixed: ReadonlySet<Stay>, keepAtLeast: number): boolean {
  let donor: Stay | null = null;
  for (const s of stays) {
    if (fixed.has(s) || s.nights <= keepAtLeast) continue;
    if (!donor || s.nights > donor.nights) donor = s;
  }
  if (!donor) return false;
  donor.nights -= 1;
  return true;
}

/** The stay a night freed from `from` goes to: the traveller's own stops and the destination. */
function receiverOf(stays: Stay[], fixed: ReadonlySet<Stay>, from: Stay, stops: readonly TripStop[]): Stay | undefined {
  const last = stays[stays.length - 1];
  const own = (s: Stay) => stops.some((st) => st.nights !== 0 && haversineMiles(s.drive.to, st) < 1);
  let best: Stay | undefined;
  for (const s of stays) {
    if (s === from || fixed.has(s) || (s !== last && !own(s))) continue;
    if (!best || s.nights < best.nights || (s.nights === best.nights && s === last)) best = s;
  }
  return best;
}

/**
 * The days with the traveller's nights at their stops (nights taken from other stays, or added to
 * the trip when no other stay can spare one) and, under 2-2-2, a 2-night stay after at most two
 * one-night stops where spare nights allow.
 */
export function applyStaysAndPace(
  days: readonly DaySkeleton[],
  input: NormalizedTripInput,
): { days: DaySkeleton[]; warnings: string[] } {
  const warnings: string[] = [];
  const stays = staysOf(days);
  const fixed = new Set<Stay>();
  let added = 0;
  for (const stop of input.stops ?? []) {
    if (!stop.nights) continue;
    const stay = stays.find((s) => haversineMiles(s.drive.to, stop) < 1);
    if (!stay) {
      warnings.push(`${sentenceStart(stop.name)} could not be an overnight stop within the daily driving limit.`);
      continue;
    }
    fixed.add(stay);
    while (stay.nights > stop.nights && stays.length > 0) {
      stay.nights -= 1;
      // The freed night goes to the traveller's stop or the destination with fewest nights (not one
      // whose nights they fixed), the destination on a tie; with none, the trip is a day shorter.
      const to = receiverOf(stays, fixed, stay, input.stops ?? []);
      if (to) to.nights += 1;
      else added -= 1;
    }
    while (stay.nights < stop.nights) {
      if (!takeSpare(stays, fixed, 1)) added += 1;
      stay.nights += 1;
    }
  }
  if (added > 0)
    warnings.push(
      `Your stays add ${added} day${added === 1 ? '' : 's'} to the trip: it is now ${days.length + added} days.`,
    );
  if (input.paceRule === '2-2-2') {
    let run = 0;
    let short = 0;
    stays.forEach((s, i) => {
      const last = i === stays.length - 1;
      if (s.nights >= 2) {
        run = 0;
        return;
      }
      run += 1;
      if (run === 3 && !last) {
        if (takeSpare(stays, new Set([...fixed, s]), 2)) {
          s.nights += 1;
          run = 0;
        } else short += 1;
      }
    });
    if (short > 0)
      warnings.push(
        'The 2-2-2 rule asks for a 2-night stay every few stops: add days to the trip for more of them.',
      );
  }
  return { days: daysOf(stays), warnings };
}
