import type { LatLngLike, RoadRouter, RouteRequest, RoutedPath } from '../routing/road-router';
import { RouteNotFoundError } from '../routing/road-router';
import { builtinHoursFromRoad, builtinReachFrom, builtinRoute, builtinRouter } from '../routing/builtin';
import { insidePark } from '../routing/park-road-at';
import type { RoutingProvider } from '../routing/provider';
import { builtinRoutingProvider } from '../routing/provider';
import { conditionNote, conditionParts } from '../routing/restricted-segments';
import { mergeCrossings } from '../routing/crossing-notes';
import { seasonNotesOnLine } from '../routing/season-service';
import { serviceSegmentsOn } from '../routing/service-rows';
import type { WayInMiles } from '../routing/core/park-entrances';
import { gateOnWayIn, gatesOnWayIn, routePoints } from '../routing/core/park-entrances';
import { sharedParkEntrances } from '../routing/park-entrances';
import { ROAD_DISTANCE_NOTE, serviceDistanceNote } from '../routing/core/notes';
import { sentenceStart } from '@shared/plan/sentence';
import type { LegEnd } from '../routing/core/leg-end';
import { legEndOf } from '../routing/core/leg-end';

/**
 * The roads as the plan's steps see them. Routes and day legs go to the routing provider (the
 * bundled graph by default, OSRM or Mapbox when configured); when the provider fails, the bundled
 * graph routes that call and every later one, and the plan says so. The scenic corridor and the
 * hour estimates around a day's end are the bundled graph's own: only it knows which roads are
 * scenic, and no service answers many-target estimates; so are the drives from camp.
 */
export interface PlanRouter {
  /**
   * A route through the waypoints (a park with entrance rows met at the one on the way in:
   * routing/park-entrances.ts); the bundled graph's when the provider fails for any reason.
   */
  route(waypoints: LatLngLike[], req: RouteRequest): Promise<RoutedPath>;
  /** A day's leg, or null when no road joins the points. */
  leg(points: LatLngLike[], req: RouteRequest): Promise<RoutedPath | null>;
  /**
   * What that leg comes to without its line (routing/core/leg-end.ts), remembered by the bundled
   * graph while it routes: the same as the leg's own. Absent: ask `leg`.
   */
  legEnd?(points: LatLngLike[], req: RouteRequest): Promise<LegEnd | null>;
  /** The scenic roads' corridor between the waypoints, on the bundled graph. */
  corridor(waypoints: LatLngLike[], req: RouteRequest): RoutedPath;
  /** Estimated hours from points on a known road to each target, on the bundled graph. */
  hoursFromRoad: RoadRouter['hoursFromRoad'];
  /** The drives from a camp to its parks on the roads open that day, on the bundled graph. */
  reachFrom: RoadRouter['reachFrom'];
  /**
   * What of a request's dates the bundled graph's answers (reachFrom, wayIn, gatesIn) depend on
   * (RoadRouter.datesKey); absent: the dates themselves.
   */
  datesKey?(req: RouteRequest): string;
  /**
   * A park's entrance on the way in from `from` (park-entrances.json), where a day's drive to the
   * park meets it, chosen by road on the roads `req` opens (by straight line without one), with its
   * name (`gate`: "the North Entrance"); undefined for a place that is no park with entrance rows.
   */
  wayIn?(
    place: LatLngLike & { parkId?: string },
    from: LatLngLike,
    req?: RouteRequest,
  ): (LatLngLike & { gate?: string }) | undefined;
  /**
   * Every entrance of the park a drive from `from` may meet it by (wayIn's choices), with its road
   * miles from `from` on the roads `req` opens, nearest first, and the nearer one its drive goes by
   * first (`byWayOf`); empty for a place that is no park with entrance rows.
   */
  gatesIn?(
    place: LatLngLike & { parkId?: string },
    from: LatLngLike,
    req: RouteRequest,
  ): Array<LatLngLike & { gate: string; miles: number; byWayOf?: LatLngLike & { gate: string } }>;
  /**
   * Whether a camp lies inside a national park, on the park's own roads away from its entrances
   * (routing/park-road-at.ts), on the bundled graph; absent: never.
   */
  insidePark?(park: { id: string; fullName: string }, at: LatLngLike): boolean;
  /** Said in the plan once the provider failed and the bundled graph stood in. */
  warning(): string | undefined;
  /**
   * What the plan's distances are measured by, as its overview says: the bundled graph's note, or
   * a routing service's while it answers (the entrances and drives from camp still the graph's).
   * Absent: the bundled graph's.
   */
  distanceNote?(): string;
}

const SERVICE_LABEL: Record<RoutingProvider['name'], string> = {
  builtin: 'the bundled highway network',
  osrm: 'the OSRM routing service',
  mapbox: 'Mapbox Directions',
};

/**
 * A routing service cannot take our table of restricted road segments, nor the season tables: its
 * route is checked against them. A route that drives a segment the rig must keep off, a seasonal
 * road closed on the request's dates, or a mountain pass in winter (or one the traveller asked to
 * avoid) is not used (null: the bundled graph routes that call by its own rules, and its day says
 * what it went around or drove); the segments it drives on a condition (valves shut, an escort, an
 * advisory) and the seasonal roads in their uncertain weeks are marked for the day to say so. A
 * route drives a row when its line follows the row's own road (routing/service-rows.ts).
 */
function withServiceRestrictions(path: RoutedPath, req: RouteRequest): RoutedPath | null {
  const on = serviceSegmentsOn(path, req);
  if (on.some((s) => s.rule === 'avoid')) return null;
  const seasons = seasonNotesOnLine(path, req);
  if (seasons === null) return null;
  if (on.length === 0 && seasons.length === 0) return path;
  return {
    ...path,
    restrictions: [
      // One crossing's rows said in one note (crossing-notes.ts): the service's line is one leg.
      ...mergeCrossings(
        on.map(({ segment, index }) => ({
          row: {
            id: segment.id,
            kind: segment.ferry ? ('ferry' as const) : ('condition' as const),
            note: conditionNote(segment, req),
            index,
          },
          parts: conditionParts(segment, req),
          key: segment.ferry ? 'ferry' : 'condition',
        })),
      ),
      ...seasons,
    ].sort((x, y) => x.index - y.index),
  };
}

/**
 * Road miles on the bundled graph between two points for the request (Infinity when no road joins
 * them or the drive ends short of the second, on a road closed to the rig or on the date), remembered
 * by the router: the way in to a park with entrance rows is chosen by them.
 */
const roadMilesBy =
  (req: RouteRequest): WayInMiles =>
  (a, b) =>
    builtinRouter().routeMiles(a, b, req);

export function createPlanRouter(provider: RoutingProvider = builtinRoutingProvider): PlanRouter {
  // On the bundled graph from the start, or from the provider's first failure on.
  let onGraph = provider.name === 'builtin';
  let warning: string | undefined;
  const fellBack = () => {
    onGraph = true;
    warning ??= `${sentenceStart(SERVICE_LABEL[provider.name])} did not answer, so this plan is routed on the bundled highway network instead.`;
  };
  const builtinLeg = (points: LatLngLike[], req: RouteRequest): RoutedPath | null => {
    try {
      return builtinRoute(points, req);
    } catch (err) {
      if (err instanceof RouteNotFoundError) return null;
      throw err;
    }
  };
  const leg = async (points: LatLngLike[], req: RouteRequest): Promise<RoutedPath | null> => {
    if (onGraph) return builtinLeg(points, req);
    let path: RoutedPath;
    try {
      path = await provider.route(points, req);
    } catch (err) {
      if (err instanceof RouteNotFoundError) return null;
      fellBack();
      return builtinLeg(points, req);
    }
    return withServiceRestrictions(path, req) ?? builtinLeg(points, req);
  };
  return {
    async route(stops, req) {
      // A park whose own point lies far from the roads is met at its entrance on the way in.
      const waypoints = routePoints(stops, sharedParkEntrances(), roadMilesBy(req));
      if (onGraph) return builtinRoute(waypoints, req);
      let path: RoutedPath;
      try {
        path = await provider.route(waypoints, req);
      } catch {
        fellBack();
        return builtinRoute(waypoints, req);
      }
      return withServiceRestrictions(path, req) ?? builtinRoute(waypoints, req);
    },
    leg,
    async legEnd(points, req) {
      if (!onGraph) return legEndOf(await leg(points, req));
      const router = builtinRouter();
      return router.legEnd ? router.legEnd(points, req) : legEndOf(builtinLeg(points, req));
    },
    corridor: (waypoints, req) => builtinRoute(waypoints, req),
    hoursFromRoad: (road, targets, req, maxDetourHours) =>
      builtinHoursFromRoad(road, targets, req, maxDetourHours),
    reachFrom: (origin, targets, req, maxHours, areas) =>
      builtinReachFrom(origin, targets, req, maxHours, areas),
    datesKey: (req) => builtinRouter().datesKey?.(req) ?? `${req.date ?? ''}|${req.lastDate ?? ''}`,
    wayIn: (place, from, req) => {
      const by = req ? roadMilesBy(req) : undefined;
      const gate = gateOnWayIn(place, from, sharedParkEntrances(), undefined, by);
      return gate ? { ...gate.at, gate: gate.name } : undefined;
    },
    gatesIn: (place, from, req) =>
      gatesOnWayIn(place, from, sharedParkEntrances(), roadMilesBy(req)).map((g) => ({
        ...g.at,
        gate: g.name,
        miles: g.miles,
        ...(g.byWayOf ? { byWayOf: { ...g.byWayOf.at, gate: g.byWayOf.name } } : {}),
      })),
    insidePark: (park, at) =>
      insidePark(builtinRouter(), at, { fullName: park.fullName, entrances: sharedParkEntrances().get(park.id) }),
    warning: () => warning,
    distanceNote: () => (onGraph ? ROAD_DISTANCE_NOTE : serviceDistanceNote(SERVICE_LABEL[provider.name])),
  };
}
