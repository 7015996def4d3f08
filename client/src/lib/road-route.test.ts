import { describe, expect, it } from 'vitest';
import { roadRouteQuerySchema } from '@shared/schemas/road-route';
import { planRoadTerms } from '@shared/plan/road-terms';
import { roadRouteParams } from './road-route';

// GET /api/road-route is asked on the trip's terms, as the planner routes its days: the query the
// client writes is the one the server reads, the route preference and Interstate choice among them.
describe('roadRouteParams', () => {
  it('writes the route preference and the Interstate choice the server reads', () => {
    const params = roadRouteParams('Sacramento, CA', 'Reno, NV', {
      rvType: 'class-c',
      date: '2027-07-15',
      routeType: 'scenic',
      avoidHighways: true,
    });
    const q = roadRouteQuerySchema.parse(Object.fromEntries(params));
    expect(q).toMatchObject({ routeType: 'scenic', avoidHighways: true, date: '2027-07-15' });
  });

  it('leaves them out when the trip does not set them (the fastest way, Interstates open)', () => {
    const q = roadRouteQuerySchema.parse(
      Object.fromEntries(roadRouteParams('A', 'B', { avoidHighways: false })),
    );
    expect(q.routeType).toBeUndefined();
    expect(q.avoidHighways).toBeUndefined();
  });

  it("asks a trip's road on its plan's terms: the balanced option when the trip names none", () => {
    const terms = planRoadTerms({ rvType: 'class-a', departureDate: '2027-07-15' });
    const q = roadRouteQuerySchema.parse(
      Object.fromEntries(roadRouteParams('Denver, CO', 'Moab, UT', terms)),
    );
    expect(q).toMatchObject({ rvType: 'class-a', date: '2027-07-15', routeType: 'balanced' });
    const optimized = planRoadTerms({ optimizeFor: 'scenery', avoidHighways: true });
    expect(
      roadRouteQuerySchema.parse(Object.fromEntries(roadRouteParams('A', 'B', optimized))),
    ).toMatchObject({
      routeType: 'scenic',
      avoidHighways: true,
    });
  });
});
