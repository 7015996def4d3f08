import { describe, expect, it } from 'vitest';
import type { RestrictedSegment } from './restricted-segments';
import {
  avoidedNote,
  conditionNote,
  loadRestrictedSegments,
  restrictedSegmentSchema,
  segmentRule,
} from './restricted-segments';
import { builtinRoute } from './builtin';

// A car a motorhome tows (the rig's towingCar), as each row's own rule names it: banned, counted in
// the combination's length, or the row's only concern; a row whose words name none ignores it.
const segments = loadRestrictedSegments();
const row = (id: string): RestrictedSegment => segments.find((s) => s.id === id)!;
const van = { rvType: 'class-b', lengthFeet: 19, heightFeet: 9, widthFeet: 7 } as const;
const towing = { ...van, towingCar: true } as const;

describe('a towed car on a row whose rule counts vehicle combinations', () => {
  it("drives a 19 ft van towing a car on Going-to-the-Sun Road with the combination's limit said; alone, nothing", () => {
    const gtsr = row('going-to-the-sun-road');
    expect(gtsr.towedCar).toBe('counted');
    expect(segmentRule(gtsr, van)).toBe('none');
    expect(segmentRule(gtsr, towing)).toBe('notice');
    expect(conditionNote(gtsr, towing)).toMatch(
      /your rig tows a car, and the limit counts the combination: with the car hooked up, motorhome and car together must be at most 21 ft, so unless they are, unhook the car/,
    );
  });

  it('keeps off a motorhome whose own length is at the limit: with any car it is over', () => {
    const gtsr = row('going-to-the-sun-road');
    const at21 = { ...towing, lengthFeet: 21 };
    expect(segmentRule(gtsr, { ...at21, towingCar: false })).toBe('none');
    expect(segmentRule(gtsr, at21)).toBe('avoid');
    expect(avoidedNote(gtsr, at21)).toMatch(/your rig is 21 ft long before the car it tows, and vehicles and combinations longer than 21 ft/);
  });

  it("holds a towed car to Independence Pass's limit (35 ft or longer barred) and to Zion's 50 ft combination", () => {
    const pass = row('independence-pass');
    const classC = { rvType: 'class-c', lengthFeet: 28, heightFeet: 11 } as const;
    expect(segmentRule(pass, classC)).toBe('none');
    expect(segmentRule(pass, { ...classC, towingCar: true })).toBe('notice');
    expect(conditionNote(pass, { ...classC, towingCar: true })).toMatch(/motorhome and car together must be shorter than 35 ft/);
    const zion = row('zion-mount-carmel-highway');
    const classA = { rvType: 'class-a', lengthFeet: 32, heightFeet: 11, widthFeet: 7.5 } as const;
    expect(segmentRule(zion, classA)).toBe('none');
    expect(conditionNote(zion, { ...classA, towingCar: true })).toMatch(/motorhome and car together must be at most 50 ft/);
  });

  it("leaves a trailer's own rules as they were: a trailer tows no car", () => {
    const trailer = { rvType: 'travel-trailer', lengthFeet: 20, heightFeet: 9 } as const;
    for (const id of ['going-to-the-sun-road', 'independence-pass', 'mesa-verde-beyond-morefield'])
      expect(segmentRule(row(id), { ...trailer, towingCar: true })).toBe(segmentRule(row(id), trailer));
  });
});

describe('a towable on a row whose limit counts combinations (its tow vehicle counts)', () => {
  const trailer = (lengthFeet: number) => ({ rvType: 'travel-trailer', lengthFeet, heightFeet: 9, widthFeet: 7.5 }) as const;

  it('drives a trailer shorter than the limit with what the combination must be, and keeps off one at it', () => {
    const pass = row('independence-pass');
    expect(segmentRule(pass, trailer(28))).toBe('notice');
    expect(conditionNote(pass, trailer(28))).toMatch(
      /the limit counts the combination: your travel trailer and its tow vehicle together must be shorter than 35 ft, so unless they are, leave the travel trailer at camp/,
    );
    const fifth = { ...trailer(35), rvType: 'fifth-wheel' } as const;
    expect(segmentRule(pass, fifth)).toBe('avoid');
    const gtsr = row('going-to-the-sun-road');
    expect(segmentRule(gtsr, trailer(18))).toBe('notice');
    expect(conditionNote(gtsr, trailer(18))).toMatch(/your travel trailer and its tow vehicle together must be at most 21 ft/);
    // At 21 ft the trailer alone is within "longer than 21 ft", but with any tow vehicle it is over.
    expect(segmentRule(gtsr, trailer(21))).toBe('avoid');
    expect(avoidedNote(gtsr, trailer(21))).toMatch(/your rig is 21 ft long before its tow vehicle, and vehicles and combinations longer than 21 ft/);
  });

  it("leaves a row with its own combination limit as it was (Zion's 50 ft), and a motorhome without a car alone", () => {
    const zion = row('zion-mount-carmel-highway');
    expect(conditionNote(zion, trailer(24))).toMatch(/with the tow vehicle, the whole rig must be 50 ft long or less/);
    expect(conditionNote(zion, trailer(24))).not.toMatch(/leave the travel trailer at camp/);
    expect(segmentRule(row('independence-pass'), { ...trailer(28), rvType: 'class-c' })).toBe('none');
  });

  it('routes a short trailer over Going-to-the-Sun Road with the note, and a 21 ft one round it', () => {
    const westGlacier = { latitude: 48.5005, longitude: -113.9855 };
    const stMary = { latitude: 48.7447, longitude: -113.4386 };
    const short = builtinRoute([westGlacier, stMary], { profile: 'fastest', ...trailer(18), date: '2027-07-20' });
    expect(short.restrictions?.map((r) => [r.id, r.kind])).toEqual([['going-to-the-sun-road', 'condition']]);
    const at21 = builtinRoute([westGlacier, stMary], { profile: 'fastest', ...trailer(21), date: '2027-07-20' });
    expect(at21.miles).toBeGreaterThan(short.miles * 1.3);
    expect(at21.restrictions?.find((r) => r.id === 'going-to-the-sun-road')?.note).toMatch(/^Avoided Going-to-the-Sun Road.*21 ft long before its tow vehicle/);
  });
});

describe('a towed car on a row whose rule bans towed vehicles', () => {
  it('keeps a motorhome towing a car off Mesa Verde beyond Morefield and the Merritt Parkway, and says why', () => {
    const mesa = row('mesa-verde-beyond-morefield');
    const classA = { rvType: 'class-a', lengthFeet: 35, heightFeet: 12 } as const;
    expect(segmentRule(mesa, classA)).toBe('none');
    expect(segmentRule(mesa, { ...classA, towingCar: true })).toBe('avoid');
    expect(avoidedNote(mesa, { ...classA, towingCar: true })).toMatch(
      /your rig tows a car, and trailers and towed vehicles are prohibited past Morefield Campground/,
    );
    const merritt = row('merritt-wilbur-cross-parkways');
    const small = { rvType: 'class-b', lengthFeet: 18, heightFeet: 7, widthFeet: 7 } as const;
    expect(segmentRule(merritt, small)).toBe('none');
    expect(segmentRule(merritt, { ...small, towingCar: true })).toBe('avoid');
  });

  it("carries Mesa Verde's rule for trailers and towed cars in one row, in the words the park's rule is reported in", () => {
    expect(segments.filter((s) => s.road === 'Mesa Verde Main Park Road').map((s) => s.id)).toEqual([
      'mesa-verde-beyond-morefield',
    ]);
    const mesa = row('mesa-verde-beyond-morefield');
    expect(mesa.reason).toBe('trailers and towed vehicles are prohibited past Morefield Campground');
    expect(segmentRule(mesa, { rvType: 'travel-trailer', lengthFeet: 16 })).toBe('avoid');
    expect(segmentRule(mesa, { rvType: 'class-a', lengthFeet: 35, towingCar: true })).toBe('avoid');
    expect(segmentRule(mesa, { rvType: 'class-a', lengthFeet: 35 })).toBe('none');
  });

  it("keeps a trailer within every size limit off Connecticut's parkways, which bar trailers, and says why", () => {
    const merritt = row('merritt-wilbur-cross-parkways');
    expect(merritt.trailers).toBe('banned');
    const teardrop = { rvType: 'travel-trailer', lengthFeet: 12, heightFeet: 6, widthFeet: 6 } as const;
    expect(segmentRule(merritt, teardrop)).toBe('avoid');
    expect(avoidedNote(merritt, teardrop)).toMatch(
      /your rig is a travel trailer, and Connecticut's parkways bar trailers and towed vehicles/,
    );
    expect(segmentRule(merritt, { ...teardrop, rvType: 'class-b' })).toBe('none');
    // Where the row's rule names no trailers, a small one within its limits drives it.
    expect(segmentRule(row('going-to-the-sun-road'), { ...teardrop, lengthFeet: 10 })).toBe('notice');
  });

  it('ignores a towed car where the rule names none (vehicles pulling trailers on Old Fall River Road)', () => {
    const trailers = row('old-fall-river-road-trailers');
    expect(trailers.towedCar).toBeUndefined();
    expect(segmentRule(trailers, { rvType: 'class-b', lengthFeet: 19, towingCar: true })).toBe('none');
  });

  it('refuses a row counting a towed car without a length limit', () => {
    const bad = { ...row('mesa-verde-beyond-morefield'), towedCar: 'counted' };
    expect(restrictedSegmentSchema.safeParse(bad).success).toBe(false);
  });
});

describe('the bundled router with a towed car', () => {
  const westGlacier = { latitude: 48.5005, longitude: -113.9855 };
  const stMary = { latitude: 48.7447, longitude: -113.4386 };
  // park-roads.json's places: Mesa Verde entrance (US-160), Chapin Mesa (park headquarters).
  const entrance = { latitude: 37.3382, longitude: -108.40175 };
  const chapinMesa = { latitude: 37.1845, longitude: -108.4886 };

  it('drives Going-to-the-Sun Road with a towed car, saying what the combination must be', () => {
    const alone = builtinRoute([westGlacier, stMary], { profile: 'fastest', ...van, date: '2027-07-20' });
    expect(alone.restrictions ?? []).toEqual([]);
    const towed = builtinRoute([westGlacier, stMary], { profile: 'fastest', ...towing, date: '2027-07-20' });
    expect(towed.miles).toBeCloseTo(alone.miles, 1);
    expect(towed.restrictions?.map((r) => [r.id, r.kind])).toEqual([['going-to-the-sun-road', 'condition']]);
  });

  it("ends a motorhome towing a car at Morefield's turn, one without a car at Chapin Mesa", () => {
    const classA = { profile: 'fastest', rvType: 'class-a', lengthFeet: 35, heightFeet: 12 } as const;
    const alone = builtinRoute([entrance, chapinMesa], classA);
    expect(alone.shortOf ?? []).toEqual([]);
    const towed = builtinRoute([entrance, chapinMesa], { ...classA, towingCar: true });
    expect(towed.shortOf).toEqual([1]);
    expect(towed.miles).toBeLessThan(alone.miles / 3);
    expect(towed.restrictions?.find((r) => r.id === 'mesa-verde-beyond-morefield')?.note).toMatch(
      /^Ends short of Mesa Verde's main park road beyond Morefield Campground .*your rig tows a car, and trailers and towed vehicles/,
    );
  });
});
