import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import type { ServiceRow } from '../../../catalogue/core/services';
import { createServiceCatalogue } from '../../../catalogue/core/services';
import { directionOf } from '../../../catalogue/core/service-direction';
import { decodeLine } from '@shared/plan/polyline';
import { detourMiles, onItsSide, placesAlong, roadLine } from './road-line';

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
    expect(directionOf('I-80E')).toBe('E');
    expect(directionOf('I-76 E - PTC Mainline NHS Rest Stop or Truck Facility 63')).toBe('E');
    expect(directionOf('I-95S CT Service Plaza- Darien SB')).toBe('S');
    expect(directionOf('I-95N Nash County Rest Area NBL')).toBe('N');
    // Both directions, or a letter that names a split route (I-35E in Dallas), not a direction.
    expect(directionOf('I-87N & S New Baltimore Travel Plaza')).toBeUndefined();
    expect(directionOf('I-40E&W Acomita')).toBeUndefined();
    expect(directionOf('I-35E Rest Area')).toBeUndefined();
    expect(directionOf('US40W Hayden Rest Area')).toBeUndefined();
    const line = roadLine(decodeLine(encoded), 53);
    const services = createServiceCatalogue([
      place('eastbound', 40.001, -99.5, { direction: 'E' }),
      place('westbound', 39.999, -99.4, { direction: 'W' }),
    ]);
    const found = placesAlong(line, services, 'rest', 1, onItsSide(line, services));
    expect(found.map((f) => f.row.id)).toEqual(['eastbound']);
  });
});
