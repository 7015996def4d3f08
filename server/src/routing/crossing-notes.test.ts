import { describe, expect, it } from 'vitest';
import { isRoadRuleText } from '@shared/plan/day-texts';
import { steeredAvoidedNote, steeredAvoidedParts, steeredDrivenNote, steeredDrivenParts } from './advisory-rules';
import { mergeCrossings, mergedNote } from './crossing-notes';
import type { NoteParts } from './note-parts';
import { noteText } from './note-parts';
import type { RestrictedSegment, RigRequest } from './restricted-segments';
import {
  avoidedNote,
  avoidedParts,
  conditionNote,
  conditionParts,
  endsShortNote,
  endsShortParts,
  sharedRestrictedSegments,
  unavoidableNote,
  unavoidableParts,
} from './restricted-segments';
import { roadLegSummaries } from './road-work';

// One crossing met on one leg is said once, with every reason and every source: a 12 ft 6 in rig
// with propane was told of the Hugh L. Carey Tunnel twice (its clearance, and propane), both true.
const rows = sharedRestrictedSegments();
const row = (id: string) => rows.find((s) => s.id === id)!;
const rig = { rvType: 'class-a' as const, propaneOnBoard: true, lengthFeet: 45, heightFeet: 13.5, widthFeet: 8.5 };
const JERSEY_CITY = { latitude: 40.7178, longitude: -74.0431 };
const HEMPSTEAD = { latitude: 40.7062, longitude: -73.6187 };
type Of<R> = (s: RestrictedSegment, req: RigRequest) => R;
/** Every note a road row is said in, as text and as parts. */
const FORMS: Array<[Of<string>, Of<NoteParts | undefined>]> = [
  [avoidedNote, avoidedParts],
  [endsShortNote, endsShortParts],
  [(s, req) => endsShortNote(s, req, 'date'), (s, req) => endsShortParts(s, req, 'date')],
  [conditionNote, conditionParts],
  [unavoidableNote, unavoidableParts],
  [steeredAvoidedNote, steeredAvoidedParts],
  [steeredDrivenNote, steeredDrivenParts],
];

describe("one crossing's notes in one sentence", () => {
  it("makes every road row's every note of its lead, reason, source and what follows, and says it alone as the merge says it", () => {
    for (const s of rows.filter((r) => !r.ferry))
      for (const [note, parts] of FORMS.map(([text, of]) => [text(s, rig), of(s, rig)] as const)) {
        expect(parts, note).toBeDefined();
        expect(noteText(parts!)).toBe(note);
        expect(parts).toMatchObject({ why: expect.any(String), agency: s.authority, reported: !s.confirmed });
        // One row, or the same row twice, merged: its own note, word for word.
        expect(mergedNote([parts!])).toBe(note);
        expect(mergedNote([parts!, parts!])).toBe(note);
      }
  });

  it("gives the Hugh L. Carey Tunnel's clearance and propane in one note, each with its source, and says which is unconfirmed", () => {
    const [size, propane] = [row('hugh-l-carey-tunnel'), row('hugh-l-carey-tunnel-propane')];
    const req = { ...rig, heightFeet: 12.5 };
    const note = mergedNote([avoidedParts(size, req), avoidedParts(propane, req)]);
    expect(note).toBe(
      "Avoided the Hugh L. Carey Tunnel (I-478): your rig is 12 ft 6 in high, and its clearance is 12 ft 1 in (MTA Bridges and Tunnels); and propane is reported barred from the MTA tunnels (MTA Bridges and Tunnels; reported, not confirmed on the agency's own page: check before you go).",
    );
    expect(isRoadRuleText(note)).toBe(true);
    // Rows met on other legs, or another way, keep their own notes; a ferry's note is left alone.
    const merged = mergeCrossings([
      { row: { note: avoidedNote(size, req) }, parts: avoidedParts(size, req), key: '1|avoided' },
      { row: { note: avoidedNote(propane, req) }, parts: avoidedParts(propane, req), key: '1|avoided' },
      { row: { note: avoidedNote(propane, req) }, parts: avoidedParts(propane, req), key: '2|avoided' },
    ]);
    expect(merged.map((r) => r.note)).toEqual([note, note, avoidedNote(propane, req)]);
  });

  it('tells a 12 ft 6 in propane rig of the Hugh L. Carey Tunnel once a leg, out and back, with both reasons', () => {
    const legs = roadLegSummaries([JERSEY_CITY, HEMPSTEAD, JERSEY_CITY], 'class-a', {
      rig: { lengthFeet: 38, heightFeet: 12.5, propaneOnBoard: true },
    });
    for (const leg of legs) {
      const carey = leg.notes.filter((n) => n.includes('Hugh L. Carey'));
      expect(carey).toHaveLength(1);
      expect(carey[0]).toMatch(/^Avoided the Hugh L\. Carey Tunnel \(I-478\): your rig is 12 ft 6 in high, .*; and propane is reported barred/);
      expect(leg.notes).toContainEqual(expect.stringMatching(/^Avoided the Holland Tunnel \(I-78\): propane/));
    }
  });

  it("says when a propane rig's drive to Logan Airport goes round Boston's tunnels by the city's own roads, and not on a through drive", () => {
    const terms = { rig: { lengthFeet: 38, heightFeet: 12, propaneOnBoard: true } };
    const city = /This drive starts or ends within 7 miles of it, where only the city's own roads go round it/;
    const [toLogan] = roadLegSummaries([{ latitude: 42.3601, longitude: -71.0589 }, { latitude: 42.3656, longitude: -71.0096 }], 'class-a', terms);
    expect(toLogan.notes).toContainEqual(expect.stringMatching(city));
    const [through] = roadLegSummaries([{ latitude: 41.824, longitude: -71.4128 }, { latitude: 43.0718, longitude: -70.7626 }], 'class-a', terms);
    expect(through.notes).toContainEqual(expect.stringMatching(/^Avoided the Thomas P\. O'Neill Jr\. Tunnel/));
    expect(through.notes.filter((n) => city.test(n))).toEqual([]);
  });
});
