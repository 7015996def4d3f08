import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import type { RoadLegsInput } from '@shared/schemas/road-route';
import { applyOperation } from '@shared/plan/operations';
import { ownNotesOf } from '@shared/plan/day-texts';
import { swapStayPark } from '@shared/plan/park-swap';
import { replaceDays } from '@shared/plan/plan-days';
import { keptParkDays, parkLegRequest, parkLegsBody, rerouteToPark } from '@shared/plan/reroute-to-park';
import { pointOf, stayDays } from '@shared/plan/stays';
import { loadBundledData } from '../catalogue/bundled-data';
import { roadLegSummaries } from '../routing/road-work';
import { planTrip } from './engine';
import { fixedNow, grovelandResort, tiogaNovemberTrip } from '../test/planner-data';

// San Francisco to Death Valley by Yosemite Valley and Mammoth Lakes in late November (Tioga Road
// closed). The traveller swaps the night before Mammoth for Yosemite Lakes RV Resort at Groveland,
// then re-plans: the new plan keeps their park (their mark laid on its stay, as the client's merge
// lays it) but its drives went to the planner's own stop, with that drive's miles and road
// sentences. The kept park's days are routed to the park as the swap routed them.
const data = loadBundledData();
const input = tiogaNovemberTrip;
const resort = grovelandResort;

/** The kept park's drives routed as the client routes them: POST /api/road-route/legs' body. */
function routed(plan: TripPlan, n: number): TripPlan {
  const request = parkLegRequest(plan, n, resort)!;
  const body: RoadLegsInput = parkLegsBody(plan, request);
  const { points, rvType, dates, rig, avoidPasses, routeType, avoidHighways } = body;
  const legs = roadLegSummaries(points, rvType ?? 'travel-trailer', {
    dates,
    ...(rig ? { rig } : {}),
    avoidPasses,
    routeType,
    avoidHighways,
  });
  return rerouteToPark(plan, n, resort, legs);
}

const tioga = (texts: readonly string[] = []) => texts.filter((t) => t.startsWith('Avoided Tioga Road'));

describe("a re-plan that keeps the traveller's park routes that park's days to it", () => {
  it('drives to the kept park and on from it, with the new drives’ miles and road sentences', async () => {
    const plan = await planTrip(input, data, { now: fixedNow });
    const n = plan.dailyItinerary.find((d) => d.to.name === 'Mammoth Lakes, CA')!.day - 1;
    const mark = {
      kind: 'park' as const,
      id: 'mine',
      day: n,
      at: pointOf(plan.dailyItinerary[n - 1].to),
      park: resort,
    };
    const swapped = {
      ...applyOperation(plan, { kind: 'swap-park', day: n, park: resort }).plan,
      travellerEdits: [mark],
    };
    const afterSwap = routed(swapped, n);
    expect(keptParkDays(afterSwap)).toEqual([]);

    // The re-plan, with the mark laid on the stay at its place.
    const fresh = await planTrip(input, data, { now: fixedNow });
    const stay = stayDays(fresh.dailyItinerary, n);
    const at = fresh.dailyItinerary[n - 1];
    expect(at.to.name).toBe(plan.dailyItinerary[n - 1].to.name);
    const laid: TripPlan = {
      ...replaceDays(fresh, swapStayPark(fresh.dailyItinerary, stay, at.rvPark, resort, ownNotesOf(fresh))),
      travellerEdits: [mark],
    };
    // Stale: the drive still goes to the planner's stop, with that drive's miles.
    expect(laid.dailyItinerary[n - 1].distance).toBe(at.distance);
    expect(keptParkDays(laid)).toEqual([n]);

    const replanned = routed(laid, n);
    expect(keptParkDays(replanned)).toEqual([]);
    const [day, next] = [replanned.dailyItinerary[n - 1], replanned.dailyItinerary[n]];
    const [swapDay, swapNext] = [afterSwap.dailyItinerary[n - 1], afterSwap.dailyItinerary[n]];
    expect(day.to).toEqual({ name: resort.name, latitude: resort.latitude, longitude: resort.longitude });
    expect(next.from.name).toBe(resort.name);
    // The same drives as the swap's, not the planner's drive to its own stop.
    expect([day.distance, next.distance]).toEqual([swapDay.distance, swapNext.distance]);
    expect(next.distance).not.toBe(fresh.dailyItinerary[n].distance);
    // The drive on from Groveland goes round closed Tioga Road, and says so once.
    expect(next.distance).toBeGreaterThan(200);
    expect(tioga(next.notes)).toHaveLength(1);
    expect(replanned.overview.totalDistance).toBe(afterSwap.overview.totalDistance);
  }, 180_000);
});
