import { describe, expect, it } from 'vitest';
import type { RouteRequest } from './core/road-types';
import { weighting } from './core/road-weights';
import { createFerryCosts } from './ferry-legs';
import { sharedRoadGraph } from './graph';
import { sharedRoadRules } from './road-ferries';
import { createRoadRestrictions } from './road-restrictions';

// A rig's speeds are worked out once for its profile, type and highway choice (weighting), and the
// ferries' added time in the searches is written again only for another rig's speeds: a route of
// the same rig writes nothing, and a rig after another gets its own figures, never the other's.
const req = (rvType: RouteRequest['rvType'], more: Partial<RouteRequest> = {}): RouteRequest => ({
  profile: 'fastest',
  rvType,
  ...more,
});

describe("a rig's speeds and the ferries' time in the searches", { timeout: 60_000 }, () => {
  it('are the same table for the same rig, and its own for another', () => {
    const a = weighting(req('class-a'));
    expect(weighting(req('class-a', { date: '2027-01-05', lengthFeet: 40 }))).toBe(a);
    expect(weighting(req('class-b')).hoursPerMetre).not.toEqual(a.hoursPerMetre);
    expect(weighting(req('class-a', { avoidHighways: true })).costPerMetre).not.toEqual(a.costPerMetre);
    expect(weighting(req('class-a', { profile: 'scenic' })).costPerMetre).not.toEqual(a.costPerMetre);
  });

  it("write each rig's own ferry figures, whichever rig was costed before", () => {
    const graph = sharedRoadGraph();
    const rules = sharedRoadRules();
    const costs = createFerryCosts(graph, rules, createRoadRestrictions(graph, rules).edgesOf);
    const written = (rvType: RouteRequest['rvType']) => {
      costs.set(weighting(req(rvType)).hoursPerMetre);
      return Array.from(costs.added);
    };
    const slow = written('class-a');
    const quick = written('class-b');
    expect(slow.some((h) => h > 0)).toBe(true);
    expect(quick).not.toEqual(slow);
    expect(written('class-a')).toEqual(slow);
    expect(written('class-a')).toEqual(slow);
    expect(written('class-b')).toEqual(quick);
  });
});
