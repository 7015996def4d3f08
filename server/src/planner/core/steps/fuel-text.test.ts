import { describe, expect, it } from 'vitest';
import { fuelStretchMiles } from '@shared/plan/rig-profile';
import { RIG_DEFAULTS, fuelsAtTruckStops } from '@shared/schemas/rig';
import { fuelGapWarning } from './road-propane';

// What a day without fuel in range tells the rig, by its fuel and size.
const gap = { lastMile: 40, nextMile: 260, quarterMile: 210, carried: 0 };

describe('fuel by fuel', () => {
  it('sends a big diesel rig to truck lanes', () => {
    const rig = { ...RIG_DEFAULTS['class-a'], lengthFeet: 40 };
    expect(fuelsAtTruckStops(rig)).toBe(true);
    const w = fuelGapWarning(rig, gap, 170);
    expect(w).toMatch(/^Fuel: no truck stop in our data within your rig's range \(about 170 mi/);
    expect(w).toMatch(/A diesel rig of your length, or towing, should fuel at truck lanes/);
  });

  it('tells a big gas rig any station sells its fuel, and why the data lists truck stops only', () => {
    const rig = { ...RIG_DEFAULTS['class-c'], lengthFeet: 32 };
    expect(fuelsAtTruckStops(rig)).toBe(false);
    const w = fuelGapWarning(rig, gap, 150);
    expect(w).not.toMatch(/truck lanes:/);
    expect(w).toMatch(/^Fuel: no truck stop or travel centre in our data/);
    expect(w).toMatch(
      /Your rig runs on gas, which any station sells \(truck lanes sell diesel\); our data lists only truck stops and travel centres, so fill up at a station in a town on the way, one with room for your rig\.$/,
    );
    // A gas rig towing a car is big too, and still not sent to diesel lanes.
    expect(fuelsAtTruckStops({ ...RIG_DEFAULTS['class-c'], towingCar: true })).toBe(false);
  });

  it('tells a small gas rig the same without the room', () => {
    const w = fuelGapWarning(RIG_DEFAULTS['class-b'], gap, 120);
    expect(w).toMatch(/fill up at a station in a town on the way\.$/);
  });

  it('tells a small diesel rig to find diesel in a town', () => {
    const rig = { ...RIG_DEFAULTS['class-b'], fuel: 'diesel' as const };
    expect(fuelsAtTruckStops(rig)).toBe(false);
    expect(fuelGapWarning(rig, gap, 120)).toMatch(/fill up at a station that sells diesel in a town on the way\.$/);
  });

  it("says the rig's own range, a big tank's too (no fixed 300-mile spacing)", () => {
    // 150 gallons at 7 mpg: a quarter tank after about 788 miles.
    const pusher = { ...RIG_DEFAULTS['class-a'], lengthFeet: 45, tankGallons: 150, mpg: 7 };
    const w = fuelGapWarning(pusher, gap, fuelStretchMiles(pusher));
    expect(w).toMatch(/within your rig's range \(about 788 mi to a quarter tank\)/);
    expect(w).not.toMatch(/300|spacing/);
    const small = { ...RIG_DEFAULTS['class-b'], tankGallons: 20, mpg: 15 };
    expect(fuelGapWarning(small, gap, fuelStretchMiles(small))).toMatch(
      /within your rig's range \(about 225 mi to a quarter tank\) after the fuel stop at mile 40; the tank reaches about a quarter near mile 210/,
    );
  });
});
