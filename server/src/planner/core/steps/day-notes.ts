import type { Day } from '@shared/schemas/plan';
import type { ParkRow } from '../../../catalogue/core/data';
import { stayDayNote, stayHereNote } from '@shared/plan/day-texts';
import { CAMP_REACH_MINUTES, parksNear } from '../activities';
import type { WinterRoad } from '../activity-season';
import { winterRoadsOn, winterRoadTexts } from '../activity-season';
import { CAMP_REACH_MILES } from '../camp-drives';
import { npsSitesNear, unitAsPark } from '../nps-sites';
import type { PlanContext } from '../context';
import { rigRoadNotes } from '../rig-roads';
import type { LatLng } from '../../../geo';
import { formatDriveTime, haversineMiles } from '../../../geo';
import type { DaySkeleton } from '../itinerary';
import { PASS_THROUGH_MILES } from '../itinerary';
import type { Leg } from '../plan-state';
import { andList, orList } from '../preferences';
import type { Waypoint } from '../routes';
import { restrictionTexts, saidBeyondGoneAround } from '../../../routing/core/restriction-texts';
import type { RouteRestriction } from '../../../routing/road-router';
import type { ViaReach } from './via-route';
import { offRouteNote } from './via-route';

// How far from camp (straight line) a park's scenic drive closed to the rig is named.
const RIG_ROAD_NOTE_MILES = 50;

// The other NPS sites within reach of camp (Devils Postpile from Mammoth Lakes): their roads' closures are said too.
const sitesNearCamp = (ctx: PlanContext, camp: LatLng) =>
  npsSitesNear(ctx.data.npsUnits ?? [], camp, CAMP_REACH_MILES, ctx.data.parks).map((n) =>
    unitAsPark(n.unit),
  );
/** The parks whose road seasons a drive day speaks of: its stop's park and the parks in reach of camp. */
function seasonParks(ctx: PlanContext, s: DaySkeleton, inReach: readonly ParkRow[]): ParkRow[] {
  const own = s.to.parkId
    ? ctx.data.parks.filter((p) => p.id === s.to.parkId || p.parkCode === s.to.parkId)
    : [];
  return [...new Set([...own, ...inReach])];
}

/**
 * The park road closures a drive day says (none on a rest day): a park's road seasons only on a day
 * at that park or driving to it: the park the day's stop names, and the parks within reach of camp,
 * whose activities the stay plans, and the NPS sites in reach of camp.
 */
export function daySeasonRoads(
  ctx: PlanContext,
  s: DaySkeleton,
  day: { camp: LatLng; inReach?: readonly ParkRow[] },
): WinterRoad[] {
  if (s.restDay) return [];
  return winterRoadsOn(
    [...seasonParks(ctx, s, day.inReach ?? []), ...sitesNearCamp(ctx, day.camp)],
    ctx.dates.monthOfDay(s.day),
    ctx.parkClosures,
    ctx.dates.ofDay(s.day),
  );
}

/** What a day says beside its plan: the stay, the roads in winter, a long drive, the places passed. */
export function dayNotes(
  ctx: PlanContext,
  s: DaySkeleton,
  day: {
    parkName: string;
    parkNotes: readonly string[];
    camp: LatLng;
    restIndex: number;
    hours: number;
    /** The day's road miles (a drive day of less than one says there is no drive). */
    miles?: number;
    maxHours: number;
    via: Day['via'];
    /** The traveller's places this drive was routed towards but does not pass (via-route.ts). */
    offRoute?: ReadonlyArray<Extract<ViaReach, { on: false }>>;
    /** Parks of the option's route that this drive goes by without a night there. */
    parksPassed?: readonly string[];
    /** The park road closures the day says (daySeasonRoads). */
    seasonRoads: readonly WinterRoad[];
  },
): string[] {
  const notes = s.restDay ? [stayDayNote(day.restIndex + 2, s.nights, day.parkName)] : [...day.parkNotes];
  if (!s.restDay)
    notes.push(
      ...winterRoadTexts(day.seasonRoads),
      // A park near camp whose scenic drive is closed to the rig, with no other way to see it.
      ...rigRoadNotes(
        parksNear(day.camp, ctx.data.parks, RIG_ROAD_NOTE_MILES).map((n) => n.park),
        ctx.parkRigRoads,
      ),
    );
  // A drive day with no drive (the trip starts by its first night's camp) says so, not 0 mi unsaid.
  if (!s.restDay && day.miles !== undefined && day.miles < 1)
    notes.push(
      `No drive today: ${day.parkName} is less than a mile from ${s.from.name}, where the day starts.`,
    );
  if (!s.restDay && day.hours > day.maxHours + 0.05)
    notes.push(`A long day: ${formatDriveTime(day.hours)} of driving.`);
  if (!s.restDay && s.nights > 1) notes.push(stayHereNote(s.nights));
  const via = day.via ?? [];
  if (via.length > 0) notes.push(`Passes through ${via.map((v) => v.name).join(', ')}.`);
  for (const r of day.offRoute ?? []) notes.push(offRouteNote(r));
  const parksPassed = day.parksPassed ?? [];
  if (parksPassed.length > 0)
    notes.push(`Goes by ${andList(parksPassed)} on this drive, with no night there in this plan.`);
  // Our data has nightly fees only; longer stays are often cheaper per night.
  if (!s.restDay && ctx.input.fullTimer && s.nights >= 7)
    notes.push(
      `Ask about a ${s.nights >= 28 ? 'monthly' : 'weekly'} rate: the cost estimate uses nightly rates.`,
    );
  return notes;
}

// How near (straight line) a day's own drive must come to where the option's route went around a
// road for the day to say it avoided that road: the day goes that way, so it would have met it.
const GONE_AROUND_MILES = 5;

/** Whether the leg's drive comes within `miles` of the point. */
function legPassesNear(leg: Leg, point: LatLng, miles: number): boolean {
  for (let i = leg.from; i <= leg.to; i++)
    if (haversineMiles({ latitude: leg.path.lat[i]!, longitude: leg.path.lng[i]! }, point) <= miles)
      return true;
  return false;
}

// How near (straight line) the day's drive must come to a point of the option's stretch to be on it.
const ON_STRETCH_MILES = 1;

/**
 * Whether the day's drive keeps to the option's stretch until within GONE_AROUND_MILES (road miles)
 * of its point `index`, where the option went around a road: only then would the day have met the
 * road. A drive that leaves the stretch before (Wilmington to a park in Jersey City, where the option
 * went on by the George Washington Bridge to the Manhattan ends of the Hudson tunnels) never had them
 * to go around, however near its end lies to them across the river.
 */
function keepsToStretch(leg: Leg, stretch: Leg, index: number): boolean {
  const from = stretch.path.cumMiles[index]! - GONE_AROUND_MILES;
  for (let k = index; k >= stretch.from && stretch.path.cumMiles[k]! >= from; k--) {
    const point = { latitude: stretch.path.lat[k]!, longitude: stretch.path.lng[k]! };
    if (legPassesNear(leg, point, ON_STRETCH_MILES)) return true;
  }
  return false;
}

/**
 * The restricted road segments on a day's leg: the ones the drive went around (a note: where and
 * why), and the ones it drives on a condition (valves shut, an escort and fee, an advisory) or a
 * routing service drove through although they apply to the rig (a warning: the traveller acts).
 * The same of the seasons (routing/road-seasons.ts): a closed road or a pass gone around is a
 * note, a pass crossed in winter or a road in its uncertain weeks a warning, and so is a pass gone
 * around, as asked, by a way more than twice the drive over it. `endsAtPark`: the drive goes on to
 * its night's park, so the marks of a place it ends short of are not its own.
 */
export function legRestrictions(
  leg: Leg,
  stretch?: Leg,
  { endsAtPark = false, seasonSaid }: { endsAtPark?: boolean; seasonSaid?: ReadonlySet<string> } = {},
): { notes: string[]; warnings: string[] } {
  // A point where one day's stretch ends belongs to that day, not also to the next.
  const within = (l: Leg) =>
    (l.path.restrictions ?? []).filter((r) => (r.index > l.from || l.from === 0) && r.index <= l.to);
  // A drive that ends at its park does not end short of anything on the way.
  const own = within(leg).filter((r) => !(endsAtPark && r.short));
  // What the route option went around on this day's stretch (a pass, a closed road), said on the
  // day although its own leg, drawn on the option's low road, never came near the road itself: only
  // where the day's drive goes by the point where the option turned away from it, on the option's
  // road (a drive re-routed to a park elsewhere, or leaving that road before, never met it), and
  // never that the drive ends short (only its own end can).
  // A row the day's own leg already says (driven, or gone around in its own words: a pass's way
  // round costs other miles from other ends) is said once, as the leg says it.
  const said = new Set(own.map((r) => r.id));
  const onStretch = stretch && stretch.path !== leg.path ? within(stretch) : [];
  const atPoint = (r: RouteRestriction) => ({
    latitude: stretch!.path.lat[r.index]!,
    longitude: stretch!.path.lng[r.index]!,
  });
  // The stretch's end short of a closed road is the day's to say (the rig's limits, the dates)
  // wherever its drive stops near there for the night, unless the leg says that end itself: a
  // road the leg only went around on the way is said once, as the end short of it.
  const goneAround = onStretch.filter(
    (r) =>
      r.kind === 'avoided' &&
      (r.short === true
        ? !saidBeyondGoneAround(own, r)
        : !said.has(r.id) &&
          legPassesNear(leg, atPoint(r), GONE_AROUND_MILES) &&
          keepsToStretch(leg, stretch!, r.index)),
  );
  // A ferry crossed is a note of the day's drive, like a road gone around (a re-routed day's
  // leg says the same: routing/core/restriction-texts.ts).
  return roadRuleTexts([...own, ...goneAround], seasonSaid);
}

/**
 * What a day says of the road rules met (restrictionTexts), less a road the day's season note
 * already names as closed (`seasonSaid`: its rows' ids, activity-season.ts' closedRoadIds): that
 * road's closure for the season is not said again as gone around, ended short of, or not open in
 * the park the drive reached. A rule of the same road for the rig (its size, its propane: a
 * restricted segment's mark, not the season's) and a warning (the road driven in its uncertain
 * weeks, or for want of a way round) are still said.
 */
export function roadRuleTexts(
  all: readonly RouteRestriction[],
  seasonSaid: ReadonlySet<string> = new Set(),
): { notes: string[]; warnings: string[] } {
  const told = (r: RouteRestriction) =>
    r.kind === 'avoided' && r.seasonClosed === true && seasonSaid.has(r.id);
  return restrictionTexts(all.filter((r) => !told(r)));
}

// Interstates a day's leg still drives although the traveller asked to avoid them.
function unavoidableInterstates(leg: Leg): string | undefined {
  const onDay = new Map<string, number>();
  for (const r of leg.path.roadRuns ?? []) {
    if (!r.interstate) continue;
    const a = Math.max(r.from, leg.from);
    const b = Math.min(r.to, leg.to);
    if (b > a) onDay.set(r.name, (onDay.get(r.name) ?? 0) + leg.path.cumMiles[b] - leg.path.cumMiles[a]);
  }
  const unavoidable = [...onDay].filter(([, m]) => m >= 5);
  if (unavoidable.length === 0) return undefined;
  return `Avoid highways: no road in our network gets around ${andList(unavoidable.map(([name]) => name))} on this day's drive (about ${Math.round(unavoidable.reduce((t, [, m]) => t + m, 0))} miles of Interstate).`;
}

/** What a day cannot give the traveller: their priorities, their limits, their pass-throughs. */
export function dayWarnings(
  ctx: PlanContext,
  s: DaySkeleton,
  day: {
    /** The prioritized categories' activities and sites within reach in season (planDayActivities). */
    offered: number;
    leg: Leg;
    hours: number;
    maxHours: number;
    roadEnd: LatLng;
    camp: LatLng;
    lastIndex: number;
    passes: ReadonlyArray<{ w: Waypoint }>;
  },
): string[] {
  const warnings: string[] = [];
  const { priorities } = ctx;
  if (priorities && priorities.categories.length > 0 && day.offered === 0)
    warnings.push(
      `None of your prioritized activities (${orList(priorities.categories)}) is offered in season by a park within about ${Math.round(CAMP_REACH_MINUTES / 60)} hour's drive of camp in our data, so this day has other activities.`,
    );
  if (s.restDay) return warnings;
  if (ctx.avoidHighways) {
    const interstates = unavoidableInterstates(day.leg);
    if (interstates) warnings.push(interstates);
  }
  // Said on the day when no end of it could be kept away from a stop the traveller only passes.
  if (s.toIndex < day.lastIndex)
    for (const { w } of day.passes)
      if (haversineMiles(day.roadEnd, w) < PASS_THROUGH_MILES || haversineMiles(s.to, w) < PASS_THROUGH_MILES)
        warnings.push(
          `This day ends near ${w.name}, which you asked only to pass through: no other place on the road keeps the days within your driving limit.`,
        );
  if (day.hours > day.maxHours + 0.05)
    warnings.push(
      `${formatDriveTime(day.hours)} of driving, over your limit of ${formatDriveTime(day.maxHours)} a day: the trip has too few days for the distance.`,
    );
  return warnings;
}
