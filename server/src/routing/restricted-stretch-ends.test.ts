import { describe, expect, it } from 'vitest';
import { segmentEdges } from './restricted-segments';
import { edgeStretch } from './segment-stretches';
import { restrictionRoutes } from '../test/restriction-routes';

// Three rows' polygons drawn to the stretch the agency names (2026-12-06), each checked as the graph
// edges it takes and the miles of each edge its rule covers (the edge's length times the share).
// - Independence Pass (CO-82): CDOT's 35-ft limit runs from mile point 47.2 (Aspen side) to 84.2,
//   "about one mile west of the junction with US 24" (codot.gov, 2020-06-03). The graph draws CO-82
//   as one 38.9-mile edge from Aspen's east end to US-24: the box had covered 2.4 to 35.1 mi of it,
//   leaving the last 2.9 mi up to MP 84.2 open; it now covers 0.9 to 37.9 (MP 47.2 is 0.9 mi from the
//   edge's Aspen end when MP 84.2 is 1 mi short of US-24).
// - US-129 at Deals Gap: TDOT's 30-ft limit runs from the state line to Tabcat Bridge (log mile
//   11.19), and TDOT's alert says The Dragon "in Tennessee or North Carolina"; North Carolina's runs
//   from the state line to the Graham County line, the Little Tennessee at Cheoah Dam (TDOT's release
//   of 2014-12-02). The box ran past Tabcat Bridge towards Chilhowee and stopped 0.4 mi into North
//   Carolina; it now ends at Tabcat Creek and at Cheoah Dam.
// - The Merritt and Wilbur Cross parkways (CT-15): the parkway ends where it meets I-91 in Meriden;
//   the corridor also took CT-15's connector north to I-691 and its piece towards the Berlin
//   Turnpike beyond that junction.
const { graph, byId } = restrictionRoutes();
const miles = (e: number) => graph.edgeMetres[e] / 1609.344;
const covered = (id: string) => {
  const s = byId(id);
  const [edges] = segmentEdges(graph, [s]);
  return new Map(
    edges.map((e) => {
      const [lo, hi] = edgeStretch(graph, e, s.polygon)!;
      return [e, [lo * miles(e), hi * miles(e)]] as const;
    }),
  );
};
const near = (e: number, latitude: number, longitude: number) =>
  [graph.edgeA[e], graph.edgeB[e]].some(
    (v) => Math.hypot(graph.nodeLat[v] * 1e-5 - latitude, graph.nodeLng[v] * 1e-5 - longitude) < 0.002,
  );

describe("restriction polygons that cover the agency's stretch only", () => {
  it("Independence Pass: CO-82's one edge, from MP 47.2 to MP 84.2", () => {
    const got = covered('independence-pass');
    expect(got.size).toBe(1);
    const [[e, [lo, hi]]] = [...got];
    expect(miles(e)).toBeGreaterThan(38);
    expect(lo).toBeGreaterThan(0.6);
    expect(lo).toBeLessThan(1.2);
    expect(miles(e) - hi).toBeGreaterThan(0.7);
    expect(miles(e) - hi).toBeLessThan(1.3);
  });

  it('US-129: Cheoah Dam to Tabcat Bridge, not on to Chilhowee nor down to Robbinsville', () => {
    const got = covered('us-129-the-dragon');
    expect(got.size).toBe(3);
    for (const [e, [lo, hi]] of got) {
      // Deals Gap, where NC-28 meets US-129 by the state line.
      expect(near(e, 35.466, -83.922) || near(e, 35.4967, -83.9268), `edge ${e}`).toBe(true);
      if (near(e, 35.3353, -83.8105)) expect([lo, hi].map(Math.round)).toEqual([0, 2]); // to Robbinsville
      if (near(e, 35.5634, -84.0914)) expect(hi).toBeLessThan(miles(e) - 5); // towards Chilhowee
    }
  });

  it("CT-15: the parkway's carriageways up to the junction with the connector to I-91, not beyond", () => {
    const got = covered('merritt-wilbur-cross-parkways');
    const meriden = [...got.keys()].filter((e) => near(e, 41.5237, -72.7732));
    expect(meriden).toHaveLength(2);
    for (const e of meriden) {
      expect(graph.names[graph.edgeName[e]]).toBe('CT-15');
      expect(miles(e)).toBeGreaterThan(2.5);
      expect(got.get(e)![1]).toBeCloseTo(miles(e), 6);
    }
    expect(got.size).toBeGreaterThanOrEqual(110);
  });
});
