import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else out.push(full);
  }
  return out;
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file in `dir`,
 * so the server sends compressed bytes without compressing on each request. Every text file gets both,
 * however small, so that nothing text-like is ever sent uncompressed to a browser that accepts either.
 */
export function precompressDir(dir: string): { files: number; raw: number; br: number; gz: number } {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.raw += raw.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

/**
 * Vite plugin: precompresses the whole output folder once everything else (the service worker
 * included) has been written. Listed last among the plugins and run in the post phase for that reason.
 */
export function precompressPlugin(outDir: string): Plugin {
  return {
    name: 'rvtp-precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!fs.existsSync(outDir)) return;
        precompressDir(outDir);
      },
    },
  };
}
