import { describe, expect, it } from 'vitest';
import type { Day } from '@shared/schemas/plan';
import type { RoutedPath } from '../../../routing/road-router';
import type { PlanState } from '../plan-state';
import { newOptionDraft } from '../plan-state';
import type { RouteShape } from '../routes';
import { fastestOptionStep } from './fastest-option';

const shape = (type: RouteShape['type'], name: string): RouteShape => ({
  type,
  name,
  color: type,
  speedMph: 50,
  waypoints: [],
  description: `${name}'s own words.`,
});
// An option of days of these miles and hours.
const option = (type: RouteShape['type'], name: string, days: Array<[number, number]>) => ({
  ...newOptionDraft(shape(type, name), { roads: [] } as unknown as RoutedPath),
  days: days.map(([distance, driveHours], i) => ({ day: i + 1, distance, driveHours }) as Day),
  dayHours: days.map(([, h]) => h),
});
const run = (state: PlanState) => fastestOptionStep.run({} as never, state);

describe('the option named Fastest', () => {
  it('becomes the quicker option when its own road comes out slower, and says so', async () => {
    // Albuquerque to San Antonio by Big Bend: 1,043 mi in 18 h 55 against 949 mi in 18 h 52.
    const state: PlanState = {
      options: [
        option('fastest', 'Fastest Route', [
          [733, 10.8],
          [310, 8.1333],
        ]),
        option('scenic', 'Scenic Route', [
          [550, 10],
          [400, 9.0167],
        ]),
        option('balanced', 'Balanced Route', [
          [550, 10],
          [399, 8.8667],
        ]),
      ],
      warnings: [],
    };
    await run(state);
    const [fastest, , balanced] = state.options;
    expect(fastest.shape.type).toBe('fastest');
    expect(fastest.shape.name).toBe('Fastest Route');
    expect(fastest.days.map((d) => d.distance)).toEqual([550, 399]);
    expect(fastest.shape.description).toMatch(
      /same roads and nights as the Balanced Route \(the most direct roads, 1043 mi, came out slower, at 18 h 56 min/,
    );
    // Its own copies: a later step writing the fastest option's days leaves the balanced one alone.
    fastest.days[0].warnings = ['x'];
    expect(balanced.days[0].warnings).toBeUndefined();
    expect(state.options.map((o) => o.shape.type)).toEqual(['fastest', 'scenic', 'balanced']);
  });

  it('stays as it is when no other option is quicker, even with more miles', async () => {
    const own = option('fastest', 'Fastest Route', [[600, 9.5]]);
    const state: PlanState = {
      options: [
        own,
        option('scenic', 'Scenic Route', [[500, 10]]),
        option('balanced', 'Balanced Route', [[520, 9.5]]),
      ],
      warnings: [],
    };
    await run(state);
    expect(state.options[0]).toBe(own);
  });
});
