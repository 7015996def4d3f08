import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from '../graph';
import { milesBetween } from './node-index';
import { REACH_SNAP_MILES } from './road-reach';
import { createRoadRouter } from '../road-router';
import type { RouteRequest } from './road-types';

// "Minutes from camp" on the bundled graph: one search from a camp to its parks, on the roads open
// on the day's date (data/seasonal-roads.json), as far as an hour and ten minutes.
const graph = sharedRoadGraph();
const router = createRoadRouter(graph);
const fresh = createRoadRouter(graph, undefined, { cacheWords: 0 });
const glacier = { latitude: 48.68415, longitude: -113.80093 }; // the park's point (NPS)
const stMary = { latitude: 48.745, longitude: -113.43 };
const westGlacier = { latitude: 48.5, longitude: -113.99 };
const on = (date: string): RouteRequest => ({ profile: 'fastest', rvType: 'class-c', date });
const HOUR_10 = 70 / 60;

describe('drives from camp on the roads open that day', () => {
  it('St. Mary to Glacier: over Going-to-the-Sun Road in July, no short drive in January', () => {
    const [july] = fresh.reachFrom(stMary, [glacier], on('2027-07-20'), HOUR_10);
    expect(july.kind).toBe('road');
    if (july.kind !== 'road') return;
    // Longer than the straight line, at the road's speeds, within the hour.
    expect(july.miles).toBeGreaterThan(
      milesBetween(stMary.latitude, stMary.longitude, glacier.latitude, glacier.longitude),
    );
    expect(july.hours).toBeLessThan(1);
    expect(july.miles / july.hours).toBeLessThan(45);
    // The alpine section is closed in January: no open road reaches the park's heart within the
    // hour from the east side (the way round by US-2 is over two hours).
    expect(fresh.reachFrom(stMary, [glacier], on('2027-01-15'), HOUR_10)).toEqual([{ kind: 'beyond' }]);
    // Without a date no season applies.
    expect(
      fresh.reachFrom(stMary, [glacier], { profile: 'fastest', rvType: 'class-c' }, HOUR_10)[0].kind,
    ).toBe('road');
  });

  it('from West Glacier in January, to where the open road ends below the closed pass, said so, not over it', () => {
    const [winter] = fresh.reachFrom(westGlacier, [glacier], on('2027-01-15'), HOUR_10);
    const [summer] = fresh.reachFrom(westGlacier, [glacier], on('2027-07-15'), HOUR_10);
    // The park's point is on the alpine section's edge: met at its west end, Lake McDonald Lodge.
    expect(winter).toMatchObject({
      kind: 'closed',
      road: expect.stringMatching(
        /^Going-to-the-Sun Road's alpine section \(Logan Pass\), usually closed for winter from about October 16 to about June 22/,
      ),
    });
    expect(summer.kind).toBe('road');
    if (winter.kind !== 'closed' || summer.kind !== 'road') return;
    expect(winter.miles).toBeLessThan(summer.miles);
    expect(winter.miles).toBeGreaterThan(10);
  });

  it('answers every target of one search in order, and the same again from its memory', () => {
    const targets = [glacier, { latitude: 48.5, longitude: -113.98 }, { latitude: 30, longitude: -90 }];
    const a = router.reachFrom(westGlacier, targets, on('2027-07-15'), HOUR_10);
    expect(a.map((r) => r.kind)).toEqual(['road', 'road', 'beyond']);
    expect(router.reachFrom(westGlacier, targets, on('2027-07-15'), HOUR_10)).toEqual(a);
    expect(fresh.reachFrom(westGlacier, targets, on('2027-07-15'), HOUR_10)).toEqual(a);
    // A longer reach finds more, never less.
    const far = fresh.reachFrom(stMary, [glacier, westGlacier], on('2027-01-15'), 4);
    expect(far.map((r) => r.kind)).toEqual(['closed', 'road']);
  });

  it('says a place too far from the graph cannot be measured on it', () => {
    // Out in the Gulf of Mexico, far from any road of the graph.
    const sea = { latitude: 27.5, longitude: -90 };
    expect(router.nearestNode(sea).miles).toBeGreaterThan(REACH_SNAP_MILES);
    expect(fresh.reachFrom(sea, [glacier], on('2027-07-15'), HOUR_10)).toEqual([{ kind: 'unrouted' }]);
    expect(fresh.reachFrom(westGlacier, [sea], on('2027-07-15'), HOUR_10)).toEqual([{ kind: 'unrouted' }]);
  });
});
