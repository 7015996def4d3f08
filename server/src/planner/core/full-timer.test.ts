import { describe, expect, it } from 'vitest';
import { budgetView, fullTimerTips } from './full-timer';

const cost = (fuel: number, camping: number, food: number, activities: number) => ({
  fuel,
  camping,
  food,
  activities,
  total: fuel + camping + food + activities,
  currency: 'USD' as const,
});

describe('budgetView', () => {
  it('gives the cost per day by category, 7 times it a week and 30 times it a month', () => {
    const view = budgetView(cost(140, 1120, 840, 420), 14);
    expect(view.daily).toEqual({ fuel: 10, camping: 80, food: 60, activities: 30, total: 180 });
    expect(view.weekly).toEqual({ fuel: 70, camping: 560, food: 420, activities: 210, total: 1260 });
    expect(view.monthly).toEqual({ fuel: 300, camping: 2400, food: 1800, activities: 900, total: 5400 });
    expect(view.currency).toBe('USD');
    expect(view.note).toMatch(/nightly rates/);
  });

  it('works in cents and keeps every total the sum of its categories', () => {
    const view = budgetView(cost(100, 240, 180, 90), 3);
    expect(view.daily).toEqual({ fuel: 33.33, camping: 80, food: 60, activities: 30, total: 203.33 });
    expect(view.weekly).toEqual({ fuel: 233.31, camping: 560, food: 420, activities: 210, total: 1423.31 });
    expect(view.monthly).toEqual({ fuel: 999.9, camping: 2400, food: 1800, activities: 900, total: 6099.9 });
  });
});

describe('fullTimerTips', () => {
  const moab = { latitude: 38.57, longitude: -109.55 };
  it.each([
    /domicile/i,
    /mail-forwarding/i,
    /workamping/i,
    /maintenance schedule/i,
    /internet/i,
    /laundry/i,
    /monthly/i,
  ])('covers %s', (topic) => {
    expect(fullTimerTips({ month: 6, points: [moab] }).some((t) => topic.test(t))).toBe(true);
  });

  it('gives the off-season advice for the month and region', () => {
    expect(fullTimerTips({ month: 1, points: [moab] }).at(-1)).toMatch(/snowbird season/);
    const phoenix = { latitude: 33.45, longitude: -112.07 };
    expect(fullTimerTips({ month: 7, points: [phoenix] }).at(-1)).toMatch(/Summer is the off-season/);
    expect(fullTimerTips({ month: 7, points: [{ latitude: 44.5, longitude: -73.2 }] }).at(-1)).toMatch(
      /^Off-season rates/,
    );
  });
});
