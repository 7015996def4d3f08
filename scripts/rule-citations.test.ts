import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A comment or test name says the rule it follows, not where it was once asked for: "SPEC 9", "issue
// 43 item 6" or "ruling 4" mean nothing to a reader of the repository. A product decision worth
// keeping is a short record in docs/decisions/, cited by its file. Tests are scanned too (their names
// are read in every failure report); the CSS and HTML beside the code as well.

const root = path.join(__dirname, '..');
const FOLDERS = ['client/src', 'server/src', 'shared', 'scripts', 'e2e'];
const CITATION = /\bSPEC\s*(§|section\s*)?\d|\bissues?\s+#?\d|\bissue\s+#\d|\brulings?\s+\d/i;
const SELF = 'scripts/rule-citations.test.ts';

/** Every file of code, test or style below `dir`, node_modules skipped. */
function allFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...allFiles(rel));
    } else if (/\.(ts|tsx|mjs|css|html)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

const files = FOLDERS.flatMap(allFiles).filter((f) => f !== SELF);

function citations(): string[] {
  const out: string[] = [];
  for (const file of files)
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (CITATION.test(line)) out.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  return out;
}

describe('comments say the rule, not its citation', () => {
  it('scans code, tests and styles', () => {
    expect(files).toContain('shared/constants.ts');
    expect(files).toContain('server/src/planner/engine.test.ts');
    expect(files).toContain('client/src/index.css');
    expect(files).toContain('e2e/planner.spec.ts');
  });

  it('finds no "SPEC N", "issue N" or "ruling N"', () => {
    expect(citations()).toEqual([]);
  });

  it('would find the citations it replaced', () => {
    for (const line of [
      '// SPEC 9 business constants, in one place for client and server.',
      "describe('LocationSearch (SPEC 2, 5, 8)', () => {",
      '// Who travels (issue 43 item 5): children shape the days',
      '/** The traveller holds a military ID: the catalogue draws base FamCamps too (issue #43). */',
      '/** SPEC 2 Dashboard, signed out (ruling 3: no redirect). */',
      " * SPEC 3 device values. Signed in, the monthly trip count is the server's (rulings 4): the store",
    ])
      expect(CITATION.test(line), line).toBe(true);
    expect(CITATION.test('// the spec of a road season: 2 passes')).toBe(false);
  });
});
