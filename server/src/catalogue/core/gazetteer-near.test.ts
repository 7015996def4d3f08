import { describe, expect, it } from 'vitest';
import type { PlaceRow } from './data';
import { loadBundledData } from '../bundled-data';
import { createGazetteer } from './gazetteer';

// The town a point is "near" (a night's park, a day's area): a bigger town pulls, but never past
// twice the nearest known town's distance (or 5 miles more).
describe('nameNear', () => {
  it('names Chester, PA (3 mi), not Philadelphia (12 mi), for a point across the river in NJ', () => {
    const g = loadBundledData().gazetteer;
    // Bridgeport, NJ (a park there was "Near Philadelphia, PA" on a plan to Wilmington, DE).
    const town = g.nameNear({ latitude: 39.81754, longitude: -75.31938 }, 40);
    expect(`${town?.name}, ${town?.state}`).toBe('Chester, PA');
  });

  it('still prefers a bigger town a little farther off, and never one past the limit', () => {
    // A degree of longitude is about 53 miles at 40 N.
    const hamlet: PlaceRow = ['Hamlet', 'CO', 40.0, -105.0, 1200];
    const withTown = createGazetteer([hamlet, ['Bigtown', 'CO', 40.0, -105.2, 90000]], []);
    // 4 mi west of Hamlet, 6.6 mi from Bigtown (within 4 + 5): Bigtown's size pulls.
    expect(withTown.nameNear({ latitude: 40.0, longitude: -105.0755 }, 60)?.name).toBe('Bigtown');
    const withCity = createGazetteer([hamlet, ['Metro', 'CO', 40.0, -105.3, 2000000]], []);
    // 1 mi east of Hamlet, 16.9 mi from Metro (past 1 + 5): Hamlet, though Metro's size would win.
    expect(withCity.nameNear({ latitude: 40.0, longitude: -104.981 }, 60)?.name).toBe('Hamlet');
  });
});
