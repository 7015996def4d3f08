import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../shared/schemas/error-codes';

// One list of the API's error codes, in shared/schemas/error-codes.ts: the server and the client
// import it, and no other source file spells out a list of its own. Tests are left out.

const root = path.join(__dirname, '..');
const HOME = 'shared/schemas/error-codes.ts';

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('the error codes', () => {
  it('are one list, defined in shared/ and imported by the server and the client', () => {
    // A second list names codes side by side ('a' | 'b', ['a', 'b']) or as keys ('a': 400); code that
    // decides on a code names it alone.
    const quoted = (s: string) => (isErrorCode(s.slice(1, -1)) ? s : null);
    const lists = ['client/src', 'server/src', 'shared']
      .flatMap(sources)
      .filter((file) => file !== HOME)
      .filter((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        const sideBySide = [...text.matchAll(/('[a-z-]+')\s*[|,]\s*('[a-z-]+')/g)].some(
          ([, a = '', b = '']) => quoted(a) && quoted(b),
        );
        const keys = [...text.matchAll(/('[a-z-]+'|\b[a-z]+\b):\s*\d{3}\b/g)].filter(([, k = '']) =>
          isErrorCode(k.replace(/'/g, '')),
        );
        return sideBySide || keys.length >= 3;
      });
    expect(lists).toEqual([]);
    const importers = [
      'server/src/http/errors.ts',
      'client/src/lib/api-client.ts',
      'client/src/entities/trips/storage/sync-errors.ts',
    ];
    for (const file of importers)
      expect(readFileSync(path.join(root, file), 'utf8'), file).toContain(
        "from '@shared/schemas/error-codes'",
      );
  });
});
