import type { RouteRestriction, RoutedPath } from '../../../routing/road-router';
import { goneAroundOnly, saidBeyondGoneAround } from '../../../routing/core/restriction-texts';
import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import type { Need } from '@shared/schemas/needs';
import { UNVERIFIED_MILES, rankCampgrounds, verifiable } from '../../../catalogue/core/campgrounds';
import type { PlanContext } from '../context';
import { impliedNeeds, routeRequest } from '../context';
import type { LatLng } from '../../../geo';
import { haversineMiles } from '../../../geo';
import type { DaySkeleton, Stop } from '../itinerary';
import type { Leg, Night, OptionDraft } from '../plan-state';
import type { OptionRoad } from './option-road';
import type { Gazetteer } from '../../../catalogue/core/gazetteer';
import { townLabel } from '../../../catalogue/core/gazetteer';
import { reportsRvs } from '../../../catalogue/core/place-kinds';
import { sentenceStart } from '@shared/plan/sentence';
import { noteText, shortOfParts } from '../../../routing/note-parts';
import type { LegEnd } from '../../../routing/core/leg-end';

// What a day's search for its night works with: where the drive starts, the option's road, the
// routed legs, and the parks ranked around a place (night-choice.ts, destination-night.ts).

// How many of the best-ranked parks near a day's end are tried as the end of the day's drive.
export const PARK_END_TRIES = 6;

/** Where a day's drive starts: the last night's park, or the road where the last day was cut. */
export interface DriveStart {
  point: LatLng;
  index: number;
  atPark: boolean;
  hoursToCut?: number;
}

/** One drive day's search for its night. */
export interface NightSearch {
  ctx: PlanContext;
  road: OptionRoad;
  /** A leg driven on the given day (its date decides the seasons of roads and passes). */
  leg(points: LatLng[], on: DaySkeleton): Promise<RoutedPath | null>;
  /** What that leg comes to without its line (its miles, where it ends): ranking by road needs no more. */
  legEnd(points: LatLng[], on: DaySkeleton): Promise<LegEnd | null>;
  day: DaySkeleton;
  next: DaySkeleton | undefined;
  start: DriveStart;
  // A day may drive up to the limit, or as long as the cut made it when the trip is too short.
  limitOf(d: DaySkeleton): number;
  // Places (by pointKey) the day's drive cannot reach: they lie on roads closed to the rig or on the
  // day's date, and the drive to them ends where the open road ends (RoutedPath.shortOf).
  beyond: Set<string>;
  // The parks ranked from a park's gate this day (park-stop-night.ts' rankedFromGate), by the rig's
  // profile and the gate's point, with the list they were ranked from: the gate's weighing and the
  // night's choice rank the same gate once. Made with the search, gone with it.
  fromGate: Map<string, { ranked: readonly CampgroundChoice[]; out: Promise<readonly CampgroundChoice[]> }>;
}
export const pointKey = (p: LatLng) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;

export const wholeLeg = (p: RoutedPath): Leg => ({ path: p, from: 0, to: p.lat.length - 1 });
export const atOf = (c: CampgroundChoice): LatLng => ({ latitude: c.row.lat, longitude: c.row.lng });

/** The dates of every night of the stay a day begins. */
export const nightDates = (ctx: PlanContext, s: Pick<DaySkeleton, 'day' | 'nights'>) =>
  Array.from({ length: Math.max(1, s.nights) }, (_, i) => ctx.dates.ofDay(s.day + i));

/** What every ranking of a night's parks weighs: the rig, the needs, the budget, access and dates. */
export function rankingFor(ctx: PlanContext, used: ReadonlySet<string>, dates: string[]) {
  return {
    rvType: ctx.rig.type,
    rigFeet: ctx.rig.lengthFeet,
    specialNeeds: ctx.needs,
    cheap: ctx.budgetLevel === 'low',
    exclude: used,
    access: ctx.access,
    dates,
  };
}

// Parks near a stop that host the rig on every night of the stay, best fit for the traveller's
// needs first, then nearest. A need no park within reach reports is flagged on the stay; the search
// never goes further out for it (a Zion trip camped by Bryce Canyon, 56 miles off, for a need).
// Ranked once a plan for a stop, its dates and the parks already used (the route options' nights at
// the same stop, and a destination's gate weighing and its night, ask for the same list): the list
// is shared, read only.
export function rankFor(
  ctx: PlanContext,
  stop: Stop,
  dates: string[],
  used: ReadonlySet<string>,
): readonly CampgroundChoice[] {
  let known = rankedByPlan.get(ctx);
  if (!known) rankedByPlan.set(ctx, (known = new Map()));
  const key = `${pointKey(stop)}|${dates.join(',')}|${[...used].sort().join(',')}`;
  const hit = known.get(key);
  if (hit) return hit;
  const out = rankCampgrounds(ctx.data.campgrounds.near(stop, ctx.campgroundRadiusMiles), {
    ...rankingFor(ctx, used, dates),
    preferVerifiable: dates.length >= 2,
  });
  known.set(key, out);
  return out;
}
const rankedByPlan = new WeakMap<PlanContext, Map<string, readonly CampgroundChoice[]>>();

// A park near a traveller's stop in a straight line may lie far from it by road: Trailer Village,
// on the South Rim, is 11 miles from the Grand Canyon's North Rim across the canyon and about 210 by
// road. A park whose road from the stop (in any season: which side of the canyon it is on, not that
// day's closures, which the day's drive says) is more than ACROSS_FACTOR times its straight line and
// ACROSS_EXTRA_MILES more, or that no road from the stop reaches within ACROSS_HOURS, is not the
// stop's. Parks off the roads (unrouted) stay; when none is left, the list stays as it was.
const ACROSS_FACTOR = 3;
const ACROSS_EXTRA_MILES = 30;
export const ACROSS_HOURS = 3;

/**
 * The parks ranked around a traveller's stop that lie on its side of a canyon (or a bay) by road;
 * given `on`, by the roads open on that day's date (a pass closed for winter puts the far side of
 * it out of reach: Red Lodge's parks, 55 road miles from Cooke City over the Beartooth Highway in
 * summer, are 225 round by Livingston in January).
 */
export function onStopsSide(
  ctx: PlanContext,
  profile: OptionDraft['shape']['type'],
  stop: LatLng,
  ranked: readonly CampgroundChoice[],
  on?: Pick<DaySkeleton, 'day'>,
): readonly CampgroundChoice[] {
  if (ranked.length === 0) return ranked;
  const req = on
    ? routeRequest(ctx, profile, on.day)
    : { ...routeRequest(ctx, profile), date: undefined, lastDate: undefined };
  const reach = ctx.router.reachFrom(stop, ranked.map(atOf), req, ACROSS_HOURS);
  const near = ranked.filter((c, i) => {
    const r = reach[i];
    if (!r || r.kind === 'unrouted') return true;
    // On the day's roads, a park on a road closed that day is not reached from the stop at all.
    if (r.kind === 'beyond' || (on && r.kind === 'closed')) return false;
    const line = haversineMiles(stop, atOf(c));
    return r.miles <= Math.max(ACROSS_FACTOR * line, line + ACROSS_EXTRA_MILES);
  });
  return near.length > 0 ? near : ranked;
}

/**
 * A traveller's stop the night's park does not reach on the day's open roads (the North Rim from
 * Jacob Lake when AZ-67 is closed for winter): the drive from the park towards the stop ends short,
 * and what it says of the road closed (kept off) is said on the day's own drive.
 */
export async function withStopShort(search: NightSearch, night: Night, atPark = false): Promise<Night> {
  const { choice } = night;
  if (!choice) return night;
  const on = await search.leg([atOf(choice), search.day.to], search.day);
  if (!on?.shortOf?.includes(1)) return night;
  const short = (on.restrictions ?? []).filter((r) => r.kind === 'avoided' && r.short === true);
  if (short.length === 0) return night;
  const { path, from, to } = night.leg;
  const onDay = (r: RouteRestriction) => r.index > from && r.index <= to;
  const said = (path.restrictions ?? []).filter(onDay);
  // Said at the drive's end, as what the day kept off: not dropped as a short end at the park. A
  // road the day's drive only went around on the way is said once, as the end short of it.
  const extra = short
    .filter((r) => !saidBeyondGoneAround(said, r))
    .flatMap(({ short: _s, ...r }) => (atPark ? inParkRoad(search.ctx, search.day, r) : [r]))
    .map((r) => ({ ...r, index: to }));
  if (extra.length === 0) return night;
  const ends = new Set(extra.map((r) => r.id));
  const kept = (path.restrictions ?? []).filter((r) => !(onDay(r) && goneAroundOnly(r) && ends.has(r.id)));
  return { ...night, leg: { ...night.leg, path: { ...path, restrictions: [...kept, ...extra] } } };
}

/**
 * A road a national park's night (by its gate, or inside it) cannot go on along, said as what it is:
 * the drive reached the park. One the park's own page bars to the rig is closed to it, with its limit
 * and source; another is the park's road not open (to the rig, or on the date), composed from the
 * mark's own parts (note-parts.ts' ShortOf). A road that takes only a part of the park is left to
 * the park's own texts on the day, said once: closed to the rig (rig-roads.ts: the park's scenic
 * drive, or the day's note of a park that lists none, as Zion's road to Lava Point), or for the season
 * (its row's season note, activity-season.ts' winterRoadNotes). A park's main road closed for the
 * season (Going-to-the-Sun Road's alpine section in January) is said here as not open; the day that
 * also says it in its season note says it once, there (day-notes.ts' roadRuleTexts), and its limit
 * for the rig, which that note does not say, is still said.
 */
function inParkRoad(
  ctx: PlanContext,
  day: Pick<DaySkeleton, 'day' | 'to'>,
  r: RouteRestriction,
): RouteRestriction[] {
  const road = [...ctx.parkRigRoads.values()].flat().find((x) => x.id === r.id);
  const park = day.to.parkId;
  const closures = park ? (ctx.parkClosures.get(park) ?? []) : [];
  const season = closures.find((w) => w.id === r.id && !w.dated);
  if (road?.takes === 'part of the park' || season?.closes === 'part of the park') return [];
  if (road) {
    const note = `${sentenceStart(road.name)} is closed to your rig: ${road.why}. The day's drive reaches the park; keep the rig off that road.`;
    return [{ ...r, note }];
  }
  return r.shortOf ? [{ ...r, note: noteText(shortOfParts(r.shortOf, true)) }] : [r];
}

/**
 * Whether a park may stand in for the best one ranked: it meets as many of the traveller's needs,
 * and, when the best is one the catalogue says takes RVs (reportsRvs), it is one too.
 */
export const asGoodAs =
  (best: CampgroundChoice, implied: readonly Need[] = []) =>
  (c: CampgroundChoice): boolean =>
    askedMet(c, implied) >= askedMet(best, implied) && (!reportsRvs(best.row) || reportsRvs(c.row));

// The needs a park reports meeting, of those the traveller asked for (not the ones the rig implies).
const askedMet = (c: CampgroundChoice, implied: readonly Need[]) =>
  c.needsMet.filter((n) => !implied.includes(n)).length;

// How many road miles farther from a park's way in a park that reports meeting a need the rig
// implies (a length that fits a 40 ft rig) may be and still come first: a night is never sent 34
// road miles from Zion's South Entrance to a state park that reports its length, past the park's
// own campgrounds at the gate, which report none.
const IMPLIED_NEED_MILES = 10;

// How far (hours) from a park's way in its campgrounds are measured by road.
const WAY_IN_HOURS = 3;
// How many of the parks nearest the way in by that search are driven in the rig.
const WAY_IN_TRIES = 8;

/**
 * Where a day whose night is at a national park meets it: the park's entrance on the way in from
 * the last place the day's drive goes by before it (a park on the route, else the day's start), by
 * the roads open to the rig that day (data/park-entrances.json, as the whole trip's route meets it:
 * Chicago to Yellowstone by Grand Teton comes in by the South Entrance, not round by Cody to the
 * East Entrance, nearer the day's start at Shoshoni), or undefined for a place that is no park with
 * entrance rows (its own point is then the way in, as before).
 */
export function parkWayIn(
  search: Pick<NightSearch, 'ctx' | 'start' | 'day' | 'road'>,
  profile: OptionDraft['shape']['type'],
  stop: Stop,
): (Stop & { gate?: string }) | undefined {
  const req = routeRequest(search.ctx, profile, search.day.day);
  const { start, day, road } = search;
  const from = road.viaBetween(start.index, day.toIndex).at(-1) ?? start.point;
  const at = search.ctx.router.wayIn?.(stop, from, req);
  return at
    ? { ...stop, latitude: at.latitude, longitude: at.longitude, ...(at.gate ? { gate: at.gate } : {}) }
    : undefined;
}

/**
 * A park's night chosen by the drive to it: of the parks as good for the traveller's needs as the
 * best (the needs they asked for: a park silent on the big-rig need a long rig brings is as good, and
 * one that reports it comes first only within IMPLIED_NEED_MILES), the nearest by road from the
 * park's way in first (Pine Springs, by US-62/180 at Guadalupe
 * Mountains' entrance, before Dog Canyon, nearer the park's point but 110 road miles round). When the
 * best is a park the catalogue says takes RVs (reportsRvs), only such parks are brought ahead by road:
 * a primitive roadside site nearer the gate is no night for an RV (Big Bend's Grapevine Hills, 22
 * miles from Persimmon Gap, before Rio Grande Village's campground, 50). The nearest few by one
 * search are driven in the rig: a park the road does not reach (a White Rim camp below the Island in
 * the Sky, met on the road above) goes after those it does, and a park reached only on a condition
 * for the rig (Chisos Basin Road, not recommended for RVs over 24 ft) after those reached without
 * one. Given the day's drive to the gate, a park back along that drive (Mount Carmel Junction's, 12
 * miles before Zion's East Entrance) goes after those on into the park from the gate (Watchman and
 * South Campgrounds, through the tunnel for a rig it takes): the traveller does not drive to the park
 * to sleep where they passed an hour before. The others keep their order after them, and so do the
 * parks that meet fewer needs.
 */
export async function byRoadFrom(
  search: Pick<NightSearch, 'ctx' | 'day' | 'legEnd'>,
  profile: OptionDraft['shape']['type'],
  wayIn: LatLng,
  ranked: readonly CampgroundChoice[],
  drive?: WayInDrive,
): Promise<CampgroundChoice[]> {
  const top = ranked[0];
  if (!top) return [];
  const implied = impliedNeeds(search.ctx);
  const inTier = asGoodAs(top, implied);
  const tier = ranked.filter(inTier);
  const rest = ranked.filter((c) => !inTier(c));
  const req = routeRequest(search.ctx, profile, search.day.day);
  const reach = search.ctx.router.reachFrom(wayIn, tier.map(atOf), req, WAY_IN_HOURS);
  // A stay of two nights or more prefers a park the traveller can find and call, as rankFor does:
  // one with no address, phone or website comes first only when it is UNVERIFIED_MILES nearer.
  const unverified = (c: CampgroundChoice) =>
    search.day.nights >= 2 && !verifiable(c.row) ? UNVERIFIED_MILES : 0;
  const reachMilesOf = tier.map((c, i) => {
    const r = reach[i];
    return r?.kind === 'road' ? r.miles + unverified(c) : Infinity;
  });
  const reachMiles = (i: number) => reachMilesOf[i];
  const order = tier.map((_, i) => i).sort((a, b) => reachMiles(a) - reachMiles(b) || a - b);
  const driven = order.slice(0, WAY_IN_TRIES).filter((i) => reachMiles(i) < Infinity);
  // Each drive's end (its miles, where it ends): the line is not needed to rank them.
  const drives = await Promise.all(driven.map((i) => search.legEnd([wayIn, atOf(tier[i])], search.day)));
  // Each drive's miles beyond its end (offRoad), worked out once.
  const offRoadOf = drives.map((d, k) => (d ? offRoadFrom(d.end, atOf(tier[driven[k]])).offRoadMiles : undefined));
  const reached = (k: number) => {
    const d = drives[k];
    return d && !d.shortOf?.includes(1) && !offRoadOf[k] ? d : undefined;
  };
  const inward =
    drive !== undefined && driven.some((i, k) => reached(k) && furtherIn(drive, wayIn, atOf(tier[i])));
  // The drive's line is routed only when a park lies on into the park: none does, none is behind.
  const track = inward ? await trackOf(drive) : undefined;
  const keyOf = (k: number) => {
    const d = drives[k];
    if (!d || d.shortOf?.includes(1)) return 2e6 + reachMiles(driven[k]);
    const onCondition = d.onCondition;
    const behind = backAlong(track, wayIn, atOf(tier[driven[k]]));
    return (
      (offRoadOf[k] ? 1e6 : 0) +
      (onCondition ? 5e5 : 0) +
      (behind ? 7.5e5 : 0) +
      d.miles +
      unverified(tier[driven[k]]) -
      (tier[driven[k]].needsMet.some((n) => implied.includes(n)) ? IMPLIED_NEED_MILES : 0)
    );
  };
  const first = driven.map((i, k) => ({ i, key: keyOf(k) })).sort((a, b) => a.key - b.key || a.i - b.i);
  const firstSet = new Set(driven);
  return [
    ...first.map((f) => tier[f.i]),
    ...order.filter((i) => !firstSet.has(i)).map((i) => tier[i]),
    ...rest,
  ];
}

type Track = Pick<RoutedPath, 'lat' | 'lng'>;

/**
 * The day's drive to a national park's gate, and the park's own point: what lies on into it. The
 * drive may be given as a way to route it (null: no road), asked only when its line is needed.
 */
export interface WayInDrive {
  track: Track | (() => Promise<Track | null>);
  park: LatLng;
}

const trackOf = async (drive: WayInDrive): Promise<Track | undefined> =>
  (typeof drive.track === 'function' ? await drive.track() : drive.track) ?? undefined;

// A park this near (straight line) the day's drive to the gate, and farther than BEHIND_GATE_MILES
// from the gate, lies back along the drive; one nearer the park's own point than the gate is lies on
// into the park.
const BEHIND_TRACK_MILES = 1;
const BEHIND_GATE_MILES = 3;

const furtherIn = (drive: WayInDrive, gate: LatLng, at: LatLng) =>
  haversineMiles(drive.park, at) < haversineMiles(drive.park, gate);

function backAlong(track: Track | undefined, gate: LatLng, at: LatLng): boolean {
  if (!track || haversineMiles(gate, at) <= BEHIND_GATE_MILES) return false;
  const { lat, lng } = track;
  // Miles per degree here, flat: the track's segments are short beside the earth's curve.
  const ky = 69.1;
  const kx = 69.1 * Math.cos((at.latitude * Math.PI) / 180);
  for (let i = 1; i < lat.length; i++) {
    const [ay, by] = [(lat[i - 1] - at.latitude) * ky, (lat[i] - at.latitude) * ky];
    // A segment wholly north or south of the park by more than the miles is not within them.
    if ((ay > BEHIND_TRACK_MILES && by > BEHIND_TRACK_MILES) || (ay < -BEHIND_TRACK_MILES && by < -BEHIND_TRACK_MILES))
      continue;
    const [ax, bx] = [(lng[i - 1] - at.longitude) * kx, (lng[i] - at.longitude) * kx];
    const [dx, dy] = [bx - ax, by - ay];
    const len = dx * dx + dy * dy;
    const t = len > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len)) : 0;
    if (Math.hypot(ax + t * dx, ay + t * dy) <= BEHIND_TRACK_MILES) return true;
  }
  return false;
}

// A park further than this (straight line) from where its routed drive ends lies off the roads our
// network holds: the router meets it at its nearest road, and the day says the last miles are not counted.
const OFF_ROAD_MILES = 1;

/**
 * How far (straight line) the park lies beyond the end of the routed drive that reaches it, when that
 * is more than OFF_ROAD_MILES.
 */
export function offRoad(leg: RoutedPath, at: LatLng): { offRoadMiles?: number } {
  const last = leg.lat.length - 1;
  return offRoadFrom({ latitude: leg.lat[last], longitude: leg.lng[last] }, at);
}

/** offRoad, from where the routed drive ends. */
function offRoadFrom(end: LatLng, at: LatLng): { offRoadMiles?: number } {
  const miles = haversineMiles(end, at);
  return miles > OFF_ROAD_MILES ? { offRoadMiles: miles } : {};
}

/**
 * The town a park is in, as the catalogue names it: the best-known town within 15 miles of it, else
 * within 40 (the same pull of population as itinerary.ts's areaName).
 */
export function parkTown(g: Gazetteer, at: LatLng): string | undefined {
  const t = g.nameNear(at, 15) ?? g.nameNear(at, 40);
  return t ? townLabel(t) : undefined;
}

// A night's park this close (straight line) to the stop's own town is in that town: its restock,
// meals and errands are said there; farther, in the park's own town.
export const STOP_TOWN_MILES = 10;
