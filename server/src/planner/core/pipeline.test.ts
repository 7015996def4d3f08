import { describe, expect, it } from 'vitest';
import { PLAN_STEPS, runPlanSteps } from './pipeline';
import type { PlanStep } from './plan-step';
import { testContext } from '../../test/planner-data';

describe('plan pipeline', () => {
  it('runs the named steps in order', () => {
    expect(PLAN_STEPS.map((s) => s.name)).toEqual([
      'places',
      'route shapes',
      'days',
      'stops and stays',
      'nights',
      'day content',
      'road stops',
      'fastest option',
      'costs',
      'warnings',
    ]);
  });

  it('runs a step added to the list after the steps before it, on the same state', async () => {
    const seen: string[] = [];
    const roadStops: PlanStep = {
      name: 'a note on the road',
      run(_ctx, state) {
        seen.push(`${state.options.length} options, ${state.options[0].days.length} days`);
        state.options[0].days[0].notes.push('Fuel in Grand Junction.');
      },
    };
    const at = PLAN_STEPS.findIndex((s) => s.name === 'road stops') + 1;
    const steps = [...PLAN_STEPS.slice(0, at), roadStops, ...PLAN_STEPS.slice(at)];
    const state = await runPlanSteps(testContext({ duration: 2 }), steps);
    expect(seen).toEqual(['3 options, 2 days']);
    expect(state.options[0].days[0].notes.at(-1)).toBe('Fuel in Grand Junction.');
    expect(state.cost?.total).toBeGreaterThan(0);
  });
});
