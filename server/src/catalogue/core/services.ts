import type { RoadStopKind, ServicePlace } from '@shared/schemas/road-stops';
import { ROAD_STOP_KINDS } from '@shared/schemas/road-stops';
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from '@shared/schemas/places';
import type { GridIndex, LatLng } from '../../geo';
import { createGridIndex } from '../../geo';
import type { RestAreaNight, RestAreaRules } from './rest-area-rules';
import { restAreaNight, restAreaNote } from './rest-area-rules';
import type { ClosedWindow } from '@shared/plan/dated-closures';
import type { Direction } from './service-direction';
import { directionOf } from './service-direction';

/**
 * The road-service catalogue: truck stops, rest areas, dump stations, water hints, propane points and
 * overnight-parking locations (data/rv-services, data/SOURCES.md). Each place carries only what its
 * source reports, what it cannot promise (`note`) and the credit its source asks for.
 */
export interface ServiceRow extends LatLng {
  id: string;
  /** Closures with dates whose area the place lies in (data/dated-closures.json), set when the catalogue is loaded. */
  closedFor?: ClosedWindow[];
  kind: RoadStopKind;
  name: string;
  brand?: string;
  address?: string;
  /** The source's own type: rest area type, propane refill | exchange | unknown, dump setting. */
  detail?: string;
  /** Rest areas on one side of a divided highway: the direction of travel they serve. */
  direction?: Direction;
  /** A toll plaza's fuels as its page says them (`['gas']`: diesel not said); absent: not said. */
  fuels?: Array<'gas' | 'diesel'>;
  source: string;
  attribution?: string;
  attributionUrl?: string;
  note?: string;
  /**
   * A named rest area whose state's own rules allow a night in the rig (data/rest-area-overnight.json):
   * the rule, said on a free overnight night. Never set where the state forbids it or is unconfirmed.
   */
  restNight?: RestAreaNight & { highway?: string };
  /**
   * A free campground or dispersed site on public land (BLM or a national forest) that OpenStreetMap
   * tags fee=no: a free overnight on a transit night (planner/core/steps/public-land-overnight.ts).
   */
  publicLand?: {
    agency: 'BLM' | 'USFS';
    operator: string;
    website?: string;
    phone?: string;
    dumpStation?: boolean;
    drinkingWater?: boolean;
  };
}

export interface ServiceCatalogue {
  rows: readonly ServiceRow[];
  counts: Record<RoadStopKind, number>;
  /** Places of one kind (or every kind) within `radiusMiles` of a point, nearest first. */
  near(
    kind: RoadStopKind | undefined,
    point: LatLng,
    radiusMiles: number,
  ): Array<{ item: ServiceRow; distance: number }>;
  /**
   * Places of a kind within `corridorMiles` of a line of points (at most a few miles apart), each
   * with the index of the line's point nearest it and its distance from that point.
   */
  alongLine(
    kind: RoadStopKind,
    points: readonly LatLng[],
    corridorMiles: number,
  ): Array<{ item: ServiceRow; index: number; distance: number }>;
}

// A finer grid with numeric keys for the corridor search: a day's line asks it at every mile.
const LINE_CELL_DEGREES = 0.1;
const cellKey = (la: number, lo: number) => la * 4000 + lo;
const cellOf = (deg: number) => Math.floor(deg / LINE_CELL_DEGREES);

function lineGrid(rows: readonly ServiceRow[]) {
  const cells = new Map<number, ServiceRow[]>();
  for (const r of rows) {
    const k = cellKey(cellOf(r.latitude), cellOf(r.longitude));
    const cell = cells.get(k);
    if (cell) cell.push(r);
    else cells.set(k, [r]);
  }
  return (points: readonly LatLng[], corridor: number) => {
    const best = new Map<ServiceRow, { index: number; distance: number }>();
    const dLa = Math.ceil(corridor / 69 / LINE_CELL_DEGREES);
    // Consecutive points mostly share a cell: the rows of a neighbourhood are gathered once for it.
    let at = NaN;
    let near: ServiceRow[] = [];
    points.forEach((p, index) => {
      const cos = Math.cos((p.latitude * Math.PI) / 180);
      const la0 = cellOf(p.latitude);
      const lo0 = cellOf(p.longitude);
      if (cellKey(la0, lo0) !== at) {
        at = cellKey(la0, lo0);
        near = [];
        const dLo = Math.ceil(corridor / (69.17 * Math.max(0.05, cos)) / LINE_CELL_DEGREES);
        for (let la = la0 - dLa; la <= la0 + dLa; la++) {
          for (let lo = lo0 - dLo; lo <= lo0 + dLo; lo++) {
            const cell = cells.get(cellKey(la, lo));
            if (cell) near.push(...cell);
          }
        }
      }
      for (const r of near) {
        // Equirectangular miles: exact enough within a few miles. A row farther north, south, east
        // or west than the corridor is out before the distance is worked out.
        const dy = (r.latitude - p.latitude) * 69.05;
        if (dy > corridor || dy < -corridor) continue;
        const dx = (r.longitude - p.longitude) * 69.17 * cos;
        if (dx > corridor || dx < -corridor) continue;
        const distance = Math.hypot(dy, dx);
        if (distance > corridor) continue;
        const known = best.get(r);
        if (!known || distance < known.distance) best.set(r, { index, distance });
      }
    });
    return [...best].map(([item, { index, distance }]) => ({ item, index, distance }));
  };
}

export const ATP_SOURCE = {
  source: 'All The Places',
  attribution: 'Locations: All The Places (alltheplaces.xyz), CC0',
  attributionUrl: 'https://alltheplaces.xyz',
};
export const DOT_SOURCE = {
  source: 'US DOT rest areas',
  attribution:
    'Data: U.S. DOT Bureau of Transportation Statistics, National Transportation Atlas Database (Truck Stop Parking)',
};
export const RIDB_SOURCE = {
  source: 'Recreation.gov (RIDB)',
  attribution: 'Data: Recreation Information Database (ridb.recreation.gov)',
};
export const OSM_SOURCE = {
  source: 'OpenStreetMap',
  attribution: OSM_ATTRIBUTION,
  attributionUrl: OSM_COPYRIGHT_URL,
};

/** The honest label of every overnight-parking location: never a campground, the store decides. */
export const OVERNIGHT_LABEL = 'Overnight parking is up to the store manager and local rules: call ahead';

export const NOTES = {
  fuel: 'Truck stop or travel centre: the data lists no RV or truck lanes, canopy height, diesel at the car pumps, dump station or propane; check before you pull in.',
  dumpStandalone: 'Dump station mapped in OpenStreetMap: fee, rinse water and hours are not known.',
  dumpCampground: 'At a campground: ask whether passers-by may dump and what it costs.',
  dumpCustomers: 'Customers only, as mapped.',
  water:
    "A hint, not a promise: this federal site's description mentions water; it may not be potable or have a fill point.",
  refill: 'Propane business or fill station (by its name): call to confirm it fills an RV tank.',
  exchange: "Cylinder exchange only: it swaps portable cylinders and cannot fill an RV's built-in tank.",
  propaneUnknown: 'Propane point: refill or exchange is not known; call ahead.',
  overnight: OVERNIGHT_LABEL,
} as const;

/** A table as the build script writes it: the field names once, then one array per record. */
export interface ServiceTable {
  fields: string[];
  rows: unknown[][];
}

type Raw = Record<string, string | number | boolean | null | undefined>;
function records(table: ServiceTable): Raw[] {
  const { fields } = table;
  return table.rows.map((row) => Object.fromEntries(fields.map((f, i) => [f, row[i] as Raw[string]])));
}
// The DOT file fills cells it does not know with placeholders ("UNKNOWN", "NA", "N/A", and "County"
// for a city): they are said as nothing, never shown as a name, a town or a highway.
const PLACEHOLDER = /^(unknown|n\/?a|none|county)$/i;
const text = (v: Raw[string]) =>
  typeof v === 'string' && v.trim() && !PLACEHOLDER.test(v.trim()) ? v.trim() : undefined;
const num = (v: Raw[string]) => Number(v);
const addressOf = (r: Raw) => {
  const town = [text(r.city), text(r.state)].filter(Boolean).join(', ');
  return [text(r.address), town].filter(Boolean).join(', ') || undefined;
};
const where = (r: Raw) => [text(r.city), text(r.state)].filter(Boolean).join(', ');

export function fuelRows(table: ServiceTable): ServiceRow[] {
  return records(table).map((r) => {
    const brand = String(r.brand).replace(' (unresolved)', '');
    return {
      id: String(r.id),
      kind: 'fuel',
      name: `${brand} (${where(r)})`,
      brand,
      latitude: num(r.lat),
      longitude: num(r.lng),
      ...(addressOf(r) ? { address: addressOf(r) } : {}),
      ...ATP_SOURCE,
      note: NOTES.fuel,
    };
  });
}

const REST_TYPES: Record<string, string> = {
  rest_area: 'rest area',
  welcome_center: 'welcome center',
  service_plaza: 'service plaza',
  turnout: 'turnout',
  unspecified: 'rest stop',
};
// Rest-area rows that are not for RVs although the name rule did not type them so: Illinois names
// its weigh stations "WS I-55 NB ...", and truck-only areas, truck turnouts and chain-up sites.
const NOT_FOR_RVS = /^WS\b|truck[- ]only|truck rest area|truck (turnout|pull-off)|chain[- ]up|chain station/i;
export const restAreaForRvs = (r: { type?: unknown; name?: unknown }) =>
  r.type !== 'weigh_station' && r.type !== 'truck_parking' && !NOT_FOR_RVS.test(String(r.name ?? ''));

/** Rest areas; each says its state's stay rule (`rules`: data/rest-area-overnight.json) or that it is unconfirmed. */
export function restRows(table: ServiceTable, rules?: RestAreaRules): ServiceRow[] {
  return records(table)
    .filter(restAreaForRvs)
    .map((r) => {
      const highway = text(r.highway);
      const type = REST_TYPES[String(r.type)] ?? 'rest stop';
      // 408 rows are named "NHS Rest Stop or Truck Facility N": say what they are, not the placeholder;
      // 15 are named "UNKNOWN" (or "NA"): a rest area, on its highway.
      const name =
        r.placeholderName === true
          ? `Rest stop or truck facility${highway ? ` on ${highway}` : ''} (unnamed in the data)`
          : (text(r.name) ?? `Rest area${highway ? ` on ${highway}` : ''}`);
      const direction = directionOf(`${highway ?? ''} ${String(r.name)}`);
      return {
        id: String(r.id),
        kind: 'rest',
        name,
        latitude: num(r.lat),
        longitude: num(r.lng),
        ...(addressOf(r) ? { address: addressOf(r) } : {}),
        detail: r.placeholderName === true ? 'unnamed' : type,
        ...(direction ? { direction } : {}),
        ...DOT_SOURCE,
        note: restAreaNote(rules, text(r.state)),
        ...restNightOf(r, rules),
      };
    });
}

// Florida's Turnpike's service plazas (DOT rows typed service plaza on the mainline or the HEFT) sell
// fuel: "At all Turnpike Service Plazas, convenience stores with fuel are open 24 hours per day ...
// regular gasoline grades and diesel" (http://floridasturnpike.com/tools_serviceplazas.cfm, read
// 2026-12-06). Other toll roads' plazas: toll-plaza-fuel.ts, by a sourced list.
const FL_TURNPIKE = /^(florida'?s turnpike|heft)$/i;
export const FL_TURNPIKE_PLAZA_NOTE =
  "Florida's Turnpike service plaza: Florida's Turnpike Enterprise says every plaza has a 24-hour convenience store with gasoline and diesel (floridasturnpike.com); lanes and canopy height are not known, and overnight parking is prohibited.";
/** The service plazas of Florida's Turnpike as fuel stops (the rest-area table's rows). */
export function turnpikePlazaFuelRows(table: ServiceTable): ServiceRow[] {
  return records(table)
    .filter((r) => r.type === 'service_plaza' && r.state === 'FL' && FL_TURNPIKE.test(text(r.highway) ?? ''))
    .map((r) => ({
      id: `${String(r.id)}-fuel`,
      kind: 'fuel',
      name: String(r.name),
      latitude: num(r.lat),
      longitude: num(r.lng),
      ...(addressOf(r) ? { address: addressOf(r) } : {}),
      detail: 'service plaza',
      ...DOT_SOURCE,
      note: FL_TURNPIKE_PLAZA_NOTE,
    }));
}

// A free overnight is offered only at a rest area the data names (not a placeholder or "UNKNOWN": a truck
// facility?) that its state's DOT runs: a toll road's plaza follows its authority's rules, not the state's.
const NAMED = (r: Raw) => r.placeholderName !== true && text(r.name) !== undefined;
function restNightOf(r: Raw, rules: RestAreaRules | undefined): Pick<ServiceRow, 'restNight'> {
  const night = r.type !== 'service_plaza' && NAMED(r) ? restAreaNight(rules, text(r.state)) : undefined;
  if (!night) return {};
  const highway = text(r.highway);
  return { restNight: { ...night, ...(highway ? { highway } : {}) } };
}

export function waterRows(table: ServiceTable): ServiceRow[] {
  return records(table).map((r) => ({
    id: String(r.id),
    kind: 'water',
    name: String(r.name),
    latitude: num(r.lat),
    longitude: num(r.lng),
    detail: text(r.campgroundId) ? 'campground' : 'federal site',
    ...RIDB_SOURCE,
    note: NOTES.water,
  }));
}

export function overnightRows(table: ServiceTable): ServiceRow[] {
  return records(table).map((r) => ({
    id: String(r.id),
    kind: 'overnight',
    name: `${String(r.brand)} (${where(r)})`,
    brand: String(r.brand),
    latitude: num(r.lat),
    longitude: num(r.lng),
    ...(addressOf(r) ? { address: addressOf(r) } : {}),
    ...ATP_SOURCE,
    note: NOTES.overnight,
  }));
}

function dumpNote(r: Raw) {
  const base = r.setting === 'campground' ? NOTES.dumpCampground : NOTES.dumpStandalone;
  const fee = r.fee === 'yes' ? ' A fee is charged.' : '';
  return `${base}${r.access === 'customers' ? ` ${NOTES.dumpCustomers}` : ''}${fee}`;
}

export function osmRows(table: ServiceTable): ServiceRow[] {
  return records(table)
    .filter((r) => r.access !== 'private')
    .map((r): ServiceRow => {
      const common = { id: String(r.id), latitude: num(r.lat), longitude: num(r.lng), ...OSM_SOURCE };
      const name = text(r.name);
      if (r.kind === 'dump') {
        return {
          ...common,
          kind: 'dump',
          name:
            r.setting === 'campground'
              ? `Dump station at ${name ?? 'a campground'}`
              : (name ?? 'Dump station'),
          detail: String(r.setting ?? 'standalone'),
          note: dumpNote(r),
        };
      }
      const kind = String(r.propaneKind ?? 'unknown');
      return {
        ...common,
        kind: 'propane',
        name: name ?? 'Propane',
        detail: kind,
        note: kind === 'refill' ? NOTES.refill : kind === 'exchange' ? NOTES.exchange : NOTES.propaneUnknown,
      };
    });
}

export function createServiceCatalogue(rows: ServiceRow[]): ServiceCatalogue {
  const at = (r: ServiceRow): LatLng => r;
  const grids = new Map<RoadStopKind, GridIndex<ServiceRow>>();
  const lines = new Map<RoadStopKind, ReturnType<typeof lineGrid>>();
  const counts = Object.fromEntries(ROAD_STOP_KINDS.map((k) => [k, 0])) as Record<RoadStopKind, number>;
  for (const kind of ROAD_STOP_KINDS) {
    const ofKind = rows.filter((r) => r.kind === kind);
    counts[kind] = ofKind.length;
    grids.set(kind, createGridIndex(ofKind, at, 0.5));
    lines.set(kind, lineGrid(ofKind));
  }
  return {
    rows,
    counts,
    near(kind, point, radius) {
      if (kind) return grids.get(kind)?.near(point, radius) ?? [];
      return ROAD_STOP_KINDS.flatMap((k) => grids.get(k)?.near(point, radius) ?? []).sort(
        (a, b) => a.distance - b.distance,
      );
    },
    alongLine: (kind, points, corridor) => lines.get(kind)?.(points, corridor) ?? [],
  };
}

/** A service place as the API answers it. */
export function toServicePlace(r: ServiceRow): ServicePlace {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    ...(r.brand ? { brand: r.brand } : {}),
    latitude: r.latitude,
    longitude: r.longitude,
    ...(r.address ? { address: r.address } : {}),
    ...(r.detail ? { detail: r.detail } : {}),
    source: r.source,
    ...(r.attribution ? { attribution: r.attribution } : {}),
    ...(r.attributionUrl ? { attributionUrl: r.attributionUrl } : {}),
    ...(r.note ? { note: r.note } : {}),
  };
}

export const SERVICE_RESULT_CAP = 200;

/** GET /api/services/search: places of one kind (or every kind) near a point, nearest first. */
export function searchServices(
  catalogue: ServiceCatalogue,
  q: { lat: number; lng: number; radius: number; kind?: RoadStopKind },
  cap = SERVICE_RESULT_CAP,
): ServicePlace[] {
  return catalogue
    .near(q.kind, { latitude: q.lat, longitude: q.lng }, q.radius)
    .slice(0, cap)
    .map(({ item }) => toServicePlace(item));
}
