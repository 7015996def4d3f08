import { describe, expect, it } from 'vitest';
import { addDays, clockHours, coldRegion, isSnowbirdMonth, isWinterDay, isWinterMonth, weatherSeason } from './calendar';

describe('the plan calendar', () => {
  it('steps calendar days across months, years and leap days, and refuses days that do not exist', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Across the spring daylight-saving change, whatever the machine's time zone.
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2027-02-30', 0)).toBeNull();
    expect(addDays('nonsense', 3)).toBeNull();
  });

  it('has one winter, November to April, and the seasons named beside it', () => {
    expect([10, 11, 12, 1, 2, 3, 4, 5].map(isWinterMonth)).toEqual([false, true, true, true, true, true, true, false]);
    expect(isWinterDay('2026-12-01')).toBe(true);
    expect(isWinterDay('2026-04-30')).toBe(true);
    expect(isWinterDay('2026-07-01')).toBe(false);
    expect([10, 11, 3, 4].map(isSnowbirdMonth)).toEqual([false, true, true, false]);
    expect([1, 4, 7, 11, 12].map(weatherSeason)).toEqual(['winter', 'spring', 'summer', 'fall', 'winter']);
  });

  it('knows cold regions', () => {
    expect(coldRegion(44.6, -110.5)).toBe(true); // Yellowstone
    expect(coldRegion(35.2, -111.6)).toBe(true); // Flagstaff
    expect(coldRegion(25.6, -80.4)).toBe(false); // Miami
    expect(coldRegion(33.7, -114.2)).toBe(false); // Quartzsite
  });
});

describe('clockHours', () => {
  it('reads an HH:MM time of day as hours past midnight, and refuses other text', () => {
    expect(clockHours('08:30')).toBe(8.5);
    expect(clockHours('00:00')).toBe(0);
    expect(clockHours('23:45')).toBe(23.75);
    for (const bad of ['24:00', '8:30', '08:60', '', '08:30 am']) expect(clockHours(bad)).toBeNull();
  });
});
