import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph, moduleSpecifiers } from './check-cycles.mjs';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project of the given files (path -> text) in a folder of its own. */
function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-cycles-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('check-cycles', () => {
  it('names every kind of import a file can make, type-only ones too', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "export * from './c';",
      "export type { D } from './d';",
      "const e = await import('./e');",
      "type F = import('./f').F;",
      "const g = require('./g');",
      "import h = require('./h');",
    ].join('\n');
    expect(moduleSpecifiers('x.ts', text)).toEqual(['./a', './b', './c', './d', './e', './f', './g', './h']);
  });

  it('finds a cycle of type-only imports and re-exports, through folders', () => {
    const dir = project({
      'src/a.ts': "import type { B } from './lib/b';\nexport type A = B;",
      'src/lib/b.ts': "export * from '../c';\nexport type B = string;",
      'src/c.ts': "import type { A } from './a';\nexport type C = A;",
      'src/d.tsx': "import './a';\nexport const d = 1;",
    });
    const graph = importGraph(dir, ['src']);
    expect(graph.get('src/d.tsx')).toEqual(['src/a.ts']);
    expect(findCycles(graph)).toEqual([['src/a.ts', 'src/lib/b.ts', 'src/c.ts']]);
  });

  it('finds no cycle where imports run one way, packages and stylesheets left out', () => {
    const dir = project({
      'src/a.ts': "import './b';\nimport './style.css';\nimport 'node:fs';",
      'src/b.ts': "const c = import('./c');\nexport { c };",
      'src/c.ts': 'export const c = 1;',
    });
    const graph = importGraph(dir, ['src']);
    expect(graph.get('src/a.ts')).toEqual(['src/b.ts']);
    expect(findCycles(graph)).toEqual([]);
  });
});
