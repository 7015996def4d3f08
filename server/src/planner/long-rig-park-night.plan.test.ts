import { describe, expect, it } from 'vitest';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/plan/rig-profile';
import { milesBetween } from '@shared/exports/export-trip';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A rig over 30 ft brings a big-rig need the traveller did not tick: a park that reports a length
// that fits is preferred, but a park whose data is silent on length is no worse for what the
// traveller asked. It was a strict tier: a 40 ft Class A from Las Vegas to Zion slept at Sand Pit
// Campground (Sand Hollow State Park, which reports a length), 34 road miles from the South
// Entrance, past Watchman and South Campgrounds at the gate, which report none.
const data = loadBundledData();
const southEntrance = { latitude: 37.2003, longitude: -112.9868 };

describe("a long rig's night at a national park", () => {
  it('sleeps a 40 ft Class A at the park\'s South Entrance, not 34 road miles out, and says its length is not reported', async () => {
    const p = await planTrip(
      generateTripInputSchema.parse({
        rvType: 'class-a',
        fromLocation: 'Las Vegas, NV',
        toLocation: 'Zion National Park',
        departureDate: '2027-07-05',
        duration: 3,
        rig: { ...RIG_DEFAULTS['class-a'], lengthFeet: 40 },
      }),
      data,
      { now: fixedNow },
    );
    for (const o of p.routeOptions) {
      // The first night at Zion (the scenic option may go by another park first).
      const night = o.dailyItinerary.find((d) => d.to.name === 'Zion National Park')!;
      const at = { latitude: night.rvPark.latitude!, longitude: night.rvPark.longitude! };
      expect(milesBetween(at, southEntrance), `${o.type}: ${night.rvPark.name}`).toBeLessThan(3);
      expect(night.rvPark.name).not.toBe('Sand Pit Campground');
      // The need the rig brings is still said: the park reports no length.
      expect((night.warnings ?? []).join(' ')).toMatch(/Max length not reported: ask .* whether your 40 ft rig fits/);
    }
  });

  it('still sends a 25 ft rig to the same gate (the rule only stops the long rig being sent away)', async () => {
    const p = await planTrip(
      generateTripInputSchema.parse({
        rvType: 'class-c',
        fromLocation: 'Las Vegas, NV',
        toLocation: 'Zion National Park',
        departureDate: '2027-07-05',
        duration: 3,
        rig: { ...RIG_DEFAULTS['class-c'], lengthFeet: 25 },
      }),
      data,
      { now: fixedNow },
    );
    const night = p.routeOptions.find((o) => o.type === 'balanced')!.dailyItinerary[0];
    expect(milesBetween({ latitude: night.rvPark.latitude!, longitude: night.rvPark.longitude! }, southEntrance)).toBeLessThan(3);
  });
});
