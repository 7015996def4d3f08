// Compiles the server to JavaScript, dist/server/index.js and the plan pool's worker threads beside it
// (dist/server/plan-worker.js, and roads-loader.js, which loads the shared road data), so `npm start`
// runs plain `node` (no TypeScript compiler at start-up).
// Packages stay in node_modules; only our code is bundled.
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './setup.mjs';

export const serverEntry = path.join(root, 'dist/server/index.js');

/** Builds the bundle into `outdir` (dist/server by default; the unit tests' servers use one of their own). */
export async function buildServer(outdir = path.dirname(serverEntry)) {
  await build({
    entryPoints: {
      index: path.join(root, 'server/src/index.ts'),
      'plan-worker': path.join(root, 'server/src/planner/work/plan-worker.ts'),
      'roads-loader': path.join(root, 'server/src/planner/work/roads-loader.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // tsconfig.json's paths (@shared/*) resolve the shared schemas.
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts/build-server.mjs')) {
  await buildServer();
}
