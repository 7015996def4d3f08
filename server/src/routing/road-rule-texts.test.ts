import { describe, expect, it } from 'vitest';
import { isRoadRuleText, ROAD_STOPS_NOT_REPLANNED, stayDayNote, stayHereNote } from '@shared/plan/day-texts';
import { sharedRoadRules } from './road-ferries';
import { sharedSeasonTables } from './seasons';
import {
  passAvoidedNote,
  passDrivenNote,
  roadClosedNote,
  roadClosedUnavoidableNote,
  roadUncertainNote,
  winterPassNote,
} from './core/seasons';
import {
  avoidedNote,
  conditionNote,
  endsShortNote,
  passesNote,
  unavoidableNote,
} from './restricted-segments';

// A re-routed day (a park swap) replaces the sentences the router wrote about its old leg by the new
// leg's (client reroute-to-park.ts): every writer's sentence, for every row of the tables, is known
// as one, and the day's other sentences are not.
describe('isRoadRuleText', () => {
  const rigs = [
    { rvType: 'class-a' as const, propaneOnBoard: true, lengthFeet: 45, heightFeet: 13.5 },
    { rvType: 'class-b' as const, propaneOnBoard: false, lengthFeet: 20, heightFeet: 9 },
  ];

  it("knows every restricted segment's and ferry's sentences", () => {
    for (const s of sharedRoadRules())
      for (const req of rigs) {
        const texts = [
          avoidedNote(s, req),
          endsShortNote(s, req),
          endsShortNote(s, req, 'date'),
          conditionNote(s, req),
          conditionNote(s, { ...req, date: '2027-05-01' }),
          unavoidableNote(s, req),
          passesNote(s, 'Mapbox Directions'),
        ];
        for (const t of texts) expect(isRoadRuleText(t), t).toBe(true);
      }
  });

  it("knows every pass's and seasonal road's sentences", () => {
    const tables = sharedSeasonTables();
    for (const p of tables.passes) {
      const law = tables.chainLaws[p.state];
      for (const asked of [true, false])
        for (const t of [
          passAvoidedNote(p, asked),
          passAvoidedNote(p, asked, { overMiles: 40, overHours: 1, roundMiles: 60, roundHours: 1.4 }),
          passAvoidedNote(p, asked, { overMiles: 40, overHours: 1, roundMiles: 200, roundHours: 4 }),
          passDrivenNote(p, law, asked),
          passDrivenNote(p, law, asked, 'start'),
          winterPassNote(p, law, asked),
        ])
          expect(isRoadRuleText(t), t).toBe(true);
    }
    for (const r of tables.roads)
      for (const t of [roadClosedNote(r), roadClosedUnavoidableNote(r), roadUncertainNote(r)])
        expect(isRoadRuleText(t), t).toBe(true);
  });

  it("does not take the day's other sentences for the router's", () => {
    for (const t of [
      stayHereNote(3),
      stayDayNote(2, 3, 'Yosemite Lakes RV Resort'),
      ROAD_STOPS_NOT_REPLANNED,
      'A long day: 7 h 10 min of driving.',
      'Passes through Lee Vining.',
      "Avoid highways: no road in our network gets around I-80 on this day's drive (about 12 miles of Interstate).",
      'Fuel: Pilot Travel Center at mile 120.',
      'Tioga Road is closed in winter, so the scenic drive is not offered.',
    ])
      expect(isRoadRuleText(t), t).toBe(false);
  });

  it('begins a seasonal road\'s uncertain-weeks note with a capital when its name begins with a small "the"', () => {
    const beartooth = sharedSeasonTables().roads.find((r) => r.name === 'the Beartooth Highway');
    expect(beartooth).toBeDefined();
    const note = roadUncertainNote(beartooth!);
    expect(note).toMatch(/^The Beartooth Highway \(US-212\) usually opens about/);
    expect(isRoadRuleText(note)).toBe(true);
  });
});
