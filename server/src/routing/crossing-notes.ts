import type { RestrictedSegment } from './restricted-segments';
import { placeOf } from './restricted-segments';
import { REPORTED_TAIL } from './core/notes';

const REPORTED_ASIDE = "reported, not confirmed on the agency's own page: check before you go";

/**
 * One note for one crossing. A crossing may have more than one row (the Hugh L. Carey Tunnel: its
 * clearance and its propane rule), and a rig both rows concern was told twice, once a row. Every
 * row's note (restricted-segments.ts, advisory-rules.ts) is `<lead>: <why> (<source>).<after>`, the
 * lead naming the place: the notes of one crossing met the same way on one leg become one sentence
 * with every reason and every source, and what follows each (the way round, what is unconfirmed)
 * once. A note not of that shape (a ferry's) is left as it is.
 */
export interface NoteParts {
  lead: string;
  why: string;
  who: string;
  after: string;
}

/** A row's note split into its parts, undefined when it is not of the shape. */
export function noteParts(s: RestrictedSegment, note: string): NoteParts | undefined {
  // The lead runs from the start past the place to the first colon ("... because our road network
  // has no way around it: ").
  const place = note.indexOf(placeOf(s));
  const colon = place < 0 ? -1 : note.indexOf(': ', place + placeOf(s).length);
  if (colon < 0) return undefined;
  const lead = note.slice(0, colon);
  const rest = note.slice(colon + 2);
  const open = rest.indexOf(` (${s.authority}`);
  const close = open < 0 ? -1 : rest.indexOf(').', open);
  if (close < 0) return undefined;
  return { lead, why: rest.slice(0, open), who: rest.slice(open + 2, close), after: rest.slice(close + 2) };
}

export const partsText = (p: NoteParts) => `${p.lead}: ${p.why} (${p.who}).${p.after}`;

/** One sentence of the parts of one crossing's notes: each reason with its source, what follows each once. */
export function mergedNote(all: readonly NoteParts[]): string {
  // What one row's source does not confirm is said beside that row's reason, not of them all.
  const reported = all.map((p) => p.after.endsWith(REPORTED_TAIL));
  const parts =
    reported.some(Boolean) && !reported.every(Boolean)
      ? all.map((p, i) =>
          reported[i]
            ? { ...p, who: `${p.who}; ${REPORTED_ASIDE}`, after: p.after.slice(0, -REPORTED_TAIL.length) }
            : p,
        )
      : all;
  const whos = [...new Set(parts.map((p) => p.who))];
  const why =
    whos.length === 1
      ? `${[...new Set(parts.map((p) => p.why))].join('; and ')} (${whos[0]})`
      : parts.map((p) => `${p.why} (${p.who})`).join('; and ');
  const after = [...new Set(parts.map((p) => p.after))].join('');
  return `${parts[0].lead}: ${why}.${after}`;
}

/**
 * Notes of rows met together said once a crossing: the rows with the same `key` (the leg and how it
 * met them) and the same place get one note, each row keeping its own entry (its id), so a day's
 * notes, which say each text once (restriction-texts.ts), say the crossing once.
 */
export function mergeCrossings<T extends { note: string }>(
  rows: ReadonlyArray<{ row: T; segment: RestrictedSegment; key: string }>,
): T[] {
  const groups = new Map<string, Array<{ at: number; parts: NoteParts }>>();
  rows.forEach(({ row, segment, key }, at) => {
    const parts = noteParts(segment, row.note);
    if (!parts) return;
    const k = `${key}|${parts.lead}`;
    groups.set(k, [...(groups.get(k) ?? []), { at, parts }]);
  });
  const notes = rows.map(({ row }) => row.note);
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const note = mergedNote(group.map((g) => g.parts));
    for (const g of group) notes[g.at] = note;
  }
  return rows.map(({ row }, i) => (notes[i] === row.note ? row : { ...row, note: notes[i] }));
}
