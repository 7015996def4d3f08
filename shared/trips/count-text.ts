// Whole numbers are written out here rather than with Intl: a page's first Intl formatter loads the
// locale's data (11 ms on a desktop's Chromium, several times that on a phone), in the task of the
// render that first needs it.

/** '1,234' ('-1,234'): a whole number (rounded) with thousands separators, as en-US writes it. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(Math.abs(n));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole !== 0 && n < 0 ? `-${digits}` : digits;
}
