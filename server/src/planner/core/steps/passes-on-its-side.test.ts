import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import type { ServiceRow } from '../../../catalogue/core/services';
import { createServiceCatalogue } from '../../../catalogue/core/services';
import { decodeLine } from '@shared/plan/polyline';
import { onItsSide, passesOnItsSide, placesAlong, roadLine } from './road-line';

// Flat miles near 40°N: a degree of latitude is about 69.05 miles, of longitude about 53 miles.
const LAT_MILE = 1 / 69.05;
const LNG_MILE = 1 / (69.17 * Math.cos((40 * Math.PI) / 180));
// A point `north` and `east` miles from 40°N, 75°W.
const at = (north: number, east: number): [number, number] => [40 + north * LAT_MILE, -75 + east * LNG_MILE];
const lineOf = (points: Array<[number, number]>) => {
  const raw = decodeLine(polyline.encode(points, 5));
  let miles = 0;
  for (let i = 1; i < points.length; i++)
    miles += Math.hypot((points[i][0] - points[i - 1][0]) / LAT_MILE, (points[i][1] - points[i - 1][1]) / LNG_MILE);
  return roadLine(raw, miles);
};
type Direction = NonNullable<ServiceRow['direction']>;
const plaza = (id: string, [latitude, longitude]: [number, number], direction: Direction): ServiceRow => ({
  id,
  kind: 'fuel',
  name: id,
  latitude,
  longitude,
  direction,
  source: 'test',
});
// The one-direction places the drive passes on their side, through placesAlong as the planner asks.
const offered = (line: ReturnType<typeof lineOf>, rows: ServiceRow[]) => {
  const services = createServiceCatalogue(rows);
  return placesAlong(line, services, 'fuel', 2, onItsSide(line, services)).map((a) => a.row.id);
};

describe('a one-direction plaza is offered only when the drive passes it on its side', () => {
  // A toll road due north along 75°W, with a pair of plazas at mile 10 (each a little off the line).
  const pair = [plaza('northbound', at(10, 0.2), 'N'), plaza('southbound', at(10, -0.1), 'S')];

  it('offers the plaza of the drive’s direction, northbound and southbound, along the whole road', () => {
    expect(offered(lineOf([at(0, 0), at(20, 0)]), pair)).toEqual(['northbound']);
    expect(offered(lineOf([at(20, 0), at(0, 0)]), pair)).toEqual(['southbound']);
  });

  it('leaves out a plaza beyond the junction where the drive leaves the road, both directions', () => {
    // Northbound up to a junction at mile 8.7, then east: the plazas lie 1.3 miles beyond it.
    expect(offered(lineOf([at(0, 0), at(8.7, 0), at(8.7, 20)]), pair)).toEqual([]);
    // Southbound from mile 20 down to a junction at mile 11.3, then west: 1.3 miles beyond it.
    expect(offered(lineOf([at(20, 0), at(11.3, 0), at(11.3, -20)]), pair)).toEqual([]);
    // Even a third of a mile beyond the junction, within the tight distance of the turning drive.
    expect(offered(lineOf([at(0, 0), at(9.7, 0), at(9.7, 20)]), [plaza('ahead', at(10, 0.05), 'N')])).toEqual([]);
    expect(offered(lineOf([at(0, 0), at(9.7, 0), at(9.7, -20)]), [plaza('ahead', at(10, 0.05), 'N')])).toEqual([]);
    // A drive that joins the road at the junction (from the east, then north) never passes a plaza behind it.
    expect(offered(lineOf([at(11.3, 20), at(11.3, 0), at(20, 0)]), pair)).toEqual([]);
    // The same drive passes a northbound plaza after it joins the road.
    expect(offered(lineOf([at(11.3, 20), at(11.3, 0), at(20, 0)]), [plaza('after', at(13, 0.2), 'N')])).toEqual([
      'after',
    ]);
  });

  it('leaves out a plaza a drive only crosses near, or passes beyond the end of the day', () => {
    // An east-west road crossing the toll road 1.2 miles from the plazas, and right by them.
    expect(offered(lineOf([at(11.2, -20), at(11.2, 20)]), pair)).toEqual([]);
    expect(offered(lineOf([at(10, -20), at(10, 20)]), pair)).toEqual([]);
    // The day ends a mile short of the plazas on the toll road.
    expect(offered(lineOf([at(0, 0), at(9, 0)]), pair)).toEqual([]);
  });

  it('keeps to a tight distance of a line drawn closely, and to a mile of one drawn as long straight segments', () => {
    // Drawn with a point every mile: the line follows the road, a plaza on it lies within half a mile.
    const close = lineOf(Array.from({ length: 21 }, (_, mile) => at(mile, 0)));
    expect(offered(close, [plaza('near', at(10, 0.45), 'N')])).toEqual(['near']);
    expect(offered(close, [plaza('off', at(10, 0.6), 'N')])).toEqual([]);
    // One 20-mile segment cuts the road's bends: a plaza up to a mile off it may be on the road.
    const coarse = lineOf([at(0, 0), at(20, 0)]);
    expect(offered(coarse, [plaza('near', at(10, 0.45), 'N')])).toEqual(['near']);
    expect(offered(coarse, [plaza('off a long segment', at(10, 0.9), 'N')])).toEqual(['off a long segment']);
    expect(offered(coarse, [plaza('further off', at(10, -1.3), 'N')])).toEqual([]);
  });

  it('where the road runs across its signing, offers the twin on the right of the drive', () => {
    // A road signed north and south that runs due east (I-95 along Connecticut's shore): northbound
    // is eastbound here. Its northbound plaza stands south of the road, on the right going east.
    const east = lineOf([at(0, 0), at(0, 20)]);
    const west = lineOf([at(0, 20), at(0, 0)]);
    const twins = [plaza('northbound', at(-0.15, 10), 'N'), plaza('southbound', at(0.1, 10.2), 'S')];
    expect(offered(east, twins)).toEqual(['northbound']);
    expect(offered(west, twins)).toEqual(['southbound']);
    // Without its twin the compass cannot tell which way is north on this road: neither is offered.
    expect(offered(east, [twins[0]])).toEqual([]);
    expect(offered(west, [twins[1]])).toEqual([]);
    // Twins the data gives one point cannot tell either.
    const onePoint = [plaza('northbound', at(-0.1, 10), 'N'), plaza('southbound', at(-0.1, 10), 'S')];
    expect(offered(east, onePoint)).toEqual([]);
    expect(offered(west, onePoint)).toEqual([]);
  });

  it('reads a road signed eastbound that runs north-east as eastbound, not a drive across it', () => {
    const line = lineOf([at(0, 0), at(10, 10)]);
    const rows = [plaza('eastbound', at(5, 5.2), 'E'), plaza('westbound', at(5.1, 4.9), 'W')];
    expect(offered(line, rows)).toEqual(['eastbound']);
    expect(passesOnItsSide(line, 0, { latitude: 40, longitude: -75, direction: 'S' })).toBe(false);
  });
});
