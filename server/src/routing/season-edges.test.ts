import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { segmentEdges } from './restricted-segments';
import { asSegment, loadSeasonTables } from './seasons';
import { NEAR_SUMMIT_MILES, edgesAt, milesFromEdge } from './season-edges';

// A pass's own edges are the ones that carry its summit, not every edge of its road number in the
// square its row draws around the summit (seasons.ts' asSegment). US-6 over Loveland Pass is one
// 17-mile edge from Keystone to I-70's exit 216; the graph also names I-70's pieces east of exit 216
// US-6, inside the square, and a drive through the Eisenhower-Johnson tunnels was said to cross the
// pass.
const graph = sharedRoadGraph();
const tables = loadSeasonTables();
const boxEdges = segmentEdges(graph, tables.passes.map(asSegment));
const row = (id: string) => {
  const i = tables.passes.findIndex((p) => p.id === id);
  return { pass: tables.passes[i], box: boxEdges[i], kept: edgesAt(graph, tables.passes[i].at, boxEdges[i]) };
};
const miles = (e: number, id: string) => milesFromEdge(graph, e, row(id).pass.at);
const name = (e: number) => graph.names[graph.edgeName[e]];

describe("a pass's own edges", () => {
  it("Loveland Pass: US-6's edge over the summit, not US-6's pieces beside I-70 at exit 216", () => {
    const { box, kept } = row('loveland-pass');
    expect(kept).toHaveLength(1);
    const [over] = kept;
    expect(name(over)).toBe('US-6');
    expect(miles(over, 'loveland-pass')).toBeLessThan(0.1);
    // The edge over the pass runs about 17 miles, Keystone to exit 216.
    expect(graph.edgeMetres[over] / 1609.344).toBeGreaterThan(15);
    const beside = box.filter((e) => e !== over);
    expect(beside.length).toBeGreaterThanOrEqual(10);
    for (const e of beside) {
      expect(name(e)).toBe('US-6');
      expect(miles(e, 'loveland-pass')).toBeGreaterThan(1.4);
    }
    // They share the exit-216 junction with the edge over the pass: near it, not over it.
    const ends = new Set([graph.edgeA[over], graph.edgeB[over]]);
    expect(beside.some((e) => ends.has(graph.edgeA[e]) || ends.has(graph.edgeB[e]))).toBe(true);
  });

  it('a divided road keeps both carriageways, and its approaches within half a mile (Vail Pass on I-70)', () => {
    const { pass, box, kept } = row('vail-pass');
    const cos = Math.cos((pass.at.latitude * Math.PI) / 180);
    const nodeMiles = (v: number) =>
      Math.hypot(
        (graph.nodeLng[v] * 1e-5 - pass.at.longitude) * cos,
        graph.nodeLat[v] * 1e-5 - pass.at.latitude,
      ) * 69.1;
    // Each carriageway is two edges meeting at a junction by the summit: all four are kept.
    const atSummit = box.filter((e) => nodeMiles(graph.edgeA[e]) < 0.15 || nodeMiles(graph.edgeB[e]) < 0.15);
    expect(atSummit).toHaveLength(4);
    for (const e of atSummit) expect(kept).toContain(e);
    for (const e of kept) expect(miles(e, 'vail-pass')).toBeLessThan(0.5);
    // I-70's pieces farther down, in the square but a mile and more from the summit, are not.
    const rest = box.filter((e) => !kept.includes(e));
    expect(rest.length).toBeGreaterThanOrEqual(3);
    for (const e of rest) expect(miles(e, 'vail-pass')).toBeGreaterThan(1);
  });

  it('an interchange at the summit is over it (Sherman Summit: I-80 and US-30 at exit 323, where WY-210 comes up)', () => {
    const { box, kept } = row('sherman-summit');
    for (const e of box) expect(kept.includes(e), `edge ${e}`).toBe(miles(e, 'sherman-summit') < 0.55);
    expect(kept.length).toBeGreaterThanOrEqual(20);
    expect(box.length - kept.length).toBeGreaterThanOrEqual(20);
    expect(new Set(kept.map(name))).toEqual(new Set(['I-80', 'US-30']));
  });

  it('two roads on one line keep both (Togwotee Pass: US-26 and US-287), and neither edge beyond', () => {
    const { box, kept } = row('togwotee-pass');
    expect(kept.map(name).sort()).toEqual(['US-26', 'US-287', 'US-287']);
    expect(Math.max(...kept.map((e) => miles(e, 'togwotee-pass')))).toBeLessThan(0.2);
    expect(box.length - kept.length).toBe(4);
  });

  it('takes the summit edge of each pass, and drops only edges half a mile or more farther from the summit than its nearest', () => {
    const withOthers: string[] = [];
    tables.passes.forEach((pass, i) => {
      const kept = edgesAt(graph, pass.at, boxEdges[i]);
      if (boxEdges[i].length === 0) return;
      expect(kept.length, pass.id).toBeGreaterThan(0);
      const nearest = Math.min(...boxEdges[i].map((e) => milesFromEdge(graph, e, pass.at)));
      for (const e of boxEdges[i]) {
        const d = milesFromEdge(graph, e, pass.at);
        expect(kept.includes(e), `${pass.id} edge ${e} at ${d.toFixed(2)} mi`).toBe(
          d <= nearest + NEAR_SUMMIT_MILES,
        );
      }
      if (kept.length < boxEdges[i].length) withOthers.push(pass.id);
    });
    // The passes whose square held edges of their road that do not carry the summit: each lost
    // them; the other passes keep their square's edges.
    expect(withOthers.sort()).toEqual(
      [
        'baldy-pass',
        'cloudcroft-summit',
        'conway-summit',
        // The main roads' winter passes: pieces of their roads a mile or more down the grades
        // (I-90's ramps below Lookout, Homestake and Bozeman passes, I-5's below Siskiyou Summit and
        // north of Tejon Pass, US-20's west of Santiam Pass) and US-12's Montana edge from the
        // junction 0.6 mi east of Lolo Pass.
        'bozeman-pass',
        'homestake-pass',
        'lolo-pass',
        'lookout-pass',
        'santiam-pass',
        'siskiyou-summit',
        'tejon-pass',
        'loveland-pass',
        'sherman-summit',
        'togwotee-pass',
        'trout-creek-pass',
        'vail-pass',
      ].sort(),
    );
  });
});
