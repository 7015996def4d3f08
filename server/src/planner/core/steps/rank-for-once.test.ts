import { describe, expect, it } from 'vitest';
import { moabNearAndFar, testContext, testPlannerData } from '../../../test/planner-data';
import type { Stop } from '../itinerary';
import { rankFor } from './night-search';

// The parks around a stop are ranked once a plan for the stop, its dates and the parks already
// used: a second ask with the same is the same list; another stop, other dates or another park used
// is ranked again, and a used park is never in the list.
describe("a stop's parks ranked once a plan", () => {
  const data = testPlannerData({ campgrounds: moabNearAndFar({ name: 'Far Camp' }) });
  const moab: Stop = { name: 'Moab, UT', area: 'Moab, UT', latitude: 38.57332, longitude: -109.54984 };
  const dates = ['2026-06-11'];

  it('answers the same ask with the same list, and ranks again for what differs', () => {
    const ctx = testContext({}, data);
    const first = rankFor(ctx, moab, dates, new Set());
    expect(first.map((c) => c.row.id)).toEqual(['ridb-1', 'ridb-2']);
    expect(rankFor(ctx, { ...moab, name: 'Moab' }, [...dates], new Set())).toBe(first);
    // A park used since: not offered again.
    const used = rankFor(ctx, moab, dates, new Set(['ridb-1']));
    expect(used.map((c) => c.row.id)).toEqual(['ridb-2']);
    // Two nights prefer a park the traveller can call: ranked again, not the one-night list.
    expect(rankFor(ctx, moab, ['2026-06-11', '2026-06-12'], new Set())).not.toBe(first);
    // Another stop (the far camp is the nearer there).
    const north = rankFor(ctx, { ...moab, latitude: 38.7, longitude: -109.6 }, dates, new Set());
    expect(north.map((c) => c.row.id)).toEqual(['ridb-2', 'ridb-1']);
    // Another plan ranks for itself.
    expect(rankFor(testContext({}, data), moab, dates, new Set())).not.toBe(first);
  });
});
