// Fails on any import cycle in the given folders (default: client/src, server/src and shared), type-only imports
// included: a cycle of types still ties two modules into one. Run: node scripts/check-cycles.mjs [dir...]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = process.argv.slice(2);
const folders = dirs.length > 0 ? dirs : ['client/src', 'server/src', 'shared'];

const typeImportsToo = { skipTypeImports: false };
// tsconfig.json read once, its compiler options handed over parsed: given the file's path, madge passes
// its parsed options on as if raw, and the resolver converts them again for every import, with a
// spelling suggestion for each value it reads as wrong (about 2 of the check's 17 CPU-s; the same graph).
const tsConfigFile = path.join(root, 'tsconfig.json');
const tsConfig = {
  options: ts.parseJsonSourceFileConfigFileContent(ts.readJsonConfigFile(tsConfigFile, ts.sys.readFile), ts.sys, root).options,
};
const result = await madge(
  folders.map((dir) => path.join(root, dir)),
  {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig,
    detectiveOptions: { ts: typeImportsToo, tsx: typeImportsToo, es6: typeImportsToo },
  },
);
const cycles = result.circular();
if (cycles.length === 0) {
  console.log(`No import cycles in ${folders.join(', ')} (${Object.keys(result.obj()).length} files).`);
} else {
  console.error(`${cycles.length} import cycle(s) in ${folders.join(', ')}:`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' -> ')}`);
  process.exitCode = 1;
}
