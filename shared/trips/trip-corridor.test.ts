import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import {
  FAR_FROM_TRIP_MILES as FAR,
  farFromTripLabel,
  sameNameAsFirst,
  lineOfGeometry,
  milesFromTrip,
  nearestToTrip,
} from './trip-corridor';

const austin = { latitude: 30.27, longitude: -97.74 };
const elPaso = { latitude: 31.76, longitude: -106.49 };
const fredericksburgVa = { name: 'Fredericksburg, Virginia', latitude: 38.3, longitude: -77.46 };
const fredericksburgTx = { name: 'Fredericksburg, Texas', latitude: 30.28, longitude: -98.87 };
const fredericksburgPa = { name: 'Fredericksburg, Pennsylvania', latitude: 40.44, longitude: -76.43 };

describe('the manual park search looks near the trip first', () => {
  it('takes the match nearest the trip, not the first one', () => {
    const found = nearestToTrip([fredericksburgVa, fredericksburgTx, fredericksburgPa], (p) => p, [
      austin,
      elPaso,
    ]);
    expect(found?.match.name).toBe('Fredericksburg, Texas');
    expect(found?.milesFromTrip).toBeLessThan(FAR);
  });

  it('keeps the best text match when the trip is unknown', () => {
    expect(nearestToTrip([fredericksburgVa, fredericksburgTx], (p) => p, [])?.match.name).toBe(
      'Fredericksburg, Virginia',
    );
    expect(nearestToTrip([], (p: typeof austin) => p, [austin])).toBeNull();
  });

  it('measures from the line between the places, not only from its ends', () => {
    // Fort Stockton lies near the Austin - El Paso line, hundreds of miles from either end.
    const fortStockton = { latitude: 30.89, longitude: -102.88 };
    expect(milesFromTrip(fortStockton, [austin, elPaso])).toBeLessThan(40);
    expect(milesFromTrip(fredericksburgVa, [austin, elPaso])).toBeGreaterThan(1200);
    expect(milesFromTrip(austin, [])).toBeNull();
  });

  it("reads the trip's road and says how far anything far from it is", () => {
    const geometry = polyline.encode([
      [austin.latitude, austin.longitude],
      [30.89, -102.88],
      [elPaso.latitude, elPaso.longitude],
    ]);
    const line = lineOfGeometry(geometry);
    expect(line).toHaveLength(3);
    expect(farFromTripLabel(milesFromTrip(fredericksburgTx, line))).toBeNull();
    expect(farFromTripLabel(milesFromTrip(fredericksburgVa, line))).toMatch(
      /^about 1,\d{3} mi from your trip$/,
    );
  });
});

describe('sameNameAsFirst', () => {
  it("keeps the places of the best match's own name, not a place named after it", () => {
    const m = (place_name: string) => ({ place_name });
    const found = [
      m('Fredericksburg, Virginia, United States'),
      m('Fredericksburg and Spotsylvania National Military Park, Virginia, United States'),
      m('Fredericksburg, Texas, United States'),
    ];
    expect(sameNameAsFirst(found).map((f) => f.place_name)).toEqual([
      'Fredericksburg, Virginia, United States',
      'Fredericksburg, Texas, United States',
    ]);
    expect(sameNameAsFirst([])).toEqual([]);
  });
});
