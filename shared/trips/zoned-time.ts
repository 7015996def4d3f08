// Wall-clock time in an IANA zone, without a date library: the offset comes from Intl, which knows
// daylight saving for every zone the browser or Node ships.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes the zone is ahead of UTC at this instant (-240 for New York in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time happens in a zone. A time skipped by the spring change (02:30 on
 * that Sunday) is read with the offset before the change, i.e. an hour later on the clock.
 */
export function zonedTimeToInstant(isoDate: string, time: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  const second = wall - zoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  const showsWall = (t: number) => t + zoneOffsetMinutes(new Date(t), timeZone) * 60_000 === wall;
  if (showsWall(second)) return new Date(second);
  return new Date(showsWall(first) ? first : Math.max(first, second));
}

/** ISO 8601 with the zone's offset at that instant: 2027-06-01T10:00:00-04:00. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const offset = zoneOffsetMinutes(instant, timeZone);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}
