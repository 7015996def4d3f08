import { describe, expect, it } from 'vitest';
import type { RouteOption } from '../schemas/plan';
import { makePlan } from '../trips/test-factories';
import type { LinePoint } from './polyline';
import { encodeLine } from './polyline';
import {
  avoidedOnRoute,
  groupLead,
  milesOffLine,
  routeSameness,
  sameRoadLines,
  sameRouteText,
} from './route-sameness';

// A road due east along 39° N from -105°, a point about every half mile, `bump` moving part of it north.
const MI_LNG = 1 / (69.09 * Math.cos((39 * Math.PI) / 180));
const road = (miles: number, bump: (mile: number) => number = () => 0): LinePoint[] =>
  Array.from({ length: miles * 2 + 1 }, (_, i) => [39 + bump(i / 2) / 69.09, -105 + (i / 2) * MI_LNG]);

describe('sameRoadLines', () => {
  it('one road drawn with other points (about 50 m apart) is the same road', () => {
    const a = road(100);
    const b = road(100, () => 0.03).filter((_, i) => i % 4 === 0);
    expect(milesOffLine(a, b).off).toBe(0);
    expect(sameRoadLines(a, b)).toBe(true);
  });
  it('a way 3 miles off the road for 10 miles is another route; one off for a few hundred metres is not', () => {
    const a = road(100);
    const detour = road(100, (m) => (m >= 40 && m <= 50 ? 3 : 0));
    expect(milesOffLine(detour, a).off).toBeGreaterThan(9);
    expect(sameRoadLines(a, detour)).toBe(false);
    const spur = road(100, (m) => (m === 40 ? 0.4 : 0));
    expect(sameRoadLines(a, spur)).toBe(true);
  });
  it('a line that drives only part of the other is not the same', () => {
    expect(sameRoadLines(road(100), road(60))).toBe(false);
  });
  it('0.5 % of a long route may differ (the ends of its days in towns), not more', () => {
    const long = road(1000);
    expect(
      sameRoadLines(
        long,
        road(1000, (m) => (m >= 500 && m < 503 ? 0.5 : 0)),
      ),
    ).toBe(true);
    expect(
      sameRoadLines(
        long,
        road(1000, (m) => (m >= 500 && m < 508 ? 0.5 : 0)),
      ),
    ).toBe(false);
  });
});

const withLine = (o: RouteOption, line: LinePoint[], nights?: string[]): RouteOption => ({
  ...o,
  geometry: encodeLine(line),
  dailyItinerary: o.dailyItinerary.map((d, i) => (nights ? { ...d, to: { ...d.to, name: nights[i] } } : d)),
});

describe('routeSameness', () => {
  it('options on the same roads and nights are one group; the same roads with other nights are said apart', () => {
    const plan = makePlan(3);
    const [fastest, scenic, balanced] = plan.routeOptions;
    const one = routeSameness([
      withLine(fastest, road(200)),
      withLine(
        scenic,
        road(200, (m) => (m > 50 && m < 90 ? 8 : 0)),
      ),
      withLine(
        balanced,
        road(200, () => 0.02),
      ),
    ]);
    expect(one.groups).toEqual([['fastest', 'balanced'], ['scenic']]);
    expect(one.sameRoadsOtherNights).toEqual({});

    const nights = routeSameness([
      withLine(fastest, road(200)),
      withLine(
        scenic,
        road(200, (m) => (m > 50 && m < 90 ? 8 : 0)),
      ),
      withLine(balanced, road(200), ['A', 'B', 'C']),
    ]);
    expect(nights.groups).toEqual([['fastest'], ['scenic'], ['balanced']]);
    expect(nights.sameRoadsOtherNights).toEqual({ fastest: ['balanced'], balanced: ['fastest'] });

    const all = routeSameness(plan.routeOptions.map((o) => withLine(o, road(50))));
    expect(all.groups).toEqual([['fastest', 'scenic', 'balanced']]);
  });
  it('options with no line are never the same', () => {
    expect(routeSameness(makePlan(3).routeOptions).groups).toHaveLength(3);
  });
  it('a group stands for the chosen option, else balanced, and says which options it is', () => {
    expect(groupLead(['fastest', 'balanced'], 'balanced')).toBe('balanced');
    expect(groupLead(['fastest', 'balanced'], 'fastest')).toBe('fastest');
    expect(groupLead(['fastest', 'balanced'], 'scenic')).toBe('balanced');
    expect(groupLead(['fastest', 'scenic'], 'balanced')).toBe('fastest');
    expect(sameRouteText(['fastest', 'balanced'], 'balanced')).toBe(
      'Balanced and fastest take the same roads and the same nights: one choice here.',
    );
    expect(sameRouteText(['fastest', 'scenic', 'balanced'], 'scenic')).toBe(
      'Scenic, fastest and balanced take the same roads and the same nights: one choice here.',
    );
  });
});

describe('avoidedOnRoute', () => {
  it("names what the option's days kept off, each once", () => {
    const [day1, day2] = makePlan(2).dailyItinerary;
    const pass = 'Avoided Wolf Creek Pass (US-160, 10,857 ft): you asked to avoid mountain passes.';
    expect(
      avoidedOnRoute({
        dailyItinerary: [
          { ...day1, notes: [pass, 'Note for day 1.'] },
          {
            ...day2,
            notes: [pass, 'Avoided the Key Bridge (I-695): collapsed (MDTA).'],
            warnings: ['Crosses X.'],
          },
        ],
      }),
    ).toEqual(['Wolf Creek Pass (US-160, 10,857 ft)', 'the Key Bridge (I-695)']);
  });
});
