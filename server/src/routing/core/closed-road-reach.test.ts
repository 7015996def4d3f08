import { describe, expect, it } from 'vitest';
import { builtinReachFrom, builtinRouter } from '../builtin';
import type { RoadReach, RouteRequest } from './road-types';

// A place on a seasonal road closed on the day's date, asked from camp (minutes from camp): met
// where the open road ends on its own road, at the end nearest it, and said so with the road's
// season; never at whatever node lies nearest it (Lee Vining's junction, 19 miles of closed Tioga Road
// from Tuolumne Meadows, was "half a mile from camp" there in December).
const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const on = (date: string): RouteRequest => ({ profile: 'fastest', rvType: 'class-c', date });
const HOUR_10 = 70 / 60;
const reach = (from: ReturnType<typeof at>, to: ReturnType<typeof at>, date: string): RoadReach =>
  builtinReachFrom(from, [to], on(date), HOUR_10)[0];

const tuolumneMeadows = at(37.8735, -119.3592);
const leeVining = at(37.957, -119.12);
const craneFlat = at(37.7597, -119.7939);
const yosemiteValley = at(37.74, -119.59);
const cleetwoodCove = at(42.9795, -122.083); // East Rim Drive, Crater Lake
const rimVillage = at(42.9097, -122.1449);
const mazamaVillage = at(42.866, -122.166);
const diamondLake = at(43.16, -122.13);
const TIOGA =
  /^Tioga Road \(Tioga Pass\) \(CA-120\), usually closed for winter from about November 15 to about June 1 \(Yosemite National Park; dates reported, not confirmed on the agency's own page\)$/;

describe('a place on Tioga Road in December', () => {
  it("from Lee Vining: met at the road's east end, a short drive, with the road and its dates", () => {
    const r = reach(leeVining, tuolumneMeadows, '2027-12-10');
    expect(r).toMatchObject({ kind: 'closed', road: expect.stringMatching(TIOGA) });
    expect(r.kind === 'closed' && r.miles).toBeLessThan(3);
    // In August, the drive up the open road to the meadows: about 19 miles.
    const august = reach(leeVining, tuolumneMeadows, '2027-08-05');
    expect(august.kind === 'road' && august.miles).toBeGreaterThan(15);
  });

  it("from Crane Flat and Yosemite Valley: beyond (its nearer end is Lee Vining's), never a node by camp", () => {
    expect(reach(craneFlat, tuolumneMeadows, '2027-12-10')).toEqual({ kind: 'beyond' });
    expect(reach(yosemiteValley, tuolumneMeadows, '2027-12-10')).toEqual({ kind: 'beyond' });
  });

  it('from Yosemite Valley in August, beyond the hour: not "a mile from camp" at a node of the valley', () => {
    // The meadows lie 14 miles from the nearest node of Tioga Road's one long edge; the slack that
    // lets a place be met at an open road near it is counted from its road point, not that node.
    expect(reach(yosemiteValley, tuolumneMeadows, '2027-08-05')).toEqual({ kind: 'beyond' });
    expect(builtinRouter().nearestNode(tuolumneMeadows).miles).toBeGreaterThan(10);
  });
});

describe("Yosemite's point, on Tioga Road, in December", () => {
  const yosemite = at(37.84883, -119.55719); // the park's point (NPS)
  const olmstedPoint = at(37.8107, -119.4854);
  const req = on('2027-12-10');

  it('as the park (an area): met in Yosemite Valley, by camp there; beyond from Lee Vining', () => {
    const [park] = builtinReachFrom(yosemiteValley, [yosemite], req, HOUR_10, true);
    expect(park.kind).toBe('road');
    expect(park.kind === 'road' && park.miles).toBeLessThan(3);
    expect(builtinReachFrom(leeVining, [yosemite], req, HOUR_10, true)).toEqual([{ kind: 'beyond' }]);
  });

  it('as a place: a point on Tioga Road is met at Crane Flat, where the open road ends, never in the valley', () => {
    for (const place of [yosemite, olmstedPoint]) {
      const [r] = builtinReachFrom(yosemiteValley, [place], req, HOUR_10);
      expect(r).toMatchObject({ kind: 'closed', road: expect.stringMatching(TIOGA) });
      expect(r.kind === 'closed' && r.miles).toBeGreaterThan(12);
    }
  });
});

describe("Logan Pass, on Going-to-the-Sun Road's alpine section, in March", () => {
  const loganPass = at(48.6966, -113.7183);
  const stMary = at(48.745, -113.43);
  const westGlacier = at(48.5, -113.99);

  it('from St. Mary: met at the east end of the closed section, naming it and its June opening', () => {
    const r = reach(stMary, loganPass, '2027-03-15');
    expect(r).toMatchObject({
      kind: 'closed',
      road: expect.stringMatching(
        /^Going-to-the-Sun Road's alpine section \(Logan Pass\), usually closed for winter from about October 16 to about June 22 \(Glacier National Park; dates reported, not confirmed on the agency's own page\)$/,
      ),
    });
    // In July, the drive up the road to the pass is longer than the way to the gate.
    const july = reach(stMary, loganPass, '2027-07-15');
    expect(july.kind).toBe('road');
    expect(r.kind === 'closed' && july.kind === 'road' && r.miles < july.miles).toBe(true);
  });

  it('from West Glacier: beyond (the nearer end is the east one, over two hours round by US-2)', () => {
    expect(reach(westGlacier, loganPass, '2027-03-15')).toEqual({ kind: 'beyond' });
  });
});

describe("a place on Crater Lake's East Rim Drive in May", () => {
  it('is met at an end of the closed rim roads, naming East Rim Drive and its July opening', () => {
    for (const camp of [mazamaVillage, diamondLake]) {
      const r = reach(camp, cleetwoodCove, '2027-05-20');
      expect(r).toMatchObject({
        kind: 'closed',
        road: expect.stringMatching(
          /^Crater Lake's East Rim Drive, usually closed for winter from about November 1 to about July 9/,
        ),
      });
      expect(r.kind === 'closed' && r.miles).toBeLessThan(10);
    }
    expect(reach(mazamaVillage, cleetwoodCove, '2027-08-05').kind).toBe('road');
  });

  it('Rim Village, on the plowed road, is driven to on the open roads (round by OR-62 from Diamond Lake)', () => {
    const may = reach(diamondLake, rimVillage, '2027-05-20');
    const august = reach(diamondLake, rimVillage, '2027-08-05');
    expect(may.kind).toBe('road');
    expect(august.kind).toBe('road');
    if (may.kind !== 'road' || august.kind !== 'road') return;
    // North Entrance Road is closed until about June 8: the way round is longer.
    expect(may.miles).toBeGreaterThan(august.miles + 10);
  });
});
