import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import type { Rig } from '@shared/schemas/rig';
import type { RvType } from '@shared/constants';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { segmentsOnLine, sharedRestrictedSegments } from '../../routing/restricted-segments';
import { plansOverHttp } from '../../test/plans-over-http';

// Plans over real HTTP through createApp(): the rig (its propane, length and height) decides which
// restricted tunnels and roads every option's days keep off, drive on a condition, or say they
// could not get around.
const { plan } = plansOverHttp({ departureDate: '2027-06-01', duration: 2, routeType: 'fastest' });

// The table's polygon rows a day's drawn line goes through, for a propane rig of the given sizes.
const driven = (geometry: string | undefined, rig: Partial<Rig> & { rvType?: RvType } = {}) => {
  const points = polyline.decode(geometry ?? '', 5);
  return segmentsOnLine(
    { lat: points.map((p) => p[0]), lng: points.map((p) => p[1]) },
    sharedRestrictedSegments(),
    { propaneOnBoard: true, ...rig },
  ).map((s) => s.segment.id);
};
const allDays = (p: TripPlan) => p.routeOptions.flatMap((o) => o.dailyItinerary);
const dayTexts = (p: TripPlan) => allDays(p).flatMap((d) => [...d.notes, ...(d.warnings ?? [])]);

const NYC_TUNNELS = [
  'holland-tunnel',
  'lincoln-tunnel',
  'hugh-l-carey-tunnel-propane',
  'queens-midtown-tunnel-propane',
];
// Points in the bores of Boston's tunnels: I-93 under Congress Street, the Ted Williams Tunnel under
// the harbour, the Sumner and Callahan tunnels under the inner harbour.
const BOSTON_BORES = [
  { latitude: 42.3515, longitude: -71.0561 },
  { latitude: 42.3487, longitude: -71.0275 },
  { latitude: 42.3685, longitude: -71.0475 },
];
/** Whether a drawn line comes within km of a point (flat-earth distance to each of its pieces). */
function passesWithin(geometry: string | undefined, at: { latitude: number; longitude: number }, km: number) {
  const pts = polyline.decode(geometry ?? '', 5);
  const kx = 111.32 * Math.cos((at.latitude * Math.PI) / 180);
  const xy = pts.map(([la, lo]) => [(lo - at.longitude) * kx, (la - at.latitude) * 110.57]);
  for (let i = 1; i < xy.length; i++) {
    const [ax, ay] = xy[i - 1];
    const [bx, by] = xy[i];
    const len = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(ax * (bx - ax) + ay * (by - ay)) / len));
    if (Math.hypot(ax + t * (bx - ax), ay + t * (by - ay)) < km) return true;
  }
  return false;
}

describe('a propane rig through New York and Boston', () => {
  it('keeps every option off the Holland and Carey tunnels from Jersey City to Long Island, and the day says what it avoided', async () => {
    const rig = { ...RIG_DEFAULTS['class-c'], propaneOnBoard: true };
    const p = await plan({
      fromLocation: 'Jersey City, NJ',
      toLocation: 'Hempstead, NY',
      rvType: 'class-c',
      rig,
    });
    for (const d of allDays(p)) for (const id of NYC_TUNNELS) expect(driven(d.geometry)).not.toContain(id);
    expect(dayTexts(p).some((n) => n.startsWith('Avoided the Holland Tunnel (I-78):'))).toBe(true);
    // Without propane the same trip takes the tunnels, and no day speaks of them.
    const plain = await plan({
      fromLocation: 'Jersey City, NJ',
      toLocation: 'Hempstead, NY',
      rvType: 'class-c',
      rig: { ...rig, propaneOnBoard: false },
    });
    const fastest = plain.routeOptions.find((o) => o.type === 'fastest')!;
    expect(driven(fastest.dailyItinerary[0].geometry)).toContain('holland-tunnel');
    expect(dayTexts(plain).filter((n) => n.includes('Holland'))).toEqual([]);
  }, 90_000);

  // Through Revere, asked for as a stop on the way (a night's park off a destination would be
  // driven to, not the city itself), to Salem.
  const throughRevere = (propaneOnBoard: boolean) =>
    plan({
      fromLocation: 'Providence, RI',
      toLocation: 'Salem, MA',
      stops: [{ name: 'Revere, MA', latitude: 42.40843, longitude: -71.01199, nights: 0 }],
      rvType: 'class-a',
      rig: { ...RIG_DEFAULTS['class-a'], propaneOnBoard },
    });
  it("keeps off Boston's tunnels from Providence through Revere and says why, naming MassDOT", async () => {
    const p = await throughRevere(true);
    // The day's line keeps clear of the tunnels' bores (checked by distance: downtown's surface
    // streets run through the rows' polygons, which only the router's road names tell apart).
    for (const d of allDays(p))
      for (const bore of BOSTON_BORES) expect(passesWithin(d.geometry, bore, 0.12)).toBe(false);
    const avoided = dayTexts(p).filter(
      (n) => n.startsWith('Avoided the') && n.includes('Massachusetts Department of Transportation'),
    );
    expect(avoided.length).toBeGreaterThan(0);
    // MassDOT's own page bans propane in its tunnels: the note says so, with no "not confirmed" tail.
    expect(avoided[0]).toMatch(
      /: hazardous materials, propane included, are always prohibited in the tunnels \(Massachusetts/,
    );
    expect(avoided[0]).not.toMatch(/Reported, not confirmed/);
    // Without propane the fastest drive takes I-93 through the O'Neill tunnel: the check can fail.
    const plain = await throughRevere(false);
    const fastest = plain.routeOptions.find((o) => o.type === 'fastest')!;
    expect(
      fastest.dailyItinerary.some((d) => BOSTON_BORES.some((b) => passesWithin(d.geometry, b, 0.12))),
    ).toBe(true);
  }, 90_000);
});

/** A class C with propane from one place to another: its fastest first day drives the segment, and a day says the note. */
async function drivesWithNote(fromLocation: string, toLocation: string, id: string, note: RegExp) {
  const rig = { ...RIG_DEFAULTS['class-c'], propaneOnBoard: true };
  const p = await plan({ fromLocation, toLocation, rvType: 'class-c', rig });
  const fastest = p.routeOptions.find((o) => o.type === 'fastest')!;
  expect(driven(fastest.dailyItinerary[0].geometry)).toContain(id);
  expect(dayTexts(p)).toContainEqual(expect.stringMatching(note));
}

describe('a propane rig over the Chesapeake Bay Bridge-Tunnel', () => {
  it('drives it from Virginia Beach to Cape Charles, and the day tells the rig to shut its propane valves', async () => {
    await drivesWithNote(
      'Virginia Beach, VA',
      'Cape Charles, VA',
      'chesapeake-bay-bridge-tunnel',
      /^On this drive, the Chesapeake Bay Bridge-Tunnel \(US-13\): propane is allowed with the valves shut/,
    );
  }, 90_000);
});

describe('the rig size decides', () => {
  // The walk that found it: a 32 ft travel trailer into Zion in March. Since 7 June 2026 the park bars
  // rigs over 7 ft 10 in wide (or 35 ft 9 in long, 11 ft 4 in high) from the whole Zion-Mount Carmel
  // Highway; a trailer's width is not reported, and the planner takes it at 8 ft (rig-size-rules.ts).
  it('sends a 32 ft travel trailer from Kanab to Springdale around the Zion-Mount Carmel Highway, ending in Springdale, and says why', async () => {
    const springdale = { latitude: 37.1862, longitude: -113.0139 };
    const p = await plan({
      fromLocation: 'Kanab, UT',
      toLocation: 'Springdale, UT',
      departureDate: '2027-03-15',
      rvType: 'travel-trailer',
      rig: { ...RIG_DEFAULTS['travel-trailer'], lengthFeet: 32, heightFeet: 10.5 },
    });
    for (const d of allDays(p))
      expect(driven(d.geometry, { rvType: 'travel-trailer', heightFeet: 10.5 })).not.toContain(
        'zion-mount-carmel-highway',
      );
    const avoided = dayTexts(p).filter((n) =>
      n.startsWith('Avoided the Zion-Mount Carmel Highway (UT-9): since 7 June 2026 the park bars'),
    );
    expect(avoided.length).toBeGreaterThan(0);
    expect(avoided[0]).toMatch(
      /\(Zion National Park \(National Park Service\)\)\. Your rig's width was not given: a travel trailer is usually 8 ft wide or more/,
    );
    // Every option's drive ends in Springdale or at the night's park (a park off the town is where
    // the day's drive ends: Sand Hollow's, by Hurricane on the way in, met at the nearest road our
    // network holds, within 10 km), never in Hildale, 13 miles south of Springdale, as before.
    const hildale = { latitude: 37.0003, longitude: -112.9788 };
    for (const o of p.routeOptions) {
      const line = o.dailyItinerary.flatMap((d) => polyline.decode(d.geometry ?? '', 5));
      const end = polyline.encode(line.slice(-2), 5);
      const { rvPark } = o.dailyItinerary[o.dailyItinerary.length - 1];
      const park =
        rvPark.latitude != null && rvPark.longitude != null
          ? { latitude: rvPark.latitude, longitude: rvPark.longitude }
          : undefined;
      expect(
        passesWithin(end, springdale, 2) || (park !== undefined && passesWithin(end, park, 10)),
        o.type,
      ).toBe(true);
      expect(passesWithin(end, hildale, 5), o.type).toBe(false);
    }
    // A van of the same trip drives the highway, told to measure its width.
    const van = await plan({
      fromLocation: 'Kanab, UT',
      toLocation: 'Springdale, UT',
      departureDate: '2027-03-15',
      rvType: 'class-b',
      rig: RIG_DEFAULTS['class-b'],
    });
    const fastest = van.routeOptions.find((o) => o.type === 'fastest')!;
    expect(
      fastest.dailyItinerary.some((d) =>
        driven(d.geometry, { rvType: 'class-b' }).includes('zion-mount-carmel-highway'),
      ),
    ).toBe(true);
    expect(dayTexts(van)).toContainEqual(
      expect.stringMatching(
        /^On this drive, the Zion-Mount Carmel Highway \(UT-9\): .*measure your rig's width, mirrors included: over 7 ft 10 in it may not drive this road \(Zion National Park/,
      ),
    );
  }, 90_000);

  it.each([
    ['Orinda, CA', 'Walnut Creek, CA', { latitude: 37.87715, longitude: -122.17969 }],
    ['Rockcreek, OR', 'Hillsboro, OR', { latitude: 45.55012, longitude: -122.87705 }],
  ] as const)(
    "ends a plan to %s (on a tunnel's graph edge, away from the tunnel) in the town",
    async (toLocation, fromLocation, at) => {
      const p = await plan({ fromLocation, toLocation, rvType: 'class-c', rig: RIG_DEFAULTS['class-c'] });
      const fastest = p.routeOptions.find((o) => o.type === 'fastest')!;
      const line = fastest.dailyItinerary.flatMap((d) => polyline.decode(d.geometry ?? '', 5));
      expect(passesWithin(polyline.encode(line.slice(-2), 5), at, 1.5)).toBe(true);
    },
    90_000,
  );

  it('sends a 40 ft rig round Independence Pass and its 35 ft limit, saying why; a 28 ft fifth wheel is told its tow vehicle counts, a 28 ft Class C nothing', async () => {
    const trip = (lengthFeet: number) =>
      plan({
        fromLocation: 'Leadville, CO',
        toLocation: 'Aspen, CO',
        // Mid-July: the pass is open and far from its uncertain weeks (seasonal-roads.json), so the
        // only Independence Pass text a day can carry is the length limit's.
        departureDate: '2027-07-15',
        rvType: 'fifth-wheel',
        rig: { ...RIG_DEFAULTS['fifth-wheel'], lengthFeet },
      });
    // Aspen has a second way in, down the Roaring Fork valley from Glenwood Springs (CO-82, joined
    // across its gap at Basalt in the graph): the long rig goes that way, and the day says why.
    const long = await trip(40);
    const texts = dayTexts(long).filter((n) => n.includes('Independence Pass (CO-82)'));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts[0]).toMatch(/^Avoided Independence Pass \(CO-82\)/);
    expect(texts[0]).toMatch(
      /your rig is 40 ft long, and vehicles and combinations 35 ft or longer are prohibited/,
    );
    expect(texts[0]).toMatch(/Colorado Department of Transportation/);
    // Its night is a camp the rig reaches without the barred stretch (not one on CO-82 inside it).
    expect(texts.filter((t) => /^(Ends short of|This drive goes through) Independence Pass/.test(t))).toEqual(
      [],
    );
    // A 28 ft fifth wheel is within the limit alone, but the limit counts its tow vehicle too: it
    // drives the pass, told what the combination must be; a 28 ft Class C alone is told nothing.
    const short = dayTexts(await trip(28)).filter((n) => n.includes('Independence Pass'));
    expect(short.length).toBeGreaterThan(0);
    for (const text of short)
      expect(text).toMatch(
        /^On this drive, Independence Pass \(CO-82\): .*your fifth wheel and its tow vehicle together must be shorter than 35 ft/,
      );
    const classC = await plan({
      fromLocation: 'Leadville, CO',
      toLocation: 'Aspen, CO',
      departureDate: '2027-07-15',
      rvType: 'class-c',
      rig: { ...RIG_DEFAULTS['class-c'], lengthFeet: 28 },
    });
    expect(dayTexts(classC).filter((n) => n.includes('Independence Pass'))).toEqual([]);
  }, 90_000);

  it("sends an 11 ft 6 in rig from Keystone to Custer round the Iron Mountain Road's tunnels, and says so to no van", async () => {
    const trip = (rvType: 'class-c' | 'class-b') =>
      plan({ fromLocation: 'Keystone, SD', toLocation: 'Custer, SD', rvType, rig: RIG_DEFAULTS[rvType] });
    // The note says the plain search took the tunnels: the table, not the road, sent the rig round.
    const tall = await trip('class-c');
    for (const d of allDays(tall))
      expect(driven(d.geometry, { heightFeet: 11.5 })).not.toContain('iron-mountain-road-tunnels');
    expect(dayTexts(tall)).toContainEqual(
      expect.stringMatching(
        /^Avoided the Iron Mountain Road's tunnels \(US-16A\): your rig is 11 ft 6 in high/,
      ),
    );
    // A 9 ft 6 in van fits under 11 ft: nothing to avoid, nothing said.
    const van = await trip('class-b');
    expect(dayTexts(van).filter((n) => n.includes('Iron Mountain'))).toEqual([]);
  }, 90_000);
});

describe('a propane rig through the Caldecott Tunnel', () => {
  it('drives it from San Francisco to Walnut Creek, and the day names the Vehicle Code rule and Caltrans', async () => {
    await drivesWithNote(
      'San Francisco, CA',
      'Walnut Creek, CA',
      'caldecott-tunnel',
      /^On this drive, the Caldecott Tunnel \(CA-24\): California's Vehicle Code \(section 31301\).*\(California Department of Transportation\)/,
    );
  }, 90_000);
});

describe('a propane rig through the Vista Ridge Tunnels', () => {
  it('drives US-26 from Hillsboro into Portland, and the day says the restriction is reported for hazardous-material trucks', async () => {
    await drivesWithNote(
      'Hillsboro, OR',
      'Portland, OR',
      'vista-ridge-tunnels',
      /^On this drive, the Vista Ridge Tunnels \(US-26\): .* for commercial trucks carrying them, not for an RV's own propane: .*\(Oregon Department of Transportation\)\. Reported, not confirmed/,
    );
  }, 90_000);
});

describe('a propane rig through the mountain tunnels of I-77 and the Pennsylvania Turnpike', () => {
  it('drives I-77 from Wytheville to Bluefield, and the day says Virginia puts no restriction on the Big Walker Mountain Tunnel', async () => {
    await drivesWithNote(
      'Wytheville, VA',
      'Bluefield, WV',
      'big-walker-mountain-tunnel',
      /^On this drive, the Big Walker Mountain Tunnel \(I-77\): Virginia's rules .* put no restriction on them in this tunnel .*\(Virginia Department of Transportation\)\.$/,
    );
  }, 90_000);

  it('drives the Turnpike from Carlisle to Bedford, and the day tells the rig to shut its propane off in the Tuscarora Mountain Tunnel', async () => {
    await drivesWithNote(
      'Carlisle, PA',
      'Bedford, PA',
      'tuscarora-mountain-tunnel',
      /^On this drive, the Tuscarora Mountain Tunnel \(I-76\): propane is allowed with the valves shut: .*\(Pennsylvania Turnpike Commission\)\. Reported, not confirmed/,
    );
  }, 90_000);
});
