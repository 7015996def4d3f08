import { describe, expect, it } from 'vitest';
import type { Day, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { applyOperation } from '@shared/plan/operations';
import { ownNotesOf } from '@shared/plan/day-texts';
import { reroutedDayTexts, swapLegTerms } from '@shared/plan/park-swap';
import { loadBundledData } from '../catalogue/bundled-data';
import type { RoadTerms } from '../routing/road-work';
import { roadLegSummaries } from '../routing/road-work';
import { planTrip } from './engine';
import { fixedNow, grovelandResort, tiogaNovemberTrip } from '../test/planner-data';

// San Francisco to Death Valley by Yosemite Valley and Mammoth Lakes in late November: Tioga Road
// (CA-120) is closed, so the drive to Mammoth goes around it, and the day says so. The traveller
// swaps the night before that drive for Yosemite Lakes RV Resort at Groveland: the drive on from the
// resort is routed again, as the park swap routes it (/api/road-route/legs with the trip's rig, each
// leg's day and its pass choice), and the day's sentences about its roads are the new leg's.
const data = loadBundledData();
const input = tiogaNovemberTrip;
const resort = grovelandResort;
const tioga = (texts: readonly string[] = []) => texts.filter((t) => t.startsWith('Avoided Tioga Road'));

/** The swap's two legs routed on these terms, their texts laid on the days as the client does. */
function rerouted(plan: TripPlan, n: number, terms: RoadTerms): { days: Day[]; miles: number[] } {
  const days = [...plan.dailyItinerary];
  const [day, next] = [days[n - 1], days[n]];
  const at = { latitude: 37.81276, longitude: -119.94603 };
  const legs = roadLegSummaries([day.from, at, next.to], plan.input.rvType, terms);
  const own = ownNotesOf(plan);
  days[n - 1] = { ...day, ...reroutedDayTexts(day, legs[0], own) };
  days[n] = { ...next, ...reroutedDayTexts(next, legs[1], own) };
  return { days, miles: legs.map((l) => l.miles) };
}

describe('a park swap re-routes the drives with the trip’s terms, and the days say what the new legs do', () => {
  it('goes around closed Tioga Road in November and says so; a leg over it no longer says it', async () => {
    const plan = await planTrip(input, data, { now: fixedNow });
    const before = plan.dailyItinerary.find((d) => d.to.name === 'Mammoth Lakes, CA')!;
    expect(tioga(before.notes)).toHaveLength(1);
    const n = before.day - 1; // the night swapped: the one before the drive to Mammoth
    const swapped = applyOperation(plan, { kind: 'swap-park', day: n, park: resort }).plan;
    expect(swapped.dailyItinerary[n - 1].rvPark.name).toBe('Yosemite Lakes RV Resort');

    // As the swap now asks: each leg on its own day, for the trip's rig.
    const dated = rerouted(swapped, n, {
      dates: [swapped.dailyItinerary[n - 1].date, swapped.dailyItinerary[n].date],
      rig: { lengthFeet: 28, heightFeet: 11.5, propaneOnBoard: true },
    });
    const drive = dated.days[n];
    expect(dated.miles[1]).toBeGreaterThan(200);
    expect(tioga(drive.notes)).toHaveLength(1);
    // The passes it crosses are the new leg's, each said once.
    const crossings = (drive.warnings ?? []).filter((w) => w.startsWith('Crosses '));
    expect(crossings.length).toBeGreaterThan(0);
    expect(new Set(crossings).size).toBe(crossings.length);

    // As the swap asked before (no date): over Tioga Road; the day no longer claims it avoided it.
    const undated = rerouted(swapped, n, {});
    expect(undated.miles[1]).toBeLessThan(130);
    expect(tioga(undated.days[n].notes)).toEqual([]);
    expect((undated.days[n].warnings ?? []).filter((w) => w.startsWith('Crosses '))).toEqual([]);
    // What the day says of its park and its stay is not the router's: it stays.
    const others = (d: Day) => d.notes.filter((t) => !t.startsWith('Avoided ') && !t.startsWith('Crosses '));
    expect(others(undated.days[n])).toEqual(others(swapped.dailyItinerary[n]));
  }, 120_000);
});

// Sacramento to Salt Lake City on the scenic option, off Interstates: the planner's days keep off
// I-80. A swapped park's drives are routed on the plan's own terms (swapLegTerms: its route option
// and its Interstate choice with the rig, as the client's POST /api/road-route/legs sends them), so a
// drive routed so between a day's own places is the planner's drive; the fastest way was not.
describe("a park swap's drives are weighed as the plan's days", () => {
  it('routes on the route option the plan shows and keeps off Interstates when the trip asks', async () => {
    const offInterstates = generateTripInputSchema.parse({
      fromLocation: 'Sacramento, CA',
      toLocation: 'Salt Lake City, UT',
      departureDate: '2027-07-10',
      duration: 4,
      rvType: 'class-c',
      routeType: 'scenic',
      avoidHighways: true,
    });
    const plan = await planTrip(offInterstates, data, { now: fixedNow });
    expect(swapLegTerms(plan)).toMatchObject({ routeType: 'scenic', avoidHighways: true });
    const drives = plan.dailyItinerary.filter((d) => d.distance > 0);
    let differs = 0;
    for (const d of drives) {
      const leg = (terms: RoadTerms) => roadLegSummaries([d.from, d.to], plan.input.rvType, terms)[0];
      const swapped = leg({ date: d.date, ...swapLegTerms(plan) });
      expect({ day: d.day, miles: swapped.miles, hours: swapped.driveHours }).toEqual({
        day: d.day,
        miles: d.distance,
        hours: d.driveHours,
      });
      const fastest = leg({ date: d.date });
      if (fastest.miles !== d.distance || fastest.driveHours !== d.driveHours) differs++;
    }
    // The fastest way (what the swap asked before) is another drive on most of these days.
    expect(differs).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
