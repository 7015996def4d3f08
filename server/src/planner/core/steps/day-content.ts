import type { Day, NightAway } from '@shared/schemas/plan';
import { encodeLine, onLineGrid } from '@shared/plan/polyline';
import { pathLine } from '../../../routing/core/road-geometry';
import { dayMeals, planDayActivities } from '../activities';
import type { CampDrives } from '../camp-drives';
import type { PlanContext } from '../context';
import { campDrives } from './camp-reach';
import { formatDriveTime, haversineMiles, round } from '../../../geo';
import type { LatLng } from '../../../geo';
import { townLabel } from '../../../catalogue/core/gazetteer';
import type { DaySkeleton } from '../itinerary';
import { STOP_TOWN_MILES, parkTown } from './night-search';
import type { PlanStep } from '../plan-step';
import type { Waypoint } from '../routes';
import type { Leg, Night, OptionDraft, StopPark } from '../plan-state';
import { dayLeg, required } from '../plan-state';
import { daySeasonRoads, dayNotes, dayWarnings, legRestrictions, roadRuleTexts } from './day-notes';
import { closedRoadIds } from '../activity-season';
import type { WinterRoad } from '../activity-season';
import type { ParkRow } from '../../../catalogue/core/data';
import { childrenRules, travellersNotes } from '../travellers';
import { driveTitle, restDayTitle } from '@shared/plan/day-title';
import { nightAway } from './day-title';
import { spareDaysNote } from '../spare-days-note';
import type { RoutedPath } from '../../../routing/road-router';
import type { ViaReach } from './via-route';
import { viaReach } from './via-route';

type OffRoute = Extract<ViaReach, { on: false }>;

// Meals out only in a town this close to camp (straight line; about 45 minutes by road at most).
const MEAL_TOWN_MILES = 30;

/** Whether the town the day names lies within a short drive of camp (else meals are at camp). */
function townNearCamp(ctx: PlanContext, town: string, camp: LatLng): boolean {
  return ctx.data.gazetteer.townsNear(camp, MEAL_TOWN_MILES).some(({ item }) => townLabel(item) === town);
}

const point = (p: { name: string; latitude: number; longitude: number }) => ({
  name: p.name,
  latitude: round(p.latitude, 5),
  longitude: round(p.longitude, 5),
});

/**
 * The town of the night, where its restock, meals and errands are said: the stop's own town when the
 * camp lies within STOP_TOWN_MILES of the stop, else the park's own town (a night at Bryson City, NC
 * for a stop by Gatlinburg, TN over Newfound Gap restocks in Bryson City).
 */
function nightTown(ctx: PlanContext, s: DaySkeleton, end: { town?: string } | undefined, camp: LatLng): string {
  const named = (end ? end.town : s.to.town) ?? s.to.area;
  const g = ctx.data.gazetteer;
  if (g.townsNear(camp, STOP_TOWN_MILES).some(({ item }) => townLabel(item) === named)) return named;
  // A stop that names its town (not always the gazetteer's label), with the camp by it.
  if (named === s.to.town && haversineMiles(camp, s.to) <= STOP_TOWN_MILES) return named;
  // A day cut on the road is named after its park's own town already (parkPlace).
  if (end?.town && end.town !== s.to.town) return end.town;
  return parkTown(g, camp) ?? named;
}

type PlaceOnRoute = { w: Waypoint; at: number; k: number };

/**
 * The places the route goes by between its ends, where it reaches them: the traveller's stops and
 * the option's parks (a balanced route's detour to a park whose days have no night there still
 * drives by it, and its day says so).
 */
function placesBetween(option: OptionDraft): PlaceOnRoute[] {
  const { path, shape } = option;
  const last = shape.waypoints.length - 1;
  return shape.waypoints
    .map((w, i) => ({ w, at: i === 0 ? 0 : path.waypointIndex[i - 1], k: i }))
    .filter((_, i) => i > 0 && i < last);
}

/**
 * What a day's drive goes by without a night there: the traveller's places it passes as via points
 * (within ON_ROUTE_MILES of its line), those it was routed towards but does not pass (off route),
 * and the parks by name only (a park's point is its middle, which a navigator must not be sent to).
 */
function goneBy(
  between: readonly PlaceOnRoute[],
  s: DaySkeleton,
  path: RoutedPath,
): { via: NonNullable<Day['via']>; offRoute: OffRoute[]; parksPassed: string[] } {
  if (s.restDay) return { via: [], offRoute: [], parksPassed: [] };
  const passedBy = between.filter(
    ({ w, at }) => at > s.fromIndex && at <= s.toIndex && (w.passThrough === true || w.name !== s.to.name),
  );
  const isPark = (w: Waypoint) => Boolean(w.parkId) && w.passThrough !== true;
  const reach = passedBy
    .filter(({ w }) => !isPark(w))
    .map(({ w, k }) => viaReach(path, s.fromIndex, s.toIndex, w, k));
  return {
    via: reach.filter((r) => r.on).map(({ w }) => point(w)),
    offRoute: reach.filter((r): r is OffRoute => !r.on),
    parksPassed: passedBy.filter(({ w }) => isPark(w)).map(({ w }) => w.name),
  };
}

/** The days of one option, in order: where each drives, what it offers, where it sleeps. */
type RoadRules = { notes: string[]; warnings: string[] };
/** The day's road rules and, after them, those of the drive on to its night's park that the day's do not say. */
const withParkRoad = (day: RoadRules, park: RoadRules | undefined): RoadRules =>
  park
    ? {
        notes: [...day.notes, ...park.notes.filter((n) => !day.notes.includes(n))],
        warnings: [...day.warnings, ...park.warnings.filter((w) => !day.warnings.includes(w))],
      }
    : day;

/**
 * What a day says of its roads: the park roads closed for the season that its notes name, its road
 * rules (its leg's, then the drive on to its night's park's), which do not say those roads again, and
 * its park's notes, ending with why a nearer park is not tonight's and the roads closed on the way there.
 */
function dayRoads(
  ctx: PlanContext,
  s: DaySkeleton,
  day: {
    leg: Leg;
    path: RoutedPath;
    night: Night | undefined;
    stop: StopPark;
    camp: LatLng;
    inReach: readonly ParkRow[];
  },
): { seasonRoads: WinterRoad[]; roadRules: RoadRules; parkNotes: string[] } {
  const { night, stop } = day;
  const seasonRoads = daySeasonRoads(ctx, s, day);
  const seasonSaid = closedRoadIds(seasonRoads);
  const parkRoad = night?.parkFromEnd?.road;
  const roadRules = s.restDay
    ? { notes: [], warnings: [] }
    : withParkRoad(
        legRestrictions(
          day.leg,
          { path: day.path, from: s.fromIndex, to: s.toIndex },
          { endsAtPark: night?.end !== undefined, seasonSaid },
        ),
        parkRoad && roadRuleTexts(parkRoad, seasonSaid),
      );
  const across = night?.acrossRoads ? roadRuleTexts(night.acrossRoads, seasonSaid).notes : [];
  return { seasonRoads, roadRules, parkNotes: [...stop.notes, ...across] };
}

/**
 * The titles of an option's days in order: a day after a night away from its place (nightAway) starts
 * from that night's park, and a rest day there explores from it (shared/plan/day-title.ts).
 */
function titler() {
  let prevAway: NightAway | undefined; // the night before's, when away from its place
  return (
    restDay: boolean,
    from: Day['from'],
    to: Day['to'],
    via: Day['via'],
    away: NightAway | undefined,
  ) => {
    const start = prevAway;
    if (!restDay) prevAway = away;
    return restDay ? restDayTitle(to, start) : driveTitle(from, to, via, away, start);
  };
}

/** Where a day ends: its park, when the drive ends there, else its stop. */
const dayEnd = (end: Night['end'], s: DaySkeleton): Day['to'] =>
  end ? { name: end.name, latitude: end.latitude, longitude: end.longitude } : point(s.to);

function optionDays(ctx: PlanContext, option: OptionDraft, drivesOn: (day: number) => CampDrives): Day[] {
  const { path } = option;
  const between = placesBetween(option);
  // The traveller's pass-through stops.
  const passes = between.filter(({ w }) => w.passThrough === true);
  const restCount = new Map<number, number>();
  let prevTo: Day['to'] | undefined;
  const titleOf = titler();
  // Who travels: the children's rules for this option's days (each park's Junior Ranger once).
  const children = childrenRules(ctx.input);
  // Where the days beyond the drive went, said on the first day (with the traveller's own stops).
  const spare = spareDaysNote(option.skeleton, ctx.input, (d) => option.nights.get(d.stopIndex)?.end?.name ?? d.to.name);
  return option.skeleton.map((s: DaySkeleton) => {
    const night = option.nights.get(s.stopIndex);
    const leg: Leg = s.restDay ? { path, from: s.fromIndex, to: s.toIndex } : dayLeg(option, s);
    const miles = s.restDay ? 0 : leg.path.cumMiles[leg.to] - leg.path.cumMiles[leg.from];
    const hours = s.restDay ? 0 : leg.path.cumHours[leg.to] - leg.path.cumHours[leg.from];
    option.dayHours.push(hours);
    const line = s.restDay ? undefined : pathLine(leg.path, leg.from, leg.to);
    option.dayLines.push(line && onLineGrid(line));
    const end = night?.end;
    const to = dayEnd(end, s);
    const from: Day['from'] = prevTo ?? point(s.from);
    prevTo = to;
    const { via, offRoute, parksPassed } = goneBy(between, s, path);
    const stop = required(option.parks.get(s.stopIndex), `park for stop ${s.stopIndex}`);
    const rvPark = stop.park;
    const restIndex = s.restDay ? (restCount.get(s.stopIndex) ?? 0) : 0;
    if (s.restDay) restCount.set(s.stopIndex, restIndex + 1);
    // One place name per night: the town the title names where the day ends at its park; camp,
    // meals and notes say the same. The day's activities are measured from the camp itself.
    const camp =
      rvPark.isPlaceholder || rvPark.latitude === null || rvPark.longitude === null
        ? { latitude: s.to.latitude, longitude: s.to.longitude }
        : { latitude: rvPark.latitude, longitude: rvPark.longitude };
    const away = s.restDay ? undefined : nightAway(s, night, rvPark);
    const town = nightTown(ctx, s, end, camp);
    const { details: activityDetails, offered, inReach } = planDayActivities({
      stop: { ...s.to, ...camp, area: town },
      ...(rvPark.isPlaceholder ? {} : { campName: rvPark.name }),
      parks: ctx.data.parks,
      ...(ctx.data.npsUnits ? { units: ctx.data.npsUnits } : {}),
      style: ctx.input.travelStyle,
      driveHours: hours,
      restDay: s.restDay,
      restDayIndex: restIndex,
      month: ctx.dates.monthOfDay(s.day),
      date: ctx.dates.ofDay(s.day),
      closures: ctx.parkClosures,
      rigRoads: ctx.parkRigRoads,
      ...(ctx.priorities && ctx.priorities.categories.length > 0 ? { prefer: ctx.priorities.matches } : {}),
      extraSlot: ctx.input.optimizeFor === 'activities',
      ...(children ? { children } : {}),
      drives: drivesOn(s.day),
    });
    const { seasonRoads, roadRules, parkNotes } = dayRoads(ctx, s, { leg, path, night, stop, camp, inReach });
    const notes = dayNotes(ctx, s, {
      parkName: rvPark.name,
      parkNotes,
      camp,
      restIndex,
      hours,
      miles,
      maxHours: option.maxHours,
      via,
      offRoute,
      parksPassed,
      seasonRoads,
    });
    const warnings = dayWarnings(ctx, s, {
      offered,
      leg,
      hours,
      maxHours: option.maxHours,
      roadEnd: night?.end ?? { latitude: path.lat[s.toIndex], longitude: path.lng[s.toIndex] },
      camp,
      lastIndex: path.lat.length - 1,
      passes,
    });
    return {
      day: s.day,
      date: ctx.dates.ofDay(s.day),
      title: titleOf(s.restDay, from, to, via, away),
      from,
      to,
      distance: round(miles),
      driveTime: s.restDay ? '0 min' : formatDriveTime(hours),
      driveHours: round(hours, 1),
      ...(line ? { geometry: encodeLine(line) } : {}),
      ...(via.length > 0 ? { via } : {}),
      ...(away ? { nightAway: away } : {}),
      warnings: [...(s.restDay ? [] : stop.warnings), ...warnings, ...roadRules.warnings],
      nights: s.nights,
      rvPark,
      activities: activityDetails.map((a) => a.name),
      activityDetails,
      meals: dayMeals({
        level: ctx.budgetLevel,
        area: town,
        areaNearCamp: rvPark.isPlaceholder || townNearCamp(ctx, town, camp),
        campName: rvPark.isPlaceholder ? `Camp near ${town}` : rvPark.name,
        driveDay: !s.restDay && s.hours > 0,
        dayNumber: s.day,
        ...(children ? { family: true } : {}),
      }),
      notes: [
        ...(s.day === 1 ? travellersNotes(ctx.input, ctx.pace.maxDrivingHours) : []),
        ...(s.day === 1 && spare ? [spare] : []),
        ...notes,
        ...roadRules.notes,
      ],
    };
  });
}

/**
 * Day content: each day's drive (its leg, distance, time and line), its park, its activities in
 * reach and in season (the traveller's priorities first), its meals, notes and warnings.
 */
export const dayContentStep: PlanStep = {
  name: 'day content',
  run(ctx, state) {
    const drivesOn = campDrives(ctx);
    for (const option of state.options) option.days = optionDays(ctx, option, drivesOn);
  },
};
