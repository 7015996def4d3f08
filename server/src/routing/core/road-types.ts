import type { RouteType, RvType } from '@shared/schemas/plan';
import type { RoadGraph } from '../graph';
import type { ShortOf } from '../note-parts';

/**
 * A point on the road graph where a place meets it: a node (edge -1), or a point part-way along an
 * edge, `along` being its share of the edge's length from the edge's A end (0 to 1). `node` is the
 * point's own node, or the nearer end of its edge; `miles` the straight line from the place to it.
 */
export interface RoadPoint {
  edge: number;
  along: number;
  node: number;
  latitude: number;
  longitude: number;
  miles: number;
}

export interface LatLngLike {
  latitude: number;
  longitude: number;
}

export type RouteProfile = RouteType;

export interface RouteRequest {
  profile: RouteProfile;
  rvType: RvType;
  avoidHighways?: boolean;
  // The rig carries propane: the route keeps out of tunnels that ban it (restricted-segments.ts).
  propaneOnBoard?: boolean;
  // The day the route is driven (yyyy-mm-dd), or the first of the days a longer route is drawn for
  // (to lastDate): seasonal roads closed then are kept off, and mountain passes in winter
  // (seasons.ts, road-seasons.ts). Without a date, no season applies.
  date?: string;
  lastDate?: string;
  // The traveller asked to keep off mountain passes, whatever the season.
  avoidPasses?: boolean;
  // The rig's sizes in feet (restricted-segments.ts: length, height and width limits, escorts);
  // absent, the RV type's typical rig's (width: unknown).
  lengthFeet?: number;
  heightFeet?: number;
  widthFeet?: number;
  // A motorhome tows a car (the rig's towingCar): rows whose rule bans towed vehicles or counts the
  // combination read it (rig-size-rules.ts); the car's length is not known.
  towingCar?: boolean;
}

// A route along roads: its points and, for every point, the road miles and RV drive hours so far.
export interface RoutedPath {
  miles: number;
  hours: number;
  lat: number[];
  lng: number[];
  cumMiles: number[];
  cumHours: number[];
  // Main roads in order, as signs show them ("I-70", "US-191").
  roads: string[];
  // Index into the points where each requested waypoint after the first is reached.
  waypointIndex: number[];
  // Stretches of one named road of one class, as point index ranges (built-in router only), so a
  // day's leg can tell which roads it drives.
  roadRuns?: Array<{ name: string; from: number; to: number; interstate: boolean }>;
  // Restricted road segments the route kept off (built-in router), or drove (a routing service,
  // which cannot take our table), each at the route point nearest it. Absent when none.
  restrictions?: RouteRestriction[];
  // Waypoints (by index) met where the road open to the drive ends, not at themselves: they lie on
  // roads closed to the rig or on the date (built-in router, closed-ends.ts).
  shortOf?: number[];
  source: 'builtin' | 'osrm' | 'mapbox';
}

/**
 * What a leg's drive comes to without its line: its road miles, the waypoints it ends short of,
 * whether it drives a restricted road on a condition (an escort, valves shut, an advisory), and the
 * point of road it ends at. Ranking places by their drive from one point (a park's gate) needs no
 * more, and remembered it is a few numbers where the leg is thousands.
 */
export interface LegEnd {
  miles: number;
  shortOf?: number[];
  onCondition: boolean;
  end: LatLngLike;
}

/** A restricted segment a route kept off (or, from a routing service, drove), at the route point nearest it. */
export interface RouteRestriction {
  id: string;
  // avoided: kept off; condition: driven, allowed on a condition the note names (valves shut, an
  // escort and fee, an advisory); passes: the drive goes through one the rig must keep off (no way
  // round in our network); ferry: a road ferry the drive crosses (its crossing, limits and
  // reservations: road-ferries.ts).
  kind: 'avoided' | 'condition' | 'passes' | 'ferry';
  note: string;
  index: number;
  /** A mountain pass's mark (data/mountain-passes.json), gone around or crossed. */
  pass?: true;
  /** A pass gone around, as the traveller asked, by a way more than twice the drive over it: the day warns. */
  far?: true;
  /** A pass crossed in its state's chain-law season only (not winter, not asked): said, not steered round. */
  shoulder?: true;
  /** Said of a drive that ends short of its place, on the road it must keep off (endsShortNote). */
  short?: true;
  /** A short mark's note as its parts (note-parts.ts' ShortOf): a day that reached the park says it as the park's road. */
  shortOf?: ShortOf;
  /** A seasonal road a drive ends short of, with its usual dates and who closes it (roadClosedReachText). */
  closure?: string;
  /**
   * A seasonal road's mark (data/seasonal-roads.json, a dated closure's road): closed to all on the
   * date, not to the rig. A restricted segment's mark on the same road (its size, propane) has none.
   */
  seasonClosed?: true;
}

/**
 * The drive from one place (a camp) to a target (a park) on the roads as blocked now
 * (road-reach.ts): `road` with its miles and hours; `closed` when the target lies on a road closed
 * that day and no open road comes near it, with the miles and hours to where the open road ends on
 * its own road (the end nearest it along the closed road), `edge` the closed edge it lies on and
 * `road` what the router says of the closure (the seasonal row's name and usual dates); `beyond` when
 * no open road reaches it (or that end) within the hours asked; `unrouted` when the place or the
 * target is too far from any road of the graph for it to say.
 */
export type RoadReach =
  | { kind: 'road'; miles: number; hours: number }
  | { kind: 'closed'; miles: number; hours: number; edge: number; road?: string }
  | { kind: 'beyond' }
  | { kind: 'unrouted' };

export class RouteNotFoundError extends Error {
  constructor(message = 'No road route connects these places') {
    super(message);
    this.name = 'RouteNotFoundError';
  }
}

export interface RoadRouter {
  graph: RoadGraph;
  nearestNode(p: LatLngLike): { node: number; miles: number };
  /** The point of road nearest a place (part-way along an edge, or a node), where a route meets it. */
  nearestRoad(p: LatLngLike): RoadPoint;
  route(waypoints: LatLngLike[], req: RouteRequest): RoutedPath;
  /**
   * Road miles of the route between two places for the request: Infinity when no road joins them or
   * the drive ends short of the second (on a road closed to the rig or on the date). Remembered.
   */
  routeMiles(from: LatLngLike, to: LatLngLike, req: RouteRequest): number;
  /**
   * The end of the route through the waypoints (core/leg-end.ts: its miles, where it ends, whether it
   * ends short or drives a road on a condition), or null when no road joins them. Remembered.
   */
  legEnd?(waypoints: LatLngLike[], req: RouteRequest): LegEnd | null;
  hoursFromRoad(
    road: ReadonlyArray<{ at: LatLngLike; hours: number }>,
    targets: LatLngLike[],
    req: RouteRequest,
    maxDetourHours: number,
  ): Array<number | null>;
  /**
   * The drive from a place (a camp) to each target on the roads open on the request's dates, as far
   * as maxHours (road-reach.ts): one search for all targets. `areas`: the targets are areas (a
   * national park, by its point), met at the open road nearest their point farther out than a place.
   */
  reachFrom(
    origin: LatLngLike,
    targets: readonly LatLngLike[],
    req: RouteRequest,
    maxHours: number,
    areas?: boolean,
  ): RoadReach[];
  /**
   * What of the request's dates (and lastDate) the router's answers depend on: the seasonal roads
   * and passes they close or name, how passes are driven, with and without avoidPasses (reachFrom's
   * day trips ignore it), and the ferries' seasons. Two requests alike but for their dates, with
   * the same key, get the same routes, miles, ends and reaches ('' and '' when no season applies).
   */
  datesKey?(req: RouteRequest): string;
  /**
   * The graph edges each row resolves to, by index: the router's restricted segments, and its
   * season tables' mountain passes (their summit edges) and seasonal roads (a routing service's line
   * is checked against them: line-follow.ts).
   */
  rowEdges?: {
    segments(i: number): readonly number[];
    passes(i: number): readonly number[];
    roads(i: number): readonly number[];
  };
  /** How many leg searches and estimates the router remembers, and how often they answered. */
  cacheStats?(): { legs: number; estimates: number; hits: number; misses: number };
  /** Route searches run on the graph and the nodes they settled, since the router was made. */
  searchStats?(): { searches: number; settled: number };
  /** Forgets the remembered searches (for measuring a plan that searches everything). */
  clearCache?(): void;
}
