import { describe, expect, it } from 'vitest';
import { mergeCrossings } from './crossing-notes';
import type { NoteParts } from './note-parts';
import { mergedNote, noteText, shortOfParts } from './note-parts';
import {
  conditionNote,
  conditionParts,
  endsShortOf,
  endsShortParts,
  sharedRestrictedSegments,
  unavoidableParts,
} from './restricted-segments';
import { sharedFerrySegments } from './road-ferries';

// One crossing's notes are merged from their rows' fields (the place, each reason, its agency and
// source, what follows), never by reading the sentences back: a note may be worded any way and the
// merge still says each reason with its agency once.
const rows = sharedRestrictedSegments();
const row = (id: string) => rows.find((s) => s.id === id)!;
const [size, propane] = [row('hugh-l-carey-tunnel'), row('hugh-l-carey-tunnel-propane')];
const req = { rvType: 'class-a' as const, propaneOnBoard: true, lengthFeet: 45, heightFeet: 12.5 };
const MTA = 'MTA Bridges and Tunnels';
const ASIDE = "reported, not confirmed on the agency's own page: check before you go";
const REPORTED = " Reported, not confirmed on the agency's own page: check before you go.";
const parts = (over: Partial<NoteParts>): NoteParts => ({
  how: 'avoided',
  place: 'the Test Tunnel (I-1)',
  why: 'propane is banned',
  agency: 'Test Authority',
  then: '',
  reported: false,
  ...over,
});

describe("one crossing's note, composed from its rows' fields", () => {
  it('says the Hugh L. Carey Tunnel driven, ended short of (by date, with the source) and driven for want of a way round as before', () => {
    const merged = (of: (s: typeof size) => NoteParts | undefined) => mergedNote([of(size)!, of(propane)!]);
    const reasons = (who: string) =>
      `your rig is 12 ft 6 in high, and its clearance is 12 ft 1 in (${who}); and propane is reported barred from the MTA tunnels (${who}; ${ASIDE})`;
    expect(merged((s) => conditionParts(s, req))).toBe(`On this drive, the Hugh L. Carey Tunnel (I-478): ${reasons(MTA)}.`);
    expect(merged((s) => endsShortParts(s, req, 'date'))).toBe(
      `Ends short of the Hugh L. Carey Tunnel (I-478): ${reasons(`${MTA}: ${size.sourceUrl}`)}. The day's drive ends where the road open on that date ends, not at the place itself.`,
    );
    expect(merged((s) => unavoidableParts(s, req))).toBe(
      `This drive goes through the Hugh L. Carey Tunnel (I-478) because our road network has no way around it: ${reasons(MTA)}. Find another way before you go.`,
    );
  });

  it('merges whatever the reasons and the notes say: colons, brackets and the agency inside a reason, and any wording of the notes', () => {
    // The old merge read "<lead>: <why> (<agency>)." back out of each sentence: these would have split wrong.
    const a = parts({ why: 'see the rule: no propane (Test Authority). Really', then: ' Go by I-2.' });
    const b = parts({ why: 'its clearance is 12 ft (posted)', agency: 'Other Authority', reported: true });
    const merged = mergeCrossings([
      { row: { id: 'a', note: 'any wording at all' }, parts: a, key: '1' },
      { row: { id: 'b', note: 'another: (Other Authority).' }, parts: b, key: '1' },
    ]);
    const note = `Avoided the Test Tunnel (I-1): see the rule: no propane (Test Authority). Really (Test Authority); and its clearance is 12 ft (posted) (Other Authority; ${ASIDE}). Go by I-2.`;
    expect(merged).toEqual([
      { id: 'a', note },
      { id: 'b', note },
    ]);
    // Each alone is the text of its parts; a place or a way of meeting it of its own keeps its note.
    expect(noteText(a)).toBe('Avoided the Test Tunnel (I-1): see the rule: no propane (Test Authority). Really (Test Authority). Go by I-2.');
    const apart = mergeCrossings([
      { row: { note: 'a' }, parts: a, key: '1' },
      { row: { note: 'b' }, parts: { ...b, place: 'the Other Tunnel' }, key: '1' },
      { row: { note: 'c' }, parts: { ...b, how: 'on-drive' }, key: '1' },
    ]);
    expect(apart.map((r) => r.note)).toEqual(['a', 'b', 'c']);
  });

  it('says a report unconfirmed for every row once, at the end, and the city tail once after it', () => {
    const tail = ' This drive starts or ends near it.';
    const note = mergedNote([
      parts({ why: 'one', then: ' An advisory, not a ban.', reported: true, tail }),
      parts({ why: 'two', reported: true, tail }),
    ]);
    expect(note).toBe(`Avoided the Test Tunnel (I-1): one; and two (Test Authority). An advisory, not a ban.${REPORTED}${tail}`);
  });

  it("leaves a ferry's note, which has no parts, as it is", () => {
    const ferry = sharedFerrySegments()[0];
    expect(conditionParts(ferry, req)).toBeUndefined();
    const note = conditionNote(ferry, req);
    const merged = mergeCrossings([
      { row: { note }, key: 'ferry' },
      { row: { note }, key: 'ferry' },
    ]);
    expect(merged.map((r) => r.note)).toEqual([note, note]);
  });
});

// A road a place lies on, said as the drive ending short of it, or (a day that reached the national
// park it is in) as the park's road not open: both from the same parts, the first sentence changed
// and everything after it (the width taken for the rig, a reported row's tail) kept.
describe("a short road's note, as the drive's end or as the park's road", () => {
  const gtts = row('going-to-the-sun-road');
  const rig = { rvType: 'class-c' as const, lengthFeet: 30, heightFeet: 11 };
  it.each([
    ['to the rig', endsShortOf(gtts, rig), 'to your rig'],
    ['on the date', endsShortOf(gtts, {}, 'date'), 'on that date'],
  ])('closed %s', (_how, ends, open) => {
    const short = noteText(shortOfParts(ends));
    const inPark = noteText(shortOfParts(ends, true));
    expect(short).toMatch(/^Ends short of Going-to-the-Sun Road/);
    expect(short).toContain(` The day's drive ends where the road open ${open} ends, not at the place itself.`);
    expect(inPark).toBe(
      short
        .replace(/^Ends short of /, 'In the park, ')
        .replace(
          ` The day's drive ends where the road open ${open} ends, not at the place itself.`,
          ` The day's drive reaches the park; that road is not open ${open}.`,
        ),
    );
  });

  it('keeps what follows the first sentence: a reported row says so after the park', () => {
    const ends = endsShortOf({ ...gtts, confirmed: false, reportedBy: 'a travel page' }, {}, 'date');
    expect(noteText(shortOfParts(ends, true))).toMatch(/that road is not open on that date\. Reported, not confirmed/);
  });
});
