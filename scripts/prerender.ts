import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { createServer } from 'vite';
import type { RoutePage } from '../shared/routes/route-pages';
import { ROUTE_PAGES_MANIFEST, ROUTE_PRELOADS_ID, routePageFile } from '../shared/routes/route-pages';

/**
 * The plain page every route but the prerendered ones is served (server/src/app.ts) and the service
 * worker's offline fallback: an empty #root, because hydrating the landing page's markup on /trips
 * would not match.
 */
export const APP_SHELL_FILE = 'app-shell.html';

const EMPTY_ROOT = '<div id="root"></div>';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page for `route`: the shell with `markup` inside #root, which names the route it was rendered
 * for (main.tsx hydrates only there, or renders over a placeholder). A hydrated page has a modulepreload
 * for each of the route's own chunks so they load beside the entry script instead of after it; a
 * placeholder lists them for the client to ask for after its first paint.
 */
export function prerenderedPage(
  shell: string,
  {
    route,
    markup,
    preloads,
    placeholder = false,
    inlineScript,
    bodyScript,
  }: {
    route: string;
    markup: string;
    preloads: string[];
    /**
     * The markup is a placeholder the client renders over (`data-placeholder`), not the page it
     * hydrates (`data-prerendered`).
     */
    placeholder?: boolean;
    /**
     * A classic script run as the head is parsed, ahead of every stylesheet and script (an inline
     * script after a stylesheet would wait for it). The Content-Security-Policy allows it by its hash.
     */
    inlineScript?: string;
    /**
     * A classic script run right after #root is parsed (the page's early renderer), before any module
     * script. The Content-Security-Policy allows it by its hash (server/src/http/inline-scripts.ts).
     */
    bodyScript?: string;
  },
): string {
  const roots = shell.split(EMPTY_ROOT).length - 1;
  if (roots !== 1)
    throw new Error(`The page shell must hold exactly one empty ${EMPTY_ROOT}; found ${roots}`);
  // The Content-Security-Policy allows no inline script, and React needs none for a finished render.
  if (/<script\b/i.test(markup))
    throw new Error(`The prerender of ${route} contains a <script> the CSP would block`);
  // React puts the resource hints it finds (an image preload) first; they belong in <head>, and the
  // browser's render never puts them in #root, where hydration would meet them.
  const hints = /^(?:<link\b[^>]*>)*/.exec(markup)?.[0] ?? '';
  const body = markup.slice(hints.length);
  const routePreloads = preloads.filter((href) => !shell.includes(`"${href}"`));
  // A placeholder's chunks are listed as data (never run), not as links the browser would fetch beside
  // the page's first paint: the client asks for them once the loading view has painted (main.tsx), or
  // the early renderer once the page's own data is in (client/src/lib/route-preloads.ts).
  const listOnly = placeholder || bodyScript !== undefined;
  const deferred =
    listOnly && routePreloads.length > 0
      ? [
          `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${JSON.stringify(routePreloads)}</script>`,
        ]
      : [];
  const links = [
    ...deferred,
    ...(listOnly ? [] : routePreloads).map(
      (href) =>
        `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...(hints.match(/<link\b[^>]*>/g) ?? []),
  ]
    .map((link) => `    ${link}\n`)
    .join('');
  const headEnd = shell.indexOf('</head>');
  if (headEnd < 0) throw new Error('The page shell has no </head>');
  const head = shell.lastIndexOf('\n', headEnd) + 1;
  const withLinks = withInlineScript(shell.slice(0, head) + links + shell.slice(head), inlineScript);
  if (bodyScript !== undefined) checkInlineScript(bodyScript);
  const after = bodyScript === undefined ? '' : `\n    <script>${bodyScript}</script>`;
  return withLinks.replace(
    EMPTY_ROOT,
    () =>
      `<div id="root" data-${placeholder ? 'placeholder' : 'prerendered'}="${escapeAttribute(route)}">${body}</div>${after}`,
  );
}

function checkInlineScript(script: string) {
  if (/<\/script|<!--/i.test(script)) throw new Error('An inline script must not hold "</script" or "<!--"');
}

/** The page with `script` inline in its head, on a line of its own before the first link or script. */
export function withInlineScript(page: string, script: string | undefined): string {
  if (script === undefined) return page;
  checkInlineScript(script);
  const headEnd = page.indexOf('</head>');
  const first = /<(?:link|script)\b/i.exec(page);
  const at = first && first.index < headEnd ? first.index : headEnd;
  if (at < 0) throw new Error('The page shell has no </head>');
  const line = page.lastIndexOf('\n', at) + 1;
  return `${page.slice(0, line)}    <script>${script}</script>\n${page.slice(line)}`;
}

/**
 * Placeholder markup with its submit buttons disabled. Before the app runs, a placeholder's form
 * would submit natively: a GET carrying its fields (a password among them) in the address. With its
 * submit buttons disabled, neither a click nor Enter submits it; the app's own form replaces it.
 */
export function withoutNativeSubmit(markup: string): string {
  return markup.replace(/<button\b([^>]*)>/g, (tag, attributes: string) => {
    // A button with no type submits its form.
    const submits = /\btype="submit"/.test(attributes) || !/\btype="/.test(attributes);
    return submits && !/\bdisabled=""/.test(attributes) ? `<button disabled=""${attributes}>` : tag;
  });
}

/** The class that holds a placeholder's looping animations still for a moment (client/src/index.css). */
export const PLACEHOLDER_MOTION_CLASS = 'placeholder-motion';

/**
 * Placeholder markup whose looping loading animations (a spinner's turn, a skeleton's pulse) start
 * only after a moment, as the first render waits a moment for the page's data: a page that loads
 * in time never animates its placeholder. An animation draws a new frame on every screen refresh
 * (compositing, and raster where the compositor has no GPU), work that competes with the page's
 * own scripts while they load.
 */
export function withDelayedMotion(markup: string): string {
  return markup.replace(/\bclass="([^"]*)"/g, (attribute, classes: string) => {
    const names = classes.split(/\s+/);
    const loops = names.includes('animate-spin') || names.includes('animate-pulse');
    return loops && !names.includes(PLACEHOLDER_MOTION_CLASS)
      ? `class="${classes} ${PLACEHOLDER_MOTION_CLASS}"`
      : attribute;
  });
}

/**
 * The page with its stylesheets moved ahead of its first script and module preload: nothing paints
 * before the CSS arrives, so it should not queue behind scripts that only run after parsing.
 */
export function stylesheetsFirst(page: string): string {
  const sheets = page.match(/[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g) ?? [];
  const firstScript = /[ \t]*<(?:script\b|link\b[^>]*\brel="modulepreload")/.exec(page);
  if (sheets.length === 0 || !firstScript) return page;
  const withoutSheets = sheets.reduce((html, sheet) => html.replace(sheet, ''), page);
  const at = withoutSheets.indexOf(firstScript[0]);
  return withoutSheets.slice(0, at) + sheets.join('') + withoutSheets.slice(at);
}

/**
 * The file of the chunk built from `moduleFile` (its facade, else the chunk the module was bundled
 * into) and every chunk it imports statically, in load order.
 */
export function chunkFilesOf(bundle: Rolldown.OutputBundle, moduleFile: string): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const wanted = path.resolve(moduleFile);
  const start =
    chunks.find((chunk) => chunk.facadeModuleId && path.resolve(chunk.facadeModuleId) === wanted) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => path.resolve(id) === wanted));
  if (!start) throw new Error(`No chunk was built from ${moduleFile}`);
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...seen];
}

type RenderRoute = (route: string, options?: { sessionUnknown?: boolean }) => Promise<string>;

/** Renders routes with the client's own Vite configuration, in Node, through `entry`'s renderRoute. */
async function renderWithVite<T>(
  config: ResolvedConfig,
  entry: string,
  use: (renderRoute: RenderRoute) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // Only Node loads these modules: no browser dependency pre-bundling.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(entry)) as { renderRoute?: RenderRoute };
    if (typeof module.renderRoute !== 'function') throw new Error(`${entry} does not export renderRoute`);
    return await use(module.renderRoute);
  } finally {
    await server.close();
  }
}

/** A path the pattern stands for, to render its page with: each `:name` segment becomes `_`. */
export const samplePathOf = (pattern: string) => pattern.replace(/:[^/]+/g, '_');

type PrerenderOptions = {
  /** Module (path from the Vite root) exporting `renderRoute(route, options): Promise<string>`. */
  entry: string;
  /** The route index.html holds, hydrated by the client, and the page module it shows. */
  routes: Record<string, string>;
  /** Routes rendered ahead as placeholders, each to its own page (shared/routes/route-pages.ts). */
  placeholders?: readonly string[];
  /** Per placeholder route, modules (path from the Vite root) whose chunks its page preloads, low priority. */
  preloads?: Readonly<Record<string, readonly string[]>>;
  /** Per placeholder route, a classic script its page runs inline (shared/routes/early-requests.ts). */
  inlineScripts?: Readonly<Record<string, string>>;
  /**
   * Per placeholder route, a module (path from the Vite root) bundled into one classic script that
   * runs inline right after #root: the route's early renderer (features/trips/early-cards/entry.ts).
   */
  bodyScripts?: Readonly<Record<string, string>>;
};

/**
 * `file` and what it imports as one minified classic script (esbuild, the tsconfig's path aliases),
 * for a page to run inline. Rejected above EARLY_SCRIPT_MAX_BYTES: it is in every load of its page.
 */
export async function bundleInlineScript(file: string): Promise<string> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    tsconfig: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tsconfig.json'),
  });
  const script = result.outputFiles[0].text.trim();
  if (script.length > EARLY_SCRIPT_MAX_BYTES)
    throw new Error(
      `${file} bundles to ${script.length} bytes, over ${EARLY_SCRIPT_MAX_BYTES}: it must not import the app`,
    );
  return script;
}

/** An inline early renderer over this is pulling in more than its own few helpers (React, zod). */
export const EARLY_SCRIPT_MAX_BYTES = 12_000;

/**
 * Vite plugin: renders the landing page to HTML at build time, so its text is in the first response
 * and paints before any script runs; main.tsx then hydrates it. index.html becomes the page of `/`
 * and APP_SHELL_FILE keeps the empty shell for every route without a page of its own. Each of
 * `placeholders` gets a page holding its loading view, listed in ROUTE_PAGES_MANIFEST for the server.
 * It runs while the bundle is still in memory, so the service worker's precache and the brotli and
 * gzip copies are made of the final pages.
 */
export function prerenderPlugin({
  entry,
  routes,
  placeholders = [],
  preloads = {},
  inlineScripts = {},
  bodyScripts = {},
}: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rvtp-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_output, bundle) {
        if (config.build.ssr) return;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') {
          this.error('rvtp-prerender: index.html is not in the bundle');
          return;
        }
        const shell = stylesheetsFirst(String(index.source));
        this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: shell });
        const entries = Object.entries(routes);
        if (entries.length !== 1)
          this.error('rvtp-prerender: index.html holds exactly one prerendered route');
        const [route, pageModule] = entries[0];
        const preloadsOf = (module: string) =>
          chunkFilesOf(bundle, path.resolve(config.root, module)).map((file) => config.base + file);
        const manifest: RoutePage[] = [];
        for (const pattern of [...Object.keys(inlineScripts), ...Object.keys(bodyScripts)])
          if (!placeholders.includes(pattern))
            this.error(`rvtp-prerender: ${pattern} has an inline script but no page of its own`);
        const bodyScriptOf = async (pattern: string) => {
          const module = bodyScripts[pattern];
          return module === undefined ? undefined : bundleInlineScript(path.resolve(config.root, module));
        };
        await renderWithVite(config, entry, async (renderRoute) => {
          const markup = await renderRoute(route);
          index.source = prerenderedPage(shell, { route, markup, preloads: preloadsOf(pageModule) });
          for (const pattern of placeholders) {
            const file = routePageFile(pattern);
            const placeholder = await renderRoute(samplePathOf(pattern), { sessionUnknown: true });
            // The placeholder paints first; the route's chunks listed for it load behind the entry
            // script, the others when the entry script asks.
            const listed = [...new Set((preloads[pattern] ?? []).flatMap(preloadsOf))];
            const source = prerenderedPage(shell, {
              route: pattern,
              markup: withDelayedMotion(withoutNativeSubmit(placeholder)),
              preloads: listed,
              placeholder: true,
              inlineScript: inlineScripts[pattern],
              bodyScript: await bodyScriptOf(pattern),
            });
            this.emitFile({ type: 'asset', fileName: file, source });
            manifest.push({ pattern, file });
          }
        });
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_PAGES_MANIFEST,
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      },
    },
  };
}
