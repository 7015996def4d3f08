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

type Xy = [number, number];
// Miles east and north of a point of the line's own latitude band (the shared flat projection).
const toXy = (p: LinePoint, cos: number): Xy => flatXy(p[0], p[1], cos);

function distToSegment(p: Xy, a: Xy, b: Xy): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

const cellKey = (lat: number, lng: number) => `${Math.floor(lat / CELL_DEG)}:${Math.floor(lng / CELL_DEG)}`;

/** The line's segments by grid cell (each in every cell its box touches, grown by ON_ROAD_MILES). */
function segmentCells(line: readonly LinePoint[]): Map<string, number[]> {
  const cells = new Map<string, number[]>();
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
        const key = `${r}:${c}`;
        const list = cells.get(key);
        if (list) list.push(i);
        else cells.set(key, [i]);
      }
  }
  return cells;
}

/** The miles of line `a` (and its length) that lie farther than ON_ROAD_MILES from line `b`. */
export function milesOffLine(
  a: readonly LinePoint[],
  b: readonly LinePoint[],
): { off: number; miles: number } {
  const cells = segmentCells(b);
  const near = (p: LinePoint) => {
    const cos = Math.cos((p[0] * Math.PI) / 180);
    const xy = toXy(p, cos);
    for (const i of cells.get(cellKey(p[0], p[1])) ?? [])
      if (distToSegment(xy, toXy(b[i - 1], cos), toXy(b[i], cos)) <= ON_ROAD_MILES) return true;
    return false;
  };
  let off = 0;
  let miles = 0;
  for (let i = 1; i < a.length; i++) {
    const cos = Math.cos((a[i][0] * Math.PI) / 180);
    const [p, q] = [toXy(a[i - 1], cos), toXy(a[i], cos)];
    const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const n = Math.max(1, Math.ceil(length / STEP_MILES));
    for (let k = 0; k < n; k++) {
      const t = (k + 0.5) / n;
      const at: LinePoint = [
        a[i - 1][0] + t * (a[i][0] - a[i - 1][0]),
        a[i - 1][1] + t * (a[i][1] - a[i - 1][1]),
      ];
      if (!near(at)) off += length / n;
    }
    miles += length;
  }
  return { off, miles };
}

/** An option's whole line: its geometry, else its days' lines joined (null when it has none). */
function lineOf(o: RouteOption): LinePoint[] | null {
  const encoded = o.geometry ?? joinedGeometry(o.dailyItinerary);
  return encoded ? decodeLineOrNull(encoded) : null;
}

/** Whether two lines drive the same roads: each leaves the other's for at most about a mile (0.5 % of a long one). */
export function sameRoadLines(a: readonly LinePoint[], b: readonly LinePoint[]): boolean {
  if (a.length < 2 || b.length < 2) return false;
  const ab = milesOffLine(a, b);
  if (ab.off > offAllowed(ab.miles)) return false;
  const ba = milesOffLine(b, a);
  return ba.off <= offAllowed(ba.miles);
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
  const lines = options.map(lineOf);
  const group = options.map((_, i) => i);
  const find = (i: number): number => (group[i] === i ? i : (group[i] = find(group[i])));
  const sameRoadsOtherNights: RouteSameness['sameRoadsOtherNights'] = {};
  for (let i = 0; i < options.length; i++)
    for (let j = i + 1; j < options.length; j++) {
      const [a, b] = [lines[i], lines[j]];
      const sameRoads =
        options[i].geometry !== undefined && options[i].geometry === options[j].geometry
          ? true
          : a !== null && b !== null && sameRoadLines(a, b);
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
