import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import { townLabel } from '../../../catalogue/core/gazetteer';
import { rankCampgrounds } from '../../../catalogue/core/campgrounds';
import type { PlanContext } from '../context';
import { routeRequest } from '../context';
import type { GeoMatch } from '../../../catalogue/core/gazetteer-types';
import type { RouteRequest, RoutedPath } from '../../../routing/road-router';
import { legEndOf } from '../../../routing/core/leg-end';
import type { LatLng } from '../../../geo';
import { haversineMiles } from '../../../geo';
import type { DaySkeleton } from '../itinerary';
import { PASS_THROUGH_MILES } from '../itinerary';
import type { Night, OptionDraft } from '../plan-state';
import { optionRoad } from './option-road';
import { firstFreeOvernight, freeOvernightCandidates, isFreeOvernightDay, servesTheDrive } from './free-overnight';
import type { DriveStart, NightSearch } from './night-search';
import {
  PARK_END_TRIES,
  atOf,
  nightDates,
  offRoad,
  onStopsSide,
  pointKey,
  rankFor,
  rankingFor,
  wholeLeg,
  withStopShort,
} from './night-search';
import { destinationNight } from './destination-night';
import { parkStopGate, rankedFromGate, withGateMiles } from './park-stop-night';

export { nightDates, wholeLeg } from './night-search';

// A day's hours to its candidate parks, and the next day's from them, are estimated from the known
// route around the cut point (from this long before it to this long past it) and detours of up to
// DETOUR_HOURS off it.
const ROAD_BEFORE_CUT_HOURS = 2;
const ROAD_PAST_CUT_HOURS = 1;
const DETOUR_HOURS = 2;
// The estimate rejoins the known road where the routed drive may find a shorter way: a park whose
// estimate is over a limit by less than this is still routed and checked (the next day's estimate
// misses by more: its drive often leaves the known road well before the cut point).
const ESTIMATE_SLACK_HOURS = 0.25;
const NEXT_DAY_SLACK_HOURS = 0.5;
// When no park keeps the driving limits, the day ends on the road where it was cut and its park is
// the best one within this many miles of there (straight line, about half an hour's drive), so the
// night is a short drive off, not the next town but two; the best of all only when none is as close.
const SHORT_DRIVE_MILES = 25;
// A day whose drive ends this much short of its cut says why (Night.endsBefore).
// A next day over the limit by more than this is one the trip has too few days for.
const TOO_FEW_DAYS_SLACK_HOURS = 0.05;
const SHORT_OF_LIMIT_HOURS = 0.5;

// A stop at one of the route's waypoints keeps its name; a stop where the day was cut is named
// after the park's own town. The town the name names goes with it.
function parkPlace(search: NightSearch, at: LatLng): { name: string; town?: string; placeAt: LatLng } {
  const stop = search.day.to;
  const placeAt = { latitude: stop.latitude, longitude: stop.longitude };
  const own = { name: stop.name, ...(stop.town ? { town: stop.town } : {}), placeAt };
  if (search.road.isWaypoint(stop)) return own;
  const g = search.ctx.data.gazetteer;
  const town = g.nameNear(at, 15) ?? g.nameNear(at, 40);
  return town
    ? {
        name: townLabel(town),
        town: townLabel(town),
        placeAt: { latitude: town.latitude, longitude: town.longitude },
      }
    : own;
}

// This day's hours to each park: the day's road up to the cut point (and a little past it) is
// known, so only the detour from it to the parks is searched, all parks at once. From a park, the
// road is known from where the drive rejoins it (its hours to the cut routed the day before).
function dayHoursTo(
  { ctx, road, day, start }: NightSearch,
  ats: LatLng[],
  profile: OptionDraft['shape']['type'],
) {
  const H = road.path.cumHours;
  const cut = day.toIndex;
  const lastVia = road.viaIndices.filter((w) => w > start.index && w < cut).pop() ?? start.index;
  const hoursAt = (i: number) =>
    start.hoursToCut !== undefined ? start.hoursToCut - (H[cut] - H[i]) : H[i] - H[start.index];
  return ctx.router.hoursFromRoad(
    road.roadPoints(
      Math.max(lastVia, road.indexAtHours(H[cut] - ROAD_BEFORE_CUT_HOURS)),
      road.indexAtHours(H[cut] + ROAD_PAST_CUT_HOURS),
      hoursAt,
    ),
    ats,
    routeRequest(ctx, profile, day.day),
    DETOUR_HOURS,
  );
}

// The next day's hours from each park to its own cut point: the detour back onto the known road,
// joined before any waypoint the next day still has to pass, then the road's own hours.
function nextHoursFrom(
  { ctx, road, day, start }: NightSearch,
  ats: LatLng[],
  after: DaySkeleton,
  profile: OptionDraft['shape']['type'],
) {
  const H = road.path.cumHours;
  const cut = day.toIndex;
  const firstVia = road.viaIndices.find((w) => w > cut && w < after.toIndex) ?? after.toIndex;
  return ctx.router.hoursFromRoad(
    road.roadPoints(
      Math.max(start.index, road.indexAtHours(H[cut] - ROAD_BEFORE_CUT_HOURS)),
      Math.min(firstVia, road.indexAtHours(H[cut] + ROAD_PAST_CUT_HOURS)),
      (i) => H[after.toIndex] - H[i],
    ),
    ats,
    routeRequest(ctx, profile, after.day),
    DETOUR_HOURS,
  );
}

// The night at a place (a park, or a free overnight location) when its routed drive keeps within
// this day's limit and the next day's routed drive from it reaches the next cut point within that
// day's limit.
async function endAtPoint(search: NightSearch, at: LatLng): Promise<Omit<Night, 'choice'> | undefined> {
  const { road, day, next, start } = search;
  const points = [start.point, ...road.viaBetween(start.index, day.toIndex), at];
  const leg = await search.leg(points, day);
  // A park beyond a road closed to the drive is no night's end: the drive stops short of it.
  if (leg?.shortOf?.includes(points.length - 1)) search.beyond.add(pointKey(at));
  if (!leg || leg.hours > search.limitOf(day) || search.beyond.has(pointKey(at))) return undefined;
  const onward = next
    ? await search.leg([at, ...road.viaBetween(day.toIndex, next.toIndex), road.pointAt(next.toIndex)], next)
    : undefined;
  if (next && (!onward || onward.hours > search.limitOf(next))) return undefined;
  return {
    leg: wholeLeg(leg),
    end: {
      ...parkPlace(search, at),
      latitude: Number(at.latitude.toFixed(5)),
      longitude: Number(at.longitude.toFixed(5)),
    },
    ...(onward ? { hoursToNextCut: onward.hours } : {}),
    ...offRoad(leg, at),
  };
}

async function endAt(search: NightSearch, c: CampgroundChoice): Promise<Night | undefined> {
  const night = await endAtPoint(search, atOf(c));
  return night ? { choice: c, ...night } : undefined;
}

// The first park, in the list's order, whose night fits. When the day was cut short of its limit
// the best park usually fits and is routed straight away; otherwise (and when it does not) the
// hours are first estimated for all parks at once, and only the parks the estimates leave in are
// routed and checked, in the list's order.
async function firstFit(
  search: NightSearch,
  list: readonly CampgroundChoice[],
  profile: OptionDraft['shape']['type'],
): Promise<Night | undefined> {
  const { day, next, road } = search;
  const limit = search.limitOf(day);
  // Never an overnight at a stop the traveller only passes.
  let open = list.filter(
    (c) => !road.passPoints.some((w) => haversineMiles(atOf(c), w) < PASS_THROUGH_MILES),
  );
  if (open.length > 0 && day.hours + ESTIMATE_SLACK_HOURS <= limit) {
    const fit = await endAt(search, open[0]);
    if (fit) return fit;
    open = open.slice(1);
  }
  const ats = open.map(atOf);
  // An estimate over a limit rules a park out; a park the estimate cannot reach is routed.
  const within = (hours: number | null, lim: number, slack = ESTIMATE_SLACK_HOURS) =>
    hours === null || hours <= lim + slack;
  const today = dayHoursTo(search, ats, profile);
  const reachable = ats.filter((_, i) => within(today[i], limit));
  if (reachable.length === 0) return undefined;
  const tomorrow = next ? nextHoursFrom(search, reachable, next, profile) : [];
  let r = -1;
  for (let i = 0; i < open.length; i++) {
    if (!within(today[i], limit)) continue;
    r++;
    if (next && !within(tomorrow[r], search.limitOf(next), NEXT_DAY_SLACK_HOURS)) continue;
    const fit = await endAt(search, open[i]);
    if (fit) return fit;
  }
  return undefined;
}

// The night of one drive day. Every night ends at its park: the day's drive is routed to the park
// and the next day's from it. The park is chosen with the cut, so the driving limit still holds:
// of the best parks (same needs met as the best one), the first whose drive keeps this day within
// its limit and from which the next day can still reach its own cut point within its limit. When
// none fits, the day ends on the road where it was cut and the park is a short drive off.
async function nightFor(search: NightSearch, option: OptionDraft, used: ReadonlySet<string>): Promise<Night> {
  const { ctx, road, day: s, start } = search;
  const profile = option.shape.type;
  // A transit night when the traveller asked for free overnights: a free place near the cut point.
  if (isFreeOvernightDay(ctx, s, road.isWaypoint)) {
    const candidates = freeOvernightCandidates(
      ctx,
      road.pointAt(s.toIndex),
      road.passPoints,
      used,
      servesTheDrive(road, s.toIndex, ctx.data.services),
      nightDates(ctx, s),
    );
    const free = await firstFreeOvernight(candidates, (at) => endAtPoint(search, at));
    if (free) return free;
  }
  const near = rankFor(ctx, s.to, nightDates(ctx, s), used);
  // A national park the route goes by is met at its gate, and its night ranked by road from there.
  const gate = await parkStopGate(search, profile, near);
  const ranked = gate
    ? await rankedFromGate(search, profile, gate, near)
    : road.isWaypoint(s.to)
      ? onStopsSide(ctx, profile, s.to, near)
      : near;
  const top = ranked[0];
  let choice: CampgroundChoice | undefined = top;
  let night: Night | undefined;
  if (top) {
    const asGood = (c: CampgroundChoice) => c.needsMet.length >= top.needsMet.length;
    const tries = ranked.filter(asGood).slice(0, PARK_END_TRIES);
    night = await firstFit(search, tries, profile);
    // None of those fits a day cut on the open road: try parks close to the road in the last
    // stretch before the cut point (and a little past it), so the day ends a little earlier or
    // later. A waypoint's stop (the destination, the traveller's own) keeps its own parks.
    if (!night && !road.isWaypoint(s.to)) {
      const tried = new Set(tries.map((c) => c.row.id));
      const alongRoad = rankCampgrounds(
        road.parksAlongRoad(s.toIndex, ctx.data.campgrounds),
        rankingFor(ctx, used, nightDates(ctx, s)),
      );
      night = await firstFit(
        search,
        alongRoad.filter((c) => asGood(c) && !tried.has(c.row.id)).slice(0, PARK_END_TRIES),
        profile,
      );
    }
    if (night) choice = night.choice;
  }
  if (night && gate) return await withStopShort(search, await withGateMiles(search, night, gate), true);
  if (night) return road.isWaypoint(s.to) ? await withStopShort(search, night) : night;
  // A park the drive was found not to reach is not the short drive off the road either.
  const reached = ranked.filter((c) => !search.beyond.has(pointKey(atOf(c))));
  choice =
    reached.find((c) => c.distance <= SHORT_DRIVE_MILES) ??
    (choice && search.beyond.has(pointKey(atOf(choice))) ? reached[0] : choice);
  // The next day is over the traveller's limit already (a trip with too few days for the distance),
  // and no park keeps it within the share it was cut to: the day still ends at that park when it
  // reaches it within its own limit, and the next day starts there and says it is long. Ended on
  // the road instead, the drive to the park and back would be in neither day's miles (34 miles each
  // way from Ozona back to Sonora on I-10). When the duration allows, the days keep the limit and
  // the day ends on the road as before.
  if (choice && search.next && search.next.hours > option.maxHours + TOO_FEW_DAYS_SLACK_HOURS) {
    const after = search.next;
    const atPark = await endAt(
      { ...search, limitOf: (d) => (d === after ? Infinity : search.limitOf(d)) },
      choice,
    );
    // Said of a day well short of its cut and within the traveller's limit (a longer one says so).
    const hours = atPark?.leg.path.hours ?? Infinity;
    if (atPark && hours < s.hours - SHORT_OF_LIMIT_HOURS && hours < option.maxHours)
      atPark.endsBefore = s.to.name;
    if (atPark) return road.isWaypoint(s.to) ? await withStopShort(search, atPark) : atPark;
  }
  // The day ends where it was cut; from a park, that drive was checked when the park was chosen.
  const fromPark = start.atPark
    ? await search.leg([start.point, ...road.viaBetween(start.index, s.toIndex), road.pointAt(s.toIndex)], s)
    : null;
  const cut: Night = {
    choice,
    leg: fromPark ? wholeLeg(fromPark) : { path: option.path, from: s.fromIndex, to: s.toIndex },
  };
  return road.isWaypoint(s.to) ? await withStopShort(search, cut) : cut;
}

/**
 * Each drive day's night on an option, by stop index, chosen day by day from the start. `to`: the trip's
 * destination (a town, a park, a campground, a landmark).
 */
export async function chooseNights(
  ctx: PlanContext,
  option: OptionDraft,
  to?: Pick<GeoMatch, 'kind' | 'campgroundId'>,
): Promise<Map<number, Night>> {
  const road = optionRoad(option.shape, option.path);
  const legs = new Map<string, RoutedPath | null>();
  const keyOf = (points: LatLng[], req: RouteRequest) =>
    `${req.date}|${points.map((p) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`).join(';')}`;
  const leg = async (points: LatLng[], on: DaySkeleton) => {
    const req = routeRequest(ctx, option.shape.type, on.day);
    const key = keyOf(points, req);
    if (!legs.has(key)) legs.set(key, await ctx.router.leg(points, req));
    return legs.get(key) ?? null;
  };
  // A leg's end: from the leg when it was driven, else the router's (remembered by the bundled graph).
  const legEnd = async (points: LatLng[], on: DaySkeleton) => {
    const req = routeRequest(ctx, option.shape.type, on.day);
    const key = keyOf(points, req);
    if (legs.has(key) || !ctx.router.legEnd) return legEndOf(await leg(points, on));
    return ctx.router.legEnd(points, req);
  };
  const limitOf = (d: DaySkeleton) => Math.max(option.maxHours, d.hours) + 0.02;
  const used = new Set<string>();
  const nights = new Map<number, Night>();
  const drives = option.skeleton.filter((s) => !s.restDay);
  let start: DriveStart = { point: road.pointAt(0), index: 0, atPark: false };
  for (let k = 0; k < drives.length; k++) {
    const day = drives[k];
    const search: NightSearch = {
      ctx,
      road,
      leg,
      legEnd,
      day,
      next: drives[k + 1],
      start,
      limitOf,
      beyond: new Set(),
      fromGate: new Map(),
    };
    // The drive to the trip's destination ends there, or at its park when that lies off it.
    const night =
      day.toIndex === option.path.lat.length - 1
        ? await destinationNight(search, option, used, to)
        : await nightFor(search, option, used);
    if (night.choice) used.add(night.choice.row.id);
    if (night.free) used.add(night.free.id);
    nights.set(day.stopIndex, night);
    start = night.end
      ? { point: night.end, index: day.toIndex, atPark: true, hoursToCut: night.hoursToNextCut }
      : { point: road.pointAt(day.toIndex), index: day.toIndex, atPark: false };
  }
  return nights;
}
