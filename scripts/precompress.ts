import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

/**
 * Files at least this big in client/public have their brotli copy committed in the store
 * (client/precompressed/): the map data's six largest files, 6.1 MB, took 12-20 CPU-s of brotli at
 * quality 11 on every clean clone's build, though they change only when scripts/build-map-data.ts runs.
 */
export const STORED_MIN_BYTES = 100_000;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else out.push(full);
  }
  return out;
}

/** Brotli at its highest quality, as the server sends it. */
export function brotli(raw: Buffer): Buffer {
  return zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** A stored copy's name: the SHA-256 of the bytes it was made from. */
export const storedName = (raw: Buffer) => `${crypto.createHash('sha256').update(raw).digest('hex')}.br`;

/** The store's brotli copy of `raw`, when it has one that gives back exactly these bytes. */
function storedBrotli(store: string | undefined, raw: Buffer): Buffer | null {
  if (!store || raw.length < STORED_MIN_BYTES) return null;
  const file = path.join(store, storedName(raw));
  if (!fs.existsSync(file)) return null;
  const br = fs.readFileSync(file);
  try {
    return zlib.brotliDecompressSync(br).equals(raw) ? br : null;
  } catch {
    return null;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file in `dir`,
 * so the server sends compressed bytes without compressing on each request. Every text file gets both,
 * however small, so that nothing text-like is ever sent uncompressed to a browser that accepts either.
 * A file whose brotli copy is in `store` (made the same way from the same bytes) gets that copy.
 */
export function precompressDir(
  dir: string,
  store?: string,
): { files: number; raw: number; br: number; gz: number; stored: number } {
  const totals = { files: 0, raw: 0, br: 0, gz: 0, stored: 0 };
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = fs.readFileSync(file);
    const kept = storedBrotli(store, raw);
    const br = kept ?? brotli(raw);
    const gz = zlib.gzipSync(raw, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.stored += kept ? 1 : 0;
    totals.raw += raw.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

/** The text files of `dir` big enough to have a stored copy. */
export function storedSources(dir: string): string[] {
  return walk(dir).filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= STORED_MIN_BYTES);
}

/**
 * Makes `store` hold the brotli copy of each big text file of `dir` (client/public) and nothing else:
 * run by scripts/build-map-data.ts after it writes the map data.
 */
export function refreshStore(dir: string, store: string): { made: number; kept: number; removed: number } {
  fs.mkdirSync(store, { recursive: true });
  const wanted = new Set<string>();
  let made = 0;
  for (const file of storedSources(dir)) {
    const raw = fs.readFileSync(file);
    const name = storedName(raw);
    wanted.add(name);
    if (storedBrotli(store, raw)) continue;
    fs.writeFileSync(path.join(store, name), brotli(raw));
    made += 1;
  }
  let removed = 0;
  for (const name of fs.readdirSync(store)) {
    if (!name.endsWith('.br') || wanted.has(name)) continue;
    fs.rmSync(path.join(store, name));
    removed += 1;
  }
  return { made, kept: wanted.size - made, removed };
}

/**
 * Vite plugin: precompresses the whole output folder once everything else (the service worker
 * included) has been written. Listed last among the plugins and run in the post phase for that reason.
 */
export function precompressPlugin(outDir: string, store?: string): Plugin {
  return {
    name: 'rvtp-precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!fs.existsSync(outDir)) return;
        precompressDir(outDir, store);
      },
    },
  };
}
