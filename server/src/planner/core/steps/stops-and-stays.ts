import type { PlanStep } from '../plan-step';
import { applyStaysAndPace } from '../stops';

/**
 * Stops and stays: the traveller's nights at their own stops (taken from other stays or added to
 * the trip) and, under the 2-2-2 rule, a 2-night stay after at most two one-night stops.
 */
export const stopsAndStaysStep: PlanStep = {
  name: 'stops and stays',
  run(ctx, state) {
    for (const option of state.options) {
      const { days, warnings } = applyStaysAndPace(option.skeleton, ctx.input);
      option.skeleton = days;
      option.warnings.push(...warnings);
    }
  },
};
