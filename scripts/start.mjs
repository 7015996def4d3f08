// `npm start`: install what is missing, build the client and the server when stale, migrate, serve on
// PORT (3000). The compiled server runs in this same process: no TypeScript compiler, no child process.
import { pathToFileURL } from 'node:url';
import {
  ensureClientBuild,
  ensureDependencies,
  ensureRoadSearchData,
  ensureServerBuild,
  serverEntry,
} from './setup.mjs';

// The SQLite driver may still be compiling (a first start): only the server needs it.
const dependencies = ensureDependencies();
// The three builds need nothing of each other: they run side by side (vite and the hierarchies in
// child processes, esbuild in its own). The server needs its bundle and the client's files to answer;
// the road search data only for plans, so it serves as soon as the first two are done and loads the
// road data once the build is (road-data-pending.ts): /api/ready says 503 until then.
const roadSearchData = ensureRoadSearchData();
await Promise.all([ensureClientBuild(), ensureServerBuild(), dependencies]);
globalThis[Symbol.for('rvtp.roadSearchDataPending')] = roadSearchData;
// Stack traces point at server/src, not at the bundle.
process.setSourceMapsEnabled(true);
// Migrations run inside the server at start-up.
await import(pathToFileURL(serverEntry).href);
