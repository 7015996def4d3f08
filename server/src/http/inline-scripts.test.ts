import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_PAGES_MANIFEST } from '@shared/routes/route-pages';
import { builtInlineScripts } from './inline-scripts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function build(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-inline-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('builtInlineScripts', () => {
  it("reads every built page's inline classic scripts, never a module or an addressed script", () => {
    const dir = build({
      'index.html':
        '<html><head><script>one()</script><script type="module" src="/assets/a.js"></script></head></html>',
      'pages/trips.html':
        '<head><script>two()</script></head><body><div id="root"></div>\n<script>three("<b>")</script></body>',
      'pages/unlisted.html': '<script>never()</script>',
      [ROUTE_PAGES_MANIFEST]: JSON.stringify([{ pattern: '/trips', file: 'pages/trips.html' }]),
    });
    expect(builtInlineScripts(dir).sort()).toEqual(['one()', 'three("<b>")', 'two()']);
  });

  it('is empty without a build', () => {
    expect(builtInlineScripts(build({}))).toEqual([]);
  });
});
