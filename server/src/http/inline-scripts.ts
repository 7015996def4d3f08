import fs from 'node:fs';
import path from 'node:path';
import { readRoutePages } from './static-files';

/** An inline classic script: `<script>` with no attributes (a module or a src is never inline). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The inline scripts of the build's pages in `dir` (the landing page, the app shell and every route
 * page), for the Content-Security-Policy to allow by hash: the build bundles a route's early renderer
 * into its page (scripts/prerender.ts), so only the built page knows its exact text. None without a build.
 */
export function builtInlineScripts(dir: string): string[] {
  const files = ['index.html', 'app-shell.html', ...readRoutePages(dir).map(({ file }) => file)].map((file) =>
    path.join(dir, file),
  );
  const scripts = new Set<string>();
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) scripts.add(match[1]);
  }
  return [...scripts];
}
