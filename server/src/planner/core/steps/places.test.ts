import { describe, expect, it } from 'vitest';
import { testContext, testPlannerData } from '../../../test/planner-data';
import type { PlanState } from '../plan-state';
import { LocationNotFoundError, NoRoadRouteError, placesStep } from './places';

const fresh = (): PlanState => ({ options: [], warnings: [] });

describe('places step', () => {
  it('finds the start and the end in the gazetteer', () => {
    const state = fresh();
    placesStep.run(testContext({}), state);
    expect(state.places?.from).toMatchObject({ name: 'Denver, CO', state: 'CO' });
    expect(state.places?.to).toMatchObject({ name: 'Moab, UT', state: 'UT' });
  });

  it('names the place it cannot find', () => {
    expect(() => placesStep.run(testContext({ toLocation: 'Atlantisville Qq' }), fresh())).toThrow(
      new LocationNotFoundError('Atlantisville Qq'),
    );
  });

  it('refuses an end the road network does not reach', () => {
    const data = testPlannerData({
      places: [
        ['Denver', 'CO', 39.73915, -104.9847, 682545],
        ['Anchorage', 'AK', 61.2181, -149.9003, 291247],
      ],
    });
    expect(() => placesStep.run(testContext({ toLocation: 'Anchorage, AK' }, data), fresh())).toThrow(
      NoRoadRouteError,
    );
  });
});
