import { describe, expect, it } from 'vitest';
import { makePlan } from '@shared/trips/test-factories';
import { knownPlansOf } from './known-plans';

const input = makePlan(3).input;

describe('knownPlansOf', () => {
  it('gives each trip its own store, the same one each time', () => {
    const plan = makePlan(3);
    knownPlansOf('KNOWN001').remember(input, plan, 'planner');
    expect(knownPlansOf('KNOWN001').recall(input)).toBe(plan);
    expect(knownPlansOf('KNOWN002').recall(input)).toBeNull();
  });

  it('keeps the plans of the trips used most recently only', () => {
    const plan = makePlan(3);
    knownPlansOf('OLDTRIP1').remember(input, plan, 'planner');
    for (const id of ['TRIPA001', 'TRIPB001', 'TRIPC001', 'TRIPD001']) knownPlansOf(id);
    expect(knownPlansOf('OLDTRIP1').recall(input)).toBeNull();
  });
});
