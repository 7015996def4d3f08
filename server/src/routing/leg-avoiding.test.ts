import { describe, expect, it } from 'vitest';
import type { LegContext } from './leg-avoiding';
import { MAX_ROUNDS, avoidLeg } from './leg-avoiding';
import type { RouteRequest } from './core/road-types';
import { RouteNotFoundError } from './core/road-types';
import type { RestrictedSegment } from './restricted-segments';

// The leg search's rounds on a toy network: segment i is edge 100 + i; each "route" is a list of
// edges, the search answering the first route of its list whose edges are all open. The searches
// are counted: every round is a search of the graph.

const propane: RouteRequest = { profile: 'fastest', rvType: 'class-a', propaneOnBoard: true };
const tunnel = (i: number): RestrictedSegment => ({
  id: `tunnel-${i}`,
  name: `tunnel ${i}`,
  road: 'I-1',
  roads: ['I-1'],
  restriction: 'propane',
  kind: 'tunnel',
  applies: 'banned',
  reason: 'propane is banned',
  authority: 'Tunnel Authority',
  sourceUrl: 'https://example.org/tunnels',
  checked: '2026-12-06',
  confirmed: true,
  at: { latitude: 40, longitude: -74 },
});

function toyLeg(count: number, routes: number[][]) {
  const segments = Array.from({ length: count }, (_, i) => tunnel(i));
  const blocked = new Uint8Array(100 + count);
  const searched: number[][] = [];
  const ctx: LegContext = {
    segments,
    onEdge: new Map(segments.map((_, i) => [100 + i, [i]])),
    cityBlock: () => ({ block: () => undefined, giveBack: () => false }),
    setBlocked: (i, value) => (blocked[100 + i] = value),
    through: () => true,
    applying: () => segments.map((_, i) => i),
  };
  const search = () => {
    const found = routes.find((r) => r.every((e) => blocked[e] === 0));
    if (!found) throw new RouteNotFoundError();
    searched.push(found);
    return found;
  };
  const run = () => {
    const sets = { avoided: new Set<number>(), noticed: new Set<number>(), unavoidable: new Set<number>() };
    const edges = avoidLeg(ctx, search, propane, sets, undefined, new Set());
    return { edges, searched, ...sets, blockedAfter: [...blocked].some((b) => b === 1) };
  };
  return run;
}

describe("a leg's search keeps off every segment the rig must keep off", () => {
  it('blocks every banned segment its route drove in one round, not only the first it met', () => {
    // The plain way drives tunnels 0 and 1 (Holland and Hugh L. Carey); the next, tunnel 2 (Lincoln).
    const leg = toyLeg(3, [
      [1, 100, 2, 101, 3],
      [1, 102, 3],
      [1, 4, 5, 3],
    ]);
    const { edges, searched, avoided, unavoidable, blockedAfter } = leg();
    expect(edges).toEqual([1, 4, 5, 3]);
    expect([...avoided].sort()).toEqual([0, 1, 2]);
    expect([...unavoidable]).toEqual([]);
    // Three searches: the plain way, then without tunnels 0 and 1, then without 2 as well. One
    // segment a round would have taken four, and a way that met tunnel 1 first named it alone.
    expect(searched).toHaveLength(3);
    expect(blockedAfter).toBe(false);
  });

  it('names the same segments whichever way the plain route meets them', () => {
    const out = toyLeg(2, [
      [1, 100, 101, 3],
      [1, 4, 3],
    ])();
    const back = toyLeg(2, [
      [3, 101, 100, 1],
      [3, 4, 1],
    ])();
    expect([...out.avoided].sort()).toEqual([0, 1]);
    expect([...back.avoided].sort()).toEqual([0, 1]);
  });

  it(`after ${MAX_ROUNDS} rounds searches once with every banned segment blocked`, () => {
    // Each way round drives one more banned tunnel: a chain longer than the rounds allow.
    const count = MAX_ROUNDS + 4;
    const routes = [...Array.from({ length: count }, (_, i) => [1, 100 + i, 3]), [1, 9, 3]];
    const { edges, searched, avoided, blockedAfter } = toyLeg(count, routes)();
    expect(edges).toEqual([1, 9, 3]);
    expect(searched).toHaveLength(MAX_ROUNDS + 1);
    // Said avoided: the tunnels a round's route drove, not the ones blocked only to be sure.
    expect([...avoided].sort()).toEqual(Array.from({ length: MAX_ROUNDS }, (_, i) => i));
    expect(blockedAfter).toBe(false);
  });

  it('when every segment blocked at once leaves no road, goes back to the rounds and says what it drives', () => {
    // Only tunnel 5 leads out: the rounds give back the last one blocked, and the leg drives it.
    const count = MAX_ROUNDS + 2;
    const routes = Array.from({ length: count }, (_, i) => [1, 100 + i, 3]);
    const { edges, avoided, unavoidable, blockedAfter } = toyLeg(count, routes)();
    expect(edges).toEqual([1, 100 + count - 1, 3]);
    expect([...unavoidable]).toEqual([count - 1]);
    expect([...avoided].sort()).toEqual(Array.from({ length: count - 1 }, (_, i) => i));
    expect(blockedAfter).toBe(false);
  });

  it('drives a banned segment when no road keeps off it, and says so, not avoided', () => {
    const { edges, avoided, unavoidable } = toyLeg(2, [[1, 100, 101, 3]])();
    expect(edges).toEqual([1, 100, 101, 3]);
    expect([...avoided]).toEqual([]);
    expect([...unavoidable].sort()).toEqual([0, 1]);
  });
});
