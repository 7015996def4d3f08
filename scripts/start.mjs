// `npm start`: install what is missing, build the client when stale, migrate, serve on PORT (3000).
import { ensureClientBuild, ensureDependencies, root, run } from './setup.mjs';

ensureDependencies();
ensureClientBuild();
// Migrations run inside the server at start-up.
process.exitCode = run('npx', ['tsx', 'server/src/index.ts'], { cwd: root });
