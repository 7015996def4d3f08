import { describe, expect, it } from 'vitest';
import { builtinReachFrom, builtinRouter } from './builtin';
import type { LatLngLike, RouteRequest } from './core/road-types';

// What of a request's dates the router's answers read (RoadRouter.datesKey), by which a plan shares
// the drives from camp of days alike: dates that close the same seasonal roads and drive the passes
// the same way read alike, and their drives from camp are the same; a date that closes a road (Trail
// Ridge Road in January) or a traveller avoiding passes reads apart.
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
const grandLake = at(40.2522, -105.8231);
const estesPark = at(40.3772, -105.5217);
const on = (date: string, avoidPasses = false): RouteRequest => ({
  profile: 'fastest',
  rvType: 'class-c',
  date,
  avoidPasses,
});

describe("the router's key of a request's dates", () => {
  const key = (req: RouteRequest) => builtinRouter().datesKey!(req);

  it('reads two days alike when they close the same roads, and their drives from camp are the same', () => {
    expect(key(on('2027-08-10'))).toBe(key(on('2027-08-11')));
    const august = builtinReachFrom(grandLake, [estesPark], on('2027-08-10'), 3);
    expect(builtinReachFrom(grandLake, [estesPark], on('2027-08-11'), 3)).toEqual(august);
    expect(august[0]).toMatchObject({ kind: 'road' });
  });

  it('reads apart a date that closes a road the drive from camp takes, and one that avoids passes', () => {
    expect(key(on('2027-01-15'))).not.toBe(key(on('2027-08-10')));
    expect(key(on('2027-08-10', true))).not.toBe(key(on('2027-08-10')));
    const january = builtinReachFrom(grandLake, [estesPark], on('2027-01-15'), 3);
    expect(january).not.toEqual(builtinReachFrom(grandLake, [estesPark], on('2027-08-10'), 3));
  });
});
