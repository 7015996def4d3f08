import { describe, expect, it } from 'vitest';
import type { LinePoint } from '@shared/plan/polyline';
import { NO_EDGE_MILES } from './line-follow';
import { segmentsOnLine } from './restricted-segments';
import { asSegment } from './seasons';
import { sharedServiceRows } from './service-rows';
import type { ServiceLineName } from '../test/service-lines';
import { SERVICE_LINES, asService, lineArrays } from '../test/service-lines';

// What a routing service's line drives of the tables, by the rows' own roads on the bundled graph.
const rows = sharedServiceRows();
const drivenBy = (points: readonly LinePoint[]) => {
  const { segments, passes, roads } = rows.driven(lineArrays(points));
  return [
    ...segments.map(({ row }) => rows.segments[row].id),
    ...passes.map(({ row }) => `pass ${rows.tables.passes[row].id}`),
    ...roads.map(({ row }) => `road ${rows.tables.roads[row].id}`),
  ];
};
const named = (name: ServiceLineName) => drivenBy(asService(SERVICE_LINES[name]));

describe("a routing service's line, checked against the roads of the rows", () => {
  it('takes a line over a row by its road, and not one through its box only', () => {
    expect(named('overNewportPell')).toEqual(['newport-pell-jamestown-bridges']);
    expect(named('jamestownNorthRoad')).toEqual([]);
    expect(named('paradiseToPackwood')).toEqual(['stevens-canyon-road-tunnel', 'road stevens-canyon-road']);
    expect(named('packwoodToOhanapecosh')).toEqual([]);
    expect(named('oldFallRiverRoad')).toEqual(
      expect.arrayContaining(['old-fall-river-road', 'road old-fall-river-road', 'road trail-ridge-road']),
    );
    expect(named('trailRidgeRoad')).not.toContain('old-fall-river-road');
  });

  it('takes a pass only past its summit, and a tunnel only through it', () => {
    // I-70 through the tunnels is inside Loveland Pass's box (2 miles round the summit), and US-6
    // over the pass meets the tunnels' box at the ski area: neither drives the other.
    const loveland = sharedServiceRows().tables.passes.find((p) => p.id === 'loveland-pass')!;
    const tunnels = lineArrays(asService(SERVICE_LINES.i70Tunnels));
    expect(segmentsOnLine(tunnels, [asSegment(loveland)], {})).toHaveLength(1);
    expect(named('i70Tunnels')).toEqual(['eisenhower-johnson-tunnels', 'pass eisenhower-johnson-tunnels']);
    expect(named('overLovelandPass')).toEqual(['pass loveland-pass']);
    // Up US-6 from Keystone to about a mile and a half below the summit, and back: no pass crossed.
    const upAndBack = SERVICE_LINES.overLovelandPass.slice(0, 8);
    expect(drivenBy(asService([...upAndBack, ...upAndBack.slice(0, -1).reverse()]))).toEqual([]);
  });

  it('takes a row the graph has no edge of by its point', () => {
    // The Roaring Fork Motor Nature Trail: a line down it from Grotto Falls toward Gatlinburg; one on
    // US-441 by Sugarlands, 4 miles off; one that passes a little over NO_EDGE_MILES from its point.
    const roaringFork = rows.segments.find((s) => s.id === 'roaring-fork-motor-nature-trail')!;
    expect(roaringFork.inGraph).toBe(false);
    expect(
      drivenBy([
        [35.681, -83.461],
        [35.695, -83.485],
        [35.708, -83.496],
      ]),
    ).toEqual(['roaring-fork-motor-nature-trail']);
    expect(
      drivenBy([
        [35.685, -83.537],
        [35.714, -83.511],
      ]),
    ).toEqual([]);
    const off = (NO_EDGE_MILES + 0.1) / 69.1;
    const { latitude: lat, longitude: lng } = roaringFork.at;
    expect(
      drivenBy([
        [lat + off, lng - 0.05],
        [lat + off, lng + 0.05],
      ]),
    ).toEqual([]);
    expect(
      drivenBy([
        [lat + off / 2, lng - 0.05],
        [lat + off / 2, lng + 0.05],
      ]),
    ).toEqual(['roaring-fork-motor-nature-trail']);
  });

  it("keeps a road ferry's corridor over the water", () => {
    const ferry = rows.segments.find((s) => s.id === 'ferry-cape-may-lewes')!;
    const [[aLng, aLat], [bLng, bLat]] = ferry.ferry!.landings;
    expect(
      drivenBy([
        [aLat, aLng],
        [bLat, bLng],
      ]),
    ).toEqual(['ferry-cape-may-lewes']);
  });
});
