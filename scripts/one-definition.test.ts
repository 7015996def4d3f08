import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files';

// One definition each of the plan's calendar (addDays, the seasons), its rig length rules and its
// polyline decoding, in shared/plan/ (docs/decisions/0001-one-definition.md): a second one anywhere
// else in the source fails here. Tests are left out (they build fixtures with the polyline library).

const root = path.join(__dirname, '..');
const FOLDERS = ['client/src', 'server/src', 'shared', 'scripts'];
const HOME = 'shared/plan/';

const RULES: Array<{ what: string; pattern: RegExp }> = [
  { what: 'an addDays', pattern: /\bfunction\s+addDays?\b|\b(const|let|var)\s+addDays?\s*=/ },
  {
    what: 'a day-stepping Date arithmetic',
    pattern:
      /\.set(UTC)?Date\(\s*\w+\.get(UTC)?Date\(\)\s*[+-]|Date\.UTC\(\s*\w+\s*,\s*\w+\s*-\s*1\s*,\s*\w+\s*[+-]/,
  },
  { what: 'a polyline decoder', pattern: /@mapbox\/polyline|charCodeAt\([^)]*\)\s*-\s*63/ },
  {
    what: 'a winter-month table',
    pattern:
      /(=|Set\()\s*\[\s*(10|11|12)\s*,\s*(11|12|1)\s*,|\b\w*month\w*\s*>=\s*1[01]\s*\|\||\bm(onth)?\s*===\s*12\s*\|\|/i,
  },
  {
    what: 'a rig length constant or table',
    pattern:
      /\b(const|let|var)\s+[A-Z_]*(BIG_RIG|RIG_LENGTH|PREFERRED_LENGTH)[A-Z_]*\s*[:=]|lengthFeet\s*[<>]=?\s*\d/,
  },
];

const files = FOLDERS.flatMap((dir) => sourceFiles(root, dir));
const text = new Map(files.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));

function offenders(pattern: RegExp): string[] {
  const out: string[] = [];
  for (const [file, body] of text) {
    if (file.startsWith(HOME)) continue;
    body.split('\n').forEach((line, i) => {
      if (pattern.test(line)) out.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return out;
}

describe('one definition of each plan rule', () => {
  it('scans the source tree', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('shared/plan/calendar.ts');
  });

  for (const { what, pattern } of RULES)
    it(`finds no second ${what.replace(/^an? /, '')} outside ${HOME}`, () => {
      expect(offenders(pattern), `${what} outside ${HOME}`).toEqual([]);
    });

  it('keeps each definition in shared/plan', () => {
    const inHome = (pattern: RegExp) =>
      [...text].filter(([f, body]) => f.startsWith(HOME) && pattern.test(body));
    for (const { pattern } of RULES.filter((r) => r.what !== 'a day-stepping Date arithmetic'))
      expect(inHome(pattern).length).toBe(1);
  });
});
