import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { createRoadRouter } from './road-router';
import { loadRestrictedSegments } from './restricted-segments';
import type { LatLngLike, RouteRequest, RoutedPath } from './core/road-types';
import { seasonTestRouter } from './season-test-router';
import { milesFromLine } from './line-miles';

// A pass is crossed only by a drive over the edge that carries its summit (season-edges.ts), not by
// one on another piece of its road number near it. I-70 at exit 216 (Loveland ski area) runs on
// pieces the graph names US-6, inside the square of 2 miles around Loveland Pass's summit: a day
// through the Eisenhower-Johnson tunnels with a stop there said "Crosses Loveland Pass (US-6, 11,992
// ft) in winter" (and, asked to avoid passes, that the stop was over it). Drives over Loveland Pass
// itself, and over Vail, Berthoud, Wolf Creek and Monarch passes, still name them.
const graph = sharedRoadGraph();
const { tables, route, router } = seasonTestRouter();
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
const ids = (p: RoutedPath, kind?: 'passes' | 'avoided') =>
  (p.restrictions ?? []).filter((r) => r.pass && (!kind || r.kind === kind)).map((r) => r.id);
const said = (p: RoutedPath, id: string) =>
  (p.restrictions ?? []).filter((r) => r.id === id).map((r) => r.note);
const summit = (id: string) => {
  const pass = tables.passes.find((p) => p.id === id);
  if (!pass) throw new Error(id);
  return pass.at;
};
const march = '2027-03-15';
const july = '2027-07-15';
const denver = at(39.7392, -104.9903);
const moab = at(38.5733, -109.5498);
// I-70 at exit 216, on a piece the graph names US-6 (a stop there: the plan's road stops).
const exit216 = at(39.6872, -105.88317);
const arapahoeBasin = at(39.6423, -105.8717);
const keystone = at(39.6045, -105.953);
const silverthorne = at(39.6303, -106.0717);

describe('Loveland Pass is crossed only over its summit', () => {
  it('Denver to Moab in March through the tunnels, stopping at exit 216: names the tunnels and Vail Pass, not Loveland', () => {
    for (const stops of [
      [denver, moab],
      [denver, exit216, moab],
      [moab, exit216, denver],
    ]) {
      const p = router.route(stops, { profile: 'fastest', rvType: 'travel-trailer', date: march });
      expect(ids(p)).not.toContain('loveland-pass');
      expect(ids(p, 'passes')).toEqual(expect.arrayContaining(['eisenhower-johnson-tunnels', 'vail-pass']));
      expect(milesFromLine(p, summit('loveland-pass'))).toBeGreaterThan(1);
    }
  });

  it('a drive to a place on US-6 over the pass (Arapahoe Basin, Keystone) names it', () => {
    for (const place of [arapahoeBasin, keystone]) {
      const p = route(denver, place, march);
      expect(ids(p, 'passes')).toContain('loveland-pass');
      expect(said(p, 'loveland-pass')).toEqual([
        expect.stringMatching(/^Crosses Loveland Pass \(US-6, 11,992 ft\) in winter/),
      ]);
      expect(milesFromLine(p, summit('loveland-pass'))).toBeLessThan(0.2);
    }
  });

  it("a rig the tunnels bar goes over the pass and says so; the data's own row only warns of propane", () => {
    const rows = loadRestrictedSegments();
    const tunnel = rows.find((s) => s.id === 'eisenhower-johnson-tunnels');
    if (!tunnel) throw new Error('no tunnel row');
    const req: RouteRequest = { profile: 'fastest', rvType: 'class-c', date: march, propaneOnBoard: true };
    // As the data is (advisory: whether an RV's propane counts is not confirmed), through the tunnels.
    const asData = createRoadRouter(graph, [tunnel], { cacheWords: 0, seasons: tables }).route(
      [denver, silverthorne],
      req,
    );
    expect(ids(asData)).not.toContain('loveland-pass');
    expect(said(asData, 'eisenhower-johnson-tunnels').join(' ')).toMatch(
      /^On this drive, the Eisenhower-Johnson/,
    );
    // A row that bars it (hazardous materials): over Loveland Pass, named.
    const barred = createRoadRouter(graph, [{ ...tunnel, applies: 'banned' as const }], {
      cacheWords: 0,
      seasons: tables,
    });
    const over = barred.route([denver, silverthorne], req);
    expect(ids(over, 'passes')).toContain('loveland-pass');
    expect(said(over, 'loveland-pass')).toEqual([
      expect.stringMatching(/^Crosses Loveland Pass \(US-6, 11,992 ft\)/),
    ]);
    expect(milesFromLine(over, summit('loveland-pass'))).toBeLessThan(0.2);
  });

  it('asked to avoid passes: a place on I-70 by exit 216 is reached without a word of Loveland; A-Basin goes round it', () => {
    for (const place of [exit216, at(39.692, -105.8754)]) {
      const p = route(denver, place, july, { avoidPasses: true });
      expect(ids(p)).toEqual([]);
      expect(p.miles).toBeLessThan(60);
    }
    const round = route(denver, arapahoeBasin, july, { avoidPasses: true });
    expect(ids(round, 'avoided')).toContain('loveland-pass');
    expect(ids(round, 'passes')).not.toContain('loveland-pass');
    expect(milesFromLine(round, summit('loveland-pass'))).toBeGreaterThan(1);
  });
});

describe('other passes are still named over their summits, and not from a road beside them', () => {
  it.each([
    ['vail-pass', at(39.5747, -106.0975), at(39.6403, -106.3742)], // Frisco to Vail, I-70
    ['berthoud-pass', at(39.7597, -105.6836), at(39.8917, -105.7631)], // Empire to Winter Park, US-40
    ['wolf-creek-pass', at(37.2694, -107.0098), at(37.6694, -106.6406)], // Pagosa Springs to South Fork, US-160
    ['monarch-pass', at(38.5347, -105.9989), at(38.5458, -106.9253)], // Salida to Gunnison, US-50
  ])('%s, both ways, in winter and asked to avoid it', (id, from, to) => {
    for (const [a, b] of [
      [from, to],
      [to, from],
    ]) {
      const winter = route(a, b, '2027-01-15');
      expect(ids(winter)).toContain(id);
      const plain = route(a, b, july);
      expect(milesFromLine(plain, summit(id))).toBeLessThan(0.5);
      const asked = route(a, b, july, { avoidPasses: true });
      expect(ids(asked)).toContain(id);
      // Kept off when a way round exists; else named as crossed.
      if (ids(asked, 'avoided').includes(id)) expect(milesFromLine(asked, summit(id))).toBeGreaterThan(0.5);
    }
  });

  it("a drive that turns off short of the summit is not over it (US-82 and NM-244 by Cloudcroft's summit)", () => {
    // From US-82 east of Cloudcroft north on NM-244: its junction is 0.9 mi east of the summit.
    const p = route(at(32.88849, -105.47951), at(33.19498, -105.71649), '2027-01-15');
    expect(p.roads).toContain('NM-244');
    expect(milesFromLine(p, summit('cloudcroft-summit'))).toBeGreaterThan(0.5);
    expect(ids(p)).not.toContain('cloudcroft-summit');
  });
});
