import type { CostBreakdown, Day, RvPark } from '@shared/schemas/plan';
import type { LinePoint } from '@shared/plan/polyline';
import type { ParkFacts } from '@shared/plan/park-facts';
import type { RouteRestriction, RoutedPath } from '../../routing/road-router';
import type { CampgroundChoice } from '../../catalogue/core/campgrounds';
import type { ServiceRow } from '../../catalogue/core/services';
import type { GeoMatch } from '../../catalogue/core/gazetteer';
import type { DaySkeleton } from './itinerary';
import type { RouteShape } from './routes';
import type { LatLng } from '../../geo';

// A day's drive: a stretch of a routed path, from point index `from` to `to`.
export interface Leg {
  path: RoutedPath;
  from: number;
  to: number;
}

// A night's park and the drive that reaches it. `end` is set when the drive ends at the park
// itself; otherwise it ends on the road where the day was cut and the park is a short drive off.
export interface Night {
  choice: CampgroundChoice | undefined;
  leg: Leg;
  // `town`: the town its name names, when it names one (the day's camp, meals and notes say it too).
  // `placeAt`: the point of the place the name names (the town, the destination), when it is not
  // where the drive ends: the day's title says how far the night lies from it.
  end?: { name: string; latitude: number; longitude: number; town?: string; placeAt?: LatLng };
  // Routed hours from the park to the next day's cut point, when the day ends at the park.
  hoursToNextCut?: number;
  // The drive ends at the trip's destination and the park lies this far from it (road miles, or a
  // straight-line estimate when no road joins them); `road`: that drive's road rules (a park road's
  // size advice, a restriction gone around), said as the day's own drive says them. `endsAtPark`:
  // the park lies off the destination and the day's drive ends at the park instead (`end` is the
  // park's point, named after the destination).
  parkFromEnd?: {
    miles: number;
    routed: boolean;
    road?: RouteRestriction[];
    endsAtPark?: boolean;
    // As on the night, for the drive from the destination to the park.
    offRoadMiles?: number;
    // The park's entrance the drive ends at, when the destination is a national park met there
    // ("the North Entrance"): the miles are from that gate, not from the park's middle.
    gate?: string;
  };
  // The park lies this far (straight line, over a mile) beyond where the routed drive to it ends:
  // the router meets it at the nearest road our network holds, and the last miles are not counted.
  offRoadMiles?: number;
  // A free overnight location (a store's lot) the night is spent at instead of a park.
  free?: ServiceRow;
  // The trip's destination is a campground the night is not at: why, as the day says it.
  namedNot?: string;
  // A park nearer the destination in a straight line that its roads do not reach on the day (across
  // a road closed for the season): why the night is not there; `acrossRoads`: the roads the drive
  // there went around (closed for the season), said after it with the day's road rules (day-content.ts).
  across?: string[];
  acrossRoads?: RouteRestriction[];
  // The day's drive ends at its park well before the place where it was cut (named here), when the
  // trip has too few days for any park to keep the next day within the traveller's limit.
  endsBefore?: string;
}

/**
 * The park of an overnight stop as the plan shows it, with what the day says about it, and what its
 * source reports of a dump station, water and sewer as values (the road stops' tank rules read these).
 */
export interface StopPark {
  park: RvPark;
  facts: ParkFacts;
  notes: string[];
  warnings: string[];
}

/** One route option as the steps build it up. */
export interface OptionDraft {
  shape: RouteShape;
  /** The option's route through its waypoints. */
  path: RoutedPath;
  /** The option's daily driving limit in hours (the pace rule turned into hours on this route). */
  maxHours: number;
  /** Its days: where each drive ends, and the rest days of each stay. */
  skeleton: DaySkeleton[];
  /** What the option says about itself (the plan repeats the chosen option's). */
  warnings: string[];
  /** Each overnight stop's night, by stop index. */
  nights: Map<number, Night>;
  /** Each overnight stop's park, by stop index. */
  parks: Map<number, StopPark>;
  /** The reported nightly fee of every night, in order (null where none is reported; 'free' at a free overnight). */
  nightlyFees: Array<number | null | 'free'>;
  /** Stops with no park in our data. */
  placeholders: number;
  days: Day[];
  /** Each day's drive hours, unrounded. */
  dayHours: number[];
  /**
   * Each day's line as its `geometry` carries it (precision 5), undefined on a rest day: the road
   * stops read it as a value instead of decoding what day content encoded.
   */
  dayLines: Array<LinePoint[] | undefined>;
  /** The option's estimated cost (costs step). */
  cost?: CostBreakdown;
}

/** What the steps have worked out so far; each step reads what earlier ones wrote. */
export interface PlanState {
  places?: { from: GeoMatch; to: GeoMatch };
  options: OptionDraft[];
  /** The trip's warnings (warnings step). */
  warnings: string[];
  /** The trip's estimated cost on the chosen option (costs step). */
  cost?: CostBreakdown;
}

export function newOptionDraft(shape: RouteShape, path: RoutedPath): OptionDraft {
  return {
    shape,
    path,
    maxHours: 0,
    skeleton: [],
    warnings: [],
    nights: new Map(),
    parks: new Map(),
    nightlyFees: [],
    placeholders: 0,
    days: [],
    dayHours: [],
    dayLines: [],
  };
}

/** A value an earlier step must have written; a step run out of order is a bug. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`The plan has no ${what} yet: a step runs before the one that makes it`);
  return value;
}

/** The option the day-by-day plan follows: the selected type, else the third (balanced). */
export function chosenOption(state: PlanState, selected: RouteShape['type']): OptionDraft {
  return required(state.options.find((o) => o.shape.type === selected) ?? state.options[2], 'route options');
}

/** A drive day's leg: its night's drive, else its stretch of the option's path. */
export const dayLeg = (option: OptionDraft, s: DaySkeleton): Leg =>
  option.nights.get(s.stopIndex)?.leg ?? { path: option.path, from: s.fromIndex, to: s.toIndex };

/** An option's road miles: its days' rounded distances added up. */
export const optionMiles = (option: OptionDraft) => option.days.reduce((a, d) => a + d.distance, 0);
