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

ensureDependencies();
ensureClientBuild();
await ensureServerBuild();
ensureRoadSearchData();
// Stack traces point at server/src, not at the bundle.
process.setSourceMapsEnabled(true);
// Migrations run inside the server at start-up.
await import(pathToFileURL(serverEntry).href);
