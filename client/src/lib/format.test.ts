import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatMiles, formatNightlyFee, formatUsd } from './format';

// The hand-written formats must read exactly as the browser's en-US Intl formats would.
describe('format', () => {
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

  it('writes days as en-US does, and passes text that is not a day through', () => {
    for (const iso of ['2026-09-01', '2027-01-31', '2024-02-29', '1999-12-09']) {
      const [y, m, d] = iso.split('-').map(Number);
      expect(formatDay(iso)).toBe(day.format(new Date(y, m - 1, d)));
    }
    expect(formatDay('2026-02-30')).toBe('2026-02-30');
    expect(formatDay('soon')).toBe('soon');
    expect(formatDay(null)).toBe('');
  });

  it('writes whole numbers and dollars as en-US does, rounding', () => {
    for (const n of [0, 7, 999, 1000, 1234.5, 12345.49, 999999.6, 1234567, -1, -1234.4, -0.4]) {
      expect(formatCount(n)).toBe(count.format(n).replace(/^-0$/, '0'));
      expect(formatUsd(n)).toBe(usd.format(n).replace(/^-\$0$/, '$0'));
    }
    expect(formatMiles(1234.6)).toBe('1,235 miles');
  });

  it("writes a park's nightly fee with its basis, and says when none is listed", () => {
    expect(formatNightlyFee({ nightlyFee: 25, nightlyFeeBasis: 'reported' })).toBe('$25/night (reported)');
    expect(formatNightlyFee({ nightlyFee: 22.5, nightlyFeeBasis: 'reported' })).toBe('$22.5/night (reported)');
    expect(formatNightlyFee({ nightlyFee: 60, nightlyFeeBasis: 'estimate' })).toBe('$60/night (estimate)');
    expect(formatNightlyFee({ nightlyFee: null })).toBe('Price not listed');
  });
});
