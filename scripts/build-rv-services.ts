// Rebuilds data/rv-services/ from the shared data set's rv-services folder (SOURCES.md sections 5-10):
// the same records, as compact tables of the fields the product reads, with what must never be
// offered to an RV left out (weigh stations, truck-only lots, private dump stations).
// Run: npx tsx scripts/build-rv-services.ts [path/to/rv-services]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restAreaForRvs } from '../server/src/catalogue/core/services';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = process.argv[2] ?? path.resolve(root, '../shared/data/rv-services');
const out = path.join(root, 'data', 'rv-services');

type Row = Record<string, unknown>;
const read = (file: string) => JSON.parse(readFileSync(path.join(source, file), 'utf8')) as Row[];

/** One table: the field names once, then one array per record ('' and false stand for absent). */
function write(file: string, fields: string[], rows: Row[]) {
  const table = { fields, rows: rows.map((r) => fields.map((f) => r[f] ?? null)) };
  const text = JSON.stringify(table);
  writeFileSync(path.join(out, file), text);
  console.log(`${file}: ${rows.length} rows, ${(text.length / 1024).toFixed(0)} kB`);
}

mkdirSync(out, { recursive: true });

// Truck stops and travel centres (All The Places, CC0): location and brand, no amenities.
write('fuel-stops.json', ['id', 'brand', 'lat', 'lng', 'address', 'city', 'state'], read('fuel-stops.json'));

// Public rest areas (US DOT NTAD, public domain). Weigh stations and truck-only lots are not for RVs.
const rest = read('rest-areas.json');
const restForRvs = rest.filter(restAreaForRvs);
console.log(
  `rest areas: ${rest.length} in the source, ${rest.length - restForRvs.length} weigh stations, truck-only lots and chain-up sites left out`,
);
write(
  'rest-areas.json',
  ['id', 'name', 'type', 'lat', 'lng', 'city', 'state', 'highway', 'milePost', 'placeholderName'],
  restForRvs,
);

// Potable-water hints at federal sites (RIDB, public domain): the description mentions water.
write(
  'water-ridb.json',
  ['id', 'name', 'lat', 'lng', 'state', 'facilityId', 'campgroundId'],
  read('water-ridb.json'),
);

// Walmart and Cracker Barrel (All The Places, CC0): locations only, no overnight policy.
write(
  'overnight-parking.json',
  ['id', 'brand', 'lat', 'lng', 'address', 'city', 'state'],
  read('overnight-parking.json'),
);

// Dump stations and propane (OpenStreetMap, ODbL): a separate file under its own licence.
const osm = read('dump-propane-osm.json');
const open = osm.filter((r) => r.access !== 'private');
console.log(`dump and propane: ${osm.length} in the source, ${osm.length - open.length} private left out`);
write(
  'dump-propane-osm.json',
  [
    'id',
    'kind',
    'name',
    'lat',
    'lng',
    'state',
    'setting',
    'access',
    'fee',
    'operator',
    'propaneKind',
    'nearCampground',
  ],
  open,
);
