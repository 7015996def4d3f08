import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, staticClosure } from '@/test/static-closure';

// What every page downloads before it can paint is the entry script and what it imports statically
// (dynamic imports become chunks of their own). A shared module that brings a schema library, a form
// library or a data table into that set puts it on every page, the landing page included: zod came in
// that way once, through the API's error codes, and added 26 kB (gzip) to the landing page.

describe("the entry script's static imports", () => {
  const { files, packages } = staticClosure(path.join(root, 'client/src/main.tsx'));

  it('reach the app shell', () => {
    expect(files).toContain('client/src/app/routes.tsx');
    expect(packages).toContain('react-dom');
  });

  it('bring no schema, form, dialog or map library, and no bundled data table', () => {
    const heavy = packages.filter((p) =>
      /^(zod|react-hook-form|@hookform\/.*|@radix-ui\/.*|maplibre-gl|mapbox-gl|d3-geo|topojson-client)$/.test(p),
    );
    expect(heavy).toEqual([]);
    expect(files.filter((f) => f.endsWith('.json'))).toEqual([]);
  });
});
