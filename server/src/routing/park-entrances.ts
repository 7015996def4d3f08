import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from '../repo-root';
import type { ParkEntrances } from './core/park-entrances';

/**
 * The parks' entrances where the road graph meets them (data/park-entrances.json, sources in
 * data/SOURCES.md), joined to each park's own point (data/national-parks.json); the rule that picks
 * one is core/park-entrances.ts.
 */
const lngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const fileSchema = z.object({
  parks: z.array(
    z.object({
      park: z.string().regex(/^[a-z]{4}$/),
      entrances: z
        .array(
          z.object({
            name: z.string().min(1),
            road: z.string().min(1),
            lngLat,
            placed: z.string().min(1),
            confirmed: z.boolean().optional(),
            /**
             * The entrance station lies about this many miles on from the row's point, as its name or
             * placing says (a gate placed where its road leaves the highway, short of the station).
             */
            stationMiles: z.number().positive().max(20).optional(),
            /** A point a little way on into the park, where the road on from the gate is closed to some rigs. */
            inside: z.object({ lngLat, placed: z.string().min(1) }).optional(),
            /**
             * Where the park's own gate (its entrance station, its boundary) lies on the park road,
             * when the row is placed where that road leaves the highway, miles short of it.
             */
            station: z
              .object({ lngLat, placed: z.string().min(1), confirmed: z.boolean(), reportedBy: z.string().min(1).optional() })
              .optional(),
            /**
             * A point a little way along the park's own road from the row's point, where the row is
             * placed at a junction on a highway that runs on past the park.
             */
            parkRoad: z.object({ lngLat, placed: z.string().min(1) }).optional(),
          }),
        )
        .min(1),
      sourceUrl: z.string().url(),
      checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      unconfirmed: z.string().min(1).optional(),
      /** Entrances the source names that the graph has no junction near, and why they are left out. */
      notGraphed: z.string().min(1).optional(),
    }),
  ),
});
const parksSchema = z.array(z.object({ id: z.string(), latitude: z.number(), longitude: z.number() }));

const root = findRepoRoot();
export const PARK_ENTRANCES_FILE = path.join(root, 'data/park-entrances.json');
const PARKS_FILE = path.join(root, 'data/national-parks.json');

export function loadParkEntrances(file = PARK_ENTRANCES_FILE): Map<string, ParkEntrances> {
  const rows = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).parks;
  const parks = parksSchema.parse(JSON.parse(readFileSync(PARKS_FILE, 'utf8')));
  const out = new Map<string, ParkEntrances>();
  for (const row of rows) {
    const park = parks.find((p) => p.id === row.park);
    if (!park) throw new Error(`No park ${row.park} in national-parks.json`);
    out.set(row.park, {
      at: { latitude: park.latitude, longitude: park.longitude },
      entrances: row.entrances.map((e) => ({
        name: e.name,
        at: { latitude: e.lngLat[1], longitude: e.lngLat[0] },
        ...(e.inside ? { inside: { latitude: e.inside.lngLat[1], longitude: e.inside.lngLat[0] } } : {}),
        ...(e.station ? { station: { latitude: e.station.lngLat[1], longitude: e.station.lngLat[0] } } : {}),
        ...(e.stationMiles !== undefined ? { stationMiles: e.stationMiles } : {}),
        ...(e.parkRoad ? { parkRoad: { latitude: e.parkRoad.lngLat[1], longitude: e.parkRoad.lngLat[0] } } : {}),
      })),
    });
  }
  return out;
}

let shared: Map<string, ParkEntrances> | undefined;
/** The bundled table, read once. */
export function sharedParkEntrances(): ReadonlyMap<string, ParkEntrances> {
  shared ??= loadParkEntrances();
  return shared;
}
