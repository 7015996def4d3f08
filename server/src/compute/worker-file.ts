import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot } from '../repo-root';

/**
 * A worker thread's file: compiled beside the server bundle (dist/server/<name>.js, `npm start`), or
 * the TypeScript source beside `base` (the caller's module URL), loaded through tsx (development and
 * tests), or else in `sourceDir` (the folder of the source, from the repository's root).
 */
export function resolveWorkerFile(
  name: string,
  base: string,
  sourceDir: string,
): { filename: string; typescript: boolean } {
  const compiled = fileURLToPath(new URL(`./${name}.js`, base));
  if (fs.existsSync(compiled)) return { filename: compiled, typescript: false };
  const beside = fileURLToPath(new URL(`./${name}.ts`, base));
  if (fs.existsSync(beside)) return { filename: beside, typescript: true };
  const root = findRepoRoot(path.dirname(fileURLToPath(base)));
  return { filename: path.join(root, sourceDir, `${name}.ts`), typescript: true };
}

/** tsx's loader for a TypeScript worker, unless the process already runs under it. */
export function workerExecArgv(typescript: boolean): string[] | undefined {
  if (!typescript) return undefined;
  const hasTsx = process.execArgv.some((arg) => /(^|[\\/])tsx([\\/]|$)|^tsx$/.test(arg));
  return hasTsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
}
