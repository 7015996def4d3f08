import type { PlanContext } from './context';
import type { PlanState } from './plan-state';

/** One step of the plan: reads the context and what earlier steps wrote, writes its own part. */
export interface PlanStep {
  name: string;
  run(ctx: PlanContext, state: PlanState): void | Promise<void>;
}
