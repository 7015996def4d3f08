import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import type { ServiceRow } from '../../../catalogue/core/services';
import { createServiceCatalogue, directionOf } from '../../../catalogue/core/services';
import { decodeLine } from '@shared/plan/polyline';
import { detourMiles, headsToward, placesAlong, roadLine } from './road-line';

// A straight road due east along 40°N from -100 to -99 (about 53 miles).
const encoded = polyline.encode(
  [
    [40, -100],
    [40, -99],
  ],
  5,
);
const place = (
  id: string,
  latitude: number,
  longitude: number,
  extra: Partial<ServiceRow> = {},
): ServiceRow => ({
  id,
  kind: 'rest',
  name: id,
  latitude,
  longitude,
  source: 'test',
  ...extra,
});

describe("a day's line", () => {
  it('samples the line every mile and scales its miles to the routed distance', () => {
    const line = roadLine(decodeLine(encoded), 55);
    expect(line.points.length).toBeGreaterThan(50);
    expect(line.miles[line.miles.length - 1]).toBeCloseTo(55, 5);
    for (let i = 1; i < line.points.length; i++)
      expect(line.miles[i] - line.miles[i - 1]).toBeLessThanOrEqual(1.1);
  });

  it('leaves out a place closed on the day (a closure with dates), and offers it again after', () => {
    const closedFor = [{ id: 'works', from: '2025-05-01', until: '2027-05-01' }];
    const services = createServiceCatalogue([
      place('open', 40.01, -99.5, { kind: 'dump' }),
      place('shut', 40.01, -99.4, { kind: 'dump', closedFor }),
    ]);
    const line = roadLine(decodeLine(encoded), 53);
    const ids = (date?: string) => placesAlong(line, services, 'dump', 5, undefined, date).map((a) => a.row.id);
    expect(ids('2026-12-10')).toEqual(['open']);
    expect(ids('2027-05-01')).toEqual(['open', 'shut']);
    expect(ids('2025-04-30')).toEqual(['open', 'shut']);
    expect(ids()).toEqual(['open', 'shut']);
  });

  it('finds places within the corridor at their mile, and estimates the detour off and back', () => {
    const services = createServiceCatalogue([
      place('on the road, a quarter of the way', 40.001, -99.75),
      place('three miles north', 40.0435, -99.5),
      place('off the end', 40, -98.9),
    ]);
    const line = roadLine(decodeLine(encoded), 53);
    const near = placesAlong(line, services, 'rest', 1);
    expect(near.map((n) => n.row.id)).toEqual(['on the road, a quarter of the way']);
    expect(near[0].mile).toBeCloseTo(13.2, 0);
    const wide = placesAlong(line, services, 'rest', 5);
    expect(wide.map((n) => n.row.id)).toEqual(['on the road, a quarter of the way', 'three miles north']);
    expect(wide[1].offMiles).toBeCloseTo(3, 0);
    // Off and back, a third longer than the straight line each way.
    expect(detourMiles(3)).toBe(7.8);
    expect(detourMiles(0)).toBe(0);
  });

  it('keeps a rest area on one side of a divided highway for that direction only', () => {
    expect(directionOf('I-10 EB Grand Bay Welcome Center')).toBe('E');
    expect(directionOf('I-80 Donner Summit Westbound')).toBe('W');
    expect(directionOf('US-231 NB / SB Houston County Welcome Center')).toBeUndefined();
    const line = roadLine(decodeLine(encoded), 53);
    expect(headsToward(line, 10, 'E')).toBe(true);
    expect(headsToward(line, 10, 'W')).toBe(false);
    const services = createServiceCatalogue([
      place('eastbound', 40.001, -99.5, { direction: 'E' }),
      place('westbound', 39.999, -99.4, { direction: 'W' }),
    ]);
    const found = placesAlong(
      line,
      services,
      'rest',
      1,
      (r, i) => !r.direction || headsToward(line, i, r.direction),
    );
    expect(found.map((f) => f.row.id)).toEqual(['eastbound']);
  });
});
