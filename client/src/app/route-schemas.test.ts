import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, staticClosure } from '@/test/static-closure';

// routes.tsx evaluates the schema modules a trip page builds one per task, before the page's chunk,
// so zod building them is never one long task. Each module it stages must be one the page would
// evaluate anyway (else the staging is work the page did not need), and the plan's schemas must
// come in two modules (plan-input.ts, plan.ts), each built in its own task.

const closureOf = (file: string) => staticClosure(path.join(root, file)).files;

describe('the schema modules routes.tsx evaluates before a trip page', () => {
  it('are all in the trip store, and the plan is in two modules', () => {
    const store = closureOf('client/src/entities/trips/trip-bundle.ts');
    for (const name of ['rig', 'needs', 'money', 'road-stops', 'booking', 'travellers', 'plan-upgrade', 'places', 'plan-input', 'plan', 'trip', 'trip-document'])
      expect(store).toContain(`shared/schemas/${name}.ts`);
    expect(closureOf('shared/schemas/plan-input.ts')).not.toContain('shared/schemas/plan.ts');
  });

  it("include the results page's form schemas, which its page chunk builds", () => {
    const results = closureOf('client/src/pages/results.tsx');
    expect(results).toContain('shared/schemas/rig-form.ts');
    expect(results).toContain('shared/schemas/planner-form.ts');
  });
});
