import type { RouteOption, RouteType } from '../schemas/plan';
import { flatXy } from '../trips/gps';
import { joinedGeometry } from '../trips/park-reroute';
import type { LinePoint } from './polyline';
import { decodeLineOrNull } from './polyline';
import { sentenceStart } from './sentence';

// Route options that turn out to be one route. The planner routes each option by its own profile
// and parks, but the fastest and the balanced (or the scenic, with no park near its corridor) can
// end on the same roads: the route choice then shows them once, saying which they are.

/** How far from the other line a point of a line may lie and still be on the same road (miles). */
const ON_ROAD_MILES = 0.25;
/** How much of a line may leave the other's roads and still be the same route: a mile, or 0.5 % of its miles. */
const offAllowed = (miles: number) => Math.max(1, miles * 0.005);
/** Points are sampled along a line this far apart (miles). */
const STEP_MILES = 0.1;
const CELL_DEG = 0.05;
// Miles in a degree of latitude, for the grid's padding.
const MILES_PER_DEG = 69.05;

// Miles east per degree of longitude at the equator, and north per degree of latitude (flatXy's).
const [MILES_EAST, MILES_NORTH] = flatXy(1, 1, 1);
// A grid cell's number: its row times this, plus its column (a column is at most 3,600 from 0).
const CELL_ROW = 10_000;

const cellKey = (lat: number, lng: number) =>
  Math.floor(lat / CELL_DEG) * CELL_ROW + Math.floor(lng / CELL_DEG);

/** A line's segments by grid cell (each in every cell its box touches, grown by ON_ROAD_MILES). */
type SegmentCells = Map<number, number[]>;

function segmentCells(line: readonly LinePoint[]): SegmentCells {
  const cells: SegmentCells = new Map();
  const pad = ON_ROAD_MILES / MILES_PER_DEG + 1e-9;
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1], line[i]];
    const cos = Math.max(Math.cos((a[0] * Math.PI) / 180), 0.01);
    const lat0 = Math.floor((Math.min(a[0], b[0]) - pad) / CELL_DEG);
    const lat1 = Math.floor((Math.max(a[0], b[0]) + pad) / CELL_DEG);
    const lng0 = Math.floor((Math.min(a[1], b[1]) - pad / cos) / CELL_DEG);
    const lng1 = Math.floor((Math.max(a[1], b[1]) + pad / cos) / CELL_DEG);
    for (let r = lat0; r <= lat1; r++)
      for (let c = lng0; c <= lng1; c++) {
        const key = r * CELL_ROW + c;
        const list = cells.get(key);
        if (list) list.push(i);
        else cells.set(key, [i]);
      }
  }
  return cells;
}

/**
 * Whether the point lies within ON_ROAD_MILES of a segment of `b`, on the flat projection at the
 * point's own latitude (flatXy, written out: this runs for every tenth of a mile of a route).
 */
function nearLine(lat: number, lng: number, b: readonly LinePoint[], cells: SegmentCells): boolean {
  const segments = cells.get(cellKey(lat, lng));
  if (!segments) return false;
  const cos = Math.cos((lat * Math.PI) / 180);
  const px = lng * MILES_EAST * cos;
  const py = lat * MILES_NORTH;
  for (const i of segments) {
    const a = b[i - 1];
    const z = b[i];
    const ax = a[1] * MILES_EAST * cos;
    const ay = a[0] * MILES_NORTH;
    const dx = z[1] * MILES_EAST * cos - ax;
    const dy = z[0] * MILES_NORTH - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2)) : 0;
    if (Math.hypot(px - ax - t * dx, py - ay - t * dy) <= ON_ROAD_MILES) return true;
  }
  return false;
}

/** The length of a line's segment ending at point `i` (miles), on the flat projection at that point. */
function segmentMiles(a: readonly LinePoint[], i: number): number {
  const cos = Math.cos((a[i][0] * Math.PI) / 180);
  const p = a[i - 1];
  const q = a[i];
  return Math.hypot(
    q[1] * MILES_EAST * cos - p[1] * MILES_EAST * cos,
    q[0] * MILES_NORTH - p[0] * MILES_NORTH,
  );
}

/**
 * The miles of line `a` that lie farther than ON_ROAD_MILES from line `b` (whose segments by cell are
 * `cells`), sampled every STEP_MILES; counting stops once they pass `stopAbove`.
 */
function offMiles(
  a: readonly LinePoint[],
  b: readonly LinePoint[],
  cells: SegmentCells,
  stopAbove = Infinity,
): number {
  let off = 0;
  for (let i = 1; i < a.length && off <= stopAbove; i++) {
    const length = segmentMiles(a, i);
    const n = Math.max(1, Math.ceil(length / STEP_MILES));
    const [lat0, lng0] = a[i - 1];
    const dLat = a[i][0] - lat0;
    const dLng = a[i][1] - lng0;
    for (let k = 0; k < n; k++) {
      const t = (k + 0.5) / n;
      if (!nearLine(lat0 + t * dLat, lng0 + t * dLng, b, cells)) off += length / n;
    }
  }
  return off;
}

const lineMiles = (a: readonly LinePoint[]) => {
  let miles = 0;
  for (let i = 1; i < a.length; i++) miles += segmentMiles(a, i);
  return miles;
};

/** The miles of line `a` (and its length) that lie farther than ON_ROAD_MILES from line `b`. */
export function milesOffLine(
  a: readonly LinePoint[],
  b: readonly LinePoint[],
): { off: number; miles: number } {
  return { off: offMiles(a, b, segmentCells(b)), miles: lineMiles(a) };
}

/** An option's whole line: its geometry, else its days' lines joined (null when it has none). */
function lineOf(o: RouteOption): LinePoint[] | null {
  const encoded = o.geometry ?? joinedGeometry(o.dailyItinerary);
  return encoded ? decodeLineOrNull(encoded) : null;
}

/** A line with its segments by grid cell, worked out once for all the lines it is compared with. */
type IndexedLine = { points: readonly LinePoint[]; miles: number; cells: () => SegmentCells };

function indexed(points: readonly LinePoint[]): IndexedLine {
  let cells: SegmentCells | undefined;
  return { points, miles: lineMiles(points), cells: () => (cells ??= segmentCells(points)) };
}

/** Whether line `a` leaves `b`'s roads for at most about a mile (0.5 % of a long one); stops counting past that. */
const staysOn = (a: IndexedLine, b: IndexedLine) =>
  offMiles(a.points, b.points, b.cells(), offAllowed(a.miles)) <= offAllowed(a.miles);

const sameIndexed = (a: IndexedLine, b: IndexedLine) =>
  a.points.length >= 2 && b.points.length >= 2 && staysOn(a, b) && staysOn(b, a);

/** Whether two lines drive the same roads: each leaves the other's for at most about a mile (0.5 % of a long one). */
export function sameRoadLines(a: readonly LinePoint[], b: readonly LinePoint[]): boolean {
  return sameIndexed(indexed(a), indexed(b));
}

/** The options' nights in order: where each day ends and at which park. */
const nightsOf = (o: RouteOption) => o.dailyItinerary.map((d) => `${d.to.name}|${d.rvPark.name}`).join('\n');

/** How one route option stands to the others: options on the same roads with the same nights are one choice. */
export interface RouteSameness {
  /** The options (by type, in the plan's order) that take the same roads and nights as each other: one choice. */
  groups: RouteType[][];
  /** For each option, the other options on the same roads but with other nights. */
  sameRoadsOtherNights: Partial<Record<RouteType, RouteType[]>>;
}

export function routeSameness(options: readonly RouteOption[]): RouteSameness {
  const lines = options.map((o) => {
    const line = lineOf(o);
    return line ? indexed(line) : null;
  });
  const group = options.map((_, i) => i);
  const find = (i: number): number => (group[i] === i ? i : (group[i] = find(group[i])));
  const sameRoadsOtherNights: RouteSameness['sameRoadsOtherNights'] = {};
  for (let i = 0; i < options.length; i++)
    for (let j = i + 1; j < options.length; j++) {
      const [a, b] = [lines[i], lines[j]];
      const sameRoads =
        options[i].geometry !== undefined && options[i].geometry === options[j].geometry
          ? true
          : a !== null && b !== null && sameIndexed(a, b);
      if (!sameRoads) continue;
      if (nightsOf(options[i]) === nightsOf(options[j])) group[find(j)] = find(i);
      else {
        (sameRoadsOtherNights[options[i].type] ??= []).push(options[j].type);
        (sameRoadsOtherNights[options[j].type] ??= []).push(options[i].type);
      }
    }
  const groups: RouteType[][] = [];
  const at = new Map<number, RouteType[]>();
  options.forEach((o, i) => {
    const root = find(i);
    let list = at.get(root);
    if (!list) {
      at.set(root, (list = []));
      groups.push(list);
    }
    list.push(o.type);
  });
  return { groups, sameRoadsOtherNights };
}

const LABEL: Record<RouteType, string> = { fastest: 'fastest', scenic: 'scenic', balanced: 'balanced' };

/** The option a group's card stands for: the chosen one when it is in the group, else balanced (SPEC's default), else the first. */
export function groupLead(group: readonly RouteType[], selected: RouteType): RouteType {
  if (group.includes(selected)) return selected;
  return group.includes('balanced') ? 'balanced' : group[0];
}

/** The group's types, its lead first: "Balanced and fastest take the same roads and nights". */
export function sameRouteText(group: readonly RouteType[], lead: RouteType): string {
  const names = [lead, ...group.filter((t) => t !== lead)].map((t) => LABEL[t]);
  const list =
    names.length > 2
      ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
      : names.join(' and ');
  return `${sentenceStart(list)} take the same roads and the same nights: one choice here.`;
}

/** What a route option's days say they kept off ("Avoided Wolf Creek Pass (US-160, 10,857 ft): ..."), each place once. */
export function avoidedOnRoute(option: Pick<RouteOption, 'dailyItinerary'>): string[] {
  const found = new Set<string>();
  for (const d of option.dailyItinerary)
    for (const text of [...d.notes, ...(d.warnings ?? [])]) {
      const m = /^Avoided (.+?): /.exec(text);
      if (m) found.add(m[1]);
    }
  return [...found];
}
