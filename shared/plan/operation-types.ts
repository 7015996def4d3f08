import type { ActivityDetail, DERIVED_DATA, RouteType, RvPark, TripPlan } from '../schemas/plan';

// The plan's operations and what applying one gives (operations.ts applies them).

/** What follows from a plan's days and may go stale when they change. */
export type Derived = (typeof DERIVED_DATA)[number];

/** The edits of one day, which the day editor makes. */
export type DayOperation =
  | { kind: 'add-note'; day: number; text: string }
  | { kind: 'remove-note'; day: number; index: number }
  | { kind: 'add-activity'; day: number; name: string; detail?: ActivityDetail }
  | { kind: 'remove-activity'; day: number; index: number }
  | { kind: 'move-activity'; day: number; index: number; direction: 'up' | 'down' }
  | { kind: 'swap-park'; day: number; park: RvPark };

/** The top-level parts of a plan an operation replaced, and the ones it added (absent before). */
export interface PlanParts {
  values: Partial<TripPlan>;
  absent: Array<keyof TripPlan>;
}

export type PlanOperation =
  | DayOperation
  /** A stay set to a number of nights: rest days added or removed at its place. */
  | { kind: 'set-stay-nights'; day: number; nights: number }
  /** One more night at the stay holding this day (a rest day after its last day). */
  | { kind: 'add-rest-day'; day: number }
  /**
   * One night fewer at the stay holding this day. A one-night stay is a drive stop: taking it out
   * changes the route, which is a re-plan (the stops panel), so the operation changes nothing.
   */
  | { kind: 'remove-day'; day: number }
  | { kind: 'select-route'; route: RouteType }
  /** The inverse of every operation: the parts it replaced put back. */
  | { kind: 'restore'; parts: PlanParts; invalidates: Derived[] };

/** What the server must re-plan after an operation: the legs of these days, road stops from a day on. */
export interface ServerWork {
  legs: number[];
  roadStopsFrom: number | null;
}

export interface Applied {
  plan: TripPlan;
  inverse: PlanOperation;
  invalidates: Derived[];
  server: ServerWork;
}

/** What an edit of the days changed, before the operation recomputes what follows. */
export interface Edited {
  plan: TripPlan;
  invalidates: Derived[];
  server?: Partial<ServerWork>;
}

export interface OperationContext {
  /** Today, for the booking windows of a plan whose stays carry them. */
  now?: Date;
}
