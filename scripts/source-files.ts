import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The source files below `dir` (relative to `root`, as `dir/...` paths): TypeScript, TSX and .mjs,
 * tests and specs left out, node_modules skipped. What the tree-wide checks read
 * (scripts/one-definition.test.ts, scripts/structure-limits.test.ts).
 */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sourceFiles(root, rel));
    } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}
