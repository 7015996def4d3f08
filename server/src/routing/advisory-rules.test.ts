import { describe, expect, it } from 'vitest';
import { METRES_PER_MILE } from './core/road-weights';
import { steered, withinAdvisoryDetour } from './advisory-rules';
import { sharedRestrictedSegments } from './restricted-segments';

const miles = (n: number) => n * METRES_PER_MILE;
const row = (id: string) => {
  const s = sharedRestrictedSegments().find((r) => r.id === id);
  if (!s) throw new Error(id);
  return s;
};

describe('the advisory rule', () => {
  it('takes a way round at most about 50 % and 60 miles longer', () => {
    expect(withinAdvisoryDetour(miles(59), miles(40))).toBe(true);
    expect(withinAdvisoryDetour(miles(61), miles(40))).toBe(false);
    expect(withinAdvisoryDetour(miles(149), miles(100))).toBe(true);
    expect(withinAdvisoryDetour(miles(151), miles(100))).toBe(false);
    // 50 % of a long leg is more than 60 miles: the miles cap.
    expect(withinAdvisoryDetour(miles(259), miles(200))).toBe(true);
    expect(withinAdvisoryDetour(miles(270), miles(200))).toBe(false);
  });

  it('steers a rig over a size advisory only: not one within it, not a propane or rig advisory', () => {
    const generals = row('generals-highway-length-advisory');
    expect(steered(generals, { rvType: 'fifth-wheel', lengthFeet: 35 })).toBe(true);
    expect(steered(generals, { rvType: 'class-b', lengthFeet: 20 })).toBe(false);
    // Chisos Basin Road's 24 ft is for motorhomes; a 22 ft trailer is over its 20 ft.
    expect(steered(row('chisos-basin-road-motorhomes'), { rvType: 'travel-trailer', lengthFeet: 22 })).toBe(
      false,
    );
    expect(steered(row('chisos-basin-road-trailers'), { rvType: 'travel-trailer', lengthFeet: 22 })).toBe(
      true,
    );
    expect(steered(row('blue-ridge-parkway-southern-tunnels'), { rvType: 'class-a', heightFeet: 13 })).toBe(
      true,
    );
    expect(steered(row('mackinac-bridge'), { rvType: 'class-a', lengthFeet: 40 })).toBe(false);
    expect(steered(row('caldecott-tunnel'), { rvType: 'class-a', propaneOnBoard: true })).toBe(false);
  });
});
