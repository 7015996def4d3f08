import { describe, expect, it } from 'vitest';
import { planWithBookingWindows } from '@shared/trips/booking-windows';
import { makeDay, makePlan } from '@shared/trips/test-factories';
import { replaceDay, replaceDays } from '@shared/plan/plan-days';

// A park swap or any edit of a plan whose stays carry booking windows works them out again.
describe('booking windows after an edit', () => {
  const now = new Date('2026-03-05T12:00:00Z');

  it('a swapped park gets its own rule; a plan without windows is left as it was', () => {
    const plan = planWithBookingWindows(makePlan(3), { now });
    expect(plan.dailyItinerary[1].booking?.operator).toContain('Recreation.gov');
    const swapped = makeDay(2, {
      rvPark: { ...makeDay(2).rvPark, id: 'osm-1', name: 'Riverside RV Resort', facilityId: undefined, reservationUrl: undefined, dataSource: 'OpenStreetMap', type: 'private' },
    });
    const next = replaceDay(plan, swapped);
    expect(next.dailyItinerary[1].booking).toMatchObject({ status: 'unknown', opensAt: null });
    expect(next.routeOptions.find((r) => r.type === next.selectedRoute)?.dailyItinerary[1].booking?.status).toBe('unknown');
    // Day 1 keeps its rule and its opening (its status is measured against the real clock here).
    expect(next.dailyItinerary[0].booking?.opensAt).toBe('2026-03-01T10:00:00-05:00');

    const bare = makePlan(2);
    expect(replaceDays(bare, bare.dailyItinerary, now).dailyItinerary[0].booking).toBeUndefined();
  });
});
