import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../../../geo';
import type { RouterCall } from '../../../test/planner-data';
import {
  campgroundRow,
  moabNearAndFar,
  stateThrough,
  straightRouter,
  testContext,
  testPlannerData,
} from '../../../test/planner-data';

const withParks = () =>
  testPlannerData({
    campgrounds: moabNearAndFar({ name: 'Far Camp', description: 'Sites for RVs. Pets allowed.', cost: 30 }),
  });

describe('nights step', () => {
  it('drives to the destination itself and routes on to its best park through the injected router', async () => {
    const calls: RouterCall[] = [];
    const ctx = testContext({ duration: 3 }, withParks(), straightRouter(calls));
    const state = await stateThrough(ctx, 'nights');
    const o = state.options[0];
    const night = o.nights.get(0);
    expect(night?.choice?.row.name).toBe('Near Camp');
    // The day's drive ends in Moab, not at the park; the park's road miles from Moab are kept.
    expect(night?.end).toEqual({
      name: 'Moab, UT',
      latitude: 38.57332,
      longitude: -109.54984,
      town: 'Moab, UT',
      placeAt: expect.objectContaining({ latitude: expect.closeTo(38.57332, 4) }),
    });
    expect(night?.leg.path.lat.at(-1)).toBeCloseTo(38.57332, 6);
    const legs = calls.filter((c) => c.kind === 'leg');
    const toPark = legs.find(
      (c) => c.points.at(-1)?.latitude === 38.58 && c.points.at(-1)?.longitude === -109.55,
    );
    expect(toPark?.points[0]).toMatchObject({ latitude: 38.57332, longitude: -109.54984 });
    expect(night?.parkFromEnd?.routed).toBe(true);
    expect(night?.parkFromEnd?.miles).toBeCloseTo(0.46, 2);
    expect(o.parks.get(0)?.park.name).toBe('Near Camp');
    // One fee a night of the 3-night stay: Near Camp reports none.
    expect(o.nightlyFees).toEqual([null, null, null]);
    expect(o.placeholders).toBe(0);
  });

  it("picks the park that meets the traveller's need and pays its fee every night", async () => {
    const state = await stateThrough(
      testContext({ duration: 2, specialNeeds: ['pet-friendly'] }, withParks()),
      'nights',
    );
    const o = state.options[0];
    expect(o.parks.get(0)?.park.name).toBe('Far Camp');
    // The park lies off Moab: the day's drive ends at it, and says its road miles from Moab.
    expect(o.parks.get(0)?.notes[0]).toMatch(
      /^Tonight: Far Camp, where the day's drive ends, 9 road miles from the centre of Moab\. It is a federal campground;/,
    );
    expect(o.parks.get(0)?.notes.join(' ')).toMatch(/It reports: pets allowed\./);
    expect(o.nightlyFees).toEqual([30, 30]);
  });

  it('offers a search for RV parks where none suits, and counts it', async () => {
    const state = await stateThrough(testContext({ duration: 1 }), 'nights');
    const o = state.options[0];
    const stop = o.parks.get(0);
    expect(stop?.park).toMatchObject({ name: 'RV parks near Moab, UT', isPlaceholder: true });
    expect(stop?.warnings[0]).toMatch(/^No RV campground in our data that suits this trip/);
    expect(o.placeholders).toBe(1);
    expect(o.nightlyFees).toEqual([null]);
  });

  it('on a day no park keeps within the limits, sleeps a short drive from where the day ends, not at a better park far off', async () => {
    // 2 h a day from Denver to Moab: the days are cut on the open road at the limit, so any detour
    // to a park breaks it and the day ends where it was cut.
    const input = { duration: 3, maxDrivingHoursPerDay: 2, specialNeeds: ['pet-friendly' as const] };
    const bare = await stateThrough(testContext(input), 'days');
    const firstCut = bare.options[0].skeleton.find((d) => !d.restDay)!.to;
    const at = (north: number) => ({ lat: firstCut.latitude + north / 69, lng: firstCut.longitude });
    const data = testPlannerData({
      campgrounds: [
        campgroundRow({
          id: 'ridb-11',
          name: 'Far Better Camp',
          description: 'RV sites. Pets allowed.',
          ...at(35),
        }),
        campgroundRow({ id: 'ridb-12', name: 'Close Camp', ...at(8) }),
      ],
    });
    const state = await stateThrough(testContext(input, data), 'nights');
    const o = state.options[0];
    const day = o.skeleton.find((d) => !d.restDay)!;
    const night = o.nights.get(day.stopIndex);
    expect(night?.end).toBeUndefined();
    expect(night?.choice?.row.name).toBe('Close Camp');
    const park = o.parks.get(day.stopIndex)!;
    expect(haversineMiles(firstCut, park.park as { latitude: number; longitude: number })).toBeLessThan(10);
    // What the close park does not report is said on the day.
    expect(park.warnings.join(' ')).toMatch(/Pet/i);
  });

  it('stays near the place the traveller asked for: a need only a park 50 miles off reports is flagged, not chased', async () => {
    const data = testPlannerData({
      campgrounds: [
        campgroundRow({ id: 'ridb-1', name: 'Near Camp', lat: 38.58, lng: -109.55 }),
        campgroundRow({
          id: 'ridb-31',
          name: 'Distant Dog Camp',
          description: 'RV sites. Pets allowed.',
          lat: 39.3,
          lng: -109.55,
        }),
      ],
    });
    const state = await stateThrough(
      testContext({ duration: 2, specialNeeds: ['pet-friendly'] }, data),
      'nights',
    );
    const stay = state.options[0].parks.get(0)!;
    expect(stay.park.name).toBe('Near Camp');
    expect(stay.warnings.join(' ')).toMatch(/Pets allowed not reported: ask Near Camp/);
  });
});
