import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RestrictedSegment } from './restricted-segments';
import {
  avoidedNote,
  conditionNote,
  feetText,
  loadRestrictedSegments,
  RESTRICTED_SEGMENTS_FILE,
  restrictedSegmentSchema,
  segmentRule,
  endsShortNote,
  unavoidableNote,
} from './restricted-segments';
import { builtinHoursFromRoad, builtinRoute } from './builtin';

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

  it('keeps only the RV types a rig rule names off its road, and every type when it names none', () => {
    const parkway = row('henry-hudson-parkway');
    const trailers = { ...parkway, applies: 'banned' as const, rvTypes: ['travel-trailer' as const, 'fifth-wheel' as const] };
    expect(segmentRule(trailers, { rvType: 'travel-trailer', lengthFeet: 16 })).toBe('avoid');
    expect(segmentRule(trailers, { rvType: 'fifth-wheel' })).toBe('avoid');
    expect(segmentRule(trailers, { rvType: 'class-a', lengthFeet: 40 })).toBe('none');
    expect(segmentRule(trailers, { rvType: 'class-b' })).toBe('none');
    // A request with no RV type is taken as concerned.
    expect(segmentRule(trailers, {})).toBe('avoid');
    expect(segmentRule({ ...parkway, applies: 'banned' }, { rvType: 'class-b' })).toBe('avoid');
  });

  it("tells only the RV types a size row names, over its length: the Chisos Basin Road's 24 ft for motorhomes, 20 ft for trailers", () => {
    const motorhomes = row('chisos-basin-road-motorhomes');
    const trailers = row('chisos-basin-road-trailers');
    // Advisories: a longer rig is told, never kept off.
    expect(segmentRule(motorhomes, { rvType: 'class-a', lengthFeet: 30 })).toBe('notice');
    expect(segmentRule(motorhomes, { rvType: 'class-c', lengthFeet: 22 })).toBe('none');
    expect(segmentRule(motorhomes, { rvType: 'travel-trailer', lengthFeet: 22 })).toBe('none');
    expect(segmentRule(trailers, { rvType: 'travel-trailer', lengthFeet: 22 })).toBe('notice');
    expect(segmentRule(trailers, { rvType: 'fifth-wheel', lengthFeet: 18 })).toBe('none');
    expect(segmentRule(trailers, { rvType: 'class-c', lengthFeet: 22 })).toBe('none');
    // A request with no RV type is taken as concerned by both.
    expect(segmentRule(trailers, { lengthFeet: 22 })).toBe('notice');
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
      "Avoided Independence Pass (CO-82): your rig is 38 ft long, and vehicles and combinations 35 ft or longer are prohibited between mile points 47.2 and 84.2 (Colorado Department of Transportation).",
    );
    // A row read only in a secondary source says so (Fort Pitt's clearance is Wikipedia's).
    expect(avoidedNote(row('fort-pitt-tunnel'), { heightFeet: 14 })).toMatch(
      / Reported, not confirmed on the agency's own page: check before you go\.$/,
    );
  });

  // Zion-Mount Carmel Highway since 7 June 2026 (nps.gov/zion/planyourvisit/large-vehicles.htm):
  // over 35 ft 9 in long, 7 ft 10 in wide or 11 ft 4 in high, and combinations over 50 ft or with a
  // trailer over 26 ft from hitch to rear axle, may not drive it (the old escort and $15 permit gone).
  it('keeps a rig over the Zion-Mount Carmel Highway\'s length, height or width off it, and holds a trailer to the combination limits', () => {
    const zion = row('zion-mount-carmel-highway');
    expect(zion.applies).toBe('banned');
    expect(zion.escort).toBeUndefined();
    const van = { rvType: 'class-b' as const, widthFeet: 7.5 };
    expect(segmentRule(zion, { ...van, lengthFeet: 35.75, heightFeet: 11.33 })).toBe('none');
    expect(segmentRule(zion, { ...van, lengthFeet: 36, heightFeet: 10 })).toBe('avoid');
    expect(segmentRule(zion, { ...van, lengthFeet: 24, heightFeet: 11.5 })).toBe('avoid');
    expect(segmentRule(zion, { ...van, lengthFeet: 24, heightFeet: 10, widthFeet: 7.9 })).toBe('avoid');
    expect(avoidedNote(zion, { ...van, lengthFeet: 24, heightFeet: 12 })).toMatch(
      /^Avoided the Zion-Mount Carmel Highway \(UT-9\): your rig is 12 ft high, and since 7 June 2026 the park bars .* \(Zion National Park \(National Park Service\)\)\.$/,
    );
    // A towable's length is the trailer's own: a 40 ft trailer is not held to the single vehicle's
    // 35 ft 9 in, only to the combination's 50 ft overall (over it alone at 52 ft).
    const trailer = { rvType: 'travel-trailer' as const, widthFeet: 7.5, heightFeet: 10 };
    expect(segmentRule(zion, { ...trailer, lengthFeet: 40 })).toBe('notice');
    expect(segmentRule(zion, { ...trailer, lengthFeet: 52 })).toBe('avoid');
    expect(conditionNote(zion, { ...trailer, lengthFeet: 30 })).toMatch(
      /measure your trailer from hitch to rear axle: over 26 ft it may not drive this road; with the tow vehicle, the whole rig must be 50 ft long or less \(Zion/,
    );
    // A 24 ft trailer is within 26 ft from hitch to axle whatever its overhang: only the overall length is left to check.
    expect(conditionNote(zion, { ...trailer, lengthFeet: 24 })).not.toMatch(/hitch to rear axle: over/);
    // Without the usual-width rule, a trailer of no given width is still told the combination to check.
    const asIfOther = { ...zion, unknownWidth: undefined };
    expect(segmentRule(asIfOther, { rvType: 'travel-trailer', lengthFeet: 24, heightFeet: 10 })).toBe('notice');
  });

  it('takes a rig of no given width at its type\'s usual 8 ft on the Zion highway, and tells a van to measure', () => {
    const zion = row('zion-mount-carmel-highway');
    // The walk's rig: a 32 ft travel trailer, 10 ft 6 in high, no width.
    const tt = { rvType: 'travel-trailer' as const, lengthFeet: 32, heightFeet: 10.5 };
    expect(segmentRule(zion, tt)).toBe('avoid');
    expect(avoidedNote(zion, tt)).toMatch(
      /\(Zion National Park \(National Park Service\)\)\. Your rig's width was not given: a travel trailer is usually 8 ft wide or more, over the 7 ft 10 in limit \(mirrors count\)\. If yours is narrower and within the other limits, it may drive this road: measure it\.$/,
    );
    // The same trailer measured at 7 ft 8 in is within the width, and is told what else to measure.
    expect(segmentRule(zion, { ...tt, widthFeet: 7.67 })).toBe('notice');
    for (const rvType of ['class-a', 'class-c', 'fifth-wheel'] as const)
      expect(segmentRule(zion, { rvType, lengthFeet: 30, heightFeet: 10 }), rvType).toBe('avoid');
    // A van has no usual width: it drives the highway, told to measure.
    expect(segmentRule(zion, { rvType: 'class-b', lengthFeet: 21, heightFeet: 9.5 })).toBe('notice');
    expect(conditionNote(zion, { rvType: 'class-b' })).toMatch(
      /^On this drive, the Zion-Mount Carmel Highway \(UT-9\): since 7 June 2026 .*; measure your rig's width, mirrors included: over 7 ft 10 in it may not drive this road \(Zion National Park \(National Park Service\)\)\.$/,
    );
    // Its source is the park's own page: no "not confirmed" tail.
    expect(zion.sourceUrl).toBe('https://www.nps.gov/zion/planyourvisit/large-vehicles.htm');
    expect(zion.confirmed).toBe(true);
    expect(avoidedNote(zion, tt)).not.toMatch(/Reported, not confirmed/);
  });

  it('tells a rig at the escort sizes of the escort and fee, and a rig of unknown width that it may need one (a row with an escort)', () => {
    const escorted: RestrictedSegment = {
      ...row('zion-mount-carmel-highway'),
      applies: 'escort-fee',
      limits: { heightFeet: 13.08, inclusive: true },
      combination: undefined,
      unknownWidth: undefined,
      escort: { heightFeet: 11.33, widthFeet: 7.83, fee: 'a $15 tunnel permit' },
    };
    expect(segmentRule(escorted, { heightFeet: 13.5 })).toBe('avoid');
    expect(segmentRule(escorted, { heightFeet: 12, widthFeet: 7.5 })).toBe('notice');
    expect(segmentRule(escorted, { heightFeet: 10, widthFeet: 8 })).toBe('notice');
    expect(segmentRule(escorted, { heightFeet: 10, widthFeet: 7.5 })).toBe('none');
    expect(conditionNote(escorted, { heightFeet: 12, widthFeet: 7.5 })).toMatch(
      /^On this drive, the Zion-Mount Carmel Highway \(UT-9\): your rig is 12 ft high, so it needs an escort and a \$15 tunnel permit: /,
    );
    expect(conditionNote(escorted, { heightFeet: 10 })).toMatch(/a rig 7 ft 10 in wide or wider needs an escort and a \$15 tunnel permit/);
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

  it('says of every row whether its agency confirms it, as the other sourced tables do, and who reports one it does not', () => {
    const base = { ...row('hugh-l-carey-tunnel') };
    expect(restrictedSegmentSchema.safeParse({ ...base, confirmed: undefined }).success).toBe(false);
    expect(restrictedSegmentSchema.safeParse({ ...base, confirmed: false }).success).toBe(false);
    expect(restrictedSegmentSchema.safeParse({ ...base, confirmed: false, reportedBy: 'a newspaper' }).success).toBe(true);
    const raw = JSON.parse(readFileSync(RESTRICTED_SEGMENTS_FILE, 'utf8')) as { segments: object[] };
    for (const r of raw.segments) expect(r).not.toHaveProperty('unconfirmed');
    for (const s of segments) {
      if (s.confirmed) expect(s.notConfirmed, s.id).toBeUndefined();
      else expect([s.reportedBy, s.notConfirmed], s.id).toEqual([expect.any(String), expect.any(String)]);
    }
  });
});

describe('a place on a segment the rig must keep off', () => {
  // Logan Pass is on the Going-to-the-Sun Road itself, inside the stretch closed to rigs over 21 ft
  // (Avalanche Campground to Rising Sun). A long rig's drive there ends where the road open to it
  // ends, on the side it comes from, and the day says why; a rig within the limits drives to the pass.
  // Our graph draws the road from West Glacier to St. Mary with no junction at Avalanche or Rising
  // Sun, so those are the ends it knows.
  // (Driving the stretch with a warning was the rule here before: "Find another way before you go"
  // for a place no rig of that size may reach.)
  const loganPass = { latitude: 48.6966, longitude: -113.7183 };
  const westGlacier = { latitude: 48.5005, longitude: -113.9855 };
  const stMary = { latitude: 48.7447, longitude: -113.4386 };
  const browning = { latitude: 48.5569, longitude: -113.0135 };
  const kmBetween = (a: { latitude: number; longitude: number }, lat: number, lng: number) =>
    Math.hypot(lat - a.latitude, (lng - a.longitude) * 0.66) * 111;
  const endOf = (p: ReturnType<typeof builtinRoute>) => [p.lat[p.lat.length - 1], p.lng[p.lng.length - 1]] as const;
  const comesNear = (p: ReturnType<typeof builtinRoute>, at: typeof loganPass, km: number) =>
    Array.from(p.lat).some((lat, i) => kmBetween(at, lat, p.lng[i]) < km);

  it.each([
    ['West Glacier', westGlacier],
    ['St. Mary', stMary],
  ])('ends a 24 ft rig from %s short of Logan Pass, at the near end of the closed stretch', (_, from) => {
    const p = builtinRoute([from, loganPass], { profile: 'fastest', rvType: 'class-c', lengthFeet: 24 });
    expect(p.restrictions?.map((r) => [r.id, r.kind])).toEqual([['going-to-the-sun-road', 'avoided']]);
    expect(p.restrictions?.[0].note).toBe(endsShortNote(row('going-to-the-sun-road'), { lengthFeet: 24 }));
    expect(p.restrictions?.[0].note).toMatch(/^Ends short of Going-to-the-Sun Road.*: your rig is 24 ft long/);
    expect(kmBetween(from, ...endOf(p))).toBeLessThan(3);
    expect(comesNear(p, loganPass, 8)).toBe(false);
  });

  it('says, where a through drive has no way around a stretch, that it goes through it and why', () => {
    expect(unavoidableNote(row('going-to-the-sun-road'), { lengthFeet: 24 })).toMatch(
      /^This drive goes through Going-to-the-Sun Road .*because our road network has no way around it: your rig is 24 ft long/,
    );
  });

  it.each([
    ['a 30 ft, 11.5 ft high rig', { rvType: 'class-c', lengthFeet: 30, heightFeet: 11.5 }],
    ['a 24 ft trailer', { rvType: 'travel-trailer', lengthFeet: 24 }],
  ] as const)('says %s went around the road, not that its day ends short, when it drives on past the pass', (_, rig) => {
    // West Glacier by the pass to Browning: the drive goes on by US-2, so it did not end short.
    const p = builtinRoute([westGlacier, loganPass, browning], { profile: 'fastest', ...rig });
    expect(p.restrictions?.map((r) => [r.id, r.kind])).toEqual([['going-to-the-sun-road', 'avoided']]);
    expect(p.restrictions?.[0].note).toBe(avoidedNote(row('going-to-the-sun-road'), rig));
    expect(p.restrictions?.[0].note).not.toMatch(/Ends short|drive ends/);
    expect(kmBetween(browning, ...endOf(p))).toBeLessThan(3);
    // The same rig whose day ends at the pass is told it ends short.
    const end = builtinRoute([westGlacier, loganPass], { profile: 'fastest', ...rig });
    expect(end.restrictions?.[0].note).toMatch(/^Ends short of Going-to-the-Sun Road/);
  });

  it('drives a 19 ft, 9 ft high van to the pass itself', () => {
    const p = builtinRoute([westGlacier, loganPass], { profile: 'fastest', rvType: 'class-b', lengthFeet: 19, heightFeet: 9 });
    expect(p.restrictions).toBeUndefined();
    expect(kmBetween(loganPass, ...endOf(p))).toBeLessThan(2);
  });

  it('starts a long rig leaving from the pass at the end of the stretch nearest its way', () => {
    const p = builtinRoute([loganPass, browning], { profile: 'fastest', rvType: 'class-a', lengthFeet: 38 });
    expect(p.restrictions?.map((r) => [r.id, r.kind])).toEqual([['going-to-the-sun-road', 'avoided']]);
    expect(kmBetween(stMary, p.lat[0], p.lng[0])).toBeLessThan(3);
    expect(p.miles).toBeGreaterThan(25);
    expect(p.miles).toBeLessThan(45);
  });
});

describe('a place inside the Zion-Mount Carmel Highway\'s stretch of UT-9', () => {
  // By the tunnel's east portal, inside the 10.7 miles the rule covers (Canyon Junction to the East
  // Entrance) of the graph's 39.5-mile UT-9 edge: met at the end of the stretch its drive reaches
  // first, on UT-9 itself, and a rig kept off is told its drive ends short.
  const portal = { latitude: 37.2175, longitude: -112.9275 };
  const kanab = { latitude: 37.0475, longitude: -112.5263 };
  const hurricane = { latitude: 37.1753, longitude: -113.2899 };
  const eastEnd = { latitude: 37.2342, longitude: -112.873 };
  const westEnd = { latitude: 37.2111, longitude: -112.95 };
  const km = (a: { latitude: number; longitude: number }, lat: number, lng: number) =>
    Math.hypot(lat - a.latitude, (lng - a.longitude) * 0.8) * 111;
  const trailer = { profile: 'fastest', rvType: 'travel-trailer', lengthFeet: 32, heightFeet: 10.5 } as const;

  it.each([
    ['Kanab', kanab, eastEnd],
    ['Hurricane', hurricane, westEnd],
  ])('ends a 32 ft trailer from %s at the near end of the stretch, and says it ends short', (_, from, end) => {
    const p = builtinRoute([from, portal], trailer);
    expect(km(end, p.lat[p.lat.length - 1], p.lng[p.lng.length - 1])).toBeLessThan(0.5);
    expect(p.restrictions?.map((r) => [r.id, r.kind])).toEqual([['zion-mount-carmel-highway', 'avoided']]);
    expect(p.restrictions?.[0].note).toBe(endsShortNote(row('zion-mount-carmel-highway'), trailer));
    expect(p.miles).toBeLessThan(35);
  });

  it('estimates a detour to Springdale, on the same UT-9 edge outside the stretch, from its own road', () => {
    // hoursFromRoad (camp and stop detours) meets it where a route does: from Kanab, a trailer kept
    // off the highway goes round by AZ-389, UT-59 and UT-9, about 80 miles (before: to the edge's
    // node at Hildale, 35 miles and under an hour).
    const springdale = { latitude: 37.1862, longitude: -113.0139 };
    const [hours] = builtinHoursFromRoad([{ at: kanab, hours: 0 }], [springdale], trailer, 4);
    const round = builtinRoute([kanab, springdale], trailer);
    expect(round.miles).toBeGreaterThan(70);
    expect(hours).not.toBeNull();
    expect(Math.abs(hours! - round.hours) / round.hours).toBeLessThan(0.2);
  });

  it('starts a trailer leaving from inside the stretch at the end nearer its way', () => {
    const p = builtinRoute([portal, kanab], trailer);
    expect(km(eastEnd, p.lat[0], p.lng[0])).toBeLessThan(0.5);
    expect(p.miles).toBeLessThan(35);
  });
});

describe('Aspen and the Roaring Fork valley (CO-82 joined across its gap at Basalt)', () => {
  const aspen = { latitude: 39.1911, longitude: -106.81754 };
  const glenwood = { latitude: 39.5505, longitude: -107.3248 };
  const denver = { latitude: 39.7392, longitude: -104.9903 };
  const basalt = { latitude: 39.3689, longitude: -107.0328 };
  const summit = { latitude: 39.1086, longitude: -106.5642 }; // Independence Pass
  const comesNear = (p: { lat: number[] | Float64Array; lng: number[] | Float64Array }, at: typeof aspen, km: number) =>
    Array.from(p.lat).some((lat, i) => Math.hypot(lat - at.latitude, (p.lng[i] - at.longitude) * 0.77) * 111 < km);

  it('sends a 40 ft rig from Aspen to Denver down the valley by Glenwood Springs and I-70, not over the pass', () => {
    const p = builtinRoute([aspen, denver], { profile: 'fastest', rvType: 'class-a', lengthFeet: 40 });
    expect(p.restrictions?.map((r) => [r.id, r.kind])).toEqual([['independence-pass', 'avoided']]);
    expect(comesNear(p, basalt, 3)).toBe(true);
    expect(comesNear(p, glenwood, 3)).toBe(true);
    expect(comesNear(p, summit, 10)).toBe(false);
    expect(p.roads).toContain('I-70');
    // About 200 road miles by Glenwood Springs (about 160 over the pass).
    expect(p.miles).toBeGreaterThan(180);
    expect(p.miles).toBeLessThan(215);
  });

  it('drives a 40 ft rig from Aspen to Glenwood Springs down CO-82, about 41 miles, with nothing to avoid', () => {
    const p = builtinRoute([aspen, glenwood], { profile: 'fastest', rvType: 'class-a', lengthFeet: 40 });
    expect(p.restrictions).toBeUndefined();
    expect(comesNear(p, basalt, 3)).toBe(true);
    expect(comesNear(p, summit, 10)).toBe(false);
    expect(p.miles).toBeGreaterThan(38);
    expect(p.miles).toBeLessThan(46);
  });
});
