import fs from 'node:fs';

/**
 * The reminders' clock for end-to-end tests (TEST_CLOCK_FILE, honoured only when NODE_ENV=test): the
 * instant written in the file (ISO 8601), read again whenever the file changes; the real time while
 * the file is missing or unreadable. A test moves the server's time by writing the file.
 */
export function fileClock(file: string): () => Date {
  let seen: { mtimeMs: number; size: number; at: Date | null } | undefined;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return new Date();
    }
    if (!seen || seen.mtimeMs !== stat.mtimeMs || seen.size !== stat.size) {
      let at: Date | null = null;
      try {
        const ms = Date.parse(fs.readFileSync(file, 'utf8').trim());
        at = Number.isFinite(ms) ? new Date(ms) : null;
      } catch {
        at = null;
      }
      seen = { mtimeMs: stat.mtimeMs, size: stat.size, at };
    }
    return seen.at ? new Date(seen.at.getTime()) : new Date();
  };
}
