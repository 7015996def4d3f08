import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from '../repo-root';
import { ferryDetailsSchema } from './ferry-rules';
import type { RestrictedSegment } from './restricted-segments';
import { restrictedSegmentSchema, sharedRestrictedSegments, sizeLimitsSchema } from './restricted-segments';

/**
 * The road ferries on numbered routes (data/road-ferries.json, sources in data/SOURCES.md): each
 * becomes a restricted segment of kind 'ferry' (restricted-segments.ts) whose polygon is a corridor
 * over the water between its two landings, so the router finds the graph edges that draw the
 * crossing as road, marks a leg that takes one (the day says "Ferry: ..."), and keeps a rig over
 * the ferry's published limits, or with propane it bans, off it (road-restrictions.ts).
 */
const feet = z.number().positive().max(200);
export const roadFerrySchema = ferryDetailsSchema.extend({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** As a sentence names it: "the Hatteras-Ocracoke ferry". */
  name: z.string().min(1),
  /** The road as signs show it ("NC-12", "IL-1 / KY-91"). */
  road: z.string().min(1),
  /** The graph's road names either side. */
  roads: z.array(z.string().min(1)).min(1),
  /** Published limits in feet: a rig over one may not board (at one, too, when inclusive: "under 13 ft 6 in"). */
  limits: sizeLimitsSchema(feet).nullable(),
  /** The operator's own page (or, with `unconfirmed`, the report that was read). */
  sourceUrl: z.string().url(),
  checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** What was not read on the operator's own page, said in the day's note. */
  unconfirmed: z.string().min(1).optional(),
  /** How the bundled graph has it: a road edge over the water, or its two roads ending at the landings. */
  graph: z.enum(['drawn', 'ends']),
});
export type RoadFerry = z.infer<typeof roadFerrySchema>;

const fileSchema = z.object({ ferries: z.array(roadFerrySchema) });

export const ROAD_FERRIES_FILE = path.join(findRepoRoot(), 'data/road-ferries.json');

export function loadRoadFerries(file = ROAD_FERRIES_FILE): RoadFerry[] {
  return fileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).ferries;
}

// The corridor: the middle of the crossing (away from the landings' own streets), this wide each side.
const CORRIDOR_METRES = 250;
const TRIM = 0.2;

/** A ring of [lng, lat] around the middle of the line between the landings. */
export function crossingCorridor([a, b]: RoadFerry['landings']): Array<[number, number]> {
  const lat = (a[1] + b[1]) / 2;
  const kx = 111320 * Math.cos((lat * Math.PI) / 180);
  const ky = 110574;
  const dx = (b[0] - a[0]) * kx;
  const dy = (b[1] - a[1]) * ky;
  const len = Math.hypot(dx, dy) || 1;
  // The unit normal, in degrees per metre along each axis.
  const nx = (-dy / len) * (CORRIDOR_METRES / kx);
  const ny = (dx / len) * (CORRIDOR_METRES / ky);
  const at = (t: number): [number, number] => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const [p, q] = [at(TRIM), at(1 - TRIM)];
  const ring: Array<[number, number]> = [
    [p[0] + nx, p[1] + ny],
    [q[0] + nx, q[1] + ny],
    [q[0] - nx, q[1] - ny],
    [p[0] - nx, p[1] - ny],
  ];
  return [...ring, ring[0]];
}

/** The reason a rig over the limits is given: "the ferry's published limits are: vehicles under 13 ft 6 in high ...". */
const limitsReason = (f: RoadFerry) =>
  f.limitsText ? `the ferry's published limits are: ${f.limitsText}` : 'no size limits were found for it';

/** A ferry as a restricted segment of kind 'ferry'. */
export function ferrySegment(f: RoadFerry): RestrictedSegment {
  const [a, b] = f.landings;
  return restrictedSegmentSchema.parse({
    id: `ferry-${f.id}`,
    name: f.name,
    road: f.road,
    roads: f.roads,
    restriction: 'ferry',
    kind: 'ferry',
    applies: 'advisory',
    ...(f.limits ? { limits: f.limits } : {}),
    // A ferry measures a rig that tows, or is towed, as one combined length (rig-size-rules.ts).
    ...(f.limits?.lengthFeet !== undefined ? { towedCar: 'counted' } : {}),
    reason: limitsReason(f),
    authority: f.operator,
    sourceUrl: f.sourceUrl,
    checked: f.checked,
    // The ferry table's own wording: a row not read on the operator's page names the page read instead.
    confirmed: f.unconfirmed === undefined,
    ...(f.unconfirmed ? { reportedBy: new URL(f.sourceUrl).hostname, notConfirmed: f.unconfirmed } : {}),
    at: { longitude: (a[0] + b[0]) / 2, latitude: (a[1] + b[1]) / 2 },
    polygon: crossingCorridor(f.landings),
    ferry: {
      landings: f.landings,
      operator: f.operator,
      crossingMinutes: f.crossingMinutes,
      waitMinutes: f.waitMinutes,
      reservations: f.reservations,
      propane: f.propane,
      ...(f.limitsText ? { limitsText: f.limitsText } : {}),
      ...(f.remark ? { remark: f.remark } : {}),
      ...(f.season ? { season: f.season } : {}),
      ...(f.towing ? { towing: f.towing } : {}),
    },
  });
}

let shared: RestrictedSegment[] | undefined;
/** The bundled ferries as segments, read once. */
export function sharedFerrySegments(): RestrictedSegment[] {
  shared ??= loadRoadFerries().map(ferrySegment);
  return shared;
}

/** Every row the router reads: the restricted segments, then the ferries. */
export const sharedRoadRules = (): RestrictedSegment[] => [
  ...sharedRestrictedSegments(),
  ...sharedFerrySegments(),
];
