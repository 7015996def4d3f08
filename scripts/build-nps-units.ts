// Builds data/nps-units.json: every National Park Service site the NPS Data API listed (471 "parks":
// units, and the trails, parkways and heritage areas it lists with them), each with its park code,
// full name, states and the NPS reference point, and the designation read from its name.
// Source: src/data/parks-list.js of GitHub seankelliher/us-national-parks-alerts (commit
// 6a24dfcdba82656cb3b252e8c1c2666eb9442f4b, 2024-03-01), the NPS API's park list; the facts are US
// government works (public domain). The repository's MIT licence covers its code, none of which is used.
// Run: npx tsx scripts/build-nps-units.ts path/to/parks-list.js
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NpsUnitsFile } from '../server/src/catalogue/core/nps-units';
import { designationOf, isLinear } from '../server/src/catalogue/core/nps-units';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = process.argv[2];
if (!source) throw new Error('usage: npx tsx scripts/build-nps-units.ts path/to/parks-list.js');
const text = readFileSync(source, 'utf8');

// The file is a JavaScript array of plain objects; each is read field by field, never evaluated.
const OBJECT = /\{([^{}]*)\}/g;
const field = (body: string, name: string) => new RegExp(`${name}:\\s*("([^"]*)"|[-\\d.]+)`).exec(body);
const rows: NpsUnitsFile['rows'] = [];
for (const [, body] of text.matchAll(OBJECT)) {
  const name = field(body, 'fullName')?.[2];
  const code = field(body, 'parkCode')?.[2];
  const lat = Number(field(body, 'latitude')?.[1]);
  const lng = Number(field(body, 'longitude')?.[1]);
  const states = /states:\s*\[([^\]]*)\]/.exec(body)?.[1] ?? '';
  if (!name || !code || !Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) continue;
  const stateCodes = [...states.matchAll(/[a-z]{2}/gi)].map((m) => m[0].toUpperCase());
  rows.push([code, name.trim(), designationOf(name), [...new Set(stateCodes)], lat, lng, isLinear(name)]);
}
rows.sort((a, b) => (a[0] < b[0] ? -1 : 1));
const file: NpsUnitsFile & { source: string; licence: string } = {
  source:
    'National Park Service Data API park list (developer.nps.gov), as in GitHub seankelliher/us-national-parks-alerts src/data/parks-list.js, commit 6a24dfcdba82656cb3b252e8c1c2666eb9442f4b (2024-03-01)',
  licence: 'US government works, public domain. Credit: Park information: U.S. National Park Service (nps.gov)',
  fields: ['code', 'name', 'designation', 'states', 'lat', 'lng', 'linear'],
  rows: rows.map(([c, n, d, s, la, ln, l]) => [c, n, d, s, Math.round(la * 1e5) / 1e5, Math.round(ln * 1e5) / 1e5, l]),
};
const out = JSON.stringify(file);
writeFileSync(path.join(root, 'data', 'nps-units.json'), out);
const linear = rows.filter((r) => r[6]).length;
console.log(`nps-units.json: ${rows.length} sites (${linear} trails, parkways or heritage areas), ${(out.length / 1024).toFixed(0)} kB`);
