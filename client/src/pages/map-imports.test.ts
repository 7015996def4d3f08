import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, staticClosure } from '@/test/static-closure';

// /map opened on its own shows no trip: the trip store (zod building every trip schema, the booking
// rules table) was in its first load only for `/map?trip=<id>`, and cost a phone about a sixth of the
// page's blocking time (bench/page-profile.ts). It now loads only with a trip (lazy-trip-bundle.ts).

describe("the map page's static imports", () => {
  const { files } = staticClosure(path.join(root, 'client/src/pages/map.tsx'));

  it('reach the page and the lazy trip lookup', () => {
    expect(files).toContain('client/src/entities/trips/lazy-trip-bundle.ts');
    expect(files).toContain('client/src/entities/trips/trip-query-keys.ts');
  });

  it('bring neither the trip store nor the trip schemas', () => {
    const trips = files.filter((f) =>
      /entities\/trips\/(trip-store|trip-bundle|storage\/)|shared\/schemas\/(plan|trip|trip-document)\.ts$|\.json$/.test(f),
    );
    expect(trips).toEqual([]);
  });
});

// map.tsx evaluates the explorer's schema modules one per task before the explorer's chunk (zod builds
// each as it loads): it must stage every schema module the explorer brings, and only those.
describe('the schema modules map.tsx evaluates before the explorer', () => {
  const entry = staticClosure(path.join(root, 'client/src/main.tsx')).files;

  it("are the explorer's own shared schemas, every one of them", () => {
    const source = fs.readFileSync(path.join(root, 'client/src/pages/map.tsx'), 'utf8');
    const staged = [...source.matchAll(/import\('@shared\/schemas\/([\w-]+)'\)/g)].map((m) => `shared/schemas/${m[1]}.ts`);
    const explorer = staticClosure(path.join(root, 'client/src/features/map/components/map-explorer.tsx')).files;
    // Less those every page has already (the API's error codes, in the entry: no zod).
    const schemas = explorer.filter((f) => f.startsWith('shared/schemas/') && !entry.includes(f));
    expect(staged.length).toBeGreaterThan(0);
    expect([...staged].sort()).toEqual([...schemas].sort());
  });
});
