import { describe, expect, it } from 'vitest';
import { segmentEdges } from './restricted-segments';
import { at, notesOf, restrictionRoutes, rig } from '../test/restriction-routes';

// Park roads with size or vehicle limits added 2026-12-06: Acadia's Park Loop Road (low stone
// bridges: its one-way shore section) and the Great Smokies' Roaring Fork Motor Nature Trail (no
// motorhomes or trailers; not in the road graph, read by the park's activities).
const routes = restrictionRoutes();
const { router, graph, byId } = routes;
const barHarbor = at(44.3876, -68.2039);
const sandBeach = at(44.3298, -68.1838);
const seal = at(44.2987, -68.2434);

describe("Acadia's Park Loop Road and the Roaring Fork Motor Nature Trail", () => {
  it('reads the rows with their parks, sources and what is not confirmed', () => {
    expect(byId('acadia-park-loop-road-low-bridges')).toMatchObject({
      restriction: 'size',
      applies: 'banned',
      limits: { heightFeet: 10.33 },
      park: { code: 'acad', takes: 'scenic drive' },
      checked: '2026-12-06',
    });
    expect(byId('roaring-fork-motor-nature-trail')).toMatchObject({
      restriction: 'rig',
      applies: 'banned',
      park: { code: 'grsm', takes: 'part of the park' },
    });
    expect(byId('roaring-fork-motor-nature-trail').polygon).toBeUndefined();
    for (const id of ['acadia-park-loop-road-low-bridges', 'roaring-fork-motor-nature-trail'])
      expect(byId(id).unconfirmed, id).toMatch(/park's own page was not reached/);
  });

  it("takes only the loop's one-way shore section, three Park Loop Road edges", () => {
    const [edges] = segmentEdges(graph, [byId('acadia-park-loop-road-low-bridges')]);
    expect(edges).toHaveLength(3);
    for (const e of edges) expect(graph.names[graph.edgeName[e]]).toBe('Park Loop Road');
  });

  it('keeps a rig over 10 ft 4 in off the shore section and says why; a 9 ft van drives it', () => {
    const tall = router.route([barHarbor, sandBeach], rig({ heightFeet: 11.5 }));
    expect(notesOf(tall)).toEqual([
      ['avoided', expect.stringMatching(/^Ends short of the Park Loop Road's one-way shore section: your rig is 11 ft 6 in high, and low stone bridges/)],
    ]);
    const van = router.route([barHarbor, sandBeach], rig({ rvType: 'class-b', heightFeet: 9 }));
    expect(van.restrictions).toBeUndefined();
    // A drive across the island on ME-3 and ME-233 does not meet it.
    expect(router.route([barHarbor, seal], rig({ heightFeet: 11.5 })).restrictions).toBeUndefined();
  });
});
