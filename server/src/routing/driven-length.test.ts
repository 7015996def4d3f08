import { describe, expect, it } from 'vitest';
import { restrictedSegmentSchema } from './restricted-segments';
import { MIN_DRIVEN_METRES, createRoadRestrictions, isStructure } from './road-restrictions';
import type { RouteRequest } from './core/road-types';
import { at, restrictionRoutes, rig } from '../test/restriction-routes';

// A row is driven only where the drive really drives its road: the graph names the few metres where
// a road meets another at an interchange for it (NY-9A's 12 m at the George Washington Bridge, the
// Blue Ridge Parkway's 29 m at Balsam Gap), and a drive over those was told of the Henry Hudson
// Parkway or the parkway's tunnels. A tunnel's or a bridge's row keeps firing on any edge of it.
const { segments, graph, router, byId } = restrictionRoutes();
const ids = (p: { restrictions?: Array<{ id: string }> }) => (p.restrictions ?? []).map((r) => r.id);
const tall: RouteRequest = { profile: 'fastest', rvType: 'class-a', lengthFeet: 40, heightFeet: 13.5, propaneOnBoard: true };

/** What a leg driving exactly these edges of one row is told of it (none: not driven). */
function legMeets(id: string, edgesOf: (rowEdges: readonly number[]) => number[], req: RouteRequest = tall) {
  const restrictions = createRoadRestrictions(graph, [byId(id)]);
  const edges = edgesOf(restrictions.edgesOf(0));
  const sets = { avoided: new Set<number>(), noticed: new Set<number>(), unavoidable: new Set<number>() };
  restrictions.legAvoiding(() => edges, req, sets.avoided, sets.noticed, sets.unavoidable);
  return [...sets.avoided, ...sets.noticed, ...sets.unavoidable].length > 0;
}
const byLength = (edges: readonly number[]) => [...edges].sort((a, b) => graph.edgeMetres[a] - graph.edgeMetres[b]);

describe('a restricted row is driven only where the drive drives its road', () => {
  it('does not tell a drive from Newark over the George Washington Bridge of the Henry Hudson Parkway it only touches', () => {
    for (const [from, to] of [
      [at(40.73, -74.17), at(41.03, -73.76)],
      [at(41.03, -73.76), at(40.73, -74.17)],
    ]) {
      const route = router.route([from, to], rig({}));
      expect(route.roads).toContain('I-95');
      expect(ids(route)).not.toContain('henry-hudson-parkway');
    }
  });

  it('still tells a drive on the parkway from Riverdale to the Upper West Side, both ways', () => {
    for (const ends of [[at(40.9, -73.91), at(40.8, -73.97)], [at(40.8, -73.97), at(40.9, -73.91)]]) {
      const route = router.route(ends, rig({}));
      expect(route.restrictions).toContainEqual(expect.objectContaining({ id: 'henry-hudson-parkway', kind: 'condition' }));
    }
  });

  it("does not tell a tall rig crossing the Blue Ridge Parkway at Balsam Gap (US-74) of the parkway's tunnels", () => {
    const ends = [at(35.3908, -83.0714), at(35.45, -83.1285)];
    const route = router.route(ends, tall);
    expect((route.roadRuns ?? []).map((r) => r.name)).toContain('US-74');
    expect(ids(route)).not.toContain('blue-ridge-parkway-southern-tunnels');
  });

  it('needs a tenth of a mile of a road row, and its edges below that tell nothing', () => {
    // The 12 m of NY-9A at the bridge: nothing; its shortest edges to past the least: the parkway.
    expect(legMeets('henry-hudson-parkway', (row) => byLength(row).filter((e) => graph.edgeMetres[e] < 30))).toBe(false);
    expect(legMeets('henry-hudson-parkway', (row) => {
      const out: number[] = [];
      let m = 0;
      for (const e of byLength(row)) {
        if (m >= MIN_DRIVEN_METRES) break;
        m += graph.edgeMetres[e];
        out.push(e);
      }
      return out;
    })).toBe(true);
  });

  it('keeps every tunnel and bridge row in the graph firing on its shortest edge alone', () => {
    // A row with portals is driven by edges in both (restricted-segments.ts): SR-99's, left out.
    const structures = segments.filter((s) => isStructure(s) && !s.ferry && !s.portals && s.inGraph !== false);
    expect(structures.length).toBeGreaterThan(40);
    // A rig every such row concerns: tall, long, wide, with propane, on a date no season closes.
    const req: RouteRequest = { ...tall, heightFeet: 14.5, lengthFeet: 45, widthFeet: 8.5 };
    for (const s of structures) {
      const row = restrictedSegmentSchema.parse({ ...s, restriction: 'closed', applies: 'banned' });
      const restrictions = createRoadRestrictions(graph, [row]);
      const shortest = byLength(restrictions.edgesOf(0))[0];
      expect(shortest, s.id).toBeDefined();
      const sets = { avoided: new Set<number>(), noticed: new Set<number>(), unavoidable: new Set<number>() };
      restrictions.legAvoiding(() => [shortest], req, sets.avoided, sets.noticed, sets.unavoidable);
      expect([...sets.avoided, ...sets.unavoidable], s.id).toEqual([0]);
    }
  });

  it("takes a road's tunnels as a road: the Blue Ridge Parkway's, the Needles Highway's, the Iron Mountain Road's", () => {
    const roads = segments.filter((s) => !isStructure(s) && /tunnel|bridge/i.test(s.name)).map((s) => s.id);
    expect(roads.sort()).toEqual(['blue-ridge-parkway-southern-tunnels', 'iron-mountain-road-tunnels', 'needles-highway-tunnels']);
    for (const id of ['holland-tunnel', 'chesapeake-bay-bridge-tunnel', 'mackinac-bridge', 'stevens-canyon-road-tunnel', 'sr-99-tunnel'])
      expect(isStructure(byId(id)), id).toBe(true);
    for (const id of ['henry-hudson-parkway', 'merritt-wilbur-cross-parkways', 'independence-pass', 'memorial-drive-east'])
      expect(isStructure(byId(id)), id).toBe(false);
  });
});
