// Campground catalogue timings: npx tsx bench/campgrounds.bench.ts
// Load (parse the three JSON files, merge, index) and search at radius 25 to 500 miles with and
// without amenity filters, around places across the country. Results in bench/results/campgrounds.json.
import fs, { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_DIR } from '../server/src/catalogue/bundled-data';
import type { CampgroundFilters } from '../shared/schemas/places';
import { createCampgroundIndex, mergeCampgrounds, searchCatalogue } from '../server/src/catalogue/core/campgrounds';
import type { CampgroundRow, OsmCampgroundRow, RidbEnrichmentRow } from '../server/src/catalogue/core/data';

const read = (file: string) => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as unknown;

// Wall time and this process's CPU time: on a shared machine the CPU figure is the steadier one.
function load() {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const rows = mergeCampgrounds(
    read('campgrounds.json') as CampgroundRow[],
    read('campgrounds-osm.json') as OsmCampgroundRow[],
    read('campgrounds-ridb-osm-enrichment.json') as RidbEnrichmentRow[],
  );
  const index = createCampgroundIndex(rows);
  const cpu = process.cpuUsage(c0);
  return { index, ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const PLACES: Array<[string, number, number]> = [
  ['Chicago', 41.8781, -87.6298],
  ['Myrtle Beach', 33.6891, -78.8867],
  ['Quartzsite', 33.6639, -114.2299],
  ['Key West', 24.5551, -81.78],
  ['Moab', 38.5733, -109.5498],
  ['Kansas center', 39.83, -98.58],
];
const RADII = [25, 50, 100, 200, 500];
const FILTERS: Array<[string, CampgroundFilters]> = [
  ['none', {}],
  ['hookups+pets', { hookups: true, pets: true }],
  ['class-a, December', { rvType: 'class-a', date: '2026-12-10' }],
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const r2 = (n: number) => Math.round(n * 100) / 100;

const loads = [load(), load(), load()];
const { index } = loads[2];
const results = [];
for (const radius of RADII) {
  for (const [filterName, filters] of FILTERS) {
    const times: number[] = [];
    let found = 0;
    for (let rep = 0; rep < 20; rep++) {
      for (const [, lat, lng] of PLACES) {
        const t0 = performance.now();
        found += searchCatalogue(index, { lat, lng, radius, ...filters }, 100).length;
        times.push(performance.now() - t0);
      }
    }
    results.push({
      radius,
      filters: filterName,
      medianMs: r2(pct(times, 50)),
      p95Ms: r2(pct(times, 95)),
      meanResults: Math.round(found / times.length),
    });
  }
}

const out = {
  measuredAt: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown cpu'}, node ${process.version}`,
  records: index.rows.length,
  loadMs: loads.map((l) => Math.round(l.ms)),
  loadCpuMs: loads.map((l) => Math.round(l.cpuMs)),
  loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
  search: results,
};
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
fs.writeFileSync(path.join(dir, 'campgrounds.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(
  `${out.records} campgrounds; load + merge + index: ${out.loadMs.join(', ')} ms wall, ${out.loadCpuMs.join(', ')} ms CPU (load average ${out.loadAverage.join(' ')})`,
);
for (const r of results)
  console.log(`radius ${String(r.radius).padStart(3)} mi, ${r.filters.padEnd(18)} median ${r.medianMs} ms, p95 ${r.p95Ms} ms, ${r.meanResults} results`);
