import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from '../graph';
import { loadRestrictedSegments, segmentsOnLine } from '../restricted-segments';
import { cityEdges } from './restriction-detours';
import { CLASS_INTERSTATE } from './graph-format';
import { createRoadRouter } from '../road-router';
import type { RouteRequest, RoutedPath } from './road-types';

const segments = loadRestrictedSegments();
const graph = sharedRoadGraph();
const router = createRoadRouter(graph, segments, { cacheWords: 0 });
// The table without its detours: the shortest way around, as before the rule.
const plain = createRoadRouter(
  graph,
  segments.map(({ detour: _detour, ...s }) => s),
  { cacheWords: 0 },
);

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const propane: RouteRequest = { profile: 'fastest', rvType: 'class-a', propaneOnBoard: true };
// Miles driven on each road of the route.
const milesOn = (p: RoutedPath) => {
  const out = new Map<string, number>();
  for (const r of p.roadRuns ?? []) out.set(r.name, (out.get(r.name) ?? 0) + p.cumMiles[r.to] - p.cumMiles[r.from]);
  return out;
};
const drives = (p: RoutedPath) => segmentsOnLine(p, segments, { propaneOnBoard: true }).map((s) => s.segment.id);

describe('detours round a restricted crossing keep to the ring road', () => {
  it('reads each detour with the agency page that names it', () => {
    const byId = (id: string) => segments.find((s) => s.id === id)!;
    expect(byId('fort-mchenry-tunnel').detour).toMatchObject({
      via: 'the western section of I-695 (the Baltimore Beltway)',
      sourceUrl: expect.stringMatching(/^https:\/\/www\.mdta\.maryland\.gov\//),
    });
    expect(byId('baltimore-harbor-tunnel').detour).toEqual(byId('fort-mchenry-tunnel').detour);
    expect(byId('ted-williams-tunnel').detour?.via).toBe('I-93 and I-95 (Route 128) around the city');
    // The city's streets as the graph has them: no Interstate, none of the tunnels' own edges.
    const city = cityEdges(graph, byId('fort-mchenry-tunnel'), new Set());
    expect(city.length).toBeGreaterThan(50);
    for (const e of city) expect(graph.names[graph.edgeName[e]]).not.toMatch(/^I-/);
  });

  it('sends a propane rig across Baltimore round the western I-695, not through downtown', () => {
    // I-95 by Elkridge to I-95 by Joppatowne.
    const [from, to] = [at(39.2, -76.72), at(39.45, -76.35)];
    const before = plain.route([from, to], propane);
    // What the rule mends: without it the way round is downtown's US-40 (Pratt and Lombard Streets).
    expect(milesOn(before).get('US-40') ?? 0).toBeGreaterThan(2);
    const p = router.route([from, to], propane);
    expect(drives(p)).toEqual([]);
    const miles = milesOn(p);
    expect(miles.get('I-695') ?? 0).toBeGreaterThan(15);
    for (const road of ['US-40', 'MD-2', 'I-395']) expect(miles.get(road) ?? 0, road).toBe(0);
    expect(p.miles).toBeLessThan(before.miles + 15);
    const fort = p.restrictions?.find((r) => r.id === 'fort-mchenry-tunnel');
    expect(fort?.note).toBe(
      'Avoided the Fort McHenry Tunnel (I-95): propane is banned over 10 lb (Maryland Transportation Authority). Through traffic goes by the western section of I-695 (the Baltimore Beltway), as the authority directs.',
    );
  });

  it('sends a propane rig past Boston by I-93 and I-95, not on city streets', () => {
    // I-93 at Braintree to I-93 at Woburn.
    const [from, to] = [at(42.215, -71.01), at(42.5, -71.14)];
    expect(milesOn(plain.route([from, to], propane)).get('MA-28') ?? 0).toBeGreaterThan(5);
    const p = router.route([from, to], propane);
    expect(drives(p)).toEqual([]);
    const miles = milesOn(p);
    expect(miles.get('I-95') ?? 0).toBeGreaterThan(20);
    expect([...miles].filter(([road, m]) => !road.startsWith('I-') && m > 1)).toEqual([]);
  });

  it('lets a drive that starts or ends in the city use its streets', () => {
    // Quincy to Revere: both within the radius, so the way round stays the short one.
    const [from, to] = [at(42.25, -71.0), at(42.43, -71.0)];
    const { restrictions: _a, ...p } = router.route([from, to], propane);
    const { restrictions: _b, ...before } = plain.route([from, to], propane);
    expect(p).toEqual(before);
  });

  it('changes nothing for a rig the crossing does not concern', () => {
    const [from, to] = [at(39.2, -76.72), at(39.45, -76.35)];
    const req = { ...propane, propaneOnBoard: false };
    expect(router.route([from, to], req)).toEqual(plain.route([from, to], req));
  });
});

describe("a detour row's city edges", () => {
  // Every edge of the graph looked at, as cityEdges did before it read the piece grid.
  const scanned = (s: (typeof segments)[number], own: ReadonlySet<number>) => {
    const miles = s.detour!.withinMiles;
    const cos = Math.cos((s.at.latitude * Math.PI) / 180);
    const within = (lat5: number, lng5: number) =>
      Math.hypot(lat5 * 1e-5 - s.at.latitude, (lng5 * 1e-5 - s.at.longitude) * cos) * 69.05 <= miles;
    const out: number[] = [];
    for (let e = 0; e < graph.edgeCount; e++) {
      if (graph.edgeClass[e] === CLASS_INTERSTATE || own.has(e)) continue;
      let near = within(graph.nodeLat[graph.edgeA[e]], graph.nodeLng[graph.edgeA[e]]) ||
        within(graph.nodeLat[graph.edgeB[e]], graph.nodeLng[graph.edgeB[e]]);
      for (let k = graph.ptStart[e]; !near && k < graph.ptStart[e + 1]; k++)
        near = within(graph.pts[2 * k + 1], graph.pts[2 * k]);
      if (near) out.push(e);
    }
    return out;
  };

  it('are the edges a scan of the whole graph finds, for every detour row and with own edges left out', () => {
    const rows = segments.filter((s) => s.detour);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const all = scanned(row, new Set());
      expect(all.length, row.id).toBeGreaterThan(50);
      expect(cityEdges(graph, row, new Set()), row.id).toEqual(all);
      const own = new Set(all.filter((_, i) => i % 3 === 0));
      expect(cityEdges(graph, row, own), row.id).toEqual(scanned(row, own));
    }
    // A radius across cell lines (a tenth of a degree) on either side of the row's point.
    const wide = { ...rows[0], detour: { ...rows[0].detour!, withinMiles: 12 } };
    expect(cityEdges(graph, wide, new Set())).toEqual(scanned(wide, new Set()));
  });
});
