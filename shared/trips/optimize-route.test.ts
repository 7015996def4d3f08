import { describe, expect, it } from 'vitest';
import { optimizeForSchema } from '../schemas/plan';
import { ROUTE_FOR_TARGET, routeForTarget } from './optimize-route';

describe('the route for an optimization target', () => {
  it('names a route or "keep the current one" for every target the form offers', () => {
    expect(Object.keys(ROUTE_FOR_TARGET).sort()).toEqual([...optimizeForSchema.options].sort());
  });

  it('time and cost take the fastest route, scenery the scenic one', () => {
    expect(routeForTarget('time', 'scenic')).toBe('fastest');
    expect(routeForTarget('cost', 'scenic')).toBe('fastest');
    expect(routeForTarget('scenery', 'fastest')).toBe('scenic');
  });

  it('activities keep the route the plan follows, balanced when there is none', () => {
    expect(routeForTarget('activities', 'scenic')).toBe('scenic');
    expect(routeForTarget('activities')).toBe('balanced');
    expect(routeForTarget(undefined)).toBe('balanced');
  });
});
