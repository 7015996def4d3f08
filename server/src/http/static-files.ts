import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { RoutePage } from '@shared/routes/route-pages';
import { ROUTE_PAGES_MANIFEST } from '@shared/routes/route-pages';

// Serves the production build with the copies precompressed at build time (scripts/precompress.ts):
// brotli when the browser accepts it, else gzip, else the plain file. Content-Type always names the
// original file, and Vary tells caches the answer depends on Accept-Encoding.

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

export type Encoding = 'br' | 'gzip';

/** The best encoding the request accepts (q=0 refuses one), brotli first. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(allows);
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Sends `file` (absolute) with the best precompressed copy beside it. Returns false when the file has
 * no type we compress or no copy exists, so the caller falls back to plain serving.
 */
export function sendPrecompressed(file: string, req: Request, res: Response, cacheControl: string): boolean {
  const type = TYPES[path.extname(file)];
  if (!type) return false;
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const candidate = file + SUFFIX[encoding];
    let stat: fs.Stats;
    try {
      stat = fs.statSync(candidate);
    } catch {
      continue;
    }
    if (!stat.isFile()) continue;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(stat.size));
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Last-Modified', stat.mtime.toUTCString());
    const etag = `W/"${encoding}-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.removeHeader('Content-Length');
      res.status(304).end();
      return true;
    }
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    fs.createReadStream(candidate)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  }
  // Plain copy: caches must still know a compressed one exists for other clients.
  res.setHeader('Vary', 'Accept-Encoding');
  return false;
}

/** Hashed file names (name-AbCd1234.js) never change content: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else is checked with the server on each use (index.html, sw.js, the manifest). */
export const REVALIDATE = 'no-cache';

/** Serves files under `dir` that have precompressed copies; everything else goes to `next()`. */
export function precompressedStatic(dir: string, cacheControl: (urlPath: string) => string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (urlPath.includes('\0')) return next();
    const file = path.resolve(root, `.${urlPath}`);
    // Never outside the build folder, never the compressed copies asked for by name.
    if (!file.startsWith(root + path.sep) || /\.(br|gz)$/.test(file)) return next();
    if (!fs.existsSync(file)) return next();
    if (!sendPrecompressed(file, req, res, cacheControl(urlPath))) next();
  };
}

const routePagesSchema = z.array(z.object({ pattern: z.string(), file: z.string() }));

/**
 * The build's route pages (ROUTE_PAGES_MANIFEST in `dir`): none when the build made no list. Entries
 * naming a file outside `dir` or one that is missing are left out, so a path is never answered with
 * a page that is not there.
 */
export function readRoutePages(dir: string): RoutePage[] {
  const manifestFile = path.join(dir, ROUTE_PAGES_MANIFEST);
  if (!fs.existsSync(manifestFile)) return [];
  const parsed = routePagesSchema.safeParse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  if (!parsed.success) throw new Error(`${manifestFile} is not a list of route pages`);
  const root = path.resolve(dir);
  return parsed.data.filter(({ file }) => {
    const full = path.resolve(root, file);
    return full.startsWith(root + path.sep) && fs.existsSync(full);
  });
}
