import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// compute/ runs whatever task kinds the areas register (registry.ts) and knows none of them: it may
// import node's modules, packages, its own files and the server's ground (the repository's root),
// never an area (planner/, catalogue/, routing/, ai/, ...) nor the app that wires them.
const here = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.dirname(here);
const GROUND = new Set([path.join(serverSrc, 'repo-root')]);

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** The imports of `source` (a file of compute/) that leave compute/ for anything but the ground. */
function importsOutside(file: string, source: string): string[] {
  const outside: string[] = [];
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    if (specifier.startsWith('@shared/') || specifier.startsWith('@/')) {
      outside.push(specifier);
      continue;
    }
    if (!specifier.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier).replace(/\.(ts|js|mjs)$/, '');
    const inside = target === here || target.startsWith(here + path.sep);
    if (!inside && !GROUND.has(target)) outside.push(specifier);
  }
  return outside;
}

const sources = fs
  .readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.(ts|mjs)$/.test(name) && !/\.test\.ts$/.test(name))
  .map((name) => path.join(here, name));

describe('compute/', () => {
  it('imports no area: only its own files, packages and the repository root', () => {
    expect(sources.length).toBeGreaterThan(3);
    const found = sources.flatMap((file) =>
      importsOutside(file, fs.readFileSync(file, 'utf8')).map((s) => `${path.basename(file)}: ${s}`),
    );
    expect(found).toEqual([]);
  });

  it('would see an area imported, statically, by type or dynamically', () => {
    const file = path.join(here, 'ordered-pool.ts');
    const source = [
      "import { planTrip } from '../planner/engine';",
      "import type { PlannerData } from '../catalogue/planner-data';",
      "const tasks = await import('../routing/road-work');",
      "import { tripPlanSchema } from '@shared/schemas/plan';",
      "import { createFairQueue } from './fair-queue';",
      "import { Piscina } from 'piscina';",
      "import { findRepoRoot } from '../repo-root';",
    ].join('\n');
    expect(importsOutside(file, source)).toEqual([
      '../planner/engine',
      '../catalogue/planner-data',
      '../routing/road-work',
      '@shared/schemas/plan',
    ]);
  });
});
