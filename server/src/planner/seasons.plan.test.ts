import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { segmentsOnLine } from '../routing/restricted-segments';
import { asSegment, sharedSeasonTables } from '../routing/seasons';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

const data = loadBundledData();
const passes = sharedSeasonTables().passes.map(asSegment);
// The passes a day's drawn drive crosses.
const passesOf = (geometry: string | undefined) => {
  if (!geometry) return [];
  const pts = polyline.decode(geometry);
  const line = { lat: pts.map((p) => p[0]), lng: pts.map((p) => p[1]) };
  return segmentsOnLine(line, passes, { propaneOnBoard: true }).map((s) => s.segment.id);
};
const crossed = (plan: TripPlan) => [...new Set(plan.dailyItinerary.flatMap((d) => passesOf(d.geometry)))];
const planned = (departureDate: string, avoidPasses?: boolean) =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Chicago, IL',
      toLocation: 'Phoenix, AZ',
      departureDate,
      duration: 8,
      ...(avoidPasses ? { avoidPasses } : {}),
    }),
    data,
    { now: fixedNow },
  );
const HIGH_PASSES = ['kenosha-pass', 'trout-creek-pass', 'poncha-pass', 'wolf-creek-pass'];

// Snowbirds from Chicago to Arizona: the plan's chosen option through Colorado.
describe('winter passes in a plan', () => {
  it('leaving 28 December, keeps off the high passes; in July it may cross them; asked, it keeps off them', async () => {
    const july = await planned('2027-07-10');
    expect(crossed(july)).toContain('wolf-creek-pass');
    expect(july.dailyItinerary.flatMap((d) => d.warnings ?? []).join(' ')).not.toMatch(/Crosses .* Pass/);

    const winter = await planned('2026-12-28');
    const winterCrossed = crossed(winter);
    for (const id of HIGH_PASSES) expect(winterCrossed).not.toContain(id);
    // The fastest option is the low road: I-44 and I-40.
    const fastest = winter.routeOptions?.find((r) => r.type === 'fastest');
    expect(fastest?.roads).toEqual(expect.arrayContaining(['I-44', 'I-40']));

    const asked = await planned('2027-07-10', true);
    expect(crossed(asked)).toEqual([]);
    // The option's park detour over the passes gave way (the next describe): no day goes near them.
    // A trip whose own road is US-160 over Wolf Creek goes around, and the day says what it avoided and why.
    const overWolfCreek = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Durango, CO',
        toLocation: 'Alamosa, CO',
        departureDate: '2027-07-10',
        duration: 2,
        avoidPasses: true,
      }),
      data,
      { now: fixedNow },
    );
    expect(crossed(overWolfCreek)).toEqual([]);
    const avoided = overWolfCreek.dailyItinerary.flatMap((d) => d.notes).filter((n) => n.startsWith('Avoided '));
    expect(avoided).toContainEqual(expect.stringMatching(/^Avoided Wolf Creek Pass \(US-160, 10,857 ft\): you asked/));
  }, 180_000);
});

// Down US-395 from Bridgeport to Bishop in January (the second round's California passes): the way
// round, by Nevada, is far over 15 % longer. (From Carson City it is not: about 241 miles by US-95 and
// US-6 against 216 over the passes, so a winter plan from there may go round them, as the rule says.)
describe('a winter plan over a new pass', () => {
  it('names Conway Summit, its elevation and California chain controls on the day that crosses it; July says nothing', async () => {
    const down395 = (departureDate: string) =>
      planTrip(
        generateTripInputSchema.parse({ fromLocation: 'Bridgeport, CA', toLocation: 'Bishop, CA', departureDate, duration: 2 }),
        data,
        { now: fixedNow },
      );
    const warningsOf = (plan: TripPlan) => plan.dailyItinerary.flatMap((d) => d.warnings ?? []);
    const winter = await down395('2027-01-12');
    expect(crossed(winter)).toEqual(expect.arrayContaining(['conway-summit', 'deadman-summit']));
    const conway = warningsOf(winter).filter((w) => w.startsWith('Crosses Conway Summit (US-395, 8,143 ft) in winter'));
    expect(conway).toHaveLength(1);
    expect(conway[0]).toContain("California's chain controls");
    const july = await down395('2027-07-13');
    expect(warningsOf(july).join(' ')).not.toMatch(/Crosses (Conway|Deadman) Summit/);
  }, 180_000);
});

// Snowbirds in a Class A from Chicago to Phoenix: the balanced option's highlight (Great Sand Dunes,
// in the San Luis Valley) is reached only over a pass (North La Veta, US-160, 9,413 ft) that the
// direct road (I-44, I-40) never climbs. In winter the highlight gives way; in July it stays.
describe('a park detour over a pass in winter', () => {
  const classA = (departureDate: string, extra: Record<string, unknown> = {}) =>
    planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Chicago, IL',
        toLocation: 'Phoenix, AZ',
        departureDate,
        duration: 7,
        rvType: 'class-a',
        ...extra,
      }),
      data,
      { now: fixedNow },
    );
  const balancedOf = (plan: TripPlan) => plan.routeOptions?.find((r) => r.type === 'balanced');

  it('is left out, and the option says why; in July the option keeps it', async () => {
    const july = await classA('2027-07-10');
    expect(balancedOf(july)?.description).toMatch(/^A short detour to Great Sand Dunes National Park & Preserve/);

    const winter = await classA('2026-12-28');
    expect(balancedOf(winter)?.description).toContain(
      'It goes without Great Sand Dunes National Park & Preserve: in this season the way there is over or around a mountain pass that the direct route never meets.',
    );
    expect(crossed(winter)).toEqual([]);
    expect(winter.overview.description).not.toContain('Great Sand Dunes');

    // Asked to keep off passes in July, the option says so in the traveller's words.
    const asked = await classA('2027-07-10', { avoidPasses: true });
    expect(balancedOf(asked)?.description).toContain(
      'It goes without Great Sand Dunes National Park & Preserve: the way there is over or around a mountain pass, and you asked to keep off them.',
    );
  }, 180_000);

  it('stays when the way to it meets no pass: Chicago to Miami in January', async () => {
    const toMiami = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Chicago, IL',
        toLocation: 'Miami, FL',
        departureDate: '2027-01-10',
        duration: 6,
      }),
      data,
      { now: fixedNow },
    );
    const description = (type: string) => toMiami.routeOptions?.find((r) => r.type === type)?.description ?? '';
    expect(description('balanced')).toMatch(/^A short detour to Mammoth Cave National Park/);
    expect(description('scenic')).toContain('Mammoth Cave National Park');
    expect(toMiami.routeOptions?.map((r) => r.description).join(' ')).not.toContain('It goes without');
  }, 180_000);
});
