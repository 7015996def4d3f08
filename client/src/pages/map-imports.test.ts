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
