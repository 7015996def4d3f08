import { describe, expect, it } from 'vitest';
import { ferrySegment, loadRoadFerries } from './road-ferries';
import { avoidedNote, conditionNote, segmentRule, unavoidableNote } from './restricted-segments';

// A rig that tows a car, or a trailer with its tow vehicle, boards a road ferry as one combined
// length: held to the ferry's length limit together, and told that the space and any fare by length
// are for the whole rig, with what the operator's page says of it.
const ferries = loadRoadFerries();
const ferry = (id: string) => ferrySegment(ferries.find((f) => f.id === id)!);
const classA = { rvType: 'class-a', lengthFeet: 40, heightFeet: 12.5 } as const;

describe('a ferry and a rig that tows', () => {
  it('tells a motorhome towing a car that the ferry takes them as one length, within its limit, and says nothing to one alone', () => {
    const hatteras = ferry('hatteras-ocracoke');
    expect(segmentRule(hatteras, { ...classA, towingCar: true })).toBe('notice');
    const towed = conditionNote(hatteras, { ...classA, towingCar: true });
    expect(towed).toMatch(/^Ferry: the Hatteras-Ocracoke ferry/);
    expect(towed).toContain(
      "Your rig tows a car: the motorhome and the car must be at most 65 ft long together (the ferry's limit), and board as one combined length, so the space to book and any fare by length are for the whole rig (unhooked, the car is a second vehicle with its own fare): measure it before you go.",
    );
    expect(conditionNote(hatteras, classA)).not.toMatch(/Your rig/);
  });

  it('keeps off a motorhome at the limit by itself when it tows a car, and lets it board alone', () => {
    const hatteras = ferry('hatteras-ocracoke');
    const long = { ...classA, lengthFeet: 65 };
    expect(segmentRule(hatteras, long)).toBe('notice');
    expect(segmentRule(hatteras, { ...long, towingCar: true })).toBe('avoid');
    expect(unavoidableNote(hatteras, { ...long, towingCar: true })).toContain('your rig is 65 ft long before the car it tows');
  });

  it("holds a trailer and its tow vehicle together, and adds the operator's own words where its page gives them", () => {
    const capeMay = ferry('cape-may-lewes');
    const trailer = { rvType: 'travel-trailer', lengthFeet: 30, heightFeet: 11 } as const;
    const note = conditionNote(capeMay, trailer);
    expect(note).toContain(
      "Your rig is a travel trailer: it and its tow vehicle must be under 100 ft long together (the ferry's limit), and board as one combined length",
    );
    expect(note).toContain(
      'Delaware River and Bay Authority: a vehicle\'s length is taken from its front bumper to the back of whatever it tows, trailers included',
    );
    expect(note).not.toContain('unhooked');
  });

  it('says the combined length where a ferry gives no length limit', () => {
    const caveInRock = ferry('cave-in-rock');
    const note = conditionNote(caveInRock, { ...classA, towingCar: true });
    expect(note).toContain(
      'Your rig tows a car: the motorhome and the car board as one combined length, so the space to book and any fare by length are for the whole rig',
    );
    expect(segmentRule(caveInRock, { ...classA, lengthFeet: 70, towingCar: true })).toBe('notice');
  });

  it('names the car when a long motorhome towing one is sent round a ferry', () => {
    const aransas = ferry('port-aransas');
    expect(segmentRule(aransas, { ...classA, lengthFeet: 70, towingCar: true })).toBe('notice');
    expect(avoidedNote(ferry('hatteras-ocracoke'), { ...classA, lengthFeet: 66, towingCar: true })).toMatch(
      /your rig is 66 ft long, and the ferry's published limits are/,
    );
  });
});
