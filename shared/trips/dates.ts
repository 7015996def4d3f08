// Trip dates are calendar days (yyyy-mm-dd) in the traveller's own time zone.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toIsoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export const todayIso = (now: Date = new Date()): string => toIsoDay(now);

/** Local midnight of a yyyy-mm-dd day, or null when the text is not a real date. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  const m = ISO_DAY.exec(value ?? '');
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (
    date.getFullYear() !== Number(m[1]) ||
    date.getMonth() !== Number(m[2]) - 1 ||
    date.getDate() !== Number(m[3])
  ) {
    return null;
  }
  return date;
}

// Stepping between days is the plan calendar's (shared/plan/calendar.ts, `addDays`).

/** Whole calendar days from `now`'s day to `value`'s day (negative when past), or null. */
export function daysUntil(value: string, now: Date = new Date()): number | null {
  const date = parseIsoDay(value);
  if (!date) return null;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((date.getTime() - today.getTime()) / 86_400_000);
}

export const monthKey = (now: Date = new Date()): string => toIsoDay(now).slice(0, 7);
