import { describe, expect, it } from 'vitest';
import { planRoadTerms } from './road-terms';

// A trip's road drawn before it has a plan (the manual planner's line, a trip's routed miles) is
// asked on the terms its plan would route its days by. The manual planner asked without a route
// option, so its line was the fastest way while the plan of the same trip follows the balanced
// option; the Interstate choice of a trip's optimize settings was dropped the same way.
describe('planRoadTerms', () => {
  it('a trip that names no route option is drawn on the balanced one, as it is planned', () => {
    expect(planRoadTerms({ rvType: 'class-c', departureDate: '2027-07-15' })).toEqual({
      rvType: 'class-c',
      date: '2027-07-15',
      routeType: 'balanced',
    });
  });

  it('takes the route its optimization target asks for, or the one it names, and its Interstate choice', () => {
    expect(planRoadTerms({ optimizeFor: 'time' }).routeType).toBe('fastest');
    expect(planRoadTerms({ optimizeFor: 'scenery' }).routeType).toBe('scenic');
    expect(planRoadTerms({ optimizeFor: 'activities' }).routeType).toBe('balanced');
    expect(planRoadTerms({ routeType: 'scenic', optimizeFor: 'time' }).routeType).toBe('scenic');
    expect(planRoadTerms({ avoidHighways: true, avoidPasses: true })).toMatchObject({
      avoidHighways: true,
      avoidPasses: true,
    });
    expect(planRoadTerms({ avoidHighways: false })).not.toHaveProperty('avoidHighways');
  });

  it('leaves out what the trip has not set (an empty departure date)', () => {
    expect(planRoadTerms({ departureDate: '' })).toEqual({ routeType: 'balanced' });
  });
});
