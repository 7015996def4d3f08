// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RvPark, TripPlan } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { roadLegsInputSchema } from '@shared/schemas/road-route';
import { makePlan } from '@shared/trips/test-factories';
import { swapStayPark } from '@shared/plan/park-swap';
import { replaceDays } from '@shared/plan/plan-days';
import { useParkReroute } from './use-park-reroute';

// A park swap's drives are routed as the planner routed the plan's days: the trip's own rig, each
// leg's day (seasonal roads, dated closures, passes in winter), its pass choice, the route option the
// plan shows (fastest, balanced, scenic) and its Interstate choice go with the points.
const park: RvPark = {
  name: 'Riverside RV Park',
  amenities: ['Electric hookups'],
  amenitiesReported: true,
  nightlyFee: null,
  latitude: 38.95,
  longitude: -105.7,
  address: 'Near Stop 1',
  isPlaceholder: false,
};
const rig = { ...RIG_DEFAULTS['fifth-wheel'], heightFeet: 13.4, lengthFeet: 38 };

const leg = { miles: 10, driveHours: 0.3, geometry: '', notes: [], warnings: [] };

/** fetch answering /api/road-route/legs with two legs and recording the bodies; the rest no days. */
function stubLegs(bodies: unknown[]) {
  // The legs answer records the body; the road stops' re-plan answers no days.
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/road-route/legs')) return answer({ days: [] });
      bodies.push(JSON.parse(String(init?.body)));
      return answer({ legs: [leg, leg], note: '' });
    }),
  );
}

/** The plan's day 1 swapped to the park; the bodies POSTed to /api/road-route/legs. */
async function swap(plan: TripPlan) {
  const bodies: unknown[] = [];
  stubLegs(bodies);
  let saved = plan;
  const savePlan = (next: TripPlan) => {
    saved = next;
  };
  const { result } = renderHook(() => useParkReroute(plan, savePlan, () => saved));
  act(() => result.current.editDay({ kind: 'swap-park', day: 1, park }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  return roadLegsInputSchema.parse(bodies[0]);
}

describe('useParkReroute', () => {
  it("sends the trip's rig, each leg's date and the pass choice with the points", async () => {
    const base = makePlan(3);
    const plan = {
      ...base,
      input: { ...base.input, rvType: 'fifth-wheel' as const, rig, avoidPasses: true },
    };
    const body = await swap(plan);
    const [d1, d2] = plan.dailyItinerary;
    expect(body.points).toHaveLength(3);
    expect(body.rvType).toBe('fifth-wheel');
    expect(body.rig).toEqual(rig);
    expect(body.dates).toEqual([d1.date, d2.date]);
    expect(d1.date).not.toBe(d2.date);
    expect(body.avoidPasses).toBe(true);
  });

  it('leaves the rig to the RV type and the passes open when the trip does not set them', async () => {
    const base = makePlan(3);
    const { rig: _rig, avoidPasses: _passes, ...input } = base.input;
    const body = await swap({ ...base, input });
    expect(body.rig).toBeUndefined();
    expect(body.avoidPasses).toBeUndefined();
    expect(body.avoidHighways).toBeUndefined();
    expect(body.dates).toEqual([base.dailyItinerary[0].date, base.dailyItinerary[1].date]);
  });

  it('routes on the route option the plan shows and keeps off Interstates when the trip asks', async () => {
    const base = makePlan(3);
    expect(base.selectedRoute).toBe('balanced');
    expect((await swap(base)).routeType).toBe('balanced');
    for (const type of ['scenic', 'fastest'] as const) {
      const shown = base.routeOptions.find((r) => r.type === type)!;
      const plan = {
        ...base,
        selectedRoute: type,
        dailyItinerary: shown.dailyItinerary,
        input: { ...base.input, avoidHighways: true },
      };
      const body = await swap(plan);
      expect(body.routeType).toBe(type);
      expect(body.avoidHighways).toBe(true);
    }
  });
});

describe('useParkReroute: a kept park', () => {
  // A re-plan keeps the traveller's park (their mark, laid on the new plan's stay) but not its drive.
  const replanned = (): TripPlan => {
    const fresh = makePlan(3);
    const days = swapStayPark(
      fresh.dailyItinerary,
      new Set([1]),
      fresh.dailyItinerary[0].rvPark,
      park,
      new Set(),
    );
    return {
      ...replaceDays(fresh, days),
      travellerEdits: [{ kind: 'park' as const, id: 'mine', day: 1, park }],
    };
  };

  it("routes the kept park's drives when the re-planned plan arrives, once", async () => {
    const bodies: unknown[] = [];
    stubLegs(bodies);
    const plan = replanned();
    expect(plan.dailyItinerary[0].to.name).not.toBe(park.name);
    let saved: TripPlan = plan;
    const saves: TripPlan[] = [];
    const savePlan = (next: TripPlan) => {
      saved = next;
      saves.push(next);
    };
    const { rerender } = renderHook(({ p }) => useParkReroute(p, savePlan, () => saved), {
      initialProps: { p: plan },
    });
    await waitFor(() => expect(saves.length).toBeGreaterThan(0));
    const body = roadLegsInputSchema.parse(bodies[0]);
    expect(body.points[1]).toEqual({ latitude: park.latitude, longitude: park.longitude });
    expect(body.dates).toEqual([plan.dailyItinerary[0].date, plan.dailyItinerary[1].date]);
    const [d1, d2] = saves[0].dailyItinerary;
    expect(d1.to).toEqual({ name: park.name, latitude: park.latitude, longitude: park.longitude });
    expect([d1.distance, d2.distance]).toEqual([10, 10]);
    expect(d2.from.name).toBe(park.name);
    // The routed plan asks nothing more; the same unrouted plan again is not asked twice.
    rerender({ p: saves[0] });
    rerender({ p: plan });
    // Effects and the answers already given are flushed: no request of these plans is pending.
    await act(async () => {});
    expect(bodies).toHaveLength(1);
  });

  it('asks nothing for a plan without the traveller’s parks', async () => {
    const bodies: unknown[] = [];
    stubLegs(bodies);
    const plan = makePlan(3);
    renderHook(() =>
      useParkReroute(
        plan,
        () => {},
        () => plan,
      ),
    );
    // Effects and the answers already given are flushed: no request of these plans is pending.
    await act(async () => {});
    expect(bodies).toHaveLength(0);
  });
});
