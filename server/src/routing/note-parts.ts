import { REPORTED_TAIL } from './core/notes';

/**
 * How a drive met a restricted row, as its note leads: went around it, ends short of it (a place on
 * it), met it in the national park the day's drive reached (the park's road, not the drive's end),
 * drove it on a condition or as an advisory, or drove through it for want of a way round.
 */
export type NoteHow = 'avoided' | 'ends-short' | 'in-park' | 'on-drive' | 'through';

const LEADS: Record<NoteHow, (place: string) => string> = {
  avoided: (place) => `Avoided ${place}`,
  'ends-short': (place) => `Ends short of ${place}`,
  'in-park': (place) => `In the park, ${place}`,
  'on-drive': (place) => `On this drive, ${place}`,
  through: (place) => `This drive goes through ${place} because our road network has no way around it`,
};

/**
 * A restricted row's note as the fields it is made of (restricted-segments.ts, advisory-rules.ts),
 * so that the notes of one crossing are said as one sentence composed from them (crossing-notes.ts),
 * never by reading the sentences back. Said alone it is
 * `<lead>: <why> (<agency>[: <source>]).<then>[REPORTED_TAIL]<tail>`.
 */
export interface NoteParts {
  how: NoteHow;
  /** The row's place and road as a sentence names them (placeOf): "the Hugh L. Carey Tunnel (I-478)". */
  place: string;
  /** Why, for this rig: its sizes over the limits, its propane, or the row's reason. */
  why: string;
  /** The agency whose rule it is. */
  agency: string;
  /** The source's address, when the note gives it (a road closed on the date). */
  source?: string;
  /** What follows the reason: the way round, the width taken for the rig, an advisory's words. */
  then: string;
  /** Whether the row's facts were reported, not read on the agency's own page. */
  reported: boolean;
  /** What the leg adds after all that: a drive that starts or ends among the city's own roads. */
  tail?: string;
}

/**
 * A road a place lies on that the drive must keep off, as its note is made: the row's parts, whether
 * it is closed to the rig or to all on the date, and what follows (the width taken for the rig). Said
 * as the day's drive ending short of it; where the drive reached the national park the road is in,
 * as the park's road not open (`inPark`), from the same parts.
 */
export interface ShortOf {
  parts: Omit<NoteParts, 'how' | 'then'>;
  closed: 'rig' | 'date';
  after: string;
}

const OPEN: Record<ShortOf['closed'], string> = { rig: 'to your rig', date: 'on that date' };

/** A short road's note as its parts: the drive ends short of it, or (`inPark`) reached its park. */
export const shortOfParts = (s: ShortOf, inPark = false): NoteParts => ({
  ...s.parts,
  how: inPark ? 'in-park' : 'ends-short',
  then: inPark
    ? ` The day's drive reaches the park; that road is not open ${OPEN[s.closed]}.${s.after}`
    : ` The day's drive ends where the road open ${OPEN[s.closed]} ends, not at the place itself.${s.after}`,
});

export const noteLead = (p: NoteParts) => LEADS[p.how](p.place);
const whoOf = (p: NoteParts) => (p.source ? `${p.agency}: ${p.source}` : p.agency);

/** The sentence of one row's note. */
export const noteText = (p: NoteParts) =>
  `${noteLead(p)}: ${p.why} (${whoOf(p)}).${p.then}${p.reported ? REPORTED_TAIL : ''}${p.tail ?? ''}`;

const REPORTED_ASIDE = "reported, not confirmed on the agency's own page: check before you go";
const unique = (texts: readonly string[]) => [...new Set(texts)];

/**
 * One sentence of one crossing's notes, met the same way (the lead of the first): every reason with
 * its agency (once when they share it), then what follows each reason once. What one row's source
 * does not confirm is said beside that row's reason, not of them all; when none is confirmed, once
 * at the end.
 */
export function mergedNote(all: readonly NoteParts[]): string {
  const mixed = all.some((p) => p.reported) && !all.every((p) => p.reported);
  const who = (p: NoteParts) => (mixed && p.reported ? `${whoOf(p)}; ${REPORTED_ASIDE}` : whoOf(p));
  const whos = unique(all.map(who));
  const why =
    whos.length === 1
      ? `${unique(all.map((p) => p.why)).join('; and ')} (${whos[0]})`
      : all.map((p) => `${p.why} (${who(p)})`).join('; and ');
  const then = unique(all.map((p) => p.then)).join('');
  const reported = all.every((p) => p.reported) ? REPORTED_TAIL : '';
  return `${noteLead(all[0])}: ${why}.${then}${reported}${unique(all.map((p) => p.tail ?? '')).join('')}`;
}
