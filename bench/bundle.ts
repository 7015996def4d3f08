import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type BundleReport = {
  landing: { jsGzipKb: number; cssGzipKb: number; files: string[]; mapboxInLanding: boolean };
  routes: Array<{ page: string; jsGzipKb: number }>;
  budgetKb: number;
  withinBudget: boolean;
};

const gzipKb = (file: string) => Math.round((zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024) * 10) / 10;

/** What a route needs before interaction: its chunk plus every static import, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export function measureBundle(distDir: string, budgetKb = 150): BundleReport {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest');
  const pageKey = (page: string) => Object.keys(manifest).find((k) => k.endsWith(`src/pages/${page}.tsx`));
  const homeKey = pageKey('home');
  const landingKeys = new Set([...closure(manifest, entryKey), ...(homeKey ? closure(manifest, homeKey) : [])]);
  const files = [...landingKeys].map((k) => manifest[k].file);
  const css = [...landingKeys].flatMap((k) => manifest[k].css ?? []);
  const sum = (list: string[]) => Math.round(list.reduce((n, f) => n + gzipKb(path.join(distDir, f)), 0) * 10) / 10;
  const jsGzipKb = sum(files.filter((f) => f.endsWith('.js')));
  const mapboxInLanding = [...landingKeys].some((k) => k.includes('mapbox-gl'));
  const entryClosure = closure(manifest, entryKey);
  const routes = Object.keys(manifest)
    .filter((k) => /src\/pages\/[^/]+\.tsx$/.test(k))
    .map((k) => {
      const own = [...closure(manifest, k)].filter((c) => !entryClosure.has(c)).map((c) => manifest[c].file);
      return { page: k.replace(/^.*src\/pages\//, '').replace(/\.tsx$/, ''), jsGzipKb: sum(own.filter((f) => f.endsWith('.js'))) };
    })
    .sort((a, b) => b.jsGzipKb - a.jsGzipKb);
  return {
    landing: { jsGzipKb, cssGzipKb: sum([...new Set(css)]), files, mapboxInLanding },
    routes,
    budgetKb,
    withinBudget: jsGzipKb < budgetKb && !mapboxInLanding,
  };
}
