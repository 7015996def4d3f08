import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESTRICTED_SEGMENTS_FILE, SEGMENT_KINDS, loadRestrictedSegments, restrictedSegmentSchema } from './restricted-segments';
import { sharedFerrySegments } from './road-ferries';
import { isStructure } from './road-restrictions';
import { asSegment, sharedSeasonTables } from './seasons';

// Whether a row is one structure (driven on any edge of it) or miles of road (driven from a tenth
// of a mile of it) is a field of the row, as its agency names it, not read from the row's name.
const raw = JSON.parse(readFileSync(RESTRICTED_SEGMENTS_FILE, 'utf8')) as { segments: Array<Record<string, unknown>> };
const rows = loadRestrictedSegments();
const byId = (id: string) => rows.find((s) => s.id === id)!;

describe("a restricted row's kind", () => {
  it('is written in the table for every row, one of the kinds', () => {
    expect(raw.segments).toHaveLength(rows.length);
    for (const row of raw.segments) expect(SEGMENT_KINDS, String(row.id)).toContain(row.kind);
  });

  it('is required: the table reader refuses a row without it, with another, or a ferry kind on a road row', () => {
    const { kind: _kind, ...without } = byId('holland-tunnel');
    expect(restrictedSegmentSchema.safeParse(byId('holland-tunnel')).success).toBe(true);
    expect(restrictedSegmentSchema.safeParse(without).success).toBe(false);
    expect(restrictedSegmentSchema.safeParse({ ...without, kind: 'viaduct' }).success).toBe(false);
    expect(restrictedSegmentSchema.safeParse({ ...without, kind: 'ferry' }).success).toBe(false);
  });

  it("decides whether a row is a structure, whatever its name says", () => {
    // The name no longer decides: a tunnel row renamed, and a road row named for its tunnels.
    expect(isStructure({ ...byId('holland-tunnel'), name: 'the Hudson crossing' })).toBe(true);
    expect(isStructure({ ...byId('needles-highway-tunnels'), name: 'the Needles Tunnel' })).toBe(false);
    expect(isStructure(byId('chesapeake-bay-bridge-tunnel'))).toBe(true);
    expect(byId('chesapeake-bay-bridge-tunnel').kind).toBe('bridge-tunnel');
    expect(byId('mackinac-bridge').kind).toBe('bridge');
    expect(byId('independence-pass').kind).toBe('pass');
    expect(byId('zion-mount-carmel-highway').kind).toBe('road');
    const counts = Object.fromEntries(SEGMENT_KINDS.map((k) => [k, rows.filter((s) => s.kind === k).length]));
    expect(counts).toEqual({ tunnel: 37, bridge: 11, 'bridge-tunnel': 3, road: 26, pass: 4, ferry: 0 });
  });

  it('makes every road ferry a ferry, and every season row a pass or a road', () => {
    expect(sharedFerrySegments().length).toBeGreaterThan(0);
    for (const s of sharedFerrySegments()) expect([s.id, s.kind, isStructure(s)]).toEqual([s.id, 'ferry', false]);
    const tables = sharedSeasonTables();
    for (const p of tables.passes) expect(asSegment(p).kind, p.id).toBe('pass');
    for (const r of tables.roads) expect(asSegment(r).kind, r.id).toBe('road');
  });
});
