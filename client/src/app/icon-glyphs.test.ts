import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Emoji and dingbat glyphs render as empty boxes on machines without an emoji font (Linux
// Chromium), so the client draws every icon with lucide-react. Typographic marks that fonts carry
// (©, ·, →, °, …) stay allowed in text.
const ICON_GLYPH = /[\p{Extended_Pictographic}✓✔✕✖✗✘▾▴◂▸←↑↓]/u;
const TEXT_MARKS = new Set(['©', '®', '™']);

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('client icons', () => {
  it('uses no emoji or dingbat characters as icons anywhere in the client', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(root)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const glyph = [...line].find((ch) => ICON_GLYPH.test(ch) && !TEXT_MARKS.has(ch));
          if (glyph) offenders.push(`${relative(root, file)}:${index + 1} ${glyph}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
