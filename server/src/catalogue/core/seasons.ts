import OpeningHours from 'opening_hours';

// When a campground is open, from what its data reports: OSM `opening_hours` / `seasonal` text or
// the season wording of a RIDB description ("open mid-June through mid-September").
// Answers are three-valued: true (reported open that date), false (reported closed), undefined
// (no season reported or one we cannot read): unknown is never guessed into open or closed.

export type Season =
  | { kind: 'always' }
  | { kind: 'never' }
  // Day-of-year window [start, end] (1..366, may wrap past New Year), from month wording.
  | { kind: 'window'; start: number; end: number; text: string }
  | { kind: 'opening-hours'; text: string; oh: OpeningHours }
  | { kind: 'unknown'; text?: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// The days of the months before each month (leap-year table), so a day of the year is one addition.
const DAYS_BEFORE = MONTH_DAYS.map((_, m) => MONTH_DAYS.slice(0, m).reduce((a, b) => a + b, 0));
const dayOfYear = (month: number, day: number) =>
  (month >= 0 && month < 12 ? DAYS_BEFORE[month] : MONTH_DAYS.slice(0, month).reduce((a, b) => a + b, 0)) +
  day; // month 0-based

// A digit pair of the text at i as a number (NaN when either is not a digit): a date's day of the
// year is asked for every night of every park ranked, so no text is cut out of it.
const twoDigits = (text: string, i: number) => {
  const a = text.charCodeAt(i) - 48;
  const b = text.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : NaN;
};

export function dateDayOfYear(iso: string): number {
  const m = twoDigits(iso, 5);
  const d = twoDigits(iso, 8);
  // Anything but two digits each is read as before, by Number.
  if (Number.isNaN(m) || Number.isNaN(d))
    return dayOfYear(Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return dayOfYear(m - 1, d);
}

const monthIndex = (word: string) =>
  MONTHS.indexOf(word.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);

// OSM `seasonal` words (northern hemisphere meteorological seasons).
const SEASON_MONTHS: Record<string, [number, number]> = {
  spring: [2, 4],
  summer: [5, 7],
  autumn: [8, 10],
  fall: [8, 10],
  winter: [11, 1],
};

function seasonalWords(text: string): Season | undefined {
  const words = text
    .toLowerCase()
    .split(/[;,/\s]+|-/)
    .filter(Boolean);
  if (words.length === 0 || !words.every((w) => w in SEASON_MONTHS)) return undefined;
  const months = new Set<number>();
  for (const w of words) {
    const [a, b] = SEASON_MONTHS[w];
    for (let m = a; m !== (b + 1) % 12; m = (m + 1) % 12) months.add(m);
    months.add(b);
  }
  // "spring-summer" is a range: fill the gap between the two ends.
  if (text.includes('-') && words.length === 2) {
    const [a] = SEASON_MONTHS[words[0]];
    const [, b] = SEASON_MONTHS[words[1]];
    for (let m = a; m !== (b + 1) % 12; m = (m + 1) % 12) months.add(m);
  }
  if (months.size >= 12) return { kind: 'always' };
  // Contiguous run of months (possibly wrapping), expressed as a day window.
  const sorted = [...months].sort((x, y) => x - y);
  let start = sorted.find((m) => !months.has((m + 11) % 12));
  if (start === undefined) start = sorted[0];
  let end = start;
  while (months.has((end + 1) % 12) && (end + 1) % 12 !== start) end = (end + 1) % 12;
  return { kind: 'window', start: dayOfYear(start, 1), end: dayOfYear(end, MONTH_DAYS[end]), text };
}

const SEASON_RULE =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bweek\b|\b\d{4}\b|\beaster\b/i;

/** OSM `opening_hours` or `seasonal` value as mapped. */
export function parseOsmSeason(raw: string | undefined): Season {
  if (!raw) return { kind: 'unknown' };
  const text = raw.trim();
  const lower = text.toLowerCase();
  if (lower === 'no') return { kind: 'always' }; // seasonal=no: all year
  // opening_hours=24/7 is a gate's or an office's hours (Morefield Campground, Mesa Verde, closes for
  // winter), never a season: it says nothing of the months the park is open.
  if (lower === '24/7') return { kind: 'unknown' };
  if (lower === 'closed' || lower === 'off') return { kind: 'never' };
  if (lower === 'yes' || lower === 'unknown') return { kind: 'unknown', text }; // seasonal, dates not given
  const words = seasonalWords(text);
  if (words) return words;
  // Office hours ("Mo-Su 08:00-20:00") say when the desk is staffed, not when the park is open:
  // only a rule naming months, weeks, dates or holidays of the year is a season.
  if (!SEASON_RULE.test(text)) return { kind: 'unknown' };
  // Rules that only close ("Nov-Dec off; Jan-Apr off") leave the rest of the year open, where the
  // opening_hours grammar would leave it closed.
  const onlyClosures = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .every((p) => /\b(off|closed)$/i.test(p));
  try {
    const oh = new OpeningHours(onlyClosures ? `24/7; ${text}` : withoutClosedOtherwise(text), null, 2);
    // Hours by month that open some time on every day of the year ("Apr-Sep: Mo-Su 06:00-22:00;
    // Oct-Mar: Mo-Su 07:00-21:00") are a gate's or an office's hours: opening hours, never a season.
    if (HOURS.test(text) && openEveryDay(oh)) return { kind: 'unknown' };
    return { kind: 'opening-hours', text, oh };
  } catch {
    return { kind: 'unknown', text };
  }
}

// A last rule that closes with no dates ("Jun 05-Sep 13 open; closed", Grant Village in Yellowstone)
// is the mapper's "closed the rest of the year": read by the grammar, it would override every rule
// before it and close the park all year. Closed is the grammar's default, so it is dropped.
function withoutClosedOtherwise(text: string): string {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || !/^(off|closed)$/i.test(parts[parts.length - 1])) return text;
  return parts.slice(0, -1).join('; ');
}

const HOURS = /\b\d{1,2}:\d{2}\b/;
const DAY_MS = 86_400_000;

/** Whether the rule opens at some time on every day of a year (a fixed common year, UTC). */
function openEveryDay(oh: OpeningHours): boolean {
  const start = Date.UTC(2027, 0, 1);
  const open = new Uint8Array(365);
  for (const [from, to] of oh.getOpenIntervals(new Date(start), new Date(start + 365 * DAY_MS))) {
    const first = Math.max(0, Math.floor((from.getTime() - start) / DAY_MS));
    const last = Math.min(364, Math.floor((to.getTime() - 1 - start) / DAY_MS));
    open.fill(1, first, last + 1);
  }
  return open.every((d) => d === 1);
}

const PART =
  /(early|mid|late|end of|beginning of)?[-\s]*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+(\d{1,2})(?:st|nd|rd|th)?)?|(memorial day|labor day|labour day|thanksgiving)/i;
const RANGE = new RegExp(
  String.raw`\bopen(?:s|ed)?\b[^.]{0,40}?(?:from\s+)?` +
    `(${PART.source})` +
    String.raw`\s*(?:through|thru|to|until|till|-|–|—)\s*` +
    `(${PART.source})`,
  'i',
);
const YEAR_ROUND =
  /\b(open (all )?year[- ]round|open all year|year[- ]round (camping|campground)|open 365 days)\b/i;

function partDay(part: string, isEnd: boolean): number | undefined {
  const m = PART.exec(part);
  if (!m) return undefined;
  if (m[4]) {
    const holiday = m[4].toLowerCase();
    if (holiday === 'memorial day') return dayOfYear(4, 25);
    if (holiday === 'thanksgiving') return dayOfYear(10, 25);
    return dayOfYear(8, 5); // Labor Day, first Monday of September
  }
  const month = monthIndex(m[2]);
  if (month < 0) return undefined;
  if (m[3]) return dayOfYear(month, Math.min(Number(m[3]), MONTH_DAYS[month]));
  const qual = (m[1] ?? '').toLowerCase();
  if (qual === 'early' || qual === 'beginning of') return dayOfYear(month, isEnd ? 10 : 1);
  if (qual === 'mid') return dayOfYear(month, 15);
  if (qual === 'late' || qual === 'end of') return dayOfYear(month, isEnd ? MONTH_DAYS[month] : 20);
  return dayOfYear(month, isEnd ? MONTH_DAYS[month] : 1);
}

/** Season wording in a (RIDB) description. */
export function parseDescriptionSeason(text: string | null | undefined): Season {
  if (!text) return { kind: 'unknown' };
  if (YEAR_ROUND.test(text)) return { kind: 'always' };
  const m = RANGE.exec(text);
  if (!m) return { kind: 'unknown' };
  const start = partDay(m[1], false);
  const end = partDay(m[6], true);
  if (start === undefined || end === undefined) return { kind: 'unknown' };
  return { kind: 'window', start, end, text: m[0].trim() };
}

/** true: reported open on that date; false: reported closed; undefined: not known. */
export function openOn(season: Season, isoDate: string): boolean | undefined {
  switch (season.kind) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'unknown':
      return undefined;
    case 'window': {
      const d = dateDayOfYear(isoDate);
      return season.start <= season.end
        ? d >= season.start && d <= season.end
        : d >= season.start || d <= season.end;
    }
    case 'opening-hours': {
      // Office-hour rules ("Mo-Fr 09:00-18:00") describe the desk, not a closure, so a park counts
      // as open when the rule opens it at any time within three days either side of the night,
      // kept inside the night's month so month seasons ("May-Sep") keep their edges.
      const at = new Date(`${isoDate}T12:00:00Z`);
      const monthStart = new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`);
      const monthEnd = new Date(monthStart);
      monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1);
      const from = new Date(Math.max(at.getTime() - 3.5 * 86_400_000, monthStart.getTime()));
      const to = new Date(Math.min(at.getTime() + 3.5 * 86_400_000, monthEnd.getTime()));
      try {
        return season.oh.getOpenIntervals(from, to).length > 0;
      } catch {
        return undefined;
      }
    }
  }
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day of the (leap) year as people say it roughly: "early May", "mid-October", "late June". */
export function roughDay(day: number): string {
  let month = 0;
  let rest = day;
  while (month < 11 && rest > MONTH_DAYS[month]) rest -= MONTH_DAYS[month++];
  const name = MONTH_NAMES[month];
  return rest <= 10 ? `early ${name}` : rest <= 20 ? `mid-${name}` : `late ${name}`;
}

const MONTH_RANGE =
  /^\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*-\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/**
 * A season's first and last day of the year, where it gives them: a window, or opening hours that
 * begin with a month range ("May-Sep", "Apr-Oct: Mo-Su 08:00-20:00").
 */
export function seasonSpan(season: Season): { start: number; end: number } | undefined {
  if (season.kind === 'window') return { start: season.start, end: season.end };
  if (season.kind !== 'opening-hours') return undefined;
  const m = MONTH_RANGE.exec(season.text);
  if (!m) return undefined;
  const from = monthIndex(m[1]);
  const to = monthIndex(m[2]);
  return { start: dayOfYear(from, 1), end: dayOfYear(to, MONTH_DAYS[to]) };
}

/** Short reported-season text for people. */
export function seasonLabel(season: Season): string | undefined {
  switch (season.kind) {
    case 'always':
      return 'Open all year (reported)';
    case 'never':
      return 'Reported closed';
    case 'window':
    case 'opening-hours':
      return `Season: ${season.text} (reported)`;
    case 'unknown':
      return season.text ? `Season: ${season.text} (reported, dates not given)` : undefined;
  }
}
