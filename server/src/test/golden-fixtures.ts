import fs from 'node:fs';
import path from 'node:path';
import type { TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';

// The golden plans (server/src/planner/golden/*.json) as real plans for tests of the plan model:
// read as stored, with the timestamp the fixtures leave out. Test use only (reads files).

const DIR = path.join(import.meta.dirname, '../planner/golden');

export function goldenPlans(): Array<{ name: string; plan: TripPlan }> {
  return fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const raw = JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as Record<string, unknown>;
      const plan = tripPlanSchema.parse({ generatedAt: '2026-01-01T00:00:00.000Z', ...raw });
      return { name: f.replace(/\.json$/, ''), plan };
    });
}
