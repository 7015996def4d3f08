import { describe, expect, it } from 'vitest';
import type { RestrictedSegment } from './restricted-segments';
import {
  avoidedNote,
  conditionNote,
  feetText,
  loadRestrictedSegments,
  restrictedSegmentSchema,
  segmentRule,
  unavoidableNote,
} from './restricted-segments';
import { builtinRoute } from './builtin';

// Each rule of the restrictions table, read from the bundled rows themselves.
const segments = loadRestrictedSegments();
const row = (id: string): RestrictedSegment => segments.find((s) => s.id === id)!;

describe('how a restriction applies to a rig', () => {
  it('keeps every rig off a closed segment', () => {
    expect(segmentRule(row('francis-scott-key-bridge'), {})).toBe('avoid');
    expect(segmentRule(row('francis-scott-key-bridge'), { propaneOnBoard: false, lengthFeet: 15 })).toBe('avoid');
  });

  it('keeps a propane rig off a banning tunnel, drives an advisory one, and leaves a rig without propane alone', () => {
    expect(segmentRule(row('holland-tunnel'), { propaneOnBoard: true })).toBe('avoid');
    expect(segmentRule(row('holland-tunnel'), { propaneOnBoard: false })).toBe('none');
    expect(segmentRule(row('hampton-roads-bridge-tunnel'), { propaneOnBoard: true })).toBe('notice');
    expect(segmentRule(row('hampton-roads-bridge-tunnel'), { propaneOnBoard: false })).toBe('none');
    const valves = { ...row('hampton-roads-bridge-tunnel'), applies: 'valves-shut' as const };
    expect(segmentRule(valves, { propaneOnBoard: true })).toBe('notice');
    expect(conditionNote(valves, { propaneOnBoard: true })).toMatch(/propane is allowed with the valves shut/);
  });

  it('warns every rig, whatever its size or fuel, of a parkway closed to commercial vehicles; a banning one keeps every rig off', () => {
    const parkway = row('henry-hudson-parkway');
    expect(parkway).toMatchObject({ restriction: 'rig', applies: 'advisory', road: 'NY-9A' });
    for (const rig of [{}, { rvType: 'class-b' as const, propaneOnBoard: false, lengthFeet: 19, heightFeet: 8 }, { propaneOnBoard: true }])
      expect(segmentRule(parkway, rig)).toBe('notice');
    expect(conditionNote(parkway, {})).toMatch(
      /^On this drive, the Henry Hudson Parkway \(NY-9A\): New York City does not permit commercial vehicles on it .*\(New York City Department of Transportation\)\. Reported, not confirmed/,
    );
    expect(segmentRule({ ...parkway, applies: 'banned' }, { lengthFeet: 19 })).toBe('avoid');
  });

  it('keeps a rig over a size limit off, at the limit too where the rule says "or longer"', () => {
    const carey = row('hugh-l-carey-tunnel');
    expect(segmentRule(carey, { heightFeet: 12.5 })).toBe('avoid');
    expect(segmentRule(carey, { heightFeet: 12.08 })).toBe('none');
    // Without sizes, the RV type's typical rig: a Class A is 12.5 ft high, a Class C 11.5 ft.
    expect(segmentRule(carey, { rvType: 'class-a' })).toBe('avoid');
    expect(segmentRule(carey, { rvType: 'class-c' })).toBe('none');
    const pass = row('independence-pass');
    expect(segmentRule(pass, { lengthFeet: 35 })).toBe('avoid');
    expect(segmentRule(pass, { lengthFeet: 34.5 })).toBe('none');
    expect(segmentRule(row('going-to-the-sun-road'), { lengthFeet: 22 })).toBe('avoid');
    expect(segmentRule(row('going-to-the-sun-road'), { lengthFeet: 20, widthFeet: 8.5 })).toBe('avoid');
    expect(segmentRule(row('going-to-the-sun-road'), { lengthFeet: 20, heightFeet: 9 })).toBe('none');
    expect(avoidedNote(pass, { lengthFeet: 38 })).toBe(
      "Avoided Independence Pass (CO-82): your rig is 38 ft long, and vehicles and combinations 35 ft or longer are prohibited between mile points 47.2 and 84.2 (Colorado Department of Transportation). Reported, not confirmed on the agency's own page: check before you go.",
    );
  });

  it('tells a rig at the escort sizes of the escort and fee, and a rig of unknown width that it may need one', () => {
    const zion = row('zion-mount-carmel-tunnel');
    expect(segmentRule(zion, { heightFeet: 13.5 })).toBe('avoid');
    expect(segmentRule(zion, { heightFeet: 12, widthFeet: 7.5 })).toBe('notice');
    expect(segmentRule(zion, { heightFeet: 10, widthFeet: 8 })).toBe('notice');
    expect(segmentRule(zion, { heightFeet: 10, widthFeet: 7.5 })).toBe('none');
    expect(conditionNote(zion, { heightFeet: 12, widthFeet: 7.5 })).toMatch(
      /^On this drive, the Zion-Mount Carmel Tunnel \(UT-9\): your rig is 12 ft high, so it needs an escort and a \$15 tunnel permit: /,
    );
    expect(conditionNote(zion, { heightFeet: 10 })).toMatch(
      /a rig 7 ft 10 in wide or wider needs an escort and a \$15 tunnel permit/,
    );
  });

  it('says feet and inches as signs do', () => {
    expect(feetText(12.08)).toBe('12 ft 1 in');
    expect(feetText(11.33)).toBe('11 ft 4 in');
    expect(feetText(35)).toBe('35 ft');
    expect(feetText(9.99)).toBe('10 ft');
  });

  it('refuses a row whose rule is incomplete', () => {
    const base = { ...row('hugh-l-carey-tunnel') };
    expect(restrictedSegmentSchema.safeParse(base).success).toBe(true);
    expect(restrictedSegmentSchema.safeParse({ ...base, limits: undefined }).success).toBe(false);
    expect(restrictedSegmentSchema.safeParse({ ...base, applies: 'escort-fee' }).success).toBe(false);
    expect(restrictedSegmentSchema.safeParse({ ...base, checked: 'last week' }).success).toBe(false);
  });
});

describe('a segment no road gets around', () => {
  it('is driven, and the day says so with the rig and the rule, for a 40 ft rig from Leadville to Aspen', () => {
    // Our network has no Roaring Fork valley road into Aspen: the pass is the only way in.
    const leadville = { latitude: 39.25082, longitude: -106.29252 };
    const aspen = { latitude: 39.1911, longitude: -106.81754 };
    const p = builtinRoute([leadville, aspen], { profile: 'fastest', rvType: 'fifth-wheel', lengthFeet: 40 });
    expect(p.restrictions?.map((r) => [r.id, r.kind])).toEqual([['independence-pass', 'passes']]);
    expect(p.restrictions?.[0].note).toBe(unavoidableNote(row('independence-pass'), { lengthFeet: 40 }));
    expect(p.restrictions?.[0].note).toMatch(/^This drive goes through Independence Pass \(CO-82\) because our road network has no way around it: your rig is 40 ft long/);
    expect(builtinRoute([leadville, aspen], { profile: 'fastest', rvType: 'fifth-wheel', lengthFeet: 30 }).restrictions).toBeUndefined();
  });
});
