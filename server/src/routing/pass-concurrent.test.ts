import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { segmentEdges } from './restricted-segments';
import { asSegment } from './seasons';
import { concurrentEdges, edgesAt, milesFromEdge, summitEdges } from './season-edges';
import { seasonTestRouter } from './season-test-router';
import type { LatLngLike } from './core/road-types';

// A road that carries two route numbers over a pass may be drawn once for each number: from Divide
// over Ute Pass down to Woodland Park, US-24 and CO-67 are one road, and the graph has an edge of
// each on that line (CO-67's runs 24 miles from Victor through Divide to Woodland Park). The row
// names US-24 only, so a drive up CO-67 from Cripple Creek and over the summit named no pass, asked
// to avoid passes in July or in January. A pass's edges now take another route's edge that carries
// the summit along the row's own edges (season-edges.ts' concurrentEdges); a road that crosses the
// pass road at the summit, or turns off there, is not taken.
const graph = sharedRoadGraph();
const { tables, route, notes } = seasonTestRouter();
const boxes = segmentEdges(graph, tables.passes.map(asSegment));
const summit = summitEdges(graph, tables.passes, boxes);
const index = (id: string) => tables.passes.findIndex((p) => p.id === id);
const name = (e: number) => graph.names[graph.edgeName[e]];
const namesAt = (id: string) => [...new Set(summit[index(id)].map(name))].sort();
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });

describe("a pass on a road carrying two route numbers", () => {
  it("takes the other number's edge over the summit (Ute Pass: US-24 and CO-67)", () => {
    expect(tables.passes[index('ute-pass')].roads).toEqual(['US-24']);
    expect(namesAt('ute-pass')).toEqual(['CO-67', 'US-24']);
  });

  it('names Ute Pass on a drive up CO-67 from Cripple Creek to Woodland Park', () => {
    const cripple = at(38.7467, -105.1783);
    const woodland = at(38.9939, -105.0569);
    const said = (p: ReturnType<typeof route>) => [...notes(p, 'passes'), ...notes(p, 'avoided')].join(' ');
    expect(said(route(cripple, woodland, '2027-07-15', { avoidPasses: true }))).toMatch(/Ute Pass \(US-24, 9,165 ft\)/);
    expect(said(route(woodland, cripple, '2027-01-15'))).toMatch(/Crosses Ute Pass \(US-24, 9,165 ft\) in winter/);
  });

  it("takes OR-126 with US-20 over Santiam Pass, US-191 with I-90 over Bozeman Pass, US-6 with I-70 over Vail Pass", () => {
    expect(namesAt('santiam-pass')).toEqual(['OR-126', 'US-20']);
    expect(namesAt('bozeman-pass')).toEqual(['I-90', 'US-191']);
    expect(namesAt('vail-pass')).toEqual(['I-70', 'US-6']);
  });

  it('leaves a road that meets the pass road at the summit and turns off (WY-210 at Sherman Summit, NM-130 and NM-24 at Cloudcroft)', () => {
    for (const [id, other] of [
      ['sherman-summit', 'WY-210'],
      ['cloudcroft-summit', 'NM-130'],
      ['cloudcroft-summit', 'NM-24'],
    ] as const) {
      const i = index(id);
      const own = edgesAt(graph, tables.passes[i].at, boxes[i]);
      const nearest = Math.min(...own.map((e) => milesFromEdge(graph, e, tables.passes[i].at)));
      // The other road comes within the summit's reach: only its leaving the line keeps it out.
      const beside = [...Array(graph.edgeCount).keys()].filter(
        (e) => name(e) === other && milesFromEdge(graph, e, tables.passes[i].at) < nearest + 0.5,
      );
      expect(beside.length, `${id} ${other}`).toBeGreaterThan(0);
      expect(concurrentEdges(graph, tables.passes[i].at, own).map(name)).not.toContain(other);
      expect(namesAt(id)).not.toContain(other);
    }
  });
});
