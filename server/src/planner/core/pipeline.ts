import type { PlanContext } from './context';
import type { PlanState } from './plan-state';
import type { PlanStep } from './plan-step';
import { costsStep } from './steps/costs';
import { dayContentStep } from './steps/day-content';
import { fastestOptionStep } from './steps/fastest-option';
import { daysStep } from './steps/days';
import { nightsStep } from './steps/nights';
import { placesStep } from './steps/places';
import { roadStopsStep } from './steps/road-stops';
import { routeShapesStep } from './steps/route-shapes';
import { stopsAndStaysStep } from './steps/stops-and-stays';
import { warningsStep } from './steps/warnings';

/**
 * The plan's steps, in order. A new step is a module under steps/ and one line here, after the
 * steps whose results it reads (a step that adds stops along the road belongs after day content
 * and before costs, so the costs count it).
 */
export const PLAN_STEPS: readonly PlanStep[] = [
  placesStep,
  routeShapesStep,
  daysStep,
  stopsAndStaysStep,
  nightsStep,
  dayContentStep,
  roadStopsStep,
  fastestOptionStep,
  costsStep,
  warningsStep,
];

export async function runPlanSteps(
  ctx: PlanContext,
  steps: readonly PlanStep[] = PLAN_STEPS,
): Promise<PlanState> {
  const state: PlanState = { options: [], warnings: [] };
  for (const step of steps) await step.run(ctx, state);
  return state;
}
