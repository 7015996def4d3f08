import type {
  AiPlan,
  Day,
  NormalizedTripInput,
  RouteOption,
  RouteType,
  RvPark,
} from '@shared/schemas/plan';
import {
  DEFAULT_MAX_DRIVING_HOURS,
  FULL_TIMER_MAX_DRIVING_HOURS,
  FULL_TIMER_MIN_NIGHTS,
} from '@shared/schemas/plan';
import type { BudgetLevel } from './activities';
import { activitySuggestions, dayMeals, parksNear, planDayActivities, winterRoadNotes } from './activities';
import type { CampgroundChoice } from '../catalogue/campgrounds';
import { knownNeeds, needLabel, rankCampgrounds, toRvPark } from '../catalogue/campgrounds';
import { estimateCost } from './costs';
import type { CampgroundRow } from '../catalogue/data';
import { mapsSearchUrl } from '../catalogue/discover';
import type { GeoMatch } from '../catalogue/gazetteer';
import { budgetView, fullTimerTips } from './full-timer';
import type { LatLng } from '../catalogue/geo';
import { formatDriveTime, gpsText, haversineMiles, round } from '../catalogue/geo';
import { townLabel } from '../catalogue/gazetteer';
import type { DaySkeleton, Stop } from './itinerary';
import { PASS_THROUGH_MILES, splitIntoDays } from './itinerary';
import { recommendations } from './recommendations';
import type { PlannerData } from '../catalogue/planner-data';
import { ROAD_DISTANCE_NOTE } from '../routing/notes';
import type { LatLngLike, RouteRequest, RoutedPath } from '../routing/road-router';
import { RouteNotFoundError, encodePath } from '../routing/road-router';
import { joinedGeometry } from '@shared/trips/park-reroute';
import { routeForTarget } from '@shared/trips/optimize-route';
import { builtinHoursFromRoad, builtinRoute } from '../routing/builtin';
import type { RoutingProvider } from '../routing/provider';
import type { RouteShape, Waypoint } from './routes';
import { buildRouteShapes, parksAlong, scenicShape } from './routes';
import { applyStaysAndPace, paceLimitHours, withTravellerStops } from './stops';
import { activityPriorities, amenityNeeds, andList, orList, overnightNeeds } from './preferences';

export interface PlannerOptions {
  fuelPricePerGallon?: number;
  // Routes the option's waypoints on roads; the bundled highway graph unless a provider routed them.
  route?: (waypoints: LatLngLike[], req: RouteRequest) => RoutedPath;
  // Said in the plan when a configured routing service failed and the built-in graph stood in.
  routingWarning?: string;
  campgroundRadiusMiles?: number;
  now?: () => Date;
}

export const DEFAULT_FUEL_PRICE = 3.75;
const CAMPGROUND_RADIUS = 40;
// How many of the best-ranked parks near a day's end are tried as the end of the day's drive.
const PARK_END_TRIES = 6;
// A day's hours to its candidate parks, and the next day's from them, are estimated from the known
// route around the cut point (from this long before it to this long past it, a point every few
// minutes) and detours of up to DETOUR_HOURS off it.
const ROAD_BEFORE_CUT_HOURS = 2;
const ROAD_PAST_CUT_HOURS = 1;
const ROAD_POINT_HOURS = 0.03;
const DETOUR_HOURS = 2;
// The estimate rejoins the known road where the routed drive may find a shorter way: a park whose
// estimate is over a limit by less than this is still routed and checked (the next day's estimate
// misses by more: its drive often leaves the known road well before the cut point).
const ESTIMATE_SLACK_HOURS = 0.25;
const NEXT_DAY_SLACK_HOURS = 0.5;

// The bundled road network covers the lower 48 states and DC.
export class NoRoadRouteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoRoadRouteError';
  }
}

export class LocationNotFoundError extends Error {
  constructor(readonly location: string) {
    super(`Could not find location: ${location}`);
    this.name = 'LocationNotFoundError';
  }
}

const addDays = (isoDate: string, n: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const shortName = (m: GeoMatch) => m.name;

function budgetLevel(input: NormalizedTripInput): BudgetLevel {
  if (input.travelStyle === 'budget' || input.optimizeFor === 'cost') return 'low';
  if (input.budgetRange && input.budgetRange.max > 0) {
    const perDay = input.budgetRange.max / input.duration;
    if (perDay < 200) return 'low';
    if (perDay > 400) return 'high';
  }
  return input.rvType === 'class-a' ? 'high' : 'medium';
}

// An explicit limit wins; full-timer mode otherwise drives about 4 h a day.
export function maxDrivingHours(input: NormalizedTripInput): number {
  return (
    input.maxDrivingHoursPerDay ??
    (input.fullTimer ? FULL_TIMER_MAX_DRIVING_HOURS : DEFAULT_MAX_DRIVING_HOURS)
  );
}

// Which option the day-by-day plan follows: the requested one, else the one the optimization
// target asks for (the table the client's optimize forms read too), else the default, balanced.
export function selectedRoute(input: NormalizedTripInput): RouteType {
  return input.routeType ?? routeForTarget(input.optimizeFor);
}

// Activity search radius around a stop, in miles: wider on a day spent there.
const activityRadius = (restDay: boolean) => (restDay ? 90 : 50);

interface BuiltOption {
  option: RouteOption;
  warnings: string[];
  placeholders: number;
  nightlyFees: Array<number | null>;
}

// A day's drive: a stretch of a routed path, from point index `from` to `to`.
interface Leg {
  path: RoutedPath;
  from: number;
  to: number;
}

// A night's park and the drive that reaches it. `end` is set when the drive ends at the park
// itself; otherwise it ends on the road where the day was cut and the park is a short drive off.
interface Night {
  choice: CampgroundChoice | undefined;
  leg: Leg;
  end?: { name: string; latitude: number; longitude: number };
  // Routed hours from the park to the next day's cut point, when the day ends at the park.
  hoursToNextCut?: number;
}

interface EngineOptions {
  fuelPricePerGallon: number;
  campgroundRadiusMiles: number;
}

function buildOption(
  shape: RouteShape,
  path: RoutedPath,
  input: NormalizedTripInput,
  data: PlannerData,
  opts: EngineOptions,
): BuiltOption {
  const avoid = input.avoidHighways === true;
  // The pace rule caps the day in miles: turned into hours at this route's average speed.
  const averageMph = path.hours > 0 ? path.miles / path.hours : 50;
  const maxHours = paceLimitHours(input, maxDrivingHours(input), averageMph);
  const { days: planned, warnings: splitWarnings } = splitIntoDays(shape, path, {
    duration: input.duration,
    maxHours,
    campgrounds: data.campgrounds,
    gazetteer: data.gazetteer,
    parks: data.parks,
    minNights: input.fullTimer ? FULL_TIMER_MIN_NIGHTS : 1,
    ...(input.stops?.length ? { overnightAtWaypoints: true } : {}),
  });
  // The traveller's nights at their stops and the 2-2-2 rule's 2-night stays.
  const { days: skeleton, warnings: stayWarnings } = applyStaysAndPace(planned, input);
  const warnings = [...splitWarnings, ...stayWarnings];
  const level = budgetLevel(input);
  const needs = overnightNeeds(input);
  const priorities = activityPriorities(input.prioritizeActivities);
  const used = new Set<string>();
  const camps = new Map<number, RvPark>();
  let placeholders = 0;
  const notesByStop = new Map<number, string[]>();

  const warningsByStop = new Map<number, string[]>();
  const nightlyFees: Array<number | null> = [];

  const nightDatesOf = (s: DaySkeleton) =>
    Array.from({ length: Math.max(1, s.nights) }, (_, i) => addDays(input.departureDate, s.day - 1 + i));
  // Parks near a stop that host the rig on every night of the stay, best fit for the traveller's
  // needs first, then nearest. A need no park within reach reports: look half as far again.
  const rankFor = (stop: Stop, dates: string[]) => {
    const radius = opts.campgroundRadiusMiles;
    const rank = (r: number) =>
      rankCampgrounds(data.campgrounds.near(stop, r), {
        rvType: input.rvType,
        specialNeeds: needs,
        cheap: level === 'low',
        exclude: used,
        dates,
      });
    let ranked = rank(radius);
    if (ranked[0] && ranked[0].needsUnavailable.length > 0) {
      const wider = rank(Math.round(radius * 1.5));
      if (wider[0] && wider[0].needsMet.length > ranked[0].needsMet.length) ranked = wider;
    }
    return ranked;
  };

  // Every night ends at its park: the day's drive is routed to the park and the next day's from it.
  // The park is chosen with the cut, so the driving limit still holds: of the best parks (same
  // needs met as the best one), the first whose drive keeps this day within its limit and from
  // which the next day can still reach its own cut point within the next day's limit. When none
  // fits, the day ends on the road where it was cut and the park is a short drive off (the note
  // says how far). Only on the built-in router: another service's line cannot be re-routed here.
  const rerouting = path.source === 'builtin';
  const routeReq: RouteRequest = { profile: shape.type, rvType: input.rvType, avoidHighways: avoid };
  const legCache = new Map<string, RoutedPath | null>();
  const routeLeg = (points: LatLng[]): RoutedPath | null => {
    const key = points.map((p) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`).join(';');
    if (!legCache.has(key)) {
      let routed: RoutedPath | null = null;
      try {
        routed = builtinRoute(points, routeReq);
      } catch (err) {
        if (!(err instanceof RouteNotFoundError)) throw err;
      }
      legCache.set(key, routed);
    }
    return legCache.get(key) ?? null;
  };
  const wholeLeg = (p: RoutedPath): Leg => ({ path: p, from: 0, to: p.lat.length - 1 });
  // The first path index at or after `hours` into the route (the last one past its end).
  const indexAtHours = (hours: number) => {
    let lo = 0;
    let hi = path.cumHours.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (path.cumHours[mid] < hours) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // The route's points from index a to b, a few minutes of driving apart, with their hours.
  const roadPoints = (a: number, b: number, hoursAt: (i: number) => number) => {
    const out: Array<{ at: LatLng; hours: number }> = [];
    let last = -Infinity;
    for (let i = a; i <= b; i++) {
      if (i < b && path.cumHours[i] - last < ROAD_POINT_HOURS) continue;
      last = path.cumHours[i];
      out.push({ at: pointAt(i), hours: hoursAt(i) });
    }
    return out;
  };
  const pointAt = (i: number): LatLng => ({ latitude: path.lat[i], longitude: path.lng[i] });
  // The route's waypoints reached strictly between two path points: a re-routed leg still passes them.
  const viaBetween = (a: number, b: number): LatLng[] =>
    shape.waypoints.slice(1, -1).filter((_, i) => path.waypointIndex[i] > a && path.waypointIndex[i] < b);
  const passPoints = shape.waypoints.slice(1, -1).filter((w) => w.passThrough === true);
  // Where the route reaches each of its waypoints between the two ends.
  const viaIndices = path.waypointIndex.slice(0, -1);
  // A day may drive up to the limit, or as long as the cut made it when the trip is too short.
  const limitOf = (d: DaySkeleton) => Math.max(maxHours, d.hours) + 0.02;
  // A stop at one of the route's waypoints (the destination, a traveller's stop, a park on the way)
  // keeps its name; a stop where the day was cut is named after the park's own town.
  const isWaypoint = (stop: Stop) =>
    shape.waypoints.some((w) => w.name === stop.name && haversineMiles(w, stop) < 0.5);
  const parkPlaceName = (stop: Stop, at: LatLng) => {
    if (isWaypoint(stop)) return stop.name;
    const town = data.gazetteer.nameNear(at, 15) ?? data.gazetteer.nameNear(at, 40);
    return town ? townLabel(town) : stop.name;
  };

  // Campgrounds within 15 miles of the road from 1.5 h before a cut point to 30 min past it, each
  // with its distance from the road.
  const parksAlongRoad = (cut: number) => {
    const H = path.cumHours;
    const found = new Map<string, { item: CampgroundRow; distance: number }>();
    let lastSample = -Infinity;
    for (let i = cut; i >= 1 && H[i] >= H[cut] - 1.5; i--) {
      if (Math.abs(H[i] - lastSample) < 0.2) continue;
      lastSample = H[i];
      for (const c of data.campgrounds.near(pointAt(i), 15)) {
        const seen = found.get(c.item.id);
        if (!seen || c.distance < seen.distance) found.set(c.item.id, c);
      }
    }
    lastSample = -Infinity;
    for (let i = cut + 1; i < path.lat.length - 1 && H[i] <= H[cut] + 0.5; i++) {
      if (Math.abs(H[i] - lastSample) < 0.2) continue;
      lastSample = H[i];
      for (const c of data.campgrounds.near(pointAt(i), 15)) {
        const seen = found.get(c.item.id);
        if (!seen || c.distance < seen.distance) found.set(c.item.id, c);
      }
    }
    return [...found.values()];
  };

  const nights = new Map<number, Night>();
  const drives = skeleton.filter((s) => !s.restDay);
  let start: { point: LatLng; index: number; atPark: boolean; hoursToCut?: number } = {
    point: pointAt(0),
    index: 0,
    atPark: false,
  };
  drives.forEach((s, k) => {
    const ranked = rankFor(s.to, nightDatesOf(s));
    const top = ranked[0];
    const next = drives[k + 1];
    let choice: CampgroundChoice | undefined = top;
    let night: Night | undefined;
    const vias = viaBetween(start.index, s.toIndex);
    const H = path.cumHours;
    const cut = s.toIndex;
    // This day's hours to each park: the day's road up to the cut point (and a little past it) is
    // known, so only the detour from it to the parks is searched, all parks at once. From a park,
    // the road is known from where the drive rejoins it (its hours to the cut routed the day before).
    const dayHoursTo = (ats: LatLng[]) => {
      const lastVia = viaIndices.filter((w) => w > start.index && w < cut).pop() ?? start.index;
      const hoursAt = (i: number) =>
        start.hoursToCut !== undefined ? start.hoursToCut - (H[cut] - H[i]) : H[i] - H[start.index];
      return builtinHoursFromRoad(
        roadPoints(
          Math.max(lastVia, indexAtHours(H[cut] - ROAD_BEFORE_CUT_HOURS)),
          indexAtHours(H[cut] + ROAD_PAST_CUT_HOURS),
          hoursAt,
        ),
        ats,
        routeReq,
        DETOUR_HOURS,
      );
    };
    // The next day's hours from each park to its own cut point: the detour back onto the known road,
    // joined before any waypoint the next day still has to pass, then the road's own hours.
    const nextHoursFrom = (ats: LatLng[], after: DaySkeleton) => {
      const firstVia = viaIndices.find((w) => w > cut && w < after.toIndex) ?? after.toIndex;
      return builtinHoursFromRoad(
        roadPoints(
          Math.max(start.index, indexAtHours(H[cut] - ROAD_BEFORE_CUT_HOURS)),
          Math.min(firstVia, indexAtHours(H[cut] + ROAD_PAST_CUT_HOURS)),
          (i) => H[after.toIndex] - H[i],
        ),
        ats,
        routeReq,
        DETOUR_HOURS,
      );
    };
    // The night at a park when its routed drive keeps within this day's limit and the next day's
    // routed drive from it reaches the next cut point within that day's limit.
    const endAt = (c: CampgroundChoice): Night | undefined => {
      const at: LatLng = { latitude: c.row.lat, longitude: c.row.lng };
      const leg = routeLeg([start.point, ...vias, at]);
      if (!leg || leg.hours > limitOf(s)) return undefined;
      const onward = next
        ? routeLeg([at, ...viaBetween(s.toIndex, next.toIndex), pointAt(next.toIndex)])
        : undefined;
      if (next && (!onward || onward.hours > limitOf(next))) return undefined;
      return {
        choice: c,
        leg: wholeLeg(leg),
        end: {
          name: parkPlaceName(s.to, at),
          latitude: Number(c.row.lat.toFixed(5)),
          longitude: Number(c.row.lng.toFixed(5)),
        },
        ...(onward ? { hoursToNextCut: onward.hours } : {}),
      };
    };
    // The first park, in the list's order, whose night fits. When the day was cut short of its
    // limit the best park usually fits and is routed straight away; otherwise (and when it does
    // not) the hours are first estimated for all parks at once, and only the parks the estimates
    // leave in are routed and checked, in the list's order.
    const firstFit = (list: readonly CampgroundChoice[]): Night | undefined => {
      // Never an overnight at a stop the traveller only passes.
      let open = list.filter(
        (c) =>
          !passPoints.some(
            (w) => haversineMiles({ latitude: c.row.lat, longitude: c.row.lng }, w) < PASS_THROUGH_MILES,
          ),
      );
      if (open.length > 0 && s.hours + ESTIMATE_SLACK_HOURS <= limitOf(s)) {
        const fit = endAt(open[0]);
        if (fit) return fit;
        open = open.slice(1);
      }
      const ats = open.map((c): LatLng => ({ latitude: c.row.lat, longitude: c.row.lng }));
      // An estimate over a limit rules a park out; a park the estimate cannot reach is routed.
      const within = (hours: number | null, limit: number, slack = ESTIMATE_SLACK_HOURS) =>
        hours === null || hours <= limit + slack;
      const today = dayHoursTo(ats);
      const reachable = ats.filter((_, i) => within(today[i], limitOf(s)));
      if (reachable.length === 0) return undefined;
      const tomorrow = next ? nextHoursFrom(reachable, next) : [];
      let r = -1;
      for (let i = 0; i < open.length; i++) {
        if (!within(today[i], limitOf(s))) continue;
        r++;
        if (next && !within(tomorrow[r], limitOf(next), NEXT_DAY_SLACK_HOURS)) continue;
        const fit = endAt(open[i]);
        if (fit) return fit;
      }
      return undefined;
    };
    if (rerouting && top) {
      const asGood = (c: CampgroundChoice) => c.needsMet.length >= top.needsMet.length;
      const tries = ranked.filter(asGood).slice(0, PARK_END_TRIES);
      night = firstFit(tries);
      // None of those fits a day cut on the open road: try parks close to the road in the last
      // stretch before the cut point (and a little past it), so the day ends a little earlier or
      // later. A waypoint's stop (the destination, the traveller's own) keeps its own parks.
      if (!night && !isWaypoint(s.to)) {
        const tried = new Set(tries.map((c) => c.row.id));
        night = firstFit(
          rankCampgrounds(parksAlongRoad(s.toIndex), {
            rvType: input.rvType,
            specialNeeds: needs,
            cheap: level === 'low',
            exclude: used,
            dates: nightDatesOf(s),
          })
            .filter((c) => asGood(c) && !tried.has(c.row.id))
            .slice(0, PARK_END_TRIES),
        );
      }
      if (night) choice = night.choice;
    }
    if (!night) {
      // The day ends where it was cut; from a park, that drive was checked when the park was chosen.
      const fromPark = start.atPark
        ? routeLeg([start.point, ...viaBetween(start.index, s.toIndex), pointAt(s.toIndex)])
        : null;
      night = { choice, leg: fromPark ? wholeLeg(fromPark) : { path, from: s.fromIndex, to: s.toIndex } };
    }
    if (choice) used.add(choice.row.id);
    nights.set(s.stopIndex, night);
    start = night.end
      ? { point: night.end, index: s.toIndex, atPark: true, hoursToCut: night.hoursToNextCut }
      : { point: pointAt(s.toIndex), index: s.toIndex, atPark: false };
  });

  // The overnight park for a stop, as chosen above. What it cannot meet becomes that day's warnings.
  const parkFor = (stop: Stop, stopIndex: number, dates: string[]): RvPark => {
    const cached = camps.get(stopIndex);
    if (cached) return cached;
    const radius = opts.campgroundRadiusMiles;
    const night = nights.get(stopIndex);
    const choice = night?.choice;
    const notes: string[] = [];
    const dayWarnings: string[] = [];
    let park: RvPark;
    if (choice) {
      const near = data.gazetteer.nameNear({ latitude: choice.row.lat, longitude: choice.row.lng }, 40);
      park = toRvPark(
        choice.row,
        near ? `Near ${near.name}, ${near.state}` : `${choice.row.state}, United States`,
      );
      const what =
        choice.row.source === 'OSM'
          ? `${park.type === 'private' ? 'an RV park' : park.type === 'state' ? 'a state park campground' : 'a campground'} (OpenStreetMap data)`
          : 'a federal campground';
      notes.push(
        `${choice.row.name} is ${what} ${
          night?.end
            ? `where the day's drive ends${isWaypoint(stop) ? `, about ${Math.round(choice.distance)} miles from ${stop.name}` : ''}`
            : `about ${Math.round(choice.distance)} miles from ${stop.name}`
        }. Amenities, fees and seasons are as reported; confirm length limits and hook-ups when you book.`,
      );
      if (choice.needsMet.length > 0) notes.push(`It reports: ${choice.needsMet.map(needLabel).join(', ')}.`);
      if (choice.needsMissing.length > 0) {
        const missing = choice.needsMissing.map(needLabel).join(', ');
        const reach = Math.round(Math.max(radius, choice.distance));
        dayWarnings.push(
          choice.needsMissing.every((n) => choice.needsUnavailable.includes(n))
            ? `No campground within ${reach} miles of ${stop.name} in our data reports ${missing}; ask ${choice.row.name} before you book.`
            : `No campground within ${reach} miles of ${stop.name} in our data reports all your needs: ${choice.row.name} does not report ${missing}; ask before you book.`,
        );
      }
      if (choice.seasonUnknown) {
        dayWarnings.push(
          `${choice.row.name} reports no season, and campgrounds in this region often close between November and April: call ahead to check it is open.`,
        );
      }
      for (let i = 0; i < dates.length; i++) nightlyFees.push(choice.row.cost);
    } else {
      placeholders += 1;
      const label = `RV parks near ${stop.area}`;
      const message = `No RV campground in our data that suits this trip (rig, season) lies within ${radius} miles of ${stop.name}. Search for RV parks and book ahead.`;
      park = {
        name: label,
        amenities: [],
        amenitiesReported: true,
        price: 'Price not listed',
        gpsCoordinates: gpsText(stop),
        address: stop.area,
        searchUrl: mapsSearchUrl(label),
        isPlaceholder: true,
        warning: message,
      };
      dayWarnings.push(message);
      for (let i = 0; i < dates.length; i++) nightlyFees.push(null);
    }
    const unknown = input.specialNeeds.filter((n) => !knownNeeds.includes(n));
    if (unknown.length > 0 && stopIndex === 0)
      notes.push(`Our data cannot tell: ${unknown.join(', ')}. Ask the campground.`);
    camps.set(stopIndex, park);
    notesByStop.set(stopIndex, notes);
    warningsByStop.set(stopIndex, dayWarnings);
    return park;
  };

  // The traveller's pass-through stops, where the route reaches them.
  const passes = shape.waypoints
    .map((w, i) => ({ w, at: i === 0 ? 0 : path.waypointIndex[i - 1] }))
    .filter(({ w }) => w.passThrough === true);
  const restCount = new Map<number, number>();
  const dayHours: number[] = [];
  let prevTo: Day['to'] | undefined;
  const days: Day[] = skeleton.map((s) => {
    const night = nights.get(s.stopIndex);
    const leg: Leg = (!s.restDay && night?.leg) || { path, from: s.fromIndex, to: s.toIndex };
    const miles = s.restDay ? 0 : leg.path.cumMiles[leg.to] - leg.path.cumMiles[leg.from];
    const hours = s.restDay ? 0 : leg.path.cumHours[leg.to] - leg.path.cumHours[leg.from];
    dayHours.push(hours);
    const to: Day['to'] = night?.end
      ? { ...night.end }
      : { name: s.to.name, latitude: round(s.to.latitude, 5), longitude: round(s.to.longitude, 5) };
    const from: Day['from'] = prevTo ?? {
      name: s.from.name,
      latitude: round(s.from.latitude, 5),
      longitude: round(s.from.longitude, 5),
    };
    prevTo = to;
    const via = s.restDay
      ? []
      : passes
          .filter(({ at }) => at > s.fromIndex && at <= s.toIndex)
          .map(({ w }) => ({
            name: w.name,
            latitude: round(w.latitude, 5),
            longitude: round(w.longitude, 5),
          }));
    const rvPark = parkFor(s.to, s.stopIndex, nightDatesOf(s));
    const restIndex = s.restDay ? (restCount.get(s.stopIndex) ?? 0) : 0;
    if (s.restDay) restCount.set(s.stopIndex, restIndex + 1);
    const { details: activityDetails, prioritized } = planDayActivities({
      stop: s.to,
      parks: data.parks,
      style: input.travelStyle,
      driveHours: hours,
      restDay: s.restDay,
      restDayIndex: restIndex,
      month: Number(addDays(input.departureDate, s.day - 1).slice(5, 7)),
      ...(priorities && priorities.categories.length > 0 ? { prefer: priorities.matches } : {}),
      extraSlot: input.optimizeFor === 'activities',
    });
    const notes = s.restDay
      ? [`Day ${restIndex + 2} of a ${s.nights}-night stay at ${rvPark.name}.`]
      : [...(notesByStop.get(s.stopIndex) ?? [])];
    const dayWarnings: string[] = [];
    if (priorities && priorities.categories.length > 0 && prioritized === 0)
      dayWarnings.push(
        `None of your prioritized activities (${orList(priorities.categories)}) is offered by a park within ${activityRadius(s.restDay)} miles of ${s.to.name} in our data, so this day has other activities.`,
      );
    if (!s.restDay)
      notes.push(
        ...winterRoadNotes(
          parksNear(s.to, data.parks, 90).map((n) => n.park),
          Number(addDays(input.departureDate, s.day - 1).slice(5, 7)),
        ),
      );
    // Interstates this day's leg still drives although the traveller asked to avoid them.
    if (!s.restDay && avoid) {
      const onDay = new Map<string, number>();
      for (const r of leg.path.roadRuns ?? []) {
        if (!r.interstate) continue;
        const a = Math.max(r.from, leg.from);
        const b = Math.min(r.to, leg.to);
        if (b > a) onDay.set(r.name, (onDay.get(r.name) ?? 0) + leg.path.cumMiles[b] - leg.path.cumMiles[a]);
      }
      const unavoidable = [...onDay].filter(([, m]) => m >= 5);
      if (unavoidable.length > 0)
        dayWarnings.push(
          `Avoid highways: no road in our network gets around ${andList(unavoidable.map(([name]) => name))} on this day's drive (about ${Math.round(unavoidable.reduce((t, [, m]) => t + m, 0))} miles of Interstate).`,
        );
    }
    // Said on the day when no end of it could be kept away from a stop the traveller only passes.
    const roadEnd = night?.end ?? { latitude: path.lat[s.toIndex], longitude: path.lng[s.toIndex] };
    if (!s.restDay && s.toIndex < path.lat.length - 1)
      for (const { w } of passes)
        if (haversineMiles(roadEnd, w) < PASS_THROUGH_MILES || haversineMiles(s.to, w) < PASS_THROUGH_MILES)
          dayWarnings.push(
            `This day ends near ${w.name}, which you asked only to pass through: no other place on the road keeps the days within your driving limit.`,
          );
    if (!s.restDay && hours > maxHours + 0.05) {
      notes.push(`A long day: ${formatDriveTime(hours)} of driving.`);
      dayWarnings.push(
        `${formatDriveTime(hours)} of driving, over your limit of ${maxHours} h a day: the trip has too few days for the distance.`,
      );
    }
    if (!s.restDay && s.nights > 1) notes.push(`${s.nights}-night stay here.`);
    if (via.length > 0) notes.push(`Passes through ${via.map((v) => v.name).join(', ')}.`);
    // Our data has nightly fees only; longer stays are often cheaper per night.
    if (!s.restDay && input.fullTimer && s.nights >= 7)
      notes.push(
        `Ask about a ${s.nights >= 28 ? 'monthly' : 'weekly'} rate: the cost estimate uses nightly rates.`,
      );
    return {
      day: s.day,
      date: addDays(input.departureDate, s.day - 1),
      title: s.restDay
        ? `Explore ${to.name}`
        : from.name === to.name
          ? `${to.name}`
          : `${from.name} to ${to.name}${via.length > 0 ? ` via ${via.map((v) => v.name).join(' and ')}` : ''}`,
      from,
      to,
      distance: round(miles),
      driveTime: s.restDay ? '0 min' : formatDriveTime(hours),
      driveHours: round(hours, 1),
      ...(s.restDay ? {} : { geometry: encodePath(leg.path, leg.from, leg.to) }),
      ...(via.length > 0 ? { via } : {}),
      warnings: [...(s.restDay ? [] : (warningsByStop.get(s.stopIndex) ?? [])), ...dayWarnings],
      nights: s.nights,
      rvPark,
      activities: activityDetails.map((a) => a.name),
      activityDetails,
      meals: dayMeals({
        level,
        area: s.to.area,
        campName: rvPark.isPlaceholder ? `Camp near ${s.to.area}` : rvPark.name,
        driveDay: !s.restDay && s.hours > 0,
        dayNumber: s.day,
      }),
      notes,
    };
  });

  const miles = days.reduce((a, d) => a + d.distance, 0);
  const hours = dayHours.reduce((a, h) => a + h, 0);
  const costTo = (dayCount: number, milesSoFar: number) =>
    estimateCost({
      rvType: input.rvType,
      days: dayCount,
      miles: milesSoFar,
      fuelPricePerGallon: opts.fuelPricePerGallon,
      foodFactor: level === 'low' ? 0.75 : level === 'high' ? 1.3 : 1,
      nightlyFees: nightlyFees.slice(0, dayCount),
    });
  const cost = costTo(Math.max(input.duration, days.length), miles);
  // The day the running estimate first goes over the traveller's budget says so.
  const budgetMax = input.budgetRange && input.budgetRange.max > 0 ? input.budgetRange.max : undefined;
  if (budgetMax !== undefined && cost.total > budgetMax) {
    let milesSoFar = 0;
    const over = days.find((d, i) => {
      milesSoFar += d.distance;
      return costTo(i + 1, milesSoFar).total > budgetMax;
    });
    const day = over ?? days[days.length - 1];
    day.warnings = [
      ...(day.warnings ?? []),
      `By the end of this day the estimated cost passes your budget of $${budgetMax} (the whole trip is estimated at $${cost.total}).`,
    ];
  }
  // Avoiding highways weighs Interstates down; where no other road gets through, the route says so.
  const interstates = avoid
    ? path.roadRuns
      ? [...new Set(path.roadRuns.filter((r) => r.interstate).map((r) => r.name))].filter((n) =>
          path.roads.includes(n),
        )
      : path.roads.filter((r) => /^I-\d/.test(r))
    : [];
  if (interstates.length > 0)
    warnings.push(
      `Avoid highways: our road network has no way around ${andList(interstates)} on the ${shape.name}, so it still uses ${interstates.length === 1 ? 'it' : 'them'} for part of the way.`,
    );
  const option: RouteOption = {
    name: shape.name,
    type: shape.type,
    driveTime: formatDriveTime(hours),
    driveHours: round(hours, 1),
    distance: round(miles),
    description: `${shape.description}${path.roads.length ? ` Main roads: ${path.roads.slice(0, 6).join(', ')}.` : ''}${avoid ? ' Avoiding Interstates adds time.' : ''}`,
    color: shape.color,
    // The line the days drive: their legs joined, once any of them was re-routed to a park.
    geometry:
      (nights.size > 0 && [...nights.values()].some((n) => n.leg.path !== path)
        ? joinedGeometry(days)
        : null) ?? encodePath(path),
    roads: path.roads,
    waypoints: shape.waypoints.map((w: Waypoint) => ({
      name: w.name,
      latitude: round(w.latitude, 5),
      longitude: round(w.longitude, 5),
    })),
    dailyItinerary: days,
    estimatedCost: cost.total,
  };
  return { option, warnings, placeholders, nightlyFees };
}

function tripShapes(input: NormalizedTripInput, data: PlannerData) {
  const from = data.gazetteer.resolve(input.fromLocation);
  if (!from) throw new LocationNotFoundError(input.fromLocation);
  const to = data.gazetteer.resolve(input.toLocation);
  if (!to) throw new LocationNotFoundError(input.toLocation);
  const asWaypoint = (m: GeoMatch): Waypoint => ({
    name: shortName(m),
    latitude: m.latitude,
    longitude: m.longitude,
    parkId: m.parkId,
  });
  for (const end of [from, to]) {
    if (end.state === 'AK' || end.state === 'HI')
      throw new NoRoadRouteError(
        `Our road network covers the lower 48 states: we cannot route a drive to or from ${shortName(end)}.`,
      );
  }
  const a = asWaypoint(from);
  const b = asWaypoint(to);
  // Scenic: the scenic roads' own corridor first, then the parks close to it.
  const corridor = builtinRoute([a, b], {
    profile: 'scenic',
    rvType: input.rvType,
    avoidHighways: input.avoidHighways === true,
  });
  const shapes = withTravellerStops(
    buildRouteShapes(a, b, data.parks).map((s) =>
      s.type === 'scenic' ? scenicShape(a, b, parksAlong(corridor, a, b, data.parks)) : s,
    ),
    input.stops ?? [],
  );
  return { from, to, shapes };
}

// Plans with a routing service: each option's waypoints are routed by the provider; when it fails,
// the bundled graph routes them and the plan says so.
export async function planTripWithProvider(
  input: NormalizedTripInput,
  data: PlannerData,
  provider: RoutingProvider,
  options: PlannerOptions = {},
): Promise<AiPlan> {
  if (provider.name === 'builtin') return planTrip(input, data, options);
  const { shapes } = tripShapes(input, data);
  const req = (type: RouteType): RouteRequest => ({
    profile: type,
    rvType: input.rvType,
    avoidHighways: input.avoidHighways === true,
  });
  let failure: unknown;
  const paths = await Promise.all(
    shapes.map((s) =>
      provider.route(s.waypoints, req(s.type)).catch((err: unknown) => {
        failure ??= err;
        return builtinRoute(s.waypoints, req(s.type));
      }),
    ),
  );
  const byType = new Map(shapes.map((s, i) => [s.type, paths[i]]));
  const label = provider.name === 'osrm' ? 'The OSRM routing service' : 'Mapbox Directions';
  return planTrip(input, data, {
    ...options,
    route: (waypoints, r) => byType.get(r.profile) ?? builtinRoute(waypoints, r),
    ...(failure
      ? {
          routingWarning: `${label} did not answer, so this plan is routed on the bundled highway network instead.`,
        }
      : {}),
  });
}

export function planTrip(
  input: NormalizedTripInput,
  data: PlannerData,
  options: PlannerOptions = {},
): AiPlan {
  const opts: EngineOptions = {
    fuelPricePerGallon: options.fuelPricePerGallon ?? DEFAULT_FUEL_PRICE,
    campgroundRadiusMiles: options.campgroundRadiusMiles ?? CAMPGROUND_RADIUS,
  };
  const { from, to, shapes } = tripShapes(input, data);
  const route = options.route ?? builtinRoute;
  const built = shapes.map((s) =>
    buildOption(
      s,
      route(s.waypoints, {
        profile: s.type,
        rvType: input.rvType,
        avoidHighways: input.avoidHighways === true,
      }),
      input,
      data,
      opts,
    ),
  );
  const selected = selectedRoute(input);
  const chosen = built.find((b) => b.option.type === selected) ?? built[2];
  const days = chosen.option.dailyItinerary;
  const totalMiles = chosen.option.distance;
  const level = budgetLevel(input);
  const cost = estimateCost({
    rvType: input.rvType,
    days: Math.max(input.duration, days.length),
    miles: totalMiles,
    fuelPricePerGallon: opts.fuelPricePerGallon,
    foodFactor: level === 'low' ? 0.75 : level === 'high' ? 1.3 : 1,
    nightlyFees: chosen.nightlyFees,
  });

  const warnings = [...(options.routingWarning ? [options.routingWarning] : []), ...chosen.warnings];
  if (chosen.placeholders > 0) {
    warnings.push(
      `${chosen.placeholders} of ${new Set(days.map((d) => d.to.name)).size} stops have no suitable campground nearby in our data; they show an 'RV parks near' search instead.`,
    );
  }
  if (input.budgetRange && input.budgetRange.max > 0 && cost.total > input.budgetRange.max) {
    warnings.push(`The estimated cost of $${cost.total} is above your budget of $${input.budgetRange.max}.`);
  } else if (input.budgetRange && input.budgetRange.min > 0 && cost.total < input.budgetRange.min) {
    // Parks are never picked to spend more: a plan under the range says so instead of padding it.
    warnings.push(
      `The estimated cost of $${cost.total} is below your budget of $${input.budgetRange.min} to $${input.budgetRange.max}: parks and stays were chosen on fit and route, not to spend more.`,
    );
  }
  // Preferences our data cannot speak to are said, never silently dropped.
  const unknownAmenities = amenityNeeds(input.preferredAmenities).unknown;
  if (unknownAmenities.length > 0)
    warnings.push(
      `Our campground data does not report ${andList(unknownAmenities)}, so the parks could not be chosen for ${unknownAmenities.length === 1 ? 'it' : 'them'}: ask each park.`,
    );
  const unsupported = activityPriorities(input.prioritizeActivities)?.unsupported ?? [];
  if (unsupported.length > 0)
    warnings.push(
      `Our activity data covers National Park Service sites only, so it has nothing for ${andList(unsupported)}: the days could not be planned around ${unsupported.length === 1 ? 'it' : 'them'}.`,
    );

  const month = Number(input.departureDate.slice(5, 7));
  const stops = days.map((d) => d.to);
  const nearParks = [from, to, ...stops]
    .flatMap((p) => parksNear(p, data.parks, 80).map((n) => n.park))
    .filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
  const suggestions = activitySuggestions(input.travelStyle, nearParks, month);
  const via = chosen.option.waypoints.slice(1, -1).map((w) => w.name);
  const title = `${shortName(from).split(',')[0]} to ${shortName(to).split(',')[0]} RV Trip`;
  const description =
    `A ${input.duration}-day ${input.fullTimer ? 'full-timer ' : ''}${input.travelStyle} trip from ${shortName(from)} to ${shortName(to)}` +
    (via.length ? ` via ${via.join(' and ')}` : '') +
    `: about ${totalMiles} miles and ${chosen.option.driveTime} of driving. Ideas for the way: ${suggestions.join(', ')}.`;

  const baseRecommendations = recommendations({
    rvType: input.rvType,
    month,
    points: [from, ...stops],
    fuelCost: cost.fuel,
    totalMiles,
    hasPlaceholders: chosen.placeholders > 0,
  });
  const planRecommendations = input.fullTimer
    ? {
        ...baseRecommendations,
        budgetTips: [
          ...baseRecommendations.budgetTips,
          'Camping here is estimated at nightly rates; weekly and monthly rates are not in our data and are often lower, so ask each park.',
        ],
        fullTimerTips: fullTimerTips({ month, points: [from, ...stops] }),
      }
    : baseRecommendations;

  return {
    overview: {
      title,
      description,
      totalDistance: totalMiles,
      estimatedCost: cost.total,
      totalDriveHours: chosen.option.driveHours,
      distanceNote: ROAD_DISTANCE_NOTE,
    },
    routeOptions: built.map((b) => b.option),
    selectedRoute: chosen.option.type,
    dailyItinerary: days,
    recommendations: planRecommendations,
    costBreakdown: cost,
    ...(input.fullTimer ? { budgetView: budgetView(cost, input.duration) } : {}),
    source: 'builtin',
    warnings,
    generatedAt: (options.now ?? (() => new Date()))().toISOString(),
    input,
  };
}
