import type { NoteParts } from './note-parts';
import { mergedNote } from './note-parts';

export { mergedNote } from './note-parts';

/**
 * One note for one crossing. A crossing may have more than one row (the Hugh L. Carey Tunnel: its
 * clearance and its propane rule), and a rig both rows concern was told twice, once a row. The rows
 * met at one place the same way (the same `key`: the leg and how it met them) and said with the same
 * lead get one note, composed from their notes' parts (note-parts.ts: each reason with its agency,
 * what follows each once), each row keeping its own entry (its id), so a day's notes, which say each
 * text once (restriction-texts.ts), say the crossing once. A row without parts (a ferry's note) is
 * left as it is.
 */
export function mergeCrossings<T extends { note: string }>(
  rows: ReadonlyArray<{ row: T; parts?: NoteParts; key: string }>,
): T[] {
  const groups = new Map<string, Array<{ at: number; parts: NoteParts }>>();
  rows.forEach(({ parts, key }, at) => {
    if (!parts) return;
    const k = `${key}|${parts.how}|${parts.place}`;
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
