import { describe, expect, it } from 'vitest';
import type { LatLngLike, RoutedPath, RouteRestriction } from './core/road-types';
import { seasonTestRouter } from './season-test-router';

// An out-and-back drive over the same passes: the way back crosses them again, on its own day, and
// its note is the same words as the way out's. The route said them once, on the way out's stretch
// (one note per id and text over the whole line), so the day back crossed Red Mountain Pass in
// January with nothing said. Each leg now says its own crossings; one leg still says each once.
const { router } = seasonTestRouter();
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
const ouray = at(38.0228, -107.6714);
const durango = at(37.2753, -107.8801);
const sacramento = at(38.5816, -121.4944);
const reno = at(39.5296, -119.8138);
const route = (stops: LatLngLike[], date: string) =>
  router.route(stops, { profile: 'fastest', rvType: 'class-c', date });

/** The pass notes said on each leg's stretch of the line (leg k runs to waypointIndex[k]). */
function perLeg(p: RoutedPath, match: (r: RouteRestriction) => boolean): string[][] {
  const ends = p.waypointIndex;
  return ends.map((end, k) =>
    (p.restrictions ?? [])
      .filter((r) => match(r) && r.index > (k === 0 ? -1 : ends[k - 1]) && r.index <= end)
      .map((r) => r.note),
  );
}
const crosses = (name: string) => (r: RouteRestriction) => r.kind === 'passes' && r.note.includes(name);

describe('an out-and-back drive over the same passes', () => {
  it('in January: each leg names Red Mountain Pass, its height and the chain law', () => {
    const [out, back] = perLeg(route([ouray, durango, ouray], '2027-01-12'), crosses('Red Mountain Pass'));
    expect(out).toHaveLength(1);
    expect(back).toEqual(out);
    expect(back[0]).toMatch(/^Crosses Red Mountain Pass \(US-550, 11,018 ft\) in winter/);
    expect(back[0]).toMatch(/Chain Law/);
  });

  it("in October (Colorado's traction season): each leg says the state's note, once", () => {
    const legs = perLeg(route([ouray, durango, ouray], '2027-10-21'), (r) =>
      r.note.includes('within the chain and traction season'),
    );
    expect(legs.map((l) => l.length)).toEqual([1, 1]);
    expect(legs[1]).toEqual(legs[0]);
  });

  it('a main road’s winter pass (Donner Summit on I-80): each leg names it', () => {
    const [out, back] = perLeg(route([sacramento, reno, sacramento], '2027-01-12'), crosses('Donner Summit'));
    expect([out.length, back.length]).toEqual([1, 1]);
    expect(back[0]).toMatch(/^Crosses Donner Summit \(I-80, [\d,]+ ft\)/);
  });
});
