import { describe, expect, it } from 'vitest';
import { decodeRoadGraph } from '../server/src/routing/graph';
import { buildRoadGraph } from './build-road-graph';
import type { GapExclusion } from './road-gaps';

// The gap rule as the graph builder applies it, on small made-up roads near Basalt (1e-3 degree of
// longitude there is about 86 m). Road A runs east and stops at -107.10; the other piece starts
// further east.
const line = (num: string, coordinates: Array<[number, number]>) => ({
  properties: { state: 'CO', class: 'SR', num, name: `State Rte ${num}` },
  geometry: { type: 'LineString', coordinates },
});
const roadA = line('82', [[-107.2, 39.4], [-107.15, 39.4], [-107.115, 39.4], [-107.1, 39.4]]);
const build = (features: ReturnType<typeof line>[], exclusions: GapExclusion[] = []) => {
  const built = buildRoadGraph(features, () => {}, [], exclusions);
  return { ...built, graph: decodeRoadGraph(built.bytes) };
};

describe('joining a road broken in the source lines', () => {
  it('joins a 2.6 km gap straight ahead to the same road, and the graph keeps both pieces', () => {
    const { gaps, graph } = build([roadA, line('82', [[-107.07, 39.4], [-107.0, 39.4]])]);
    expect(gaps.joins.map((j) => [j.road, j.from, j.to])).toEqual([['CO-82', [-107.1, 39.4], [-107.07, 39.4]]]);
    expect(gaps.joins[0].metres).toBeGreaterThan(2500);
    expect(gaps.joins[0].metres).toBeLessThan(2650);
    // One component: both far ends are in the graph.
    const lngs = Array.from(graph.nodeLng).map((x) => x / 1e5);
    expect(lngs).toContain(-107.2);
    expect(lngs).toContain(-107.0);
  });

  it('refuses the same gap where it is a known ferry, and says why', () => {
    const ferry = { road: 'CO-82', near: [-107.1, 39.4] as [number, number], reason: 'a ferry' };
    const { gaps } = build([roadA, line('82', [[-107.07, 39.4], [-107.0, 39.4]])], [ferry]);
    expect(gaps.joins).toEqual([]);
    expect(gaps.excluded.map((x) => [x.road, x.reason])).toEqual([['CO-82', 'a ferry']]);
  });

  it('refuses a piece that is not ahead (52 degrees off), one too far (5 km), and another road', () => {
    const off = build([roadA, line('82', [[-107.08, 39.42], [-107.08, 39.46]])]);
    expect(off.gaps.joins).toEqual([]);
    expect(off.gaps.refused.turn).toBeGreaterThan(0);
    expect(build([roadA, line('82', [[-107.042, 39.4], [-107.0, 39.4]])]).gaps.joins).toEqual([]);
    expect(build([roadA, line('133', [[-107.07, 39.4], [-107.0, 39.4]])]).gaps.joins).toEqual([]);
  });

  it('refuses a gap the network already goes round in under 4 times its length', () => {
    const roadB = line('82', [[-107.07, 39.4], [-107.055, 39.4], [-107.0, 39.4]]);
    // A loop of another road from A to B: about 9.9 km, under 4 x 2.6 km.
    const loop = line('6', [[-107.115, 39.4], [-107.115, 39.41], [-107.055, 39.41], [-107.055, 39.4]]);
    const { gaps } = build([roadA, roadB, loop]);
    expect(gaps.joins).toEqual([]);
    expect(gaps.refused.shortPath).toBe(1);
  });

  it('never joins lettered names, which repeat from county to county', () => {
    const a = line('J', [[-107.2, 39.4], [-107.1, 39.4]]);
    const b = line('J', [[-107.07, 39.4], [-107.0, 39.4]]);
    expect(build([a, b]).gaps.joins).toEqual([]);
  });
});

// The through-route rule (Interstates and US highways), on made-up roads near Redmond, OR (1e-3 degree
// of latitude is about 111 m). US-97 was cut on both sides of Redmond: 1.3 km north, where each side
// touched something (OR-370 at one end, the other carriageway at the other), so neither was a dead
// end; 7.2 km south, over the 4 km of the strict rule.
const road = (cls: 'US' | 'SR', num: string, coordinates: Array<[number, number]>) => ({
  properties: { state: 'OR', class: cls, num, name: cls === 'US' ? `US Hwy ${num}` : `State Hwy ${num}` },
  geometry: { type: 'LineString', coordinates },
});
const joined = (gaps: { joins: Array<{ road: string; from: [number, number]; to: [number, number] }> }) =>
  gaps.joins.map((j) => [j.road, j.from, j.to]);

describe('joining a through route broken in the source lines', () => {
  // Two pieces of one road, 1.3 km apart, each end touched by another road (a junction).
  const atJunctions = (cls: 'US' | 'SR') => [
    road(cls, '97', [[-121.17, 44.2], [-121.17, 44.25], [-121.17, 44.3]]),
    road(cls, '97', [[-121.17, 44.312], [-121.17, 44.36]]),
    road('SR', '126', [[-121.17, 44.3], [-121.25, 44.3]]),
    road('SR', '370', [[-121.17, 44.312], [-121.1, 44.33]]),
  ];

  it('joins a US highway whose ends are junctions, and leaves a state road so', () => {
    const us = build(atJunctions('US')).gaps;
    expect(joined(us)).toEqual([['US-97', [-121.17, 44.3], [-121.17, 44.312]]]);
    expect(us.joins[0].metres).toBeGreaterThan(1300);
    expect(us.joins[0].metres).toBeLessThan(1350);
    expect(build(atJunctions('SR')).gaps.joins).toEqual([]);
  });

  const apart = (cls: 'US' | 'SR', northFrom: number) => [
    road(cls, '97', [[-121.17, 44.1], [-121.17, 44.2]]),
    road(cls, '97', [[-121.17, northFrom], [-121.17, 44.42]]),
  ];

  it('joins a US highway across 7.2 km, not a state road, and neither across 16 km', () => {
    const us = build(apart('US', 44.265)).gaps;
    expect(joined(us)).toEqual([['US-97', [-121.17, 44.2], [-121.17, 44.265]]]);
    expect(us.joins[0].metres).toBeGreaterThan(7100);
    expect(us.joins[0].metres).toBeLessThan(7300);
    expect(build(apart('SR', 44.265)).gaps.joins).toEqual([]);
    expect(build(apart('US', 44.345)).gaps.joins).toEqual([]);
  });

  it('refuses a join that another road crosses between the two ends', () => {
    const across = road('SR', '20', [[-121.25, 44.23], [-121.1, 44.23]]);
    const { gaps } = build([...apart('US', 44.265), across]);
    expect(gaps.joins).toEqual([]);
    expect(gaps.refused.crossed).toBeGreaterThan(0);
  });

  it('refuses a join alongside a piece of the road itself that lies between the ends', () => {
    // A piece of US-97 across the gap, 3 km on, not in line with either end: the road is drawn there
    // and the break is not one straight gap.
    const piece = road('US', '97', [[-121.175, 44.23], [-121.165, 44.23]]);
    const { gaps } = build([...apart('US', 44.265), piece]);
    expect(gaps.joins.filter((j) => j.to[1] === 44.265 || j.from[1] === 44.265)).toEqual([]);
  });
});
