import { describe, expect, it } from 'vitest';
import { segmentEdges, segmentsOnLine } from './restricted-segments';
import { at, notesOf, restrictionRoutes, rig } from '../test/restriction-routes';

// Park roads with size or vehicle limits added 2026-12-06: Acadia's Park Loop Road (low stone
// bridges: its one-way shore section) and the Great Smokies' Roaring Fork Motor Nature Trail (no
// motorhomes or trailers; not in the road graph: its box finds a routing service's line, and the
// park's activities read it).
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
    expect(byId('roaring-fork-motor-nature-trail').inGraph).toBe(false);
    expect(byId('acadia-park-loop-road-low-bridges').notConfirmed).toMatch(/park's own page was not reached/);
    // The Smokies' own seasonal road schedule: "Buses, RVs and motorhomes are prohibited on this
    // one-way road" (so confirmed, and the day adds no "Reported" tail).
    for (const id of ['roaring-fork-motor-nature-trail', 'rich-mountain-road', 'parson-branch-road']) {
      expect(byId(id).confirmed, id).toBe(true);
      expect(byId(id).sourceUrl, id).toBe('http://www.nps.gov/grsm/planyourvisit/seasonalroads.htm');
      expect(byId(id).reason, id).toMatch(/^buses, RVs and motorhomes are prohibited/);
    }
  });

  it("finds a routing service's line over the Roaring Fork trail, and no line on US-441 or in Gatlinburg", () => {
    const row = byId('roaring-fork-motor-nature-trail');
    // A line down the trail from Grotto Falls toward Gatlinburg; one on US-441 by Sugarlands; one downtown.
    const line = (pts: Array<[number, number]>) => ({ lat: pts.map((p) => p[0]), lng: pts.map((p) => p[1]) });
    const rigReq = { rvType: 'class-b', lengthFeet: 19 } as const;
    expect(segmentsOnLine(line([[35.681, -83.461], [35.695, -83.485], [35.708, -83.496]]), [row], rigReq)).toHaveLength(1);
    expect(segmentsOnLine(line([[35.685, -83.537], [35.714, -83.511]]), [row], rigReq)).toEqual([]);
    expect(segmentsOnLine(line([[35.712, -83.52], [35.716, -83.5]]), [row], rigReq)).toEqual([]);
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

describe("Mount Rainier's Stevens Canyon Road tunnel (12 ft 6 in)", () => {
  it("finds a routing service's line on the road for a taller rig only, and no line on SR-123 or the Paradise Road", () => {
    const row = byId('stevens-canyon-road-tunnel');
    const line = (pts: Array<[number, number]>) => ({ lat: pts.map((p) => p[0]), lng: pts.map((p) => p[1]) });
    // Paradise by Reflection Lakes and Box Canyon down to SR-123; SR-123 past the entrance; Longmire to Paradise.
    const stevens = line([[46.786, -121.735], [46.768, -121.724], [46.762, -121.635], [46.75, -121.57], [46.747, -121.557]]);
    const tall = { rvType: 'class-a', lengthFeet: 36, heightFeet: 13 } as const;
    expect(segmentsOnLine(stevens, [row], tall)).toHaveLength(1);
    expect(segmentsOnLine(stevens, [row], { rvType: 'class-b', lengthFeet: 20, heightFeet: 9 })).toEqual([]);
    expect(segmentsOnLine(line([[46.72, -121.556], [46.8, -121.54]]), [row], tall)).toEqual([]);
    expect(segmentsOnLine(line([[46.75, -121.813], [46.775, -121.745], [46.786, -121.735]]), [row], tall)).toEqual([]);
  });
});
