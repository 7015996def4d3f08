import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { offlineRuntimeCaching } from './client/src/app/offline/caching';
import { AHEAD_RENDERED_ROUTES, AHEAD_ROUTE_PRELOADS } from './client/src/app/route-pages';
import { ROUTE_INLINE_SCRIPTS } from './shared/routes/early-requests';
import { precompressPlugin } from './scripts/precompress';
import { prerenderPlugin } from './scripts/prerender';
import { preloadTogether } from './scripts/preload-together';

const root = path.dirname(fileURLToPath(import.meta.url));

// /map evaluates the explorer's schema modules one per task before the explorer: its chunks are all
// fetched at the first of them, not one after another (scripts/preload-together.ts).
const mapPreloads = preloadTogether('pages/map.tsx', 'features/map/components/map-explorer.tsx');

// Test files that replace modules (vi.mock), or whose modules' state must start fresh: each gets its
// own module graph and its own environment, as every file did before the shared projects.
const ISOLATED = [
  'server/src/warm-up.test.ts',
  'server/src/planner/work/road-data-pending.test.ts',
  'server/src/health/health.test.ts',
  // A client module's state that lasts as long as the tab, which these files expect to start empty:
  // the one toast (toast-store.ts; the files that render the Toaster), the plans routed per trip
  // (known-plans.ts, which results-view reaches through use-replan) and the requests started before
  // the app loaded (early-requests.ts).
  'client/src/components/ui/toast.test.tsx',
  'client/src/features/map/components/location-search.test.tsx',
  'client/src/features/itinerary/components/results-view.test.tsx',
  'client/src/features/itinerary/components/book-parks-dialog.test.tsx',
  'client/src/features/itinerary/lib/known-plans.test.ts',
  'client/src/lib/early-requests.test.ts',
];

/**
 * The test files by project. A file that replaces a module (vi.mock, vi.doMock, vi.resetModules) is
 * isolated: a module graph shared with the files before it may hold the real module already. The
 * others share their worker's modules and environment from one file to the next (isolate: false):
 * node-shared (the node environment, the default) and dom-shared (the files that ask for jsdom with
 * `@vitest-environment jsdom`). A fresh jsdom and a fresh import of React, Radix and the client's
 * modules was most of each client file's time: the 63 jsdom files took 131 s alone isolated against
 * 26 s shared, the 51 client files in node 22 s against 6.4 s (bench/results/unit-time-2026-12-05.md).
 * vitest.setup.ts puts back what a file may leave behind (the rendered tree, stubbed globals, the
 * clock, storage, the URL) at the end of each file.
 */
function testProjects() {
  const files = ['client', 'server', 'shared', 'scripts'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.tsx?$/.test(f) && !f.split(path.sep).includes('node_modules'))
      .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
      .filter((f) => dir === 'client' || f.endsWith('.ts')),
  );
  const projects = { nodeShared: [] as string[], domShared: [] as string[], isolated: [...ISOLATED] };
  for (const file of files) {
    if (ISOLATED.includes(file)) continue;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (/\bvi\.(mock|doMock|resetModules)\(/.test(text)) projects.isolated.push(file);
    else if (/@vitest-environment\s+jsdom/.test(text)) projects.domShared.push(file);
    else projects.nodeShared.push(file);
  }
  return projects;
}
const TEST_PROJECTS = testProjects();

export default defineConfig({
  root: path.join(root, 'client'),
  envDir: root,
  envPrefix: 'VITE_',
  publicDir: path.join(root, 'client/public'),
  define: {
    // The prerendered landing page's copyright year (client/src/build-constants.d.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  plugins: [
    react(),
    tailwindcss(),
    // Offline use (issue 10): a Workbox service worker precaches the app shell and every route's
    // chunk; client/src/app/offline/caching.ts says how API answers are cached. main.tsx registers it.
    // The landing page as static HTML in index.html (hydrated by main.tsx); the routes listed in
    // client/src/app/route-pages.ts get pages holding their loading view, the rest the empty app shell.
    // Before the service worker and the compressed copies, which are made of its output.
    prerenderPlugin({
      entry: '/src/app/prerender.tsx',
      routes: { '/': 'src/pages/home.tsx' },
      placeholders: AHEAD_RENDERED_ROUTES,
      preloads: AHEAD_ROUTE_PRELOADS,
      inlineScripts: ROUTE_INLINE_SCRIPTS,
      bodyScripts: { '/trips': 'src/features/trips/early-cards/entry.ts' },
    }),
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        // The app shell, every route's chunk and the bundled data (the offline map's state outlines).
        globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
        // Left out: what needs the network anyway. Mapbox (1.9 MB) only draws with a token and a network
        // (it is kept once a map screen loads it); checkout, its confirmation and /debug talk to the
        // server on every view; /trip-test is a developer page. The server sends the rest compressed.
        // The token-free map (MapLibre and its data in client/public/map-data, a few MB) is kept on
        // the first visit to a map screen rather than downloaded by every visitor.
        globIgnores: [
          '**/mapbox-map-*',
          '**/maplibre-map-*',
          'map-data/**',
          '**/checkout-*',
          '**/debug-*',
          '**/trip-test-*',
          // Route pages answer navigations online; offline, the app shell routes every path.
          'pages/**',
          'route-pages.json',
          '**/*.br',
          '**/*.gz',
        ],
        // Navigations go to the network first (never a stale index.html while online); see caching.ts.
        navigateFallback: null,
        // Without this the precache would answer '/' with its copy of index.html, cache first.
        directoryIndex: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: offlineRuntimeCaching,
      },
    }),
    mapPreloads.plugin,
    // Last: brotli and gzip copies of every text file, the service worker included; the map data's big
    // files get their committed brotli copies (client/precompressed/README.md).
    precompressPlugin(path.join(root, 'dist/client'), path.join(root, 'client/precompressed')),
  ],
  resolve: {
    alias: {
      '@': path.join(root, 'client/src'),
      '@shared': path.join(root, 'shared'),
    },
  },
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    // The manifest lets bench/ measure exactly what each route loads.
    manifest: true,
    modulePreload: { resolveDependencies: mapPreloads.resolveDependencies },
    sourcemap: process.env.VITE_SOURCEMAP === "1",
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // React, the router, the query cache and the icons in one chunk beside the entry: left to the
        // bundler they were six small chunks, each a request of its own before the app could start,
        // and on HTTP/1.1 (six connections) they held up the signed-in trip list's request (issue 32).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack|use-sync-external-store|lucide-react)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    root,
    // The test files: {client,server,shared,scripts}/**/*.test.{ts,tsx}, split in the three projects below (TEST_PROJECTS).
    environment: 'node',
    setupFiles: [path.join(root, 'vitest.setup.ts')],
    globalSetup: [path.join(root, 'vitest.global-setup.ts')],
    testTimeout: 20000,
    hookTimeout: 30000,
    // Worker threads, not a child process per test file: the same tests in about 0.57x the time
    // (bench/results/ci-time.md); no test changes directory or handles signals.
    pool: 'threads',
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      // The server's, shared/'s, scripts/' and the client's node-environment tests run in node and
      // share each worker's modules from one file to the next: the road graph, the catalogue and the
      // planner's modules are imported and loaded once a worker instead of once a file (import time
      // was most of these files' time: bench/results/suite-time-2026-12-03.md).
      {
        extends: true,
        test: { name: 'node-shared', include: TEST_PROJECTS.nodeShared, isolate: false },
      },
      // The jsdom files, the same way: one jsdom and one import of the client a worker.
      {
        extends: true,
        test: { name: 'dom-shared', include: TEST_PROJECTS.domShared, isolate: false },
      },
      {
        extends: true,
        test: { name: 'isolated', include: TEST_PROJECTS.isolated },
      },
    ],
  },
});
