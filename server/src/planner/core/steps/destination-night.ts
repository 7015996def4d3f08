import type { RouteRestriction, RoutedPath } from '../../../routing/road-router';
import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import type { GeoMatch } from '../../../catalogue/core/gazetteer-types';
import type { LatLng } from '../../../geo';
import { haversineMiles } from '../../../geo';
import type { Stop } from '../itinerary';
import type { Night, OptionDraft } from '../plan-state';
import type { NightSearch } from './night-search';
import { namedCampground, namedFirst, withNamedWhy } from './destination-named';
import {
  PARK_END_TRIES,
  asGoodAs,
  atOf,
  byRoadFrom,
  nightDates,
  offRoad,
  onStopsSide,
  rankFor,
  wholeLeg,
  withStopShort,
  ACROSS_HOURS,
} from './night-search';
import { impliedNeeds, routeRequest } from '../context';
import type { NightGate } from './park-stop-night';
import { byArrivalGate, gateForNight } from './park-stop-night';

// The night of the drive to the trip's destination. When its park lies in the destination (a few
// road miles at most), the drive ends at the destination itself and the park's road miles from it are
// said on the day; when it lies off it (a KOA 38 miles out of Boston), the drive ends at the park, on
// the way in: no rig is driven downtown and back out. The day still belongs to the destination.
// A national park with entrance rows is driven to by its entrance on the way in (as the whole
// trip's route is), and its night is the park the drive from there reaches first (of those as good
// for the traveller's needs and, for an RV, said to take RVs), not the one nearest the park's own
// point; a road closed to the rig between camp and the park's point is still said on the day. Its
// parks are the ones on its side of a canyon or a bay by road, as a traveller's stop's are
// (night-search.ts' onStopsSide).
// A park the drive from the day's end cannot reach (it ends short of it), or reaches only through a
// segment the rig must keep off (a camp on CO-82 inside Independence Pass's 35 ft stretch for a 40 ft
// rig): the next park is tried.
const barredTo = (leg: RoutedPath | null | undefined) =>
  !leg ||
  leg.shortOf?.includes(1) === true ||
  (leg.restrictions ?? []).some((r) => r.kind === 'passes' && !r.pass);

export async function destinationNight(
  search: NightSearch,
  option: OptionDraft,
  used: ReadonlySet<string>,
  to: Pick<GeoMatch, 'kind' | 'campgroundId'> | undefined,
): Promise<Night> {
  const { ctx, road, day, start } = search;
  const kind = to?.kind;
  const dest = day.to;
  // A park met at the gate its night is by (park-stop-night.ts' gateForNight).
  const wayIn = await gateForNight(search, option.shape.type, dest, rankFor(ctx, dest, nightDates(ctx, day), used));
  const gate = wayIn ?? dest;
  const drive = await search.leg([start.point, ...road.viaBetween(start.index, day.toIndex), gate], day);
  // A destination beyond a road closed to the drive: the drive ends where the open road ends, and
  // the night's park is looked for around there (of the first few, the best the open roads reach).
  const last = drive ? drive.lat.length - 1 : -1;
  const shortEnd =
    drive?.shortOf?.includes(drive.waypointIndex.length) && last >= 0
      ? { ...dest, latitude: drive.lat[last], longitude: drive.lng[last] }
      : gate;
  // The parks around the destination (or where the open road ends) on its side of a canyon, as a
  // traveller's stop's are (onStopsSide): the North Rim's night is never across it on the South Rim.
  // The side is the way in's (a park's entrance, else the destination or the open road's end), not
  // the park's middle: Canyonlands' point lies in its canyons by the Needles, so the Island in the
  // Sky's gate camps (UT-313) were across and the night was back in Moab, 27 miles off.
  // Ranked around the open road's end, a park is still said by its distance from the destination
  // (Jacob Lake's camp is about 36 miles from the North Rim, not 1 from where AZ-67 is closed).
  const around = shortEnd === gate ? dest : shortEnd;
  const sided = onStopsSide(
    ctx,
    option.shape.type,
    shortEnd,
    rankFor(ctx, around, nightDates(ctx, day), used),
  );
  // A town (no park's entrance to rank from by road) reached on the open road: its parks are the
  // ones its roads reach that day, not those across a road closed for the season (Cooke City in
  // January slept at Red Lodge, 33 miles over the closed Beartooth Highway and 225 by road).
  const open =
    !wayIn && shortEnd === gate ? onStopsSide(ctx, option.shape.type, shortEnd, sided, day) : sided;
  const near = around === dest ? open : open.map((c) => ({ ...c, distance: haversineMiles(dest, atOf(c)) }));
  const named = namedCampground(search, kind === 'campground' ? to?.campgroundId : undefined, used);
  const ranked = namedFirst(
    wayIn
      ? await byRoadFrom(
          search,
          option.shape.type,
          shortEnd,
          near,
          drive ? { track: drive, park: dest } : undefined,
        )
      : near,
    named,
  );
  let choice = ranked[0];
  let parkLeg = choice ? await search.leg([shortEnd, atOf(choice)], day) : null;
  for (const c of ranked.slice(1, PARK_END_TRIES)) {
    if (!barredTo(parkLeg)) break;
    [choice, parkLeg] = [c, await search.leg([shortEnd, atOf(c)], day)];
  }
  const arrived = choice && shortEnd === gate ? await byArrivalGate(search, wayIn, choice) : undefined;
  const atDestination = (c: CampgroundChoice | undefined, fromDest: RoutedPath | null): Night => ({
    choice: c,
    leg: drive ? wholeLeg(drive) : { path: option.path, from: day.fromIndex, to: day.toIndex },
    end: endNamed(dest, gate),
    ...(c
      ? {
          parkFromEnd: fromDest
            ? {
                miles: c === choice && arrived ? arrived.leg.miles : fromDest.miles,
                routed: true,
                ...(c === choice && arrived
                  ? { gate: arrived.gate }
                  : wayIn?.gate && shortEnd === gate
                    ? { gate: wayIn.gate }
                    : {}),
                ...parkRoadRules(fromDest),
                ...offRoad(fromDest, atOf(c)),
              }
            : { miles: c.distance, routed: false },
        }
      : {}),
  });
  // Off the destination only when the drive reaches it and a road joins it to the park; a campground
  // or a landmark the traveller named is the very spot they asked to go to, and the drive ends there.
  const offCity =
    kind !== 'campground' &&
    kind !== 'landmark' &&
    drive &&
    shortEnd === gate &&
    choice &&
    parkLeg &&
    !parkLeg.shortOf?.includes(1)
      ? await offDestinationNight(search, ranked, { choice, fromDest: parkLeg, drive, gate, gateName: wayIn?.gate, wayIn }, atDestination)
      : undefined;
  const across =
    choice && open !== sided
      ? await closedAcross(search, option.shape.type, gate, { sided, open }, choice)
      : undefined;
  const night = withNamedWhy({ ...(offCity ?? atDestination(choice, parkLeg)), ...across }, named);
  // A park met at its entrance: a road that closes the way on from camp to the park's own point (its
  // middle on Going-to-the-Sun Road, barred to a rig over 21 ft and closed in winter) is said on the
  // day; when the drive reached the gate, as the park's road closed (to the rig, or on the date),
  // not as the day's drive ending short of it.
  return wayIn ? await withStopShort(search, night, shortEnd === gate) : night;
}

// A destination's night park more than this many road miles from it lies off it: the day's drive
// ends at the park instead of in the destination (a city's downtown, a park's middle).
const PARK_OFF_DESTINATION_MILES = 5;

const endNamed = (stop: Stop, at: LatLng): NonNullable<Night['end']> => ({
  name: stop.name,
  latitude: Number(at.latitude.toFixed(5)),
  longitude: Number(at.longitude.toFixed(5)),
  ...(stop.town ? { town: stop.town } : {}),
  placeAt: { latitude: stop.latitude, longitude: stop.longitude },
});

// The destination's night when its best park lies off it, on the way in (nearer the destination
// than the day's start): of the best parks (as many needs met as the best one, and said to take RVs
// when it is: night-search's asGoodAs), the first the drive
// reaches within the day's limit, the drive ending at the park (a park in the destination keeps the
// drive to the destination, when that fits). When none fits, the best park the drive reaches, and
// the day says it is long. Undefined when the best park lies in the destination or not on the way
// in, or the drive reaches none of them. A day that starts in its destination (a trip from Twentynine
// Palms, at Joshua Tree's North Entrance) has no drive to it: its drive is the one to camp, however
// near, and never a day of 0 miles with the camp said a drive on.
async function offDestinationNight(
  search: NightSearch,
  ranked: readonly CampgroundChoice[],
  best: { choice: CampgroundChoice; fromDest: RoutedPath; drive: RoutedPath; gate: Stop; gateName?: string; wayIn?: NightGate },
  atDestination: (c: CampgroundChoice, fromDest: RoutedPath) => Night,
): Promise<Night | undefined> {
  const { road, day, start } = search;
  const startsThere = best.drive.miles <= PARK_OFF_DESTINATION_MILES;
  if (best.fromDest.miles <= PARK_OFF_DESTINATION_MILES && !startsThere) return undefined;
  const dest = day.to;
  const limit = search.limitOf(day);
  const asGood = asGoodAs(best.choice, impliedNeeds(search.ctx));
  const tries = [
    best.choice,
    ...ranked.filter((c) => c !== best.choice && asGood(c)).slice(0, PARK_END_TRIES - 1),
  ];
  let overLimit: Night | undefined;
  for (const c of tries) {
    const fromDest = c === best.choice ? best.fromDest : await search.leg([best.gate, atOf(c)], day);
    if (!fromDest || barredTo(fromDest)) continue;
    if (fromDest.miles <= PARK_OFF_DESTINATION_MILES && !startsThere) {
      if (best.drive.hours <= limit) return atDestination(c, fromDest);
      continue;
    }
    const points = [start.point, ...road.viaBetween(start.index, day.toIndex), atOf(c)];
    const toPark = await search.leg(points, day);
    if (!toPark || toPark.shortOf?.includes(points.length - 1)) continue;
    // A park nearer the day's start than the destination is no camp on the way in (a Jersey City
    // park for Hempstead, NY): the drive goes to the destination, and the park is said from there.
    if (toPark.miles <= fromDest.miles && !startsThere) {
      if (c === best.choice) return undefined;
      continue;
    }
    // Said from the gate the drive arrives by, when it goes by a nearer one first.
    const arrived = await byArrivalGate(search, best.wayIn, c);
    const night: Night = {
      choice: c,
      leg: wholeLeg(toPark),
      end: endNamed(dest, atOf(c)),
      // Measured from the park's entrance when it was met there: the day names that gate.
      parkFromEnd: {
        miles: arrived?.leg.miles ?? fromDest.miles,
        routed: true,
        endsAtPark: true,
        ...(arrived ? { gate: arrived.gate } : best.gateName ? { gate: best.gateName } : {}),
      },
      ...offRoad(toPark, atOf(c)),
    };
    if (toPark.hours <= limit) return night;
    overLimit ??= night;
  }
  return overLimit;
}

// The road rules of the drive from the destination to its night's park (Chisos Basin Road's advice
// for a longer rig, up from Panther Junction), when it meets any: said with the day's (day-content.ts).
function parkRoadRules(parkLeg: RoutedPath): { road?: RouteRestriction[] } {
  const road = parkLeg.restrictions ?? [];
  return road.length > 0 ? { road } : {};
}

/**
 * Why the night is not at a park nearer the destination in a straight line that its roads do not
 * reach that day (onStopsSide on the day's date): the nearest such park, and the road closed on the
 * day it lies on, or its miles by the open roads and what the drive there keeps off (a road closed
 * for the season, with who closes it).
 */
async function closedAcross(
  search: NightSearch,
  profile: OptionDraft['shape']['type'],
  from: Stop,
  parks: { sided: readonly CampgroundChoice[]; open: readonly CampgroundChoice[] },
  choice: CampgroundChoice,
): Promise<Pick<Night, 'across' | 'acrossRoads'> | undefined> {
  const kept = new Set(parks.open);
  const nearer = parks.sided.filter((c) => !kept.has(c) && c.distance < choice.distance);
  const first = nearer.sort((a, b) => a.distance - b.distance)[0];
  if (!first) return undefined;
  const place = from.name.split(',')[0];
  const line = `${first.row.name}, about ${Math.round(first.distance)} mi from ${place} in a straight line, is not tonight's park`;
  const req = routeRequest(search.ctx, profile, search.day.day);
  const [reach] = search.ctx.router.reachFrom(from, [atOf(first)], req, ACROSS_HOURS);
  if (reach?.kind === 'closed' && reach.road) return { across: [`${line}: it lies on ${reach.road}.`] };
  const leg = await search.leg([from, atOf(first)], search.day);
  if (!leg || leg.shortOf?.includes(1)) {
    // The closed road the drive there ends short of, as a camp drive names it.
    const roads = [...new Set((leg?.restrictions ?? []).flatMap((r) => (r.closure ? [r.closure] : [])))];
    const on =
      roads.length > 0
        ? `it lies on ${roads.join('; ')}`
        : `no road open on this day reaches it from ${place}`;
    return { across: [`${line}: ${on}.`] };
  }
  const closed = (leg.restrictions ?? []).filter((r) => r.kind === 'avoided' && !r.pass);
  return {
    across: [`${line}: on this day's open roads it is ${Math.round(leg.miles)} mi from ${place}.`],
    ...(closed.length > 0 ? { acrossRoads: closed } : {}),
  };
}
