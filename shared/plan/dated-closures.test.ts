import { describe, expect, it } from 'vitest';
import { closedOnDay, datedClosureSchema, windowHas, windowsAt } from './dated-closures';

const row = datedClosureSchema.parse({
  id: 'works',
  name: 'the basin',
  closes: 'the basin road and campground',
  authority: 'A Park',
  sourceUrl: 'https://www.nps.gov/x',
  sourceSays: 'closed for two years',
  checked: '2026-12-06',
  confirmed: true,
  from: '2025-05-01',
  until: '2027-05-01',
  when: 'for two years',
  uncertainDays: 30,
  area: { at: { latitude: 29.27, longitude: -103.3 }, radiusMiles: 1.5 },
  places: ['Basin Campground'],
});

describe('closures with dates', () => {
  it('is closed from its first day up to the day before its end; until further notice has no end', () => {
    expect(windowHas(row, '2025-04-30')).toBe(false);
    expect(windowHas(row, '2025-05-01')).toBe(true);
    expect(windowHas(row, '2027-04-30')).toBe(true);
    expect(windowHas(row, '2027-05-01')).toBe(false);
    expect(windowHas({ from: '2025-05-01', until: null }, '2040-01-01')).toBe(true);
    expect(closedOnDay([{ id: 'w', from: row.from, until: row.until }], undefined)).toBe(false);
  });

  it('closes the places in its area and the campgrounds it names, nothing else', () => {
    expect(windowsAt([row], { latitude: 29.28, longitude: -103.3 })).toEqual([
      {
        id: 'works',
        from: '2025-05-01',
        until: '2027-05-01',
        says: 'The basin is closed for two years (A Park: https://www.nps.gov/x)',
      },
    ]);
    expect(windowsAt([row], { latitude: 29.4, longitude: -103.3 })).toEqual([]);
    expect(windowsAt([row], { latitude: 40, longitude: -100 }, 'Basin Campground (Big Bend, TX)')).toHaveLength(1);
    expect(windowsAt([row], { latitude: 40, longitude: -100 }, 'Basin Campground North')).toEqual([]);
  });

  it('refuses a row that ends before it begins, or closes nothing', () => {
    expect(() => datedClosureSchema.parse({ ...row, until: '2024-01-01' })).toThrow();
    expect(() => datedClosureSchema.parse({ ...row, area: undefined, places: [] })).toThrow();
  });
});
