// Where the bundled road graph fails the campgrounds of the National Park Service's units: for every
// campground of the catalogue (campgrounds.json, RIDB; campgrounds-osm.json, OpenStreetMap) that
// belongs to a unit (nps-units.json; no boundary polygons are bundled, so "belongs" is read off the
// row, see ofUnit below), how far it lies from the graph's nearest road, and how the road miles from
// the park's way in (the park-entrances.json entrance its drive is shortest from, else the park's
// own point, national-parks.json or nps-units.json) compare with the straight line between the two points of road
// they are met at (the detour ratio). A park road the graph lacks shows as campgrounds met far off
// the road (`off`), as a drive round by the towns outside (`detour`), or as a drive that ends at a
// road end far short of the campground (`short`).
//   npx tsx scripts/park-road-gaps-report.ts [--all] [--park=jotr]
// --all lists every unit's campgrounds, not only the flagged ones.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadRoadGraph } from '../server/src/routing/graph';
import { createRoadRouter } from '../server/src/routing/road-router';
import { milesBetween } from '../server/src/routing/core/node-index';
import { ON_ROAD_MILES } from '../server/src/routing/core/edge-index';
import type { LatLngLike } from '../server/src/routing/core/road-types';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(root, 'data', file), 'utf8')) as T;

/** A campground this far from any road of the graph is off the network (the router's own "on a road" distance). */
export const OFF_MILES = ON_ROAD_MILES;
/** Road miles this many times the straight line, and DETOUR_MIN_EXTRA miles more, is a detour round the park. */
export const DETOUR_RATIO = 2.5;
const DETOUR_MIN_EXTRA = 10;
/** A drive shorter than this share of the straight line ends at a road end short of the campground. */
export const SHORT_RATIO = 0.5;
const MIN_STRAIGHT = 3;
/** How far from a unit's point a campground that names the unit may lie. */
const UNIT_RADIUS_MILES = 60;
/**
 * A campground this near a unit's point that names no other owner is taken as the unit's (`near`):
 * most park campgrounds' rows name neither the park nor the NPS (Joshua Tree's Jumbo Rocks, Great
 * Basin's Lehman Creek), and a unit's point is in the park.
 */
const NEAR_MILES = 15;
/** The units wide enough to hold campgrounds of their own (not a historic site in a town). */
const WIDE_UNIT = /National (Park|Parks|Preserve|Monument)\b(?! and Historic Shrine)/;
const OTHER_OWNER = /National Forest|State Park|\bBLM\b|\bKOA\b|\bRV (Park|Resort)|Resort|County|Army Corps/i;
/** Sites reached on foot or by boat are not a road's to reach. */
const BACKCOUNTRY = /chickee|backpack|backcountry|boat[- ]in|hike[- ]in|walk[- ]in|primitive|group site|yurt/i;

interface Unit {
  code: string;
  name: string;
  stems: string[];
  at: LatLngLike;
  /** The park's ways in: every entrance row (park-entrances.json), else the park's own point. */
  ways: Array<{ at: LatLngLike; name: string }>;
}
interface Camp {
  id: string;
  name: string;
  text: string;
  website: string;
  operator: string;
  /** A reservable federal campground (RIDB), or an OpenStreetMap one with evidence of RVs. */
  rv: boolean;
  at: LatLngLike;
}

// The unit's name without its designation, split at "&"/"and" ("Sequoia & Kings Canyon National
// Parks": "Sequoia", "Kings Canyon").
const stemsOf = (name: string) =>
  name
    .replace(/\s+National (Park|Parks|Monument|Preserve|Recreation Area|Seashore|Lakeshore|River|Historical Park|Historic Site|Memorial|Battlefield|Military Park)\b.*$/i, '')
    .split(/\s+(?:&|and)\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 4);

function loadUnits(): Unit[] {
  const units = read<{ rows: Array<[string, string, string, string[], number, number, boolean]> }>('nps-units.json');
  const parks = read<Array<{ parkCode: string; latitude: number; longitude: number }>>('national-parks.json');
  const entrances = read<{ parks: Array<{ park: string; entrances: Array<{ name: string; lngLat: [number, number] }> }> }>(
    'park-entrances.json',
  ).parks;
  return units.rows
    .filter(([, , , , , , linear]) => !linear)
    .map(([code, name, , , lat, lng]) => {
      const park = parks.find((p) => p.parkCode === code);
      const at = park ? { latitude: park.latitude, longitude: park.longitude } : { latitude: lat, longitude: lng };
      const rows = entrances.find((e) => e.park === code)?.entrances ?? [];
      const ways = rows.map((e) => ({ at: { latitude: e.lngLat[1], longitude: e.lngLat[0] }, name: e.name }));
      return { code, name, stems: stemsOf(name), at, ways: ways.length > 0 ? ways : [{ at, name: "the park's point" }] };
    });
}

function loadCamps(): Camp[] {
  type Ridb = { id: string; name: string; lat: number; lng: number; description: string | null };
  type Osm = { id: string; name: string; lat: number; lng: number; website?: string; operator?: string; rvEvidence?: boolean };
  const ridb = read<Ridb[]>('campgrounds.json').map((c) => ({
    id: c.id,
    name: c.name,
    text: `${c.name} ${c.description ?? ''}`,
    website: '',
    operator: '',
    rv: true,
    at: { latitude: c.lat, longitude: c.lng },
  }));
  const osm = read<Osm[]>('campgrounds-osm.json').map((c) => ({
    id: c.id,
    name: c.name,
    text: c.name ?? '',
    website: c.website ?? '',
    operator: c.operator ?? '',
    rv: c.rvEvidence === true,
    at: { latitude: c.lat, longitude: c.lng },
  }));
  return [...ridb, ...osm];
}

const milesApart = (a: LatLngLike, b: LatLngLike) => milesBetween(a.latitude, a.longitude, b.latitude, b.longitude);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a campground is the unit's: its website is the unit's nps.gov page, or it lies within
 * UNIT_RADIUS_MILES of the unit's point and names the unit (not "<name> National Forest" or
 * "<name> Wilderness", which lie outside), or it is run by the National Park Service and this is
 * the nearest unit to it (checked by the caller).
 */
export function ofUnit(camp: Camp, unit: Unit): 'website' | 'named' | 'operator' | 'near' | undefined {
  if (!camp.rv || BACKCOUNTRY.test(camp.name ?? '')) return undefined;
  if (new RegExp(`nps\\.gov/${unit.code}\\b`, 'i').test(camp.website)) return 'website';
  if (milesApart(camp.at, unit.at) > UNIT_RADIUS_MILES) return undefined;
  const named = unit.stems.some((stem) =>
    new RegExp(`\\b${escape(stem)}\\b(?! National Forest| Wilderness| Ranger District)`, 'i').test(camp.text),
  );
  if (named) return 'named';
  if (/national park service|^nps$/i.test(camp.operator)) return 'operator';
  if (WIDE_UNIT.test(unit.name) && milesApart(camp.at, unit.at) <= NEAR_MILES && !OTHER_OWNER.test(camp.text))
    return 'near';
  return undefined;
}

interface Measured {
  camp: Camp;
  by: string;
  offMiles: number;
  straight: number;
  roadMiles: number | null;
  flags: string[];
}

let router: ReturnType<typeof createRoadRouter> | undefined;
const roads = () => (router ??= createRoadRouter(loadRoadGraph()));
const van = { profile: 'fastest', rvType: 'class-b', lengthFeet: 19, heightFeet: 9 } as const;

// A campground is measured from the park's way in its drive is the shortest from (the Needles'
// campground from the Needles entrance, not from the Island in the Sky's).
function measure(unit: Unit, camp: Camp, by: string): Measured {
  const tries = unit.ways.map((w) => measureFrom(w.at, camp, by));
  return tries.reduce((a, b) => ((b.roadMiles ?? Infinity) < (a.roadMiles ?? Infinity) ? b : a));
}

function measureFrom(from: LatLngLike, camp: Camp, by: string): Measured {
  const start = roads().nearestRoad(from);
  const end = roads().nearestRoad(camp.at);
  const straight = milesApart(start, end);
  let roadMiles: number | null = null;
  try {
    roadMiles = roads().route([from, camp.at], van).miles;
  } catch {
    roadMiles = null;
  }
  const flags: string[] = [];
  if (end.miles > OFF_MILES) flags.push('off');
  if (roadMiles === null) flags.push('unrouted');
  else if (roadMiles > DETOUR_RATIO * straight && roadMiles - straight > DETOUR_MIN_EXTRA) flags.push('detour');
  const whole = milesApart(from, camp.at);
  if (roadMiles !== null && whole >= MIN_STRAIGHT && roadMiles + end.miles + start.miles < SHORT_RATIO * whole)
    flags.push('short');
  return { camp, by, offMiles: end.miles, straight, roadMiles, flags };
}

function campsOfUnits(units: Unit[], camps: Camp[]): Map<Unit, Array<{ camp: Camp; by: string }>> {
  const out = new Map<Unit, Array<{ camp: Camp; by: string }>>();
  for (const camp of camps) {
    const hits = units
      .map((unit) => ({ unit, by: ofUnit(camp, unit) }))
      .filter((h) => h.by !== undefined);
    if (hits.length === 0) continue;
    // An NPS-run or nearby campground is the nearest unit's; a named or linked one every unit it names.
    const named = hits.filter((h) => h.by === 'website' || h.by === 'named');
    const chosen =
      named.length > 0
        ? named
        : [hits.reduce((a, b) => (milesApart(camp.at, a.unit.at) <= milesApart(camp.at, b.unit.at) ? a : b))];
    for (const { unit, by } of chosen) out.set(unit, [...(out.get(unit) ?? []), { camp, by: by as string }]);
  }
  return out;
}

const fmt = (n: number | null) => (n === null ? '-' : n.toFixed(1));

function main() {
  const only = process.argv.find((a) => a.startsWith('--park='))?.slice('--park='.length);
  const all = process.argv.includes('--all');
  const units = loadUnits().filter((u) => !only || u.code === only);
  const camps = campsOfUnits(units, loadCamps());
  const summary: Array<{ unit: Unit; flagged: number; total: number; worst: number }> = [];
  for (const unit of units) {
    const list = camps.get(unit);
    if (!list) continue;
    const measured = list.map(({ camp, by }) => measure(unit, camp, by));
    const flagged = measured.filter((m) => m.flags.length > 0);
    if (flagged.length === 0 && !all) continue;
    summary.push({
      unit,
      flagged: flagged.length,
      total: measured.length,
      worst: Math.max(...flagged.map((m) => m.offMiles), 0),
    });
    const from = unit.ways.map((w) => `${w.name}, ${roads().nearestRoad(w.at).miles.toFixed(1)} mi off the road`);
    console.log(
      `${unit.code} ${unit.name}: ${flagged.length} of ${measured.length} campgrounds flagged (from ${from.join('; ')})`,
    );
    for (const m of all ? measured : flagged)
      console.log(
        `  ${m.flags.join(',') || 'ok'}\t${m.camp.name} (${m.camp.id}, ${m.by}): ${fmt(m.offMiles)} mi off the road, ` +
          `${fmt(m.roadMiles)} road mi over ${fmt(m.straight)} straight` +
          (m.roadMiles !== null && m.straight > 0 ? ` (x${(m.roadMiles / m.straight).toFixed(1)})` : ''),
      );
  }
  summary.sort((a, b) => b.flagged - a.flagged || b.worst - a.worst);
  console.log(`\n${summary.length} units with flagged campgrounds (off: over ${OFF_MILES} mi from any road; detour: over ${DETOUR_RATIO} x the straight line; short: the drive ends short):`);
  for (const s of summary)
    console.log(`  ${s.unit.code}\t${s.flagged}/${s.total}\tfarthest off ${s.worst.toFixed(1)} mi\t${s.unit.name}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) main();
